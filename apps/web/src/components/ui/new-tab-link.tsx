import Link from '@mui/material/Link';
import { legalMessages } from '@plateforme/shared/messages/platform-legal';
import type { ReactNode } from 'react';

/**
 * A link that opens in a new tab, saying so in its text: used where leaving would lose a form
 * being filled in (registration, payment) but the person may want to read a whole page.
 */
export function NewTabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link href={to} target="_blank" rel="noopener">
      {children} {legalMessages.opensInNewTab}
    </Link>
  );
}

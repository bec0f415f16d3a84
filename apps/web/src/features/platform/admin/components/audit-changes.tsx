import Box from '@mui/material/Box';
import { formatAuditChanges } from '@plateforme/shared/platform/audit-changes.rules';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';
import type { AuditLogItem } from '@plateforme/shared/platform/admin-list.schemas';
import { BreakableText } from '../../../../components/ui/breakable-text.tsx';

/** « champ : avant → après », one line per field, long values shortened. */
export function AuditChanges({ changes }: { changes: AuditLogItem['changes'] }) {
  const lines = formatAuditChanges(changes);
  if (lines.length === 0) return <>{adminCoreMessages.audit.noChange}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((line, index) => (
        <li key={index}>
          <BreakableText text={line} />
        </li>
      ))}
    </Box>
  );
}

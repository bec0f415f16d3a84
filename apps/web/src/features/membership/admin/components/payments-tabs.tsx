import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/membership-admin';
import { Link as RouterLink, useLocation } from 'react-router';

const views = [
  { path: '/admin/payments', label: texts.tabs.payments },
  { path: '/admin/payments/receipts', label: texts.tabs.receipts },
  { path: '/admin/payments/partners', label: texts.tabs.partners },
] as const;

/** The section's views, as links: each has its own address. */
export function PaymentsTabs() {
  const { pathname } = useLocation();
  // A partner's payments belong to the « Tarifs partenaires » view: marked, but not as the page itself.
  const current = (path: string) =>
    pathname === path ? 'page' : path !== '/admin/payments' && pathname.startsWith(`${path}/`) ? 'true' : undefined;
  return (
    <Stack
      component="nav"
      aria-label={texts.tabsLabel}
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {views.map((view) => (
        <Link
          key={view.path}
          component={RouterLink}
          to={view.path}
          aria-current={current(view.path)}
          sx={{ fontWeight: current(view.path) ? 700 : 400 }}
        >
          {view.label}
        </Link>
      ))}
    </Stack>
  );
}

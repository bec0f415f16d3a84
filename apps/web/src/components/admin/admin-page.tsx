import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminMessages } from '@plateforme/shared/messages/platform';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { adminSections } from './admin-sections.ts';

type Props = { title: string; actions?: ReactNode; children: ReactNode };

/**
 * Every back-office screen: the sections menu (a column on a wide screen, wrapped links on a
 * phone), the page's h1 with its actions, then the screen itself.
 */
export function AdminPage({ title, actions, children }: Props) {
  const { pathname } = useLocation();
  const current = adminSections
    .filter((section) => pathname === section.path || pathname.startsWith(`${section.path}/`))
    .at(-1);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '14rem minmax(0, 1fr)' },
        maxWidth: 1500,
        mx: 'auto',
      }}
    >
      <Box component="nav" aria-label={adminMessages.navLabel}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            flexDirection: { md: 'column' },
            gap: { xs: 1.5, md: 0.5 },
          }}
        >
          {adminSections.map((section) => (
            <li key={section.path}>
              <Link
                component={RouterLink}
                to={section.path}
                aria-current={section === current ? 'page' : undefined}
                sx={{ fontWeight: section === current ? 700 : 400 }}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h1">{title}</Typography>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

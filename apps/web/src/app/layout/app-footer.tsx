import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { legalPages, legalPath } from '@plateforme/shared/platform/legal-pages';
import { legalMessages } from '@plateforme/shared/messages/platform-legal';
import { Link as RouterLink } from 'react-router';

/** Every page ends with the legal pages (P1 §1), as a list of links that wraps on a phone. */
export function AppFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 4, px: { xs: 2, sm: 3 }, pt: 2, pb: 10 }}>
      <Box component="nav" aria-label={legalMessages.footerLabel} sx={{ maxWidth: 'lg', mx: 'auto' }}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}
        >
          {legalPages.map(({ slug }) => (
            <li key={slug}>
              <Link
                component={RouterLink}
                to={legalPath(slug)}
                color="text.secondary"
                sx={{ display: 'inline-block', py: 1, fontSize: '0.95rem' }}
              >
                {legalMessages.titles[slug]}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

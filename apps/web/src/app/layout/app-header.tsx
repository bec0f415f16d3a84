import ArrowBack from '@mui/icons-material/ArrowBack';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { commonMessages } from '@plateforme/shared/messages/common';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Profile } from '../../lib/profile.ts';
import { getHomePath } from '../access-decision.ts';
import { ASSOCIATION_NAME } from '../association.ts';
import { useThemeMode } from '../theme/theme-mode.tsx';
import { AccountMenu } from './account-menu.tsx';
import { loadNavDrawer, NavDrawer } from './lazy-menus.ts';
import { NavBarLinks } from './nav-bar-links.tsx';
import { getNavigationItems } from './navigation-items.ts';
import { useGoBack } from './use-go-back.ts';
import { preloadOn, useOpenedOnce } from '../../lib/load-when-wanted.ts';

// Only signed-in people have alerts: visitors (every prerendered page) never load them.
const HeaderAlerts = lazy(() => import('./header-alerts.tsx'));

/** The home screens: « Retour » has nowhere useful to go from there. */
const HOME_PATHS = new Set(['/home', '/aja']);

type AppHeaderProps = {
  profile: Profile | null;
  /** A session is kept and its profile not yet answered: the bar takes a signed-in person's shape. */
  sessionPending?: boolean;
};

/** The navigation bar (P2 §2): back, name, alerts, theme, account; a menu row or a drawer. */
export function AppHeader({ profile, sessionPending = false }: AppHeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerWanted = useOpenedOnce(drawerOpen);
  const { mode, toggleMode } = useThemeMode();
  const goBack = useGoBack();
  const { pathname } = useLocation();
  const items = getNavigationItems(profile, pathname);
  const showBack = !HOME_PATHS.has(pathname);
  const themeTitle = mode === 'dark' ? 'Thème sombre activé' : 'Thème clair activé';
  // A visitor's « Se connecter » is a wide button: on a phone the name takes a row of its own
  // below the controls rather than a column of broken words beside them (ADR 032).
  // While a kept session is checked, the bar already has the signed-in shape: it does not
  // change height when the profile comes (ADR 097).
  const nameBelow = !profile && !sessionPending && pathname !== '/login';

  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      <Toolbar
        sx={{
          gap: { xs: 0, sm: 0.5 },
          px: { xs: 0.5, sm: 2 },
          ...(nameBelow && { flexWrap: { xs: 'wrap', sm: 'nowrap' }, pt: { xs: 0.75, sm: 0 } }),
        }}
      >
        <IconButton
          color="inherit"
          aria-label="Ouvrir le menu"
          title="Menu"
          {...preloadOn(loadNavDrawer)}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        {showBack ? (
          <Button
            color="inherit"
            aria-label={commonMessages.back}
            onClick={goBack}
            startIcon={<ArrowBack />}
            sx={{
              minWidth: 48,
              px: { xs: 1.5, sm: 2 },
              '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {commonMessages.back}
            </Box>
          </Button>
        ) : null}
        <Box
          sx={{ flex: 1, minWidth: 0, ...(nameBelow && { order: { xs: 1, sm: 0 }, flexBasis: { xs: '100%', sm: 0 } }) }}
        >
          {/* On a phone the name wraps onto two lines rather than losing its end (ADR 032). */}
          <Link
            component={RouterLink}
            to={getHomePath(profile)}
            color="inherit"
            underline="hover"
            sx={{
              display: 'block',
              fontWeight: 700,
              fontSize: { xs: '0.95rem', sm: '1.15rem' },
              lineHeight: 1.2,
              whiteSpace: 'normal',
              overflowWrap: 'break-word',
              hyphens: 'manual',
              pt: nameBelow ? { xs: 0.5, sm: 1 } : 1,
              pb: 1,
              pl: { xs: nameBelow ? 1 : 0.5, sm: 0 },
            }}
          >
            {ASSOCIATION_NAME}
          </Link>
        </Box>
        {profile ? (
          <Suspense fallback={null}>
            <HeaderAlerts profile={profile} />
          </Suspense>
        ) : null}
        <IconButton
          color="inherit"
          aria-label={commonMessages.toggleTheme}
          aria-pressed={mode === 'dark'}
          title={themeTitle}
          onClick={toggleMode}
          sx={nameBelow ? { ml: { xs: 'auto', sm: 0 } } : undefined}
        >
          {mode === 'dark' ? <LightMode /> : <DarkMode />}
        </IconButton>
        {sessionPending ? (
          // The account button's place, kept until the profile says who is there.
          <Box aria-hidden sx={{ width: 48, height: 48, flexShrink: 0 }} />
        ) : (
          <AccountMenu profile={profile} />
        )}
      </Toolbar>
      <Toolbar variant="dense" sx={{ display: { xs: 'none', md: 'flex' }, minHeight: 56 }}>
        <NavBarLinks items={items} />
      </Toolbar>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavDrawer items={items} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}

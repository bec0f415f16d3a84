import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { sessionMessages } from '@plateforme/shared/messages/common';
import { Suspense, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { Profile } from '../../lib/profile.ts';
import { useLogout } from '../../features/accounts/api/logout.ts';
import { AccountMenuList, loadAccountMenuList } from './lazy-menus.ts';
import { preloadOn } from '../../lib/load-when-wanted.ts';

/** The account button: 'Se connecter' for visitors, the account menu for signed-in people. */
export function AccountMenu({ profile }: { profile: Profile | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();

  if (!profile) {
    // On the login page itself the form is the way in.
    if (pathname === '/login') return null;
    return (
      <Button
        color="inherit"
        variant="outlined"
        component={RouterLink}
        to="/login"
        sx={{ ml: 0.5, whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.5 } }}
      >
        {sessionMessages.signIn}
      </Button>
    );
  }

  const close = () => setAnchor(null);
  // Home first, then the session ends: the page being left may be for members only and
  // would otherwise send the person to /login on its way out.
  const signOut = () => {
    close();
    void Promise.resolve(navigate('/home')).then(() => logout.mutate());
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Mon compte"
        title="Mon compte"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        {...preloadOn(loadAccountMenuList)}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <AccountCircle />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            profile={profile}
            anchor={anchor}
            onClose={close}
            onSignOut={signOut}
            signingOut={logout.isPending}
          />
        </Suspense>
      ) : null}
    </>
  );
}

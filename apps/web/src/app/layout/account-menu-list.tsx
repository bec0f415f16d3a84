import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { navigationMessages, sessionMessages } from '@plateforme/shared/messages/common';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '../../lib/profile.ts';

type AccountMenuListProps = {
  id: string;
  profile: Profile;
  anchor: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
  signingOut: boolean;
};

/** The account menu's entries (P2 §2): profile, payments (not for AJA young people, P1 §2), sign out. */
export default function AccountMenuList({ id, profile, anchor, onClose, onSignOut, signingOut }: AccountMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <ListItemText
        primary={`${profile.firstname} ${profile.lastname}`}
        secondary={profile.email}
        sx={{ px: 2, py: 1, m: 0 }}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
      <Divider />
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        {navigationMessages.profile}
      </MenuItem>
      {profile.aja_role !== 'aja_young' ? (
        <MenuItem component={RouterLink} to="/payments" onClick={onClose}>
          {navigationMessages.payments}
        </MenuItem>
      ) : null}
      <MenuItem onClick={onSignOut} disabled={signingOut}>
        {sessionMessages.logout}
      </MenuItem>
    </Menu>
  );
}

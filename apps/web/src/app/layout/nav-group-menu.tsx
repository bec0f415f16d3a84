import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { NavLink } from 'react-router';
import type { NavGroupItem } from './navigation-items.ts';

type NavGroupMenuProps = { id: string; group: NavGroupItem; anchor: HTMLElement | null; onClose: () => void };

/** The entries of a group of the wide-screen menu (the questionnaires). */
export default function NavGroupMenu({ id, group, anchor, onClose }: NavGroupMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {group.children.map((child) => (
        <MenuItem key={child.to} component={NavLink} to={child.to} onClick={onClose}>
          {child.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

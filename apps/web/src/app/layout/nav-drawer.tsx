import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { isNavGroup, type NavItem, type NavLinkItem } from './navigation-items.ts';

type NavDrawerProps = { items: NavItem[]; open: boolean; onClose: () => void };

/** The menu on small screens (P2-NAV-03): every entry in one calm list. */
export default function NavDrawer({ items, open, onClose }: NavDrawerProps) {
  const idPrefix = useId();
  const titleId = `${idPrefix}-titre`;
  // ul > li > a all the way down: a group is an item holding its heading and its own list.
  const link = (item: NavLinkItem, nested = false) => (
    <ListItem key={item.to} disablePadding>
      <ListItemButton component={NavLink} to={item.to} end onClick={onClose} sx={nested ? { pl: 4 } : undefined}>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-labelledby': titleId } }}>
      <Box component="nav" aria-label="Menu principal" sx={{ width: 280, maxWidth: '85vw' }}>
        <Typography id={titleId} variant="h2" sx={{ px: 2, pt: 2, pb: 1, fontSize: '1.25rem' }}>
          Menu
        </Typography>
        <List>
          {items.map((item, index) => {
            if (!isNavGroup(item)) return link(item);
            const groupId = `${idPrefix}-groupe-${index}`;
            return (
              <ListItem key={item.label} disablePadding sx={{ display: 'block' }}>
                <ListSubheader id={groupId} component="div">
                  {item.label}
                </ListSubheader>
                <List aria-labelledby={groupId} disablePadding>
                  {item.children.map((child) => link(child, true))}
                </List>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}

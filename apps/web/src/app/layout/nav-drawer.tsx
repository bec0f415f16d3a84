import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import { isNavGroup, type NavItem, type NavLinkItem } from './navigation-items.ts';

type NavDrawerProps = { items: NavItem[]; open: boolean; onClose: () => void };

/** The menu on small screens (P2-NAV-03): every entry in one calm list. */
export default function NavDrawer({ items, open, onClose }: NavDrawerProps) {
  const link = (item: NavLinkItem, nested = false) => (
    <ListItemButton key={item.to} component={NavLink} to={item.to} end onClick={onClose} sx={nested ? { pl: 4 } : undefined}>
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label="Menu principal" sx={{ width: 280, maxWidth: '85vw' }}>
        <Typography variant="h2" sx={{ px: 2, pt: 2, pb: 1, fontSize: '1.25rem' }}>
          Menu
        </Typography>
        <List>
          {items.map((item) =>
            isNavGroup(item) ? (
              <li key={item.label}>
                <List subheader={<ListSubheader component="div">{item.label}</ListSubheader>}>
                  {item.children.map((child) => link(child, true))}
                </List>
              </li>
            ) : (
              link(item)
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}

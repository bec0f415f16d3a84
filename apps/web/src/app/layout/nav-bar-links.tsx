import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { NavLink } from 'react-router';
import { loadNavGroupMenu, NavGroupMenu } from './lazy-menus.ts';
import { isNavGroup, type NavGroupItem, type NavItem } from './navigation-items.ts';
import { preloadOn } from '../../lib/load-when-wanted.ts';

const activeStyle = { '&.active': { textDecoration: 'underline', textDecorationThickness: 2, textUnderlineOffset: 6 } };

/** The menu on wide screens: a row of links under the title bar. */
export function NavBarLinks({ items }: { items: NavItem[] }) {
  return (
    <Box component="nav" aria-label="Menu principal">
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <li key={item.label}>
            {isNavGroup(item) ? (
              <GroupButton group={item} />
            ) : (
              <Button color="inherit" component={NavLink} to={item.to} end sx={activeStyle}>
                {item.label}
              </Button>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}

function GroupButton({ group }: { group: NavGroupItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMore />}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        {...preloadOn(loadNavGroupMenu)}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        {group.label}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <NavGroupMenu id={menuId} group={group} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

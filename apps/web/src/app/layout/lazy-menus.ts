import { lazy } from 'react';

/**
 * The menus' contents (MUI Menu, Drawer and their modal machinery) load when first wanted,
 * and start loading as soon as the pointer or the keyboard reaches their button, so the
 * first page of a visit (often /login) does not carry them.
 */
export const loadAccountMenuList = () => import('./account-menu-list.tsx');
export const loadNavDrawer = () => import('./nav-drawer.tsx');
export const loadNavGroupMenu = () => import('./nav-group-menu.tsx');

export const AccountMenuList = lazy(loadAccountMenuList);
export const NavDrawer = lazy(loadNavDrawer);
export const NavGroupMenu = lazy(loadNavGroupMenu);

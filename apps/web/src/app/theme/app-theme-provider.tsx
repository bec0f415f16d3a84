import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also carries the CSS-variables provider (colour-scheme storage,
// its init script), which these themes never use: the system one is what it renders for them.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { useProfile } from '../../lib/profile.ts';
import { useAjaThemeFlag } from '../../lib/aja-theme.ts';
import { useThemeMode } from './theme-mode.tsx';
import { getTheme, type ThemeName } from './themes.ts';

/**
 * Dark when chosen; otherwise the AJA theme for AJA profiles, and for a visitor who has
 * chosen the AJA path at registration (the flag); the default one for others.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const { data: profile } = useProfile();
  const ajaFlag = useAjaThemeFlag();
  const name: ThemeName = mode === 'dark' ? 'dark' : profile?.is_aja || ajaFlag ? 'aja' : 'default';
  return (
    <ThemeProvider theme={getTheme(name)}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { THEME_MODE_KEY } from '../../lib/storage-keys.ts';

/** The member's light/dark choice, kept on this device (localStorage). */
export type ThemeMode = 'light' | 'dark';

function readMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_MODE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

type ThemeModeValue = { mode: ThemeMode; toggleMode: () => void };

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', toggleMode: () => undefined });

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(readMode);
  const toggleMode = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      try {
        window.localStorage.setItem(THEME_MODE_KEY, next);
      } catch {
        // The choice lasts for this visit only.
      }
      return next;
    });
  }, []);
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);
  return <ThemeModeContext value={value}>{children}</ThemeModeContext>;
}

export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { queryClient as appQueryClient } from '../lib/query-client.ts';
import { SnackbarHost } from './snackbar-host.tsx';
import { AppThemeProvider } from './theme/app-theme-provider.tsx';
import { ThemeModeProvider } from './theme/theme-mode.tsx';

/** Everything a screen needs around it, in the app and in tests. */
export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* A prerendered page is taken over in slices from here down (ADR 016). */}
      <Suspense fallback={null}>
        <ThemeModeProvider>
          <AppThemeProvider>
            {children}
            <SnackbarHost />
          </AppThemeProvider>
        </ThemeModeProvider>
      </Suspense>
    </QueryClientProvider>
  );
}

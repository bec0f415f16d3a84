import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getRememberedRoutes } from '../../lib/route-memory.ts';

/**
 * "Back" (P2-NAV-02, P1-HOME-26): from the refused-access screen, the last page the user
 * could see; elsewhere the browser history, or the remembered previous route when the tab
 * opened on this page.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    const { previous, current } = getRememberedRoutes();
    if (pathname === '/unauthorized') {
      void navigate(current ?? '/', { replace: true });
      return;
    }
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) void navigate(-1);
    else void navigate(previous ?? '/');
  }, [navigate, pathname]);
}

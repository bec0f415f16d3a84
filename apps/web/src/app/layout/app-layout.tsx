import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useProfile } from '../../lib/profile.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { ScrollTopButton } from './scroll-top-button.tsx';
import { SkipLink } from './skip-link.tsx';

/** Every page: skip link, navigation bar, the content in <main id="contenu">, the legal footer, scroll-to-top. */
export function AppLayout() {
  const { data: profile, isPending: sessionPending } = useProfile();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // A new page starts at its top, and a screen reader starts reading it there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <SkipLink />
      <AppHeader profile={profile ?? null} sessionPending={sessionPending} />
      {/* At least a screen high: the footer starts below the fold, so a loader replaced by a
          taller screen moves nothing in view (ADR 097). */}
      <Box
        component="main"
        id="contenu"
        ref={mainRef}
        tabIndex={-1}
        sx={{ outline: 'none', py: { xs: 2, sm: 4 }, minHeight: '100vh' }}
      >
        {/* flow-root: a screen's top margin stays inside, so the frame does not move when a
            loader gives way to a card that has one. */}
        <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 }, display: 'flow-root' }}>
          <Outlet />
        </Container>
      </Box>
      <AppFooter />
      <ScrollTopButton />
    </>
  );
}

import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getAccessState } from '@plateforme/shared/accounts/access.rules';
import { ErrorState } from '../components/ui/error-state.tsx';
import { MembersOnlyCard } from '../components/ui/members-only-card.tsx';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { PlaceholderPage } from '../components/ui/placeholder-page.tsx';
import { useProfile } from '../lib/profile.ts';
import { loginPathFor, readReturnPath } from '../lib/login-return.ts';
import { rememberRoute } from '../lib/route-memory.ts';
import { decideAccess } from './access-decision.ts';
import { markAppReady } from './prerender-boot.ts';
import { ASSOCIATION_NAME } from './association.ts';
import type { AppRoute } from './route-table.ts';

type RouteGuardProps = {
  route: AppRoute;
  /** The route's screen, lazy: its code is fetched only once access is granted. */
  Screen: LazyExoticComponent<ComponentType> | null;
};

/** Applies the route's access rule (P1 §6, P2 §6) before anything of the screen loads. */
export function RouteGuard({ route, Screen }: RouteGuardProps) {
  const profileQuery = useProfile();
  const { pathname, search } = useLocation();

  useEffect(() => {
    document.title = `${route.title} · ${ASSOCIATION_NAME}`;
  }, [route.title]);

  if (profileQuery.isPending) return <PageLoader label="Chargement de votre profil" />;
  if (profileQuery.isError) {
    return (
      <>
        <ErrorState
          title={route.title}
          message="Votre profil n'a pas pu être chargé. Vérifiez votre connexion puis réessayez."
          onRetry={() => void profileQuery.refetch()}
        />
        <AppReady />
      </>
    );
  }

  const profile = profileQuery.data;
  const decision = decideAccess(route, profile);
  if (decision.kind === 'redirect') {
    // Signed in on /login: back to the page that sent the visitor there (?redirect=), else home.
    // An e-mail's link sends the visitor to /login with the way back.
    const to =
      route.access === 'isNotAuth'
        ? (readReturnPath(search) ?? decision.to)
        : route.returnAfterLogin && decision.to === '/login'
          ? loginPathFor(`${pathname}${search}`)
          : decision.to;
    return <Navigate to={to} replace />;
  }
  if (decision.kind === 'membersOnly') {
    return (
      <>
        <MembersOnlyCard title={route.title} signedIn={getAccessState(profile) !== 'notAuth'} />
        <AppReady />
      </>
    );
  }
  return <AllowedRoute route={route} Screen={Screen} />;
}

function AllowedRoute({ route, Screen }: RouteGuardProps) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    rememberRoute(`${pathname}${search}`);
  }, [pathname, search]);

  if (!Screen) {
    return (
      <>
        <PlaceholderPage title={route.title} />
        <AppReady />
      </>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
      <AppReady />
    </Suspense>
  );
}

/** Once the page's screen is live (rendered, or a prerendered one taken over). */
function AppReady() {
  useEffect(markAppReady, []);
  return null;
}

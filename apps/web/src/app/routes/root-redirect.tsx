import { Navigate } from 'react-router';
import { useProfile } from '../../lib/profile.ts';
import { getHomePath } from '../access-decision.ts';

/** P2-NAV-01: / goes to the AJA home for an AJA profile, otherwise to home. */
export default function RootRedirect() {
  const { data: profile } = useProfile();
  return <Navigate to={getHomePath(profile)} replace />;
}

import ProfilePage from '../../features/accounts/routes/profile.tsx';
import { MemberCardButton } from '../../features/membership/components/member-card-button.tsx';

/** /profile: the account's screen with « Ma carte d'adhérent » of membership (features never import each other). */
export default function ProfileRoute() {
  return <ProfilePage memberCard={<MemberCardButton />} />;
}

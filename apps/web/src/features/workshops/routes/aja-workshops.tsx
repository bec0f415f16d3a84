import { WorkshopsListScreen } from '../components/workshops-list-screen.tsx';

const scope = { is_aja: 1, active: 1 } as const;

/**
 * /aja-workshops (AJAWorkshops, P2 §2): the active AJA workshops, each card leading to
 * /aja/workshops/:id. The AJA theme is the app's own (ADR 004): AJA profiles and the AJA path see it.
 */
export default function AjaWorkshopsPage() {
  return <WorkshopsListScreen title="Les ateliers AJA" scope={scope} />;
}

import { WorkshopsListScreen } from '../components/workshops-list-screen.tsx';

const scope = { is_aja: 0, active: 1 } as const;

/** /workshops (ListWorkshops, P2 §2): the active cognitive-remediation workshops, open to all. */
export default function ListWorkshopsPage() {
  return <WorkshopsListScreen title="Les ateliers" scope={scope} />;
}

import { WorkshopsListScreen } from '../components/workshops-list-screen.tsx';

const scope = { is_aja: 0, active: 1, workshop_type: 'oncommence' } as const;

/** /oncommence (P2 §2, P2-WSL-03): the introductory workshops, active and not AJA. */
export default function OncommencePage() {
  return <WorkshopsListScreen title="Ateliers onCommence" scope={scope} />;
}

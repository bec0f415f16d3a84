import Divider from '@mui/material/Divider';
import { DeleteWorkshopButton } from './delete-workshop-button.tsx';
import { SubstitutionsSection } from './substitutions-section.tsx';

export { WorkshopMeetingsTable } from './workshop-meetings-table.tsx';

/**
 * Under a saved workshop's sessions: its substitutions and its deletion. With the sessions'
 * table, a module of its own, loaded when the person reaches them.
 */
export default function WorkshopRecordDetails({ workshopId }: { workshopId: number }) {
  return (
    <>
      <Divider />
      <SubstitutionsSection workshopId={workshopId} />
      <Divider />
      <DeleteWorkshopButton workshopId={workshopId} />
    </>
  );
}

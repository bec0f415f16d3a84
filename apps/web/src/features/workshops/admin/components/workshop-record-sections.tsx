import Divider from '@mui/material/Divider';
import { DeleteWorkshopButton } from './delete-workshop-button.tsx';
import { SubstitutionsSection } from './substitutions-section.tsx';
import { WorkshopMeetingsSection } from './workshop-meetings-section.tsx';

/**
 * Under a saved workshop's form: its sessions, its substitutions and its deletion. A module of
 * their own, so the new workshop's form (/admin/workshops/new) does not download them.
 */
export default function WorkshopRecordSections({ workshopId }: { workshopId: number }) {
  return (
    <>
      <Divider />
      <WorkshopMeetingsSection workshopId={workshopId} />
      <Divider />
      <SubstitutionsSection workshopId={workshopId} />
      <Divider />
      <DeleteWorkshopButton workshopId={workshopId} />
    </>
  );
}

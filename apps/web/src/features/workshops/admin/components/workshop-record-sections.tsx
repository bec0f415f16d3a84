import Divider from '@mui/material/Divider';
import { lazy, Suspense, useId } from 'react';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { preloadOn } from '../../../../lib/load-when-wanted.ts';
import { useReached } from './use-reached.ts';
import { WorkshopMeetingsSection } from './workshop-meetings-section.tsx';

// The sessions' table, the substitutions and the deletion load when the person reaches them.
let detailsLoaded = false;
const loadDetails = () =>
  import('./workshop-record-details.tsx').then((module) => {
    detailsLoaded = true;
    return module;
  });
const WorkshopRecordDetails = lazy(loadDetails);
const WorkshopMeetingsTable = lazy(() => loadDetails().then((module) => ({ default: module.WorkshopMeetingsTable })));
const linkPreload = preloadOn(loadDetails);

/**
 * Under a saved workshop's form: its sessions, its substitutions and its deletion. A module of
 * their own, so the new workshop's form (/admin/workshops/new) does not download them; below
 * the sessions' heading and links, the rest loads when reached: scrolled to, or once the person
 * uses the form above (`formUsed`).
 */
export default function WorkshopRecordSections({ workshopId, formUsed }: { workshopId: number; formUsed: boolean }) {
  const headingId = useId();
  const { reached, sentinel } = useReached(detailsLoaded || formUsed);
  return (
    <>
      <Divider />
      <WorkshopMeetingsSection workshopId={workshopId} headingId={headingId} linkPreload={linkPreload}>
        {reached ? (
          <Suspense fallback={<PageLoader />}>
            <WorkshopMeetingsTable workshopId={workshopId} headingId={headingId} />
          </Suspense>
        ) : (
          <div ref={sentinel} />
        )}
      </WorkshopMeetingsSection>
      {reached ? (
        <Suspense fallback={null}>
          <WorkshopRecordDetails workshopId={workshopId} />
        </Suspense>
      ) : null}
    </>
  );
}

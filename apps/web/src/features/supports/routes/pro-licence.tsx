import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { supportsMessages } from '@plateforme/shared/messages/supports';
import { useState } from 'react';
import { NumberSelectFilter } from '../../../components/ui/filter-fields.tsx';
import { isEmptyPage, QueryState } from '../../../components/ui/query-state.tsx';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden.ts';
import { useOpenSupport } from '../../../lib/open-support.ts';
import { useSupportDownload } from '../../../lib/support-download.ts';
import { useLicenceSupports } from '../api/get-supports.ts';
import { LicenceSupportsTable } from '../components/licence-supports-table.tsx';

/**
 * /pro/licence « Espace licence » (P2 §2, licence pros only): the supports shared with licence
 * pros, a row a sequence, filtered by sequence number.
 */
export default function ProLicencePage() {
  const query = useLicenceSupports();
  const { download, progress } = useSupportDownload();
  const openSupport = useOpenSupport();
  const [sequence, setSequence] = useState<number | null>(null);
  const supports = query.data?.data ?? [];
  const sequences = [...new Set(supports.map((support) => support.sequence))].sort((a, b) => a - b);
  const shown = sequence === null ? supports : supports.filter((support) => support.sequence === sequence);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{supportsMessages.title}</Typography>
      <Typography>{supportsMessages.intro}</Typography>
      <Typography role="status" sx={visuallyHiddenSx}>
        {progress ? supportsMessages.downloading(null) : ''}
      </Typography>
      <QueryState
        query={query}
        errorMessage={supportsMessages.fetchFailed}
        loadingLabel={supportsMessages.loading}
        isEmpty={isEmptyPage}
        empty={<Typography>{supportsMessages.noneAvailable}</Typography>}
      >
        {() => (
          <>
            <Box sx={{ maxWidth: 320 }}>
              <NumberSelectFilter
                name="sequence"
                label={supportsMessages.sequenceFilter}
                value={sequence}
                anyLabel={supportsMessages.allSequences}
                options={sequences.map((value) => ({ value: String(value), label: supportsMessages.sequence(value) }))}
                onChange={setSequence}
              />
            </Box>
            {shown.length === 0 ? (
              <Typography>{supportsMessages.empty}</Typography>
            ) : (
              <LicenceSupportsTable
                supports={shown}
                progress={progress}
                onDownload={(file) => void download(file)}
                onOpenSlides={(file) => void openSupport(file, 'pro_attachment')}
                onOpenGuide={(file) => void openSupport(file, 'guide_attachment')}
              />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

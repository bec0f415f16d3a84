import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { QueryParams } from '../../lib/api-client.ts';
import { ExportButton } from './export-button.tsx';

type Props = { addTo: string; addLabel: string; exportPath: string; exportQuery: QueryParams; fileName: string };

/** Above a back-office list: the link to a new record and the export of the filtered rows. */
export function ListActions({ addTo, addLabel, exportPath, exportQuery, fileName }: Props) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" component={RouterLink} to={addTo}>{addLabel}</Button>
      <ExportButton path={exportPath} query={exportQuery} fileName={fileName} />
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { QueryParams } from '../../lib/api-client.ts';
import { ExportButton } from './export-button.tsx';

/** A new record opens its page (`addTo`) or a dialog on the list (`onAdd`). */
type Add = { addTo: string; onAdd?: never } | { onAdd: () => void; addTo?: never };
type Props = Add & { addLabel: string; exportPath: string; exportQuery: QueryParams; fileName: string };

/** Above a back-office list: the way to a new record and the export of the filtered rows. */
export function ListActions({ addTo, onAdd, addLabel, exportPath, exportQuery, fileName }: Props) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {addTo === undefined ? (
        <Button variant="contained" onClick={onAdd}>
          {addLabel}
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to={addTo}>
          {addLabel}
        </Button>
      )}
      <ExportButton path={exportPath} query={exportQuery} fileName={fileName} />
    </Stack>
  );
}

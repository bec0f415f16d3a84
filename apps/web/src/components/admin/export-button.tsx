import Button from '@mui/material/Button';
import { adminMessages as texts } from '@plateforme/shared/messages/platform';
import { useState } from 'react';
import { apiClient, type QueryParams } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { showSnackbar } from '../../lib/snackbar.ts';

type Props = { path: string; query: QueryParams; fileName: string; label?: string };

/** « Exporter (xlsx) » of a list: the same filters, every row, saved under `fileName`. */
export function ExportButton({ path, query, fileName, label = texts.exportXlsx }: Props) {
  const [busy, setBusy] = useState(false);
  const exportRows = async () => {
    setBusy(true);
    try {
      saveFile(await apiClient.get<Blob>(path, { query, responseType: 'blob', showForbidden: true }), fileName);
    } catch {
      showSnackbar(texts.exportFailed, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void exportRows()} disabled={busy} aria-busy={busy}>
      {busy ? texts.exporting : label}
    </Button>
  );
}

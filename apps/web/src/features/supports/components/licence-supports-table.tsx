import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { supportsMessages } from '@plateforme/shared/messages/supports';
import type { SupportAttachment, SupportItem } from '@plateforme/shared/supports/supports.schemas';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import type { DownloadProgress, SupportFileRef } from '../../../lib/support-download.ts';

const { columns } = supportsMessages;

type Props = {
  supports: readonly SupportItem[];
  progress: DownloadProgress | null;
  onDownload: (file: SupportFileRef) => void;
  onOpenSlides: (file: SupportAttachment) => void;
  /** The guide opens (P2-SUP-03): a PDF in the browser's viewer, a slideshow archive as slides. */
  onOpenGuide: (file: SupportAttachment) => void;
};

function NotAvailable() {
  return <Typography color="text.secondary">{supportsMessages.notAvailable}</Typography>;
}

function DownloadButton({
  file,
  label,
  progress,
  onDownload,
}: {
  file: SupportAttachment;
  label: string;
  progress: DownloadProgress | null;
  onDownload: Props['onDownload'];
}) {
  const busy = progress?.attachmentId === file.id;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadOutlined />}
      aria-label={busy ? supportsMessages.downloading(progress.percent) : label}
      disabled={progress !== null}
      onClick={() => onDownload(file)}
    >
      {busy ? supportsMessages.downloading(progress.percent) : supportsMessages.download}
    </Button>
  );
}

/** The licence space (P2 §2): one row a sequence, its slides, booklet and guide, « Non disponible » when absent. */
export function LicenceSupportsTable({ supports, progress, onDownload, onOpenSlides, onOpenGuide }: Props) {
  return (
    <PlainTable
      caption={supportsMessages.title}
      captionHidden
      headers={[columns.sequence, columns.slides, columns.booklet, columns.guide]}
      minWidth={560}
    >
      {supports.map((support) => (
        <TableRow key={support.id}>
          <TableCell component="th" scope="row">
            {supportsMessages.sequence(support.sequence)}
            {support.support_type === 'aja' ? ' (AJA)' : ''}
          </TableCell>
          <TableCell>
            {support.pro_attachment ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<OpenInNew />}
                aria-label={supportsMessages.slidesOf(support.sequence)}
                onClick={() => onOpenSlides(support.pro_attachment!)}
              >
                {supportsMessages.openSlides}
              </Button>
            ) : (
              <NotAvailable />
            )}
          </TableCell>
          <TableCell>
            {support.user_attachment ? (
              <DownloadButton
                file={support.user_attachment}
                label={supportsMessages.downloadOf(supportsMessages.what.booklet, support.sequence)}
                progress={progress}
                onDownload={onDownload}
              />
            ) : (
              <NotAvailable />
            )}
          </TableCell>
          <TableCell>
            {support.guide_attachment ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<OpenInNew />}
                aria-label={supportsMessages.guideOf(support.sequence)}
                onClick={() => onOpenGuide(support.guide_attachment!)}
              >
                {supportsMessages.openGuide}
              </Button>
            ) : (
              <NotAvailable />
            )}
          </TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatFileSize } from '@plateforme/shared/format/file-size';
import type { LibraryDocument } from '@plateforme/shared/library/library.schemas';
import { libraryMessages } from '@plateforme/shared/messages/library';

type DocumentCardProps = {
  document: LibraryDocument;
  downloading: boolean;
  onPreview: (trigger: HTMLElement) => void;
  onDownload: () => void;
};

/** A document of the library: type badge, title, summary, size, date, preview and download (P2 §2). */
export function DocumentCard({ document, downloading, onPreview, onDownload }: DocumentCardProps) {
  const titleId = `document-${document.id}-title`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <div>
            <Chip label={document.type_name} size="small" color="primary" variant="outlined" />
          </div>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
            {document.title}
          </Typography>
          {document.description ? <Typography color="text.secondary">{document.description}</Typography> : null}
          <Typography variant="body2" color="text.secondary">
            {libraryMessages.addedOn(formatDate(document.created_at))} · {formatFileSize(document.file_size)}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          startIcon={<VisibilityIcon aria-hidden />}
          onClick={(event) => onPreview(event.currentTarget)}
          aria-label={libraryMessages.previewOf(document.title)}
        >
          {libraryMessages.preview}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon aria-hidden />}
          onClick={onDownload}
          disabled={downloading}
          aria-label={libraryMessages.downloadOf(document.title)}
          sx={{ ml: '0 !important' }}
        >
          {libraryMessages.download}
        </Button>
      </CardActions>
    </Card>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Loading state of a page or a section: an announced progress indicator. */
export function PageLoader({ label = 'Chargement en cours' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

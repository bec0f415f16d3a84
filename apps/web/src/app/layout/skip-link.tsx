import Box from '@mui/material/Box';

/** First focusable element of every page: jumps over the navigation to the content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#contenu"
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      Aller au contenu
    </Box>
  );
}

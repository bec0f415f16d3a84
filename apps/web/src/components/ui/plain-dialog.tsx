import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

type PlainDialogProps = {
  title: ReactNode;
  /** Called on Escape, a click on the backdrop, or an action that closes it. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the bottom; the one with `data-autofocus` takes the focus. */
  actions: ReactNode;
};

/**
 * A modal dialog on the browser's own `<dialog>`: shown with showModal() while it is mounted,
 * so the page behind is inert, Escape closes it and the focus returns where it was, without
 * MUI's modal machinery to download. Looks like the app's other dialogs, in every theme.
 */
export function PlainDialog({ title, onClose, children, actions }: PlainDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape (the browser closes the dialog) and anything else that closes it tell the owner.
    const closed = () => onCloseRef.current();
    dialog.addEventListener('close', closed);
    // happy-dom and old browsers may lack showModal: the dialog is then merely open.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.removeEventListener('close', closed);
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // A click on the backdrop lands on the dialog itself, outside its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      sx={(theme) => ({
        p: 0,
        border: 0,
        m: 'auto',
        width: 'calc(100% - 32px)',
        maxWidth: 600,
        maxHeight: 'calc(100% - 32px)',
        borderRadius: `${theme.shape.borderRadius}px`,
        boxShadow: theme.shadows[24],
        bgcolor: 'background.paper',
        color: 'text.primary',
        backgroundImage:
          theme.palette.mode === 'dark' ? 'linear-gradient(rgba(255,255,255,.16), rgba(255,255,255,.16))' : 'none',
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        // Centred wherever it sits in the page: a Stack's spacing gives its children a margin.
        '&:modal': { m: 'auto' },
        [theme.breakpoints.up('sm')]: { width: 'calc(100% - 64px)', maxHeight: 'calc(100% - 64px)' },
      })}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ px: 3, py: 2 }}>
        {title}
      </Typography>
      <Box id={textId} sx={{ px: 3, pb: 2.5, color: 'text.secondary' }}>
        {children}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 1 }}>{actions}</Box>
    </Box>
  );
}

import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

type DialogFormActionsProps = {
  cancelLabel: string;
  onCancel: () => void;
  /** The form is being sent: its button is busy and cannot be pressed again. */
  pending: boolean;
  /** The submit button's text. */
  children: ReactNode;
};

/** A form dialog's buttons: one that closes it, and the form's submit button. */
export function DialogFormActions({ cancelLabel, onCancel, pending, children }: DialogFormActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button type="submit" variant="contained" disabled={pending} aria-busy={pending}>
        {children}
      </Button>
    </DialogActions>
  );
}

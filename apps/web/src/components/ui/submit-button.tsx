import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** While the form is being sent: the button waits, with a spinner named for screen readers. */
  pending?: boolean;
  pendingLabel?: string;
};

/** A form's main button: disabled while the answer is awaited, so nothing is sent twice. */
export function SubmitButton({
  pending = false,
  pendingLabel = 'Envoi en cours',
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      variant="contained"
      {...props}
      type="submit"
      disabled={disabled || pending}
      startIcon={pending ? <CircularProgress size={20} color="inherit" aria-label={pendingLabel} /> : props.startIcon}
    >
      {children}
    </Button>
  );
}

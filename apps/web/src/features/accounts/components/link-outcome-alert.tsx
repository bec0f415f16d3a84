import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { commonMessages } from '@plateforme/shared/messages/common';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type LinkOutcomeAlertProps = {
  severity: 'success' | 'error';
  children: ReactNode;
};

/**
 * What opening an e-mailed link did. It takes the focus when it appears, so a screen reader
 * reads it and the keyboard goes on from there; a success is a status, a refusal an alert.
 */
export function LinkOutcomeAlert({ severity, children }: LinkOutcomeAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={severity}
      variant="outlined"
      role={severity === 'success' ? 'status' : 'alert'}
    >
      {children}
    </Alert>
  );
}

/** A link that did not work: why, and the way back home. */
export function LinkFailure({ message }: { message: ReactNode }) {
  return (
    <>
      <LinkOutcomeAlert severity="error">{message}</LinkOutcomeAlert>
      <div>
        <Button variant="outlined" component={RouterLink} to="/">
          {commonMessages.home}
        </Button>
      </div>
    </>
  );
}

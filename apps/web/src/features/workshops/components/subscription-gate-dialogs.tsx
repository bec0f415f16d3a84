import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { commonMessages } from '@plateforme/shared/messages/common';
import { meetingsMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { loginPathFor } from '../../../lib/login-return.ts';

export type GateKind = 'visitor' | 'notPremium';

type GateDialogProps = { kind: GateKind | null; onClose: () => void };

/**
 * Who may not subscribe yet (P2 §2): a visitor is invited to create an account or to sign
 * in (and comes back to this page afterwards); a member without membership to adhere.
 */
export function SubscriptionGateDialog({ kind, onClose }: GateDialogProps) {
  const titleId = useId();
  const textId = useId();
  const { pathname } = useLocation();
  const visitor = kind === 'visitor';
  return (
    <Dialog open={kind !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{visitor ? meetingsMessages.signInTitle : meetingsMessages.adhereTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {visitor ? workshopsMessages.signInToParticipate : workshopsMessages.adhereToParticipate}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{meetingsMessages.close}</Button>
        {visitor ? (
          <>
            <Button variant="outlined" component={RouterLink} to="/register">
              {meetingsMessages.createAccount}
            </Button>
            <Button variant="contained" component={RouterLink} to={loginPathFor(pathname)}>
              {meetingsMessages.signIn}
            </Button>
          </>
        ) : (
          <Button variant="contained" component={RouterLink} to="/payment/subscription">
            {commonMessages.adhere}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

type CancelDialogProps = { open: boolean; pending: boolean; onConfirm: () => void; onClose: () => void };

/** « Inscrit » → this confirmation before the place is given back (P2-MEET-36). */
export function CancelParticipationDialog({ open, pending, onConfirm, onClose }: CancelDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{meetingsMessages.cancelTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{meetingsMessages.cancelConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          {meetingsMessages.keepPlace}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={pending}>
          {meetingsMessages.confirmCancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

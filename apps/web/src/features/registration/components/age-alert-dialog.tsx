import Button from '@mui/material/Button';
import { commonMessages } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import type { RegistrantAgeAlert } from '@plateforme/shared/registration/registrant-age.rules';
import { useState } from 'react';
import { MessageDialog } from './message-dialog.tsx';

type AgeAlertDialogProps = {
  alert: RegistrantAgeAlert | null;
  onClose: () => void;
  /** AJA offer declined: the registration goes on with the current path. */
  onKeep: () => void;
  /** AJA offer accepted: back to step 1 with the AJA path. */
  onSwitchToAja: () => void;
  /** Too old for AJA: choose another path. */
  onChangeOrientation: () => void;
  onExited?: () => void;
};

const dialogs = registrationMessages.ageDialogs;

/**
 * The age dialogs of the registration form (P1 §2, §5): a minor must have a parent register
 * first; a carer must be an adult; too old for AJA; an 18-30 may switch to AJA or keep.
 */
export function AgeAlertDialog({
  alert,
  onClose,
  onKeep,
  onSwitchToAja,
  onChangeOrientation,
  onExited,
}: AgeAlertDialogProps) {
  // The last alert stays readable while the dialog fades out.
  const [shown, setShown] = useState(alert);
  if (alert && alert !== shown) setShown(alert);
  const content = shown ? contentFor(shown) : null;
  const close = (
    <Button variant="contained" onClick={onClose} autoFocus>
      {commonMessages.close}
    </Button>
  );
  let actions = close;
  if (shown === 'switch_to_aja') {
    actions = (
      <>
        <Button variant="outlined" onClick={onKeep} autoFocus>
          {dialogs.ajaEligible.keep}
        </Button>
        <Button variant="contained" onClick={onSwitchToAja}>
          {dialogs.ajaEligible.switch}
        </Button>
      </>
    );
  } else if (shown === 'too_old_for_aja') {
    actions = (
      <>
        <Button variant="outlined" onClick={onChangeOrientation}>
          {registrationMessages.changeOrientation}
        </Button>
        {close}
      </>
    );
  }
  return (
    <MessageDialog
      open={alert !== null}
      onClose={shown === 'switch_to_aja' ? onKeep : onClose}
      onExited={onExited}
      title={content?.title ?? ''}
      paragraphs={content ? [content.text] : []}
      actions={actions}
    />
  );
}

function contentFor(alert: RegistrantAgeAlert): { title: string; text: string } {
  switch (alert) {
    case 'minor':
      return dialogs.minor;
    case 'carer_minor':
      return dialogs.carerMinor;
    case 'too_old_for_aja':
      return dialogs.tooOldForAja;
    case 'switch_to_aja':
      return dialogs.ajaEligible;
  }
}

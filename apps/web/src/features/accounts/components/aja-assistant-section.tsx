import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { commonMessages } from '@plateforme/shared/messages/common';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useAddAjaAssistant } from '../api/add-aja-assistant.ts';
import { useDeleteAjaAssistant } from '../api/delete-aja-assistant.ts';
import { userQueryKey, type User } from '../api/get-user.ts';
import { AjaAssistantForm } from './aja-assistant-form.tsx';

/**
 * P2 §2 Profile edit: an AJA young person's carer ('Aidant PAP'): shown with a button to remove
 * it, or a form to add one.
 */
export function AjaAssistantSection({ user }: { user: User }) {
  const headingId = useId();
  const dialogTitleId = useId();
  const [confirming, setConfirming] = useState(false);
  const add = useAddAjaAssistant();
  const queryClient = useQueryClient();
  const remove = useDeleteAjaAssistant();
  const assistant = user.aja_assistant;

  const confirmRemoval = () =>
    remove.mutate(user.id, {
      onSuccess: () => showSnackbar(profileMessages.assistantRemoved, 'success'),
      onSettled: () => setConfirming(false),
    });

  // Set apart from the profile form above it; drawn with the block, so only AJA young people download it.
  return (
    <>
      <Divider />
      <Stack component="section" spacing={2} aria-labelledby={headingId}>
        <Typography variant="h2" id={headingId}>
          {profileMessages.assistant}
        </Typography>
        {assistant ? (
          <>
            <Typography>
              {`${assistant.firstname} ${assistant.lastname}`}
              <br />
              {assistant.email}
            </Typography>
            <div>
              <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={remove.isPending}>
                {profileMessages.removeAssistant}
              </Button>
            </div>
            <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={dialogTitleId}>
              <DialogTitle id={dialogTitleId} component="h2">
                {profileMessages.removeAssistant}
              </DialogTitle>
              <DialogContent>
                <DialogContentText>
                  {`${assistant.firstname} ${assistant.lastname} ne sera plus votre aidant PAP. Vous pourrez en ajouter un autre ensuite.`}
                </DialogContentText>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setConfirming(false)}>{commonMessages.cancel}</Button>
                <Button onClick={confirmRemoval} variant="contained" color="error" disabled={remove.isPending}>
                  {commonMessages.delete}
                </Button>
              </DialogActions>
            </Dialog>
          </>
        ) : (
          <>
            <Typography>{profileMessages.noAssistant}</Typography>
            <AjaAssistantForm
              pending={add.isPending}
              onSubmit={async (values) => {
                await add.mutateAsync({ userId: user.id, assistant: values });
                // An existing carer account is linked only once it accepts by e-mail (ADR 021).
                const linked = queryClient.getQueryData<User>(userQueryKey(user.id))?.aja_assistant;
                showSnackbar(linked ? profileMessages.assistantAdded : profileMessages.carerLinkRequested, 'success');
              }}
            />
          </>
        )}
      </Stack>
    </>
  );
}

import DoneAll from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import { allPresentMessages as texts } from '@plateforme/shared/messages/workshops-pro-home';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useSetAllPresent } from '../api/set-all-present.ts';

type Props = { meetingId: number; workshopId: number; date: string };

/**
 * « Tous présents » (issue #37): every validated participant marked present in one save; the
 * pro then ticks the absent ones, each saved as before.
 */
export function AllPresentButton({ meetingId, workshopId, date }: Props) {
  const saving = useSetAllPresent(workshopId);
  return (
    <Button
      variant="contained"
      startIcon={<DoneAll />}
      aria-label={texts.buttonOf(date)}
      disabled={saving.isPending}
      onClick={() =>
        saving.mutate(
          { meetingId },
          {
            onSuccess: (answer) => showSnackbar(`${texts.saved(answer.data.updated)}. ${texts.hint}`, 'success'),
            onError: () => showSnackbar(texts.failed, 'error'),
          },
        )
      }
      sx={{ alignSelf: 'flex-start' }}
    >
      {saving.isPending ? texts.saving : texts.button}
    </Button>
  );
}

import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';

type Props = {
  id: string;
  anchorEl: HTMLElement | null;
  canTakePlace: boolean;
  onChoose: (action: 'unsubscribe' | 'take-place') => void;
  onClose: () => void;
};

/** « En attente » → leave the waiting list, or take the place when one is free (P2 §4). */
export function WaitingListMenu({ id, anchorEl, canTakePlace, onChoose, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      <MenuItem onClick={() => onChoose('unsubscribe')}>{meetingsMessages.leaveWaitingList}</MenuItem>
      {canTakePlace ? <MenuItem onClick={() => onChoose('take-place')}>{meetingsMessages.takePlace}</MenuItem> : null}
    </Menu>
  );
}

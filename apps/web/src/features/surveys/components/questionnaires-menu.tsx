import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ajaHomeMessages } from '@plateforme/shared/messages/accounts-aja';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

export type QuestionnaireEntry = { label: string; to: string; due: boolean };

type QuestionnairesMenuProps = {
  /** Empty: the menu is shown disabled, with the reason next to it. */
  entries: QuestionnaireEntry[];
};

/**
 * The AJA home's Questionnaires menu (P1 §2): a button that opens a menu of links, by
 * mouse or keyboard (Enter, Space or ArrowDown open it, the arrows move, Escape closes).
 * A questionnaire waiting for answers says 'à remplir'.
 */
export function QuestionnairesMenu({ entries }: QuestionnairesMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const reasonId = useId();
  const disabled = entries.length === 0;
  const open = anchor !== null;

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        id={buttonId}
        variant="contained"
        color="secondary"
        endIcon={<ExpandMore />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-describedby={disabled ? reasonId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !disabled) {
            event.preventDefault();
            setAnchor(event.currentTarget);
          }
        }}
        sx={{ minHeight: 48 }}
      >
        {ajaHomeMessages.questionnaires}
      </Button>
      {disabled ? (
        <Typography id={reasonId} color="text.secondary">
          {ajaHomeMessages.questionnairesMembersOnly}
        </Typography>
      ) : null}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {entries.map((entry) => (
          <MenuItem
            key={entry.to}
            component={RouterLink}
            to={entry.to}
            onClick={() => setAnchor(null)}
            sx={{ minHeight: 48 }}
          >
            {entry.label}
            {entry.due ? ' ' : null}
            {entry.due ? (
              <Typography component="span" color="secondary" sx={{ fontWeight: 600 }}>
                ({ajaHomeMessages.due})
              </Typography>
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ComponentProps } from 'react';
import { TextInput } from './text-input.tsx';

type PasswordInputProps = Omit<ComponentProps<typeof TextInput>, 'type' | 'endAdornment'> & {
  /** The eye button's name, one per field so a page with three passwords stays clear. */
  toggleLabel?: string;
};

/** A password field whose text the person can show, to check what they typed. */
export function PasswordInput({ toggleLabel = 'Afficher le mot de passe', ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={toggleLabel}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
            edge="end"
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

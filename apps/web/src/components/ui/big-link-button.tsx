import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type BigLinkButtonProps = {
  to: string;
  children: ReactNode;
  icon?: ReactNode;
  color?: 'primary' | 'secondary' | 'warning';
  variant?: 'contained' | 'outlined';
};

/** The home screens' large targets: easy to read, easy to hit. */
export function BigLinkButton({ to, children, icon, color = 'primary', variant = 'contained' }: BigLinkButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={to}
      color={color}
      variant={variant}
      startIcon={icon}
      fullWidth
      sx={{
        minHeight: 88,
        fontSize: '1.25rem',
        justifyContent: 'center',
        textAlign: 'center',
        px: 3,
        '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 32 },
      }}
    >
      {children}
    </Button>
  );
}

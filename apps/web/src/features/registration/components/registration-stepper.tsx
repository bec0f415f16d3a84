import Box from '@mui/material/Box';

type RegistrationStepperProps = {
  labels: readonly string[];
  activeIndex: number;
};

/** A done step's tick, drawn in its circle. */
const tick = (
  <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
    <path fill="currentColor" d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
  </svg>
);

/**
 * The steps of this path, as a picture of the progress: numbered circles joined by a line,
 * each label under its circle, the current one in bold. It is hidden from assistive
 * technologies: the step's heading ('Étape 2 sur 4 : …') says the same in words. Drawn here
 * rather than with MUI's Stepper, whose parts would weigh on registration's first visit.
 */
export function RegistrationStepper({ labels, activeIndex }: RegistrationStepperProps) {
  return (
    <Box component="ol" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'flex' }, listStyle: 'none', m: 0, p: 0 }}>
      {labels.map((label, index) => {
        const reached = index <= activeIndex;
        return (
          <Box component="li" key={label} sx={{ flex: 1, position: 'relative', textAlign: 'center', px: 1 }}>
            {index > 0 && (
              <Box
                sx={{
                  position: 'absolute',
                  top: 12,
                  left: 'calc(-50% + 20px)',
                  right: 'calc(50% + 20px)',
                  borderTop: 1,
                  borderColor: 'grey.400',
                }}
              />
            )}
            <Box
              sx={{
                width: 24,
                height: 24,
                mx: 'auto',
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                typography: 'caption',
                color: 'primary.contrastText',
                bgcolor: reached ? 'primary.main' : 'grey.600',
              }}
            >
              {index < activeIndex ? tick : index + 1}
            </Box>
            <Box
              sx={{
                mt: 2,
                typography: 'body2',
                fontWeight: index === activeIndex ? 500 : undefined,
                color: reached ? 'text.primary' : 'text.secondary',
              }}
            >
              {label}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

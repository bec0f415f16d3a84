import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

type RegistrationStepperProps = {
  labels: readonly string[];
  activeIndex: number;
};

/**
 * The steps of this path, as a picture of the progress. It is hidden from assistive
 * technologies: the step's heading ('Étape 2 sur 4 : …') says the same in words.
 */
export function RegistrationStepper({ labels, activeIndex }: RegistrationStepperProps) {
  return (
    <Stepper activeStep={activeIndex} alternativeLabel aria-hidden="true" sx={{ display: { xs: 'none', sm: 'flex' } }}>
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { RegistrationStepperProps } from './registration-stepper.tsx';

/** MUI's Stepper with the steps of this path (see RegistrationStepper). */
export default function RegistrationStepperBar({ labels, activeIndex }: RegistrationStepperProps) {
  return (
    <Stepper activeStep={activeIndex} alternativeLabel aria-hidden="true">
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

import type { RegistrationFormValues } from '@plateforme/shared/registration/registration.schemas';

/** Step 2's form before anything is typed (kept apart so step 1 does not load the form). */
export const emptyAccountDraft: RegistrationFormValues = {
  lastname: '',
  firstname: '',
  birthdate: '',
  street: '',
  zip: '',
  city: '',
  phone: '',
  email: '',
  password: '',
  password_confirmation: '',
};

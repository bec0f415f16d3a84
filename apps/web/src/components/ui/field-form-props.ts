import type { Ref } from 'react';

/**
 * What a field takes from its form besides its value and change: blur, name, whether it is
 * required, its message ('Champ requis'), shown under it and tied to it with aria-describedby,
 * the element the form focuses on an error, and whether the message's line is kept while empty.
 */
export type FieldFormProps<Element extends HTMLElement = HTMLInputElement> = {
  onBlur?: () => void;
  name?: string;
  error?: string;
  required?: boolean;
  inputRef?: Ref<Element>;
  reserveHelperLine?: boolean;
};

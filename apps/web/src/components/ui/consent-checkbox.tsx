import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState, type Ref } from 'react';
import { useOpenedOnce } from '../../lib/load-when-wanted.ts';
import { CheckboxField } from './checkbox-field.tsx';

// The dialog and its modal machinery load when the person asks to read the text.
const LegalDialog = lazy(() => import('./legal-dialog.tsx').then((m) => ({ default: m.LegalDialog })));

type ConsentCheckboxProps = {
  label: string;
  documentTitle: string;
  paragraphs: readonly string[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  reserveHelperLine?: boolean;
};

/** "J'accepte …" with a button to read the text in a dialog (a link inside a label would tick the box). */
export function ConsentCheckbox({ label, documentTitle, paragraphs, ...field }: ConsentCheckboxProps) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <CheckboxField label={label} required {...field} />
      <Button variant="text" onClick={() => setOpen(true)} sx={{ ml: 4 }}>
        {`Lire : ${documentTitle}`}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <LegalDialog title={documentTitle} paragraphs={paragraphs} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

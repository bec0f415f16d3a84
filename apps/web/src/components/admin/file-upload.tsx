import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';

const texts = adminContentMessages.upload;

type Props = {
  label: string;
  /** `accept` of the file picker: a hint only, the API checks the content. */
  accept: string;
  /** Sends the file; reports progress and stops when the signal aborts. */
  send: (file: File, onProgress: (sent: number, total: number) => void, signal: AbortSignal) => Promise<unknown>;
  /** With a file already chosen elsewhere (the creation form), no « Envoyer » button. */
  error?: string;
};

/**
 * A file picker that sends at once, with a progress bar screen readers hear (value and label)
 * and a cancel button while it runs. Errors of the API show under the field.
 */
export function FileUpload({ label, accept, send, error: outsideError }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async (file: File) => {
    controller.current = new AbortController();
    setPercent(0);
    setMessage(null);
    try {
      await send(
        file,
        (sent, total) => setPercent(total ? Math.round((sent / total) * 100) : 0),
        controller.current.signal,
      );
      setMessage({ text: texts.done, error: false });
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError')
        setMessage({ text: texts.cancelled, error: false });
      else
        setMessage({
          text: isApiError(caught) ? (caught.errors.file?.[0] ?? caught.message) : texts.failed,
          error: true,
        });
    } finally {
      setPercent(null);
      controller.current = null;
      if (input.current) input.current.value = '';
    }
  };

  const shown = outsideError ? { text: outsideError, error: true } : message;
  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor={id} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        disabled={percent !== null}
        aria-describedby={shown ? `${id}-message` : undefined}
        aria-invalid={shown?.error || undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void start(file);
        }}
      />
      {percent !== null && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {/* The browser's own bar: a progressbar to assistive technologies, without MUI's module. */}
          <Box
            component="progress"
            max={100}
            value={percent}
            aria-label={texts.progress}
            aria-valuetext={`${percent} %`}
            sx={{ flex: 1, height: 8, accentColor: (theme) => theme.palette.primary.main }}
          />
          <Typography aria-hidden>{percent} %</Typography>
          <Button onClick={() => controller.current?.abort()}>{texts.cancel}</Button>
        </Stack>
      )}
      <Typography
        id={`${id}-message`}
        role={shown?.error ? 'alert' : 'status'}
        color={shown?.error ? 'error' : undefined}
        variant="body2"
      >
        {shown?.text ?? ''}
      </Typography>
    </Stack>
  );
}

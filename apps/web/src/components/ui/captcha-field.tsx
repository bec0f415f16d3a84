import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type {} from 'altcha/types/react';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { loadAltcha } from './load-altcha.ts';

/** The widget's states (ALTCHA v3), and 'loading' until its code has arrived. */
export type CaptchaState = 'loading' | 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

export type CaptchaHandle = {
  /** A payload is accepted once: after a refused submit the person solves a new challenge. */
  reset: () => void;
};

type CaptchaFieldProps = {
  /** The payload once verified, '' otherwise (expired, error, not yet solved). */
  onChange: (payload: string) => void;
  onStateChange?: (state: CaptchaState) => void;
  /** The server's message for the field (errors.captcha). */
  error?: string;
  /** Name of the widget's hidden field; the API reads `captcha`. */
  name?: string;
  challengeUrl?: string;
  ref?: Ref<CaptchaHandle>;
};

type StateChangeDetail = { state?: string; payload?: string | null };

const knownStates: readonly CaptchaState[] = ['unverified', 'verifying', 'verified', 'expired', 'error', 'code'];

/**
 * The human check (P1 §5, P2 §5) with ALTCHA: a self-hosted proof of work, no third party, no
 * cookie. Reports the payload and the state so the form can keep its button disabled until the
 * check is verified, and disable it again when it expires or fails.
 */
export function CaptchaField({
  onChange,
  onStateChange,
  error,
  name = 'captcha',
  challengeUrl = '/api/captcha/challenge',
  ref,
}: CaptchaFieldProps) {
  const theme = useTheme();
  const helperId = `${useId()}-aide`;
  const widgetRef = useRef<HTMLElement & { reset?: () => void; getState?: () => string }>(null);
  const [state, setState] = useState<CaptchaState>('loading');
  const [loadFailed, setLoadFailed] = useState(false);
  const callbacks = useRef({ onChange, onStateChange });
  callbacks.current = { onChange, onStateChange };

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset?.() }), []);

  useEffect(() => {
    let active = true;
    loadAltcha()
      .then(() => customElements.whenDefined('altcha-widget'))
      .then(() => {
        // The widget settles on 'unverified' without announcing it: read where it stands.
        const current = widgetRef.current?.getState?.();
        if (active && current)
          widgetRef.current?.dispatchEvent(new CustomEvent('statechange', { detail: { state: current } }));
      })
      .catch(() => {
        if (!active) return;
        setLoadFailed(true);
        setState('error');
        callbacks.current.onStateChange?.('error');
      });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      const next = knownStates.find((known) => known === detail.state) ?? 'unverified';
      setState(next);
      callbacks.current.onStateChange?.(next);
      callbacks.current.onChange(next === 'verified' && detail.payload ? detail.payload : '');
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, []);

  return (
    <Stack spacing={1}>
      <Box
        sx={{
          '--altcha-color-primary': theme.palette.primary.main,
          '--altcha-color-base': theme.palette.background.paper,
          '--altcha-color-base-content': theme.palette.text.primary,
          '--altcha-color-error': theme.palette.error.main,
          '--altcha-border-radius': `${theme.shape.borderRadius}px`,
          '--altcha-max-width': '100%',
        }}
      >
        <altcha-widget ref={widgetRef} challenge={challengeUrl} name={name} language="fr-fr" />
      </Box>
      {state === 'loading' && !loadFailed ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography role="status">Chargement de la vérification anti-robot…</Typography>
        </Stack>
      ) : null}
      {loadFailed ? (
        <Typography role="alert" color="error">
          La vérification anti-robot n’a pas pu être chargée. Vérifiez votre connexion puis rechargez la page.
        </Typography>
      ) : null}
      {error ? (
        <FormHelperText id={helperId} error role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

import { SETTINGS_FIELDS, type SettingsField } from '@plateforme/shared/platform/settings.rules';
import type { SettingsForm as SettingsValues } from '@plateforme/shared/platform/settings.schemas';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, type ServerErrorsOutcome } from '../../../../lib/apply-server-errors.ts';
import { lazyFormResolver } from '../../../../lib/lazy-form-resolver.ts';

export type SettingsTexts = Record<SettingsField, string>;
type Messages = Partial<Record<SettingsField, string>>;

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/platform/settings.schemas').then((m) => m.settingsFormSchema),
);

/** The shared schema's verdict (zod loads at the first check): the values to send, or a message a field. */
async function check(texts: SettingsTexts): Promise<{ data?: SettingsValues; messages: Messages }> {
  const outcome = await validation.resolver(texts, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = outcome.errors as FieldErrors<SettingsTexts>;
  const messages: Messages = {};
  for (const field of SETTINGS_FIELDS) {
    const message = errors[field]?.message;
    if (typeof message === 'string') messages[field] = message;
  }
  return Object.keys(messages).length > 0 ? { messages } : { data: outcome.values as SettingsValues, messages };
}

type Options = {
  initial: SettingsTexts;
  /** Sends the values; answers what was saved, to start again from. */
  onValid: (data: SettingsValues) => Promise<SettingsTexts | undefined>;
  /** A refused save: where its messages went (the first placed one has the focus). */
  onRefused: (outcome: ServerErrorsOutcome) => void;
};

/**
 * The settings form's values and messages, checked by the shared schema as a react-hook-form
 * form in `onTouched` mode would: a field says what is wrong once left, then as it changes;
 * every field after a first save, which moves the focus to the first one wrong. Kept apart from
 * react-hook-form, whose 15 KB the settings screen would otherwise download with its first view.
 */
export function useSettingsForm({ initial, onValid, onRefused }: Options) {
  const [values, setValues] = useState(initial);
  const [messages, setMessages] = useState<Messages>({});
  const touched = useRef(new Set<SettingsField>());
  const submitted = useRef(false);
  const elements = useRef(new Map<SettingsField, HTMLInputElement>());
  const latest = useRef(0);

  const shown = (field: SettingsField) => submitted.current || touched.current.has(field);
  /** Checks these values and shows the messages of the fields already reached; a later check wins. */
  const recheck = async (texts: SettingsTexts) => {
    const run = ++latest.current;
    const { messages: found } = await check(texts);
    if (run !== latest.current) return;
    setMessages(Object.fromEntries(SETTINGS_FIELDS.filter(shown).flatMap((f) => (found[f] ? [[f, found[f]]] : []))));
  };

  const field = (name: SettingsField) => ({
    name,
    value: values[name],
    error: messages[name],
    reserveHelperLine: true as const,
    inputRef: (element: HTMLInputElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (shown(name)) void recheck(next);
    },
    onBlur: () => {
      touched.current.add(name);
      void recheck(values);
    },
  });

  const setServerError: UseFormSetError<SettingsValues> = (name, error, options) => {
    setMessages((current) => ({ ...current, [name]: error.message }));
    if (options?.shouldFocus) elements.current.get(name as SettingsField)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const run = ++latest.current;
    const { data, messages: found } = await check(values);
    if (run !== latest.current) return;
    setMessages(found);
    if (!data) {
      const first = SETTINGS_FIELDS.find((name) => found[name]);
      if (first) elements.current.get(first)?.focus();
      return;
    }
    try {
      const saved = await onValid(data);
      if (!saved) return;
      // Started again from what was saved, as a react-hook-form reset would.
      setValues(saved);
      touched.current.clear();
      submitted.current = false;
    } catch (error) {
      onRefused(applyServerErrors(error, setServerError, SETTINGS_FIELDS));
    }
  };

  return { values, field, submit, preloadHandlers: validation.preloadHandlers };
}

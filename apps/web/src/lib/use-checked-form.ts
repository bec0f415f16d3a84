import { useRef, useState, type FormEvent } from 'react';
import { applyServerErrors, type ServerErrorsOutcome } from './apply-server-errors.ts';
import type { CheckOutcome, FieldMessages } from './form-check.ts';
import type { LazyCheck } from './lazy-check.ts';
import { showSnackbar } from './snackbar.ts';
import { valueAt, withValueAt, type PathOf } from './value-path.ts';

type Options<Values, Output> = {
  initial: Values | (() => Values);
  /**
   * The API's own schema, loaded at first use (`lazyCheck`). Without it nothing is checked
   * before sending: the server judges every field, and its messages go under them.
   */
  validation?: LazyCheck<Values, Output>;
  /** Sends the checked values; what it answers, if anything, is the form's new start (as after a save). */
  onValid: (data: Output, values: Values) => Promise<Values | void>;
  /** A refused send: where its messages went. Without it, a message bar says it when no field could. */
  onRefused?: (outcome: ServerErrorsOutcome) => void;
  /** The API's field where the form's differs (the form's `amount` in euros is the API's `amount_cents`). */
  serverNames?: Readonly<Record<string, string>>;
};

/** What a components/ui field takes from the form: spread it on the field. */
export type CheckedField = {
  name: string;
  value: string;
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  inputRef: (element: HTMLElement | null) => void;
  error: string | undefined;
  /** Every field keeps its message's line: a message appearing then does not move the button under the pointer. */
  reserveHelperLine: true;
};

/** What the form element takes from the form (`form.formProps`). */
export type CheckedFormProps = {
  noValidate: true;
  onSubmit: (event: FormEvent) => void;
  onFocus?: () => void;
  onPointerDown?: () => void;
};

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A change handler's argument: an input's event, or the value itself (a select's, a checkbox's). */
function changedValue(eventOrValue: unknown): unknown {
  const target = (eventOrValue as { target?: unknown } | null)?.target as
    { type?: string; value?: unknown; checked?: boolean } | undefined;
  if (!target || typeof target !== 'object' || !('value' in target)) return eventOrValue;
  return target.type === 'checkbox' ? target.checked : target.value;
}

/**
 * What the person typed, or ticked, in a prerendered page before the app took it over
 * (ADR 016): React's hydration leaves it in the field without telling the form, and would put
 * the start value back at the field's next render. The page's own value differs from the one
 * React wrote (`defaultValue`) only then.
 */
function typedBeforeTakeover(element: HTMLElement): { value: unknown } | undefined {
  if (element instanceof HTMLTextAreaElement) {
    return element.value === element.defaultValue ? undefined : { value: element.value };
  }
  if (!(element instanceof HTMLInputElement) || element.type === 'radio') return undefined;
  if (element.type === 'checkbox') {
    return element.checked === element.defaultChecked ? undefined : { value: element.checked };
  }
  return element.value === element.defaultValue ? undefined : { value: element.value };
}

const byDocumentOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * A form's values and French messages, checked by the API's own schema: a field says what is
 * wrong once left, then as it changes; every field after a first send, which moves the focus to
 * the first one wrong in the page. A refused answer's messages go under their fields the same
 * way. Kept to what the association's forms do, so a form's first view does not download a form
 * library (about 15 KB) and zod loads only when the form is first used (ADR 101).
 */
export function useCheckedForm<Values extends object, Output = Values>({
  initial,
  validation,
  onValid,
  onRefused,
  serverNames = {},
}: Options<Values, Output>) {
  type Path = PathOf<Values>;
  const [values, setValues] = useState<Values>(initial);
  // The latest check's messages, for every field; shown for those reached (touched or after a send).
  const [found, setFound] = useState<FieldMessages>({});
  // Messages given by hand or by the server: they stay until their field changes.
  const [placed, setPlaced] = useState<FieldMessages>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const elements = useRef(new Map<string, HTMLElement>());
  // A field's callback ref comes again at every render: only its first one may find typed text.
  const attached = useRef(new WeakSet<HTMLElement>());
  const latest = useRef(0);
  const current = useRef(values);
  current.current = values;

  const shown = (path: string) => submitCount > 0 || touched.has(path);
  const errorOf = (path: Path | 'root'): string | undefined => placed[path] ?? (shown(path) ? found[path] : undefined);

  /** Checks these values; a later check wins over an earlier one still running. */
  const recheck = async (next: Values = current.current) => {
    const run = ++latest.current;
    const outcome: CheckOutcome<Output> = validation
      ? await validation.check(next)
      : { data: next as unknown as Output, messages: {} };
    if (run === latest.current) setFound(outcome.messages);
    return { outcome, current: run === latest.current };
  };

  const focusFirst = (paths: readonly string[]) => {
    const wrong = paths.flatMap((path) => elements.current.get(path) ?? []).sort(byDocumentOrder);
    wrong[0]?.focus();
  };

  const setValue = (path: Path, value: unknown) => {
    const next = withValueAt(current.current, path, value);
    current.current = next;
    setValues(next);
    setPlaced((messages) => {
      if (!(path in messages)) return messages;
      const { [path]: _cleared, ...others } = messages;
      return others;
    });
    if (shown(path)) void recheck(next);
  };

  const touch = (path: Path) => {
    setTouched((paths) => (paths.has(path) ? paths : new Set(paths).add(path)));
    void recheck();
  };

  /** Name, value, change, blur, focus target and message of a text-valued field. */
  const field = (path: Path, { onBlur }: { onBlur?: () => void } = {}): CheckedField => ({
    name: path,
    value: asText(valueAt(values, path)),
    onChange: (eventOrValue) => setValue(path, changedValue(eventOrValue)),
    onBlur: () => {
      touch(path);
      onBlur?.();
    },
    inputRef: (element) => {
      if (!element) {
        elements.current.delete(path);
        return;
      }
      elements.current.set(path, element);
      if (attached.current.has(element)) return;
      attached.current.add(element);
      const typed = typedBeforeTakeover(element);
      if (typed) setValue(path, typed.value);
    },
    error: errorOf(path),
    reserveHelperLine: true,
  });

  /** The same for a checkbox: `checked` rather than `value`. */
  const checkbox = (path: Path) => {
    const { value: _text, ...rest } = field(path);
    return { ...rest, checked: valueAt(values, path) === true };
  };

  /** Puts a message under a field by hand (a check the schema cannot make). */
  const setError = (path: Path | 'root', message: string, { focus = false } = {}) => {
    setPlaced((messages) => ({ ...messages, [path]: message }));
    if (focus) elements.current.get(path)?.focus();
  };

  /** Moves the focus to a field (back to a date after a dialog about it). */
  const focus = (path: Path) => elements.current.get(path)?.focus();

  /** Starts again from these values, nothing reached nor sent (a saved form, a new draft). */
  const reset = (next: Values) => {
    latest.current += 1;
    current.current = next;
    setValues(next);
    setFound({});
    setPlaced({});
    setTouched(new Set());
    setSubmitCount(0);
  };

  const refused = (error: unknown) => {
    const apiNames = new Map(Object.entries(serverNames).map(([form, api]) => [api, form]));
    const errors = (error as { errors?: Record<string, unknown> } | null)?.errors ?? {};
    // Only a field on the page can show its message; the others go with the answer's message.
    const known = Object.keys(errors)
      .map((api) => apiNames.get(api) ?? api)
      .filter((path) => elements.current.has(path));
    const inOrder = known.sort((a, b) => byDocumentOrder(elements.current.get(a)!, elements.current.get(b)!));
    const messages: Record<string, string> = {};
    const outcome = applyServerErrors<Record<string, unknown>>(
      error,
      (path, { message }, options) => {
        if (message) messages[path] = message;
        if (options?.shouldFocus) elements.current.get(path)?.focus();
      },
      inOrder,
      serverNames,
    );
    setPlaced(messages);
    if (onRefused) onRefused(outcome);
    else if (outcome.placed === 0) showSnackbar(outcome.message, 'error');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitCount((count) => count + 1);
    setPlaced({});
    const sent = current.current;
    const { outcome, current: latestCheck } = await recheck(sent);
    if (!latestCheck) return;
    if (outcome.data === undefined && Object.keys(outcome.messages).length > 0) {
      focusFirst(Object.keys(outcome.messages));
      return;
    }
    setSubmitting(true);
    try {
      const saved = await onValid(outcome.data as Output, sent);
      if (saved) reset(saved);
    } catch (error) {
      refused(error);
    } finally {
      setSubmitting(false);
    }
  };

  const hasErrors = Object.keys({ ...found, ...placed }).some((path) => errorOf(path as Path));
  /**
   * Spread on the form element: its send, the browser's own checks left to the form, and the
   * schema's download started when the person first reaches the form (its focus or touch).
   */
  const formProps: CheckedFormProps = {
    noValidate: true,
    onSubmit: (event) => void submit(event),
    ...validation?.preloadHandlers,
  };
  return {
    values,
    field,
    checkbox,
    setValue,
    touch,
    setError,
    errorOf,
    focus,
    reset,
    submit,
    submitting,
    submitCount,
    hasErrors,
    formProps,
  };
}

export type CheckedForm<Values extends object, Output = unknown> = ReturnType<typeof useCheckedForm<Values, Output>>;

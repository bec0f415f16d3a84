import type * as zCore from 'zod/v4/core';
import type { CheckOutcome } from './form-check.ts';

export type LazyCheck<Values, Output> = {
  /** The shared schema's verdict on the form's values. */
  check: (values: Values) => Promise<CheckOutcome<Output>>;
  /**
   * Starts loading zod and the schema: spread `preloadHandlers` on the form, so they load
   * when the person reaches it (its first focus or touch), and are there by the first check.
   */
  preload: () => void;
  preloadHandlers: { onFocus: () => void; onPointerDown: () => void };
};

/**
 * A form's check by the API's own zod schema, whose code loads at the form's first use rather
 * than with the page: zod and the shared schemas are about 30 KB of a first visit, and the
 * server checks the same schema anyway (ADR 095). `toInput` turns the form's values into the
 * API's input where they differ (an empty end day is the API's null); the messages land on the
 * form's fields of the same path. A failed download is tried again at the next check.
 */
export function lazyCheck<Values, Schema extends zCore.$ZodType>(
  loadSchema: () => Promise<Schema>,
  toInput: (values: Values) => unknown = (values) => values,
): LazyCheck<Values, zCore.output<Schema>> {
  type Loaded = [typeof import('./form-check.ts'), Schema];
  let loading: Promise<Loaded> | undefined;
  const start = () => {
    loading ??= Promise.all([import('./form-check.ts'), loadSchema()]).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const preload = () => void start().catch(() => undefined);
  return {
    check: async (values) => {
      const [{ checkWith }, schema] = await start();
      return checkWith(schema, toInput(values));
    },
    preload,
    preloadHandlers: { onFocus: preload, onPointerDown: preload },
  };
}

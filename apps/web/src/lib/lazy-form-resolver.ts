import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type * as zCore from 'zod/v4/core';

export type LazyResolver<Input extends FieldValues, Output> = {
  resolver: Resolver<Input, unknown, Output>;
  /**
   * Starts loading zod and the schema: spread `preloadHandlers` on the form, so they load
   * when the person reaches it (its first focus or touch), and are there by the first check.
   */
  preload: () => void;
  preloadHandlers: { onFocus: () => void; onPointerDown: () => void };
};

/**
 * A resolver whose code loads at the form's first use rather than with the page: zod and
 * the shared schemas are about 30 KB of a first visit, and the server checks the same
 * schema anyway (ADR 095). A failed download is tried again at the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const preload = () => void start().catch(() => undefined);
  return {
    resolver: async (values, context, options) => (await start())(values, context, options),
    preload,
    preloadHandlers: { onFocus: preload, onPointerDown: preload },
  };
}

/** `formResolver(schema)` (the shared zod schema, French messages), loaded at first use. */
export function lazyFormResolver<Schema extends zCore.$ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<zCore.input<Schema> & FieldValues, zCore.output<Schema>> {
  type Input = zCore.input<Schema> & FieldValues;
  return lazyResolver(() =>
    Promise.all([import('./zod-resolver.ts'), loadSchema()]).then(
      ([{ formResolver }, schema]) => formResolver(schema) as unknown as Resolver<Input, unknown, zCore.output<Schema>>,
    ),
  );
}

/** `inputResolver(schema, toInput)` (a form whose fields are not the API's input), loaded at first use. */
export function lazyInputResolver<Values extends FieldValues, Schema extends z.ZodType<unknown, FieldValues>>(
  load: () => Promise<{ schema: Schema; toInput: (values: Values) => z.input<Schema> }>,
): LazyResolver<Values, Values> {
  return lazyResolver(() =>
    Promise.all([import('./zod-resolver.ts'), load()]).then(
      ([{ inputResolver }, { schema, toInput }]) =>
        inputResolver<Values, Schema>(schema, toInput) as Resolver<Values, unknown, Values>,
    ),
  );
}

import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { whenIdle } from './when-idle.ts';

type LazyFormResolver<Input extends FieldValues, Output> = {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading zod and the schema (call it when the person reaches the form). */
  preload: () => void;
  /**
   * Starts loading them once the browser is idle, e.g. in an effect of the form, so they are
   * there before anyone submits. Returns what cancels it (the effect's cleanup).
   */
  preloadWhenIdle: () => () => void;
};

/**
 * The same resolver as `formResolver` (the shared zod schema, French messages), but zod and
 * the schema load after the page (when idle, or at first use) instead of with it. For the first page of most visits
 * (/login), where zod would be a sixth of the JavaScript (ADR 015); other forms import
 * `formResolver` directly.
 */
export function lazyFormResolver<Schema extends z.$ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyFormResolver<z.input<Schema> & FieldValues, z.output<Schema>> {
  type Input = z.input<Schema> & FieldValues;
  type Output = z.output<Schema>;
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('./zod-resolver.ts'), loadSchema()]).then(
      ([{ formResolver }, schema]) => formResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        // A failed download is tried again at the next validation.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load(),
    preloadWhenIdle: () => whenIdle(() => void load().catch(() => undefined)),
  };
}

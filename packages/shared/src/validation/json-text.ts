/**
 * For z.preprocess: a value that may come as the JSON text of an object (query strings,
 * registration_process). Text that is not JSON is left as it is, for the schema to refuse.
 */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

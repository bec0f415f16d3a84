/** A form value's path: `email`, `pro_status.start`, `choices.0.label`. */
export type PathOf<T> = T extends readonly (infer Item)[]
  ? `${number}` | `${number}.${PathOf<Item>}`
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${PathOf<T[K]>}` }[keyof T & string]
    : never;

/** The value at `path` in `values`, undefined where the path leads nowhere. */
export function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with `value` at `path`: only the objects and lists on the way are copied. */
export function withValueAt<T>(values: T, path: string, value: unknown): T {
  const [key = '', ...rest] = path.split('.');
  const source = (values ?? {}) as Record<string, unknown>;
  const inner = rest.length > 0 ? withValueAt(source[key], rest.join('.'), value) : value;
  if (Array.isArray(source)) {
    const list = [...source] as unknown[];
    list[Number(key)] = inner;
    return list as T;
  }
  return { ...source, [key]: inner } as T;
}

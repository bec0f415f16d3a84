/**
 * A list's query string as the API reads it (P1 §7 "List filters"), with nothing imported:
 * the page's first script builds with it the same addresses as the screens' queries (ADR 107),
 * and the API client encodes every request's filters with it: empty values dropped, arrays as
 * `name[index]=value`, objects (the `search` filter) as JSON without their empty values.
 */

type Scalar = string | number | boolean;
export type ListQueryValue =
  Scalar | null | undefined | readonly (Scalar | null | undefined)[] | { readonly [key: string]: unknown };

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Drops the empty values of a search object, recursively. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isEmpty(item)).map(compact);
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, compact(item)] as const)
      .filter(([, item]) => !isEmpty(item) && !(isPlainObject(item) && Object.keys(item).length === 0));
    return Object.fromEntries(entries);
  }
  return value;
}

export function listQueryString(params: Readonly<Record<string, ListQueryValue>>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      value
        .filter((item) => !isEmpty(item))
        .forEach((item, index) => parts.push(`${key}[${index}]=${encodeURIComponent(String(item))}`));
    } else if (isPlainObject(value)) {
      const search = compact(value);
      if (isPlainObject(search) && Object.keys(search).length > 0)
        parts.push(`${key}=${encodeURIComponent(JSON.stringify(search))}`);
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/** `path` with the list's query string, if any. */
export function listPath(path: string, params: Readonly<Record<string, ListQueryValue>>): string {
  const query = listQueryString(params);
  return query ? `${path}?${query}` : path;
}

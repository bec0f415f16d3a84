/**
 * The web client sends arrays as name[index]=value (part 1 §7) and may send name[]=value or
 * one level of name[key]=value. Plain keys keep the last value given. `__proto__` is never a
 * name: `__proto__[x]=1` would otherwise write x on Object.prototype for the whole process.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const own = (key: string) => (Object.hasOwn(result, key) ? result[key] : undefined);
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const match = /^([^[\]]+)\[([^[\]]*)\]$/.exec(rawKey);
    const [, name = rawKey, inner] = match ?? [];
    if (name === '__proto__' || inner === '__proto__') continue;
    if (inner === undefined) {
      result[rawKey] = value;
    } else if (inner === '' || /^\d+$/.test(inner)) {
      const existing = own(name);
      const list = Array.isArray(existing) ? existing : [];
      if (inner === '') list.push(value);
      else if (Number(inner) < 1000) list[Number(inner)] = value;
      result[name] = list.filter((item) => item !== undefined);
    } else {
      const existing = own(name);
      const object = isPlainObject(existing) ? (existing as Record<string, unknown>) : {};
      object[inner] = value;
      result[name] = object;
    }
  }
  return result;
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The web client sends arrays as name[index]=value (part 1 §7) and may send name[]=value or
 * one level of name[key]=value. Plain keys keep the last value given.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(query)) {
    const match = /^([^[\]]+)\[([^[\]]*)\]$/.exec(rawKey);
    if (!match) {
      result[rawKey] = value;
      continue;
    }
    const [, name = '', inner = ''] = match;
    if (inner === '' || /^\d+$/.test(inner)) {
      const list = Array.isArray(result[name]) ? (result[name] as unknown[]) : [];
      if (inner === '') list.push(value);
      else if (Number(inner) < 1000) list[Number(inner)] = value;
      result[name] = list.filter((item) => item !== undefined);
    } else {
      const object = isPlainObject(result[name]) ? (result[name] as Record<string, unknown>) : {};
      object[inner] = value;
      result[name] = object;
    }
  }
  return result;
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

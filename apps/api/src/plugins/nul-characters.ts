/**
 * PostgreSQL text cannot hold U+0000, and JSON columns refuse a lone UTF-16 surrogate (an
 * escaped \ud800 without its pair, which no real text has): such a value would fail inside a
 * query and answer 500. Either is refused as an invalid field (422 naming the field), checked where each kind of input
 * is read (ADR 059): JSON and form-encoded bodies by their parsers (body-parsers.ts), the
 * text fields and file names of a multipart form by lib/uploads.ts, the path and the query
 * string here. Binary bodies (uploads) are never walked: they hold bytes, not text.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '@plateforme/shared/errors/app-error';
import { validationMessages } from '@plateforme/shared/messages/common';

const invalidFormat = validationMessages.invalidFormat;

/** The refusal of a field holding U+0000 ('_' for the body itself). */
export const nulRefusal = (field: string) =>
  new AppError('validation_failed', invalidFormat, { [field || '_']: [invalidFormat] });

const loneSurrogate = /\p{Cs}/u;

/** Text that PostgreSQL cannot store as it is: U+0000, or a lone surrogate. */
export const holdsUnstorable = (text: string): boolean => text.includes('\u0000') || loneSurrogate.test(text);

/** Bodies whose parser already looked for U+0000: the hook does not walk them again. */
const checkedBodies = new WeakSet<FastifyRequest>();

export function markBodyChecked(request: FastifyRequest): void {
  checkedBodies.add(request);
}

/** Parsed input is arrays and plain objects; bytes (Buffer) and streams are not text and are never walked. */
function isWalkable(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

type Node = { value: unknown; key: string; parent: Node | null };

const pathOf = (node: Node) => {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The first field (as the error handler names fields: "survey_responses.0.response") holding
 * U+0000, if any. A path is spelt only for the field found, so a large array costs one pass.
 */
export function fieldWithNul(value: unknown): string | undefined {
  if (typeof value === 'string') return holdsUnstorable(value) ? '' : undefined;
  const stack: Node[] = [{ value, key: '', parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    const item = node.value;
    if (!isWalkable(item)) continue;
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue;
      const child = (item as Record<string, unknown>)[key];
      if (holdsUnstorable(key) || (typeof child === 'string' && holdsUnstorable(child)))
        return pathOf({ value: child, key, parent: node });
      if (isWalkable(child)) stack.push({ value: child, key, parent: node });
    }
  }
  return undefined;
}

/**
 * A `\u0000` escape in JSON text: a backslash that starts an escape (preceded by an even
 * number of backslashes), then u0000. JSON cannot hold a raw U+0000, so text without this
 * holds none, and the parsed value is only walked when it appears.
 */
const escapedNul = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/** A surrogate's escape (\uD800 to \uDFFF): raw JSON text, decoded from UTF-8, holds no lone one. */
const escapedSurrogate = /\\u[dD][89a-fA-F]/;

/** The field holding U+0000 or a lone surrogate in a JSON body, told from its text first (a native search). */
export function jsonFieldWithNul(text: string, parsed: unknown): string | undefined {
  const mayHoldNul = text.includes('\\u0000') && escapedNul.test(text);
  if (!mayHoldNul && !escapedSurrogate.test(text)) return undefined;
  return fieldWithNul(parsed);
}

/** The path and the query string, and a body no parser checked (text, or a parser of its own); never bytes. */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const parts = checkedBodies.has(request)
    ? [request.params, request.query]
    : [request.params, request.query, request.body];
  for (const part of parts) {
    const field = fieldWithNul(part);
    if (field !== undefined) throw nulRefusal(field);
  }
}

import fc from 'fast-check';

/** One generated call: the caller adds the Bearer token of the role it plays. */
export type FuzzRequest = {
  /** Which mutation made it, for the report. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** The valid call the matrix gives for a route, and the route as registered ('/api/users/:id'). */
export type FuzzBase = {
  method: string;
  url: string;
  pattern: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** Values of the seeded database worth aiming at: real ids, e-mails, codes. */
export type KnownValues = { ids: number[]; strings: string[] };

const specialStrings = [
  '',
  ' ',
  '   ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\uffff',
  '\ufeff',
  '\u202e',
  '\u200b',
  '𝕏',
  '👩🏽‍⚕️',
  'e\u0301',
  'ß',
  'İ',
  '日本語',
  'العربية',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  'false',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e3',
  '1e308',
  '1e-400',
  '0x1F',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '١٢٣',
  '0000-00-00',
  '2024-02-30',
  '1900-01-01',
  '0001-01-01',
  '9999-12-31',
  '99999-12-31',
  '-infinity',
  'infinity',
  'epoch',
  'now',
  '2024-13-01',
  '2024-01-01T25:00:00Z',
  "' or '1'='1",
  "'; drop table users; --",
  '"',
  '\\',
  '%',
  '%00',
  '%zz',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'a@b',
  '@',
  'x@exemple.fr',
  ' X@EXEMPLE.FR ',
  'a@b.c\u0000',
  'é@é.fr',
  'a'.repeat(255),
  'a'.repeat(256),
  'a'.repeat(1001),
  '1'.repeat(64),
  'base64:AAAA',
  'eyJhIjoxfQ==',
];

const specialNumbers = [
  0,
  -0,
  1,
  -1,
  1.5,
  -1.5,
  0.1,
  0.005,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
  100_000,
  100_000.01,
  100_001,
];

/** Number literals JSON can carry but JavaScript reads oddly (Infinity, lost precision). */
const rawLiterals = [
  '1e400',
  '-1e400',
  '99999999999999999999999999',
  '-0',
  '0.0000001',
  '1E2',
  'true',
  'null',
  '"\\u0000"',
  '"\\ud800"',
  '[]',
  '{}',
  '[null]',
  '""',
];

const malformedJson = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  'undefined',
  'NaN',
  'nul',
  'tru',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1}{"b":2}',
  '"\\x"',
  '{"a":"\\u12"}',
  '\u0000',
  '[1,2',
  '{"a":1e}',
  '--',
  '{"a":01}',
];

const contentTypes = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'multipart/form-data; boundary=----x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/jsonx',
  'application/vnd.api+json',
  'application/octet-stream',
  '*/*',
  'json',
  'application/json, text/plain',
  'APPLICATION/JSON',
  'application/json;;',
  'image/png',
];

const extraKeys = [
  'id',
  'role',
  'is_admin',
  'isArchived',
  'is_archived',
  'user_id',
  'password',
  'created_at',
  'status',
  'constructor',
  'toString',
  'valueOf',
  '',
  ' ',
  'a.b',
  'é',
];

const queryKeys = [
  'with',
  'with[0]',
  'with[1]',
  'with[]',
  'with[999999]',
  'with[x]',
  'with[0][1]',
  'page',
  'per_page',
  'sort',
  'direction',
  'survey_ref',
  'Mt',
  'Ref',
  'Auto',
  'Erreur',
  'Sign',
  'email',
  'token',
  'a[b][c]',
  '[]',
  '[x]',
  '__proto__',
  '__proto__[x]',
  'constructor[prototype][x]',
  'hasOwnProperty',
];

const rawPathValues = [
  '%',
  '%zz',
  '%00',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%C0%AF',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%FF',
  '+',
  '%20',
  '1%00',
  '1;2',
  '1,2',
  '1?x',
  '1#x',
];

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (point) => {
      try {
        return encodeURIComponent(point);
      } catch {
        return '%ED%A0%80';
      }
    }).join('');
  }
}

export function fuzzArbitraries(known: KnownValues) {
  const hugeString = fc
    .tuple(fc.constantFrom('a', 'é', '𝕏', '\u0000', ' ', '9', '%', '"'), fc.integer({ min: 256, max: 120_000 }))
    .map(([unit, count]) => unit.repeat(count));
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...specialStrings, ...known.strings) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: hugeString },
  );
  const number = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...specialNumbers, ...known.ids) },
    { weight: 2, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.maxSafeInteger() },
    { weight: 1, arbitrary: fc.double() },
  );
  const scalar = fc.oneof(
    { weight: 3, arbitrary: text },
    { weight: 3, arbitrary: number },
    fc.boolean(),
    fc.constant(null),
  );
  const key = fc.oneof(fc.constantFrom(...extraKeys), fc.string({ maxLength: 12 }));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      { weight: 6, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 4 }) },
    ),
  }));
  const deepJson = fc.integer({ min: 50, max: 5_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));
  const stringOf = (item: unknown) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  const queryValue = fc.oneof({ weight: 3, arbitrary: text }, { weight: 2, arbitrary: number.map(String) });
  const pathValue = fc.oneof(
    { weight: 4, arbitrary: text.map(encode) },
    { weight: 3, arbitrary: number.map((n) => encode(String(n))) },
    { weight: 2, arbitrary: fc.constantFrom(...rawPathValues) },
  );

  return { text, number, value, key, deepJson, stringOf, queryValue, pathValue };
}

const isPlainObject = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null && !Array.isArray(item);
const json = { 'content-type': 'application/json' };

/** Generated variations of one valid call: bodies, query strings and path parameters gone wrong. */
export function fuzzRequests(base: FuzzBase, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const a = fuzzArbitraries(known);
  const [basePath = '', baseQuery = ''] = base.url.split(/\?(.*)/s);
  const baseBody = isPlainObject(base.payload) ? base.payload : {};
  const bodyKeys = Object.keys(baseBody);
  const headers = base.headers ?? {};
  const request = (
    kind: string,
    parts: { path?: string; query?: string; payload?: string; headers?: Record<string, string> },
  ): FuzzRequest => {
    const path = parts.path ?? basePath;
    const query = parts.query ?? baseQuery;
    return {
      kind,
      method: base.method,
      url: query ? `${path}?${query}` : path,
      headers: { ...headers, ...(parts.headers ?? (parts.payload === undefined ? {} : json)) },
      payload: parts.payload,
    };
  };
  const validPayload = base.payload === undefined ? undefined : JSON.stringify(base.payload);

  // Bodies: fields changed or removed, fields added, the whole body replaced, raw literals.
  const fieldEdits = fc.array(
    fc.record({
      key: bodyKeys.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...bodyKeys) }, a.key) : a.key,
      value: fc.option(a.value, { nil: undefined, freq: 6 }),
    }),
    {
      minLength: 1,
      maxLength: 3,
    },
  );
  const applyEdits = (edits: { key: string; value: unknown }[]) => {
    const body: Record<string, unknown> = { ...baseBody };
    for (const { key, value } of edits) {
      if (value === undefined) delete body[key];
      else Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return JSON.stringify(body);
  };
  const fields = fieldEdits.map((edits) => request('body: champs modifiés', { payload: applyEdits(edits) }));
  const extra = fc
    .dictionary(a.key, a.value, { minKeys: 1, maxKeys: 5 })
    .map((added) => request('body: champs en plus', { payload: JSON.stringify({ ...baseBody, ...added }) }));
  const whole = fc.oneof(a.value, a.deepJson).map((body) =>
    request('body: remplacé', {
      payload: typeof body === 'string' && body.startsWith('[[') ? body : (JSON.stringify(body) ?? 'null'),
    }),
  );
  const literal = fc
    .tuple(bodyKeys.length ? fc.constantFrom(...bodyKeys) : a.key, fc.constantFrom(...rawLiterals))
    .map(([key, raw]) => {
      const marker = '"__fuzz_literal__"';
      const body = JSON.stringify({ ...baseBody, [key]: '__fuzz_literal__' }).replace(marker, raw);
      return request('body: littéral JSON', { payload: body });
    });
  const malformed = fc
    .oneof(
      fc.constantFrom(...malformedJson),
      fc
        .nat()
        .map((cut) =>
          (validPayload ?? '{"a":[1,2,{"b":"c"}]}').slice(
            0,
            cut % Math.max(1, (validPayload ?? '{"a":[1,2,{"b":"c"}]}').length),
          ),
        ),
      fc.string({ unit: 'binary', maxLength: 60 }),
    )
    .map((raw) => request('body: JSON mal formé', { payload: raw }));
  const contentType = fc.tuple(fc.constantFrom(...contentTypes), fc.boolean()).map(([type, formEncoded]) => {
    const payload =
      formEncoded || type === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(Object.entries(baseBody).map(([k, v]): [string, string] => [k, a.stringOf(v)])).toString()
        : (validPayload ?? '{}');
    return request('body: mauvais type de contenu', { payload, headers: { 'content-type': type } });
  });
  const huge = fc
    .constantFrom('a', '"')
    .map((unit) =>
      request('body: trop volumineux', { payload: `{"x":"${unit === '"' ? 'a' : unit}${'a'.repeat(1_100_000)}"}` }),
    );

  // Query strings: parameters added, or the whole query replaced.
  const pair = fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...queryKeys) }, fc.string({ maxLength: 10 })),
      a.queryValue,
      fc.boolean(),
    )
    .map(([k, v, raw]) =>
      raw ? `${k}=${v.replaceAll('&', '%26').replaceAll('#', '%23')}` : `${encode(k)}=${encode(v)}`,
    );
  const query = fc.tuple(fc.array(pair, { minLength: 1, maxLength: 5 }), fc.boolean()).map(([pairs, keepBase]) =>
    request('query: paramètres', {
      query: [...(keepBase && baseQuery ? [baseQuery] : []), ...pairs].join('&'),
      payload: validPayload,
    }),
  );

  // Path parameters: each :param (or the * tail) replaced.
  const patternSegments = base.pattern.split('/');
  const pathSegments = basePath.split('/');
  const paramIndexes = patternSegments.flatMap((segment, index) =>
    segment.startsWith(':') || segment === '*' ? [index] : [],
  );
  const path = fc
    .array(
      fc.oneof(
        a.pathValue,
        fc.array(a.pathValue, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')),
      ),
      {
        minLength: paramIndexes.length,
        maxLength: paramIndexes.length,
      },
    )
    .map((values) => {
      const segments = [...pathSegments];
      paramIndexes.forEach((index, i) => {
        const tail = patternSegments[index] === '*';
        segments.splice(index, tail ? segments.length - index : 1, values[i]!);
      });
      return segments.join('/');
    });
  const pathOnly = path.map((p) => request('chemin: paramètre', { path: p, payload: validPayload }));
  const mixed = fc
    .tuple(paramIndexes.length ? path : fc.constant(basePath), fieldEdits, fc.array(pair, { maxLength: 2 }))
    .map(([p, edits, pairs]) =>
      request('mélange', {
        path: p,
        query: [baseQuery, ...pairs].filter(Boolean).join('&'),
        payload: applyEdits(edits),
      }),
    );
  const valid = fc.constant(request('valide', { payload: validPayload }));

  // A route without a body (GET, DELETE, logout) is mostly bent through its query and path.
  const body = base.payload !== undefined;
  const choices: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [
    { weight: 2, arbitrary: valid },
    { weight: body ? 22 : 4, arbitrary: fields },
    { weight: body ? 7 : 3, arbitrary: extra },
    { weight: body ? 7 : 3, arbitrary: whole },
    { weight: body ? 5 : 1, arbitrary: literal },
    { weight: body ? 9 : 4, arbitrary: malformed },
    { weight: body ? 7 : 2, arbitrary: contentType },
    { weight: 1, arbitrary: huge },
    { weight: body ? 14 : 30, arbitrary: query },
    { weight: 8, arbitrary: mixed },
  ];
  if (paramIndexes.length) choices.push({ weight: body ? 18 : 30, arbitrary: pathOnly });
  return fc.oneof(...choices);
}

/**
 * Requests built from the app's own OpenAPI document (`GET /api/docs/json`), shared by the
 * authorisation matrix and the fuzz test: the list of operations with their audience, parameters and
 * body, a small seeded PRNG, and a generator of values that satisfy a JSON Schema (the zod schemas as
 * fastify-type-provider-zod writes them: OpenAPI 3.0 flavour, `nullable`, boolean `exclusiveMinimum`).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, unknown> };
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  /** upper case: GET, POST, … */
  method: string;
  /** the OpenAPI path, `{name}` for path parameters */
  path: string;
  /** `x-audience` as the document says it (unchecked: the tests check it) */
  audience: unknown;
  /** "POST /api/orders/{id}/cancel" */
  label: string;
  /** the operation's `security` requirements, if it has any */
  security?: unknown;
  parameters: ApiParameter[];
  /** the request body, if the operation declares one */
  body?: {
    required: boolean;
    /** every content type the operation accepts */
    contentTypes: string[];
    /** the one tests send: multipart/form-data when accepted, else JSON, else the first */
    contentType: string;
    schema: JsonSchema;
  };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export const MULTIPART = 'multipart/form-data';

/** What `app.inject` is given (and what a failure report prints). */
export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function resolve<T>(doc: OpenApiDocument, value: T): T {
  let current: unknown = value;
  for (let hops = 0; hops < 32; hops++) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current as T;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  }
  throw new Error(`$ref loop at ${JSON.stringify(value)}`);
}

/** Every operation of the document (method × path), in document order. */
export function listOperations(doc: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const byKey = new Map<string, ApiParameter>();
      for (const raw of [...shared, ...((operation.parameters as unknown[] | undefined) ?? [])]) {
        const parameter = resolve(doc, raw) as ApiParameter;
        byKey.set(`${parameter.in}:${parameter.name}`, {
          name: parameter.name,
          in: parameter.in,
          required: parameter.in === 'path' || parameter.required === true,
          schema: resolve(doc, parameter.schema ?? {}),
        });
      }
      const requestBody = resolve(doc, operation.requestBody) as
        { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined;
      let body: ApiOperation['body'];
      if (requestBody?.content) {
        const contentTypes = Object.keys(requestBody.content);
        const contentType =
          contentTypes.find((type) => type.startsWith(MULTIPART)) ??
          contentTypes.find((type) => type.includes('json')) ??
          contentTypes[0]!;
        body = {
          required: requestBody.required === true,
          contentTypes,
          contentType,
          schema: resolve(doc, requestBody.content[contentType]?.schema ?? {}),
        };
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        audience: operation['x-audience'],
        label: `${method.toUpperCase()} ${path}`,
        parameters: [...byKey.values()],
        ...(operation.security === undefined ? {} : { security: operation.security }),
        ...(body ? { body } : {}),
      });
    }
  }
  return operations;
}

export const isMultipart = (operation: ApiOperation) =>
  operation.body?.contentType.startsWith(MULTIPART) === true;

/** An empty multipart form: just the closing boundary. */
export function emptyMultipart(boundary = '----openapi-requests-boundary'): {
  contentType: string;
  payload: string;
} {
  return { contentType: `${MULTIPART}; boundary=${boundary}`, payload: `--${boundary}--\r\n` };
}

/**
 * The URL of an operation: path values and query entries are inserted as given (already encoded); an
 * entry whose value is null is a key without "=".
 */
export function buildUrl(
  operation: Pick<ApiOperation, 'path'>,
  pathValues: Record<string, string>,
  query: readonly (readonly [string, string | null])[] = [],
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = pathValues[name];
    if (value === undefined) throw new Error(`no value for the path parameter ${name} of ${operation.path}`);
    return value;
  });
  return query.length === 0
    ? path
    : `${path}?${query.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join('&')}`;
}

/**
 * encodeURIComponent that also takes lone surrogates (as the three bytes WTF-8 gives them, which are
 * invalid UTF-8 for the server to cope with) instead of throwing.
 */
export function encodeText(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** A query string or path value of any JSON value, percent-encoded. */
export const encodeValue = (value: unknown) =>
  encodeText(typeof value === 'string' ? value : JSON.stringify(value));

// ---------------------------------------------------------------------------------------------------
// A seeded PRNG

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}

function rngOf(next: () => number): Rng {
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[Math.floor(next() * list.length)]!;
    },
    chance: (probability) => next() < probability,
  };
}

/** mulberry32: 32 bits of state, good enough to make test data and reproducible from its seed. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return rngOf(() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  });
}

/** An "rng" that always answers its lowest choice: the simplest valid value of a schema. */
export const lowestRng = (): Rng => rngOf(() => 0);

// ---------------------------------------------------------------------------------------------------
// Valid values

/** allOf merged, anyOf/oneOf reduced to one branch (a non-null one unless `allowNull`). */
export function flatten(schema: JsonSchema, rng: Rng, allowNull = false): JsonSchema {
  let current = schema;
  for (let depth = 0; depth < 16; depth++) {
    if (current.allOf?.length) {
      const { allOf, ...rest } = current;
      current = allOf.reduce<JsonSchema>(
        (merged, part) => ({
          ...merged,
          ...part,
          properties: { ...merged.properties, ...part.properties },
          required: [...(merged.required ?? []), ...(part.required ?? [])],
        }),
        rest,
      );
      continue;
    }
    const branches = current.anyOf ?? current.oneOf;
    if (branches?.length) {
      const usable = allowNull ? branches : branches.filter((branch) => !isNullOnly(branch));
      const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = current;
      current = { ...rest, ...rng.pick(usable.length ? usable : branches) };
      continue;
    }
    return current;
  }
  return current;
}

const isNullOnly = (schema: JsonSchema) =>
  schema.type === 'null' || (Array.isArray(schema.type) && schema.type.every((type) => type === 'null'));

/** The main type of a schema: its first non-null type, or what its keywords suggest. */
export function typeOf(schema: JsonSchema): string {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const main = types.find((type) => type !== 'null') ?? types[0];
  if (main) return main;
  if (schema.properties) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  if (schema.enum?.length) return typeof schema.enum[0];
  if (schema.const !== undefined) return typeof schema.const;
  return 'any';
}

export function numberBounds(schema: JsonSchema, integer: boolean): { low: number; high: number } {
  const step = integer ? 1 : 0.01;
  let low = schema.minimum ?? -1_000_000;
  let high = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum === true) low += step;
  if (typeof schema.exclusiveMinimum === 'number') low = Math.max(low, schema.exclusiveMinimum + step);
  if (schema.exclusiveMaximum === true) high -= step;
  if (typeof schema.exclusiveMaximum === 'number') high = Math.min(high, schema.exclusiveMaximum - step);
  return { low: integer ? Math.ceil(low) : low, high: integer ? Math.floor(high) : high };
}

const SEARCH_WORDS = ['краска', 'Эмаль', 'цемент', 'ПФ-115', 'gvozdi', 'шуруп 4x40', 'ART-1'];
const WORDS = ['Иван', 'Петров Пётр', 'test', 'Садовая, 5', 'ART-2', 'товар'];

/** Candidates for a string, the most specific first; the first that fits the schema wins. */
function stringCandidates(name: string, rng: Rng): string[] {
  const digits = (count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');
  const email = `f${digits(6)}@example.ru`;
  const phone = `+79${digits(9)}`;
  const date = new Date(Date.UTC(2025, rng.int(0, 11), rng.int(1, 28))).toISOString();
  const lower = name.toLowerCase();
  const byName: string[] = [];
  if (lower.includes('email')) byName.push(email);
  if (lower.includes('phone')) byName.push(phone);
  if (lower.includes('password')) byName.push(`Krovlya-${digits(4)}!`);
  if (lower === 'code') byName.push(digits(6));
  if (lower.includes('date')) byName.push(date.slice(0, 10), date);
  if (lower === 'q' || lower.includes('search')) byName.push(rng.pick(SEARCH_WORDS));
  if (lower.includes('article')) byName.push(`ART-${rng.int(1, 12)}`);
  if (lower.includes('key')) byName.push(`key-${digits(8)}`);
  return [
    ...byName,
    rng.pick(WORDS),
    email,
    digits(6),
    phone,
    date,
    date.slice(0, 10),
    `${rng.int(1, 9)}`,
    '00000000-0000-4000-8000-000000000000',
    'https://example.ru/a.png',
    'a',
  ];
}

function compilePattern(pattern: string): RegExp | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try without the unicode flag, then give up on the pattern
    }
  }
  return undefined;
}

function fitsString(schema: JsonSchema, value: string): boolean {
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  if (schema.pattern && !compilePattern(schema.pattern)?.test(value)) return false;
  if (schema.format === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return false;
  if (schema.format === 'date-time' && Number.isNaN(Date.parse(value))) return false;
  return true;
}

function validString(schema: JsonSchema, name: string, rng: Rng): string {
  const candidates = stringCandidates(name, rng);
  const fitting = candidates.find((candidate) => fitsString(schema, candidate));
  if (fitting !== undefined) return fitting;
  // no candidate fits: pad or cut one to the length bounds (a pattern may still refuse it)
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 16);
  return 'x'.repeat(Math.min(max, Math.max(min, 1)));
}

function validNumber(schema: JsonSchema, integer: boolean, rng: Rng): number {
  const { low, high } = numberBounds(schema, integer);
  if (low > high) return low;
  // mostly small values near the low end: ids of rows that exist, small quantities and limits
  const smallHigh = Math.min(high, Math.max(low, 0) + 5);
  const start = Math.max(low, Math.min(smallHigh, 1));
  let value: number;
  if (rng.chance(0.8)) value = integer ? rng.int(start, smallHigh) : start + rng.next() * (smallHigh - start);
  else {
    const span = Math.min(high, Number.MAX_SAFE_INTEGER) - Math.max(low, Number.MIN_SAFE_INTEGER);
    value = Math.max(low, Number.MIN_SAFE_INTEGER) + rng.next() * span;
    if (integer) value = Math.floor(value);
  }
  if (!integer) value = Math.round(value * 100) / 100;
  if (schema.multipleOf) value = Math.round(value / schema.multipleOf) * schema.multipleOf;
  return Math.min(high, Math.max(low, value));
}

/**
 * A value the schema accepts: every required property and some optional ones (all of them, or none,
 * with `optional`), enums picked, strings shaped by their name (email, phone, code, …) and pattern,
 * numbers mostly small (ids of seeded rows), arrays of a few items.
 */
export function validValue(
  schema: JsonSchema,
  rng: Rng,
  options: { name?: string; optional?: 'some' | 'all' | 'none'; depth?: number } = {},
): unknown {
  const name = options.name ?? '';
  const depth = options.depth ?? 0;
  const flat = flatten(schema, rng);
  if (flat.const !== undefined) return flat.const;
  if (flat.enum?.length) return rng.pick(flat.enum);
  if (flat.default !== undefined && rng.chance(0.1)) return flat.default;
  switch (typeOf(flat)) {
    case 'object': {
      const result: Record<string, unknown> = {};
      const required = new Set(flat.required ?? []);
      for (const [key, property] of Object.entries(flat.properties ?? {})) {
        const optional = options.optional ?? 'some';
        const include =
          required.has(key) || optional === 'all' || (optional === 'some' && depth < 6 && rng.chance(0.5));
        if (include) result[key] = validValue(property, rng, { ...options, name: key, depth: depth + 1 });
      }
      return result;
    }
    case 'array': {
      const min = flat.minItems ?? 0;
      const max = Math.min(flat.maxItems ?? min + 3, min + 3);
      const count = depth > 6 ? min : rng.int(min === 0 && max > 0 ? 1 : min, max);
      const items = Array.isArray(flat.items) ? undefined : flat.items;
      return Array.from({ length: count }, (_, index) => {
        const itemSchema =
          flat.prefixItems?.[index] ?? (Array.isArray(flat.items) ? flat.items[index] : items);
        return validValue(itemSchema ?? {}, rng, { ...options, name, depth: depth + 1 });
      });
    }
    case 'integer':
      return validNumber(flat, true, rng);
    case 'number':
      return validNumber(flat, false, rng);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'string':
      return validString(flat, name, rng);
    default:
      return validString(flat, name, rng);
  }
}

/** A valid value as a query string or path value would carry it (strings as they are). */
export const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Query entries of a parameter, percent-encoded: an array repeats the key. */
export function queryEntries(name: string, value: unknown): [string, string][] {
  const key = encodeText(name);
  if (Array.isArray(value)) return value.map((item) => [key, encodeText(asText(item))]);
  return [[key, encodeText(asText(value))]];
}

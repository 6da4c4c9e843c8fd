/**
 * Generated from generators/runtime/server/parameter-values.ts by npm run generate. Do not edit.
 */

/**
 * Path, query, header and cookie values arrive as text; this turns each into the JSON value its schema
 * allows, strictly, before validation. Ajv's own coercion read any text `Number()` accepts, so
 * `?offset=Infinity` reached a handler as Infinity (and answered 500), `1e3` and `0x10` were 1000
 * and 16, and `1e400` overflowed to Infinity.
 *
 * The rules (decisions/0017):
 * - a schema that allows a string keeps the text as it is (as Ajv did: no coercion when the
 *   value already has an allowed type); where it allows another scalar too, the part's
 *   validator tries that reading when the text fails (`otherReading`);
 * - `integer`: canonical decimal only, `0` or an optional `-` and digits without a leading zero,
 *   within ±(2^53 − 1) so the number is exact (no `+`, exponent, fraction, spaces, hex);
 * - `number`: the JSON number grammar (RFC 8259 §6), finite once read;
 * - `boolean`: `true` or `false`; `null`: the empty text;
 * - anything else stays text, and validation answers 400 saying which type was expected.
 * A parameter described by `content` instead of `schema` has no style: a JSON one is parsed from
 * JSON text (jsonReader), one of any other media type is one text, read as a primitive by the rules
 * above.
 * Lists and objects are taken apart by the parameter's style first (parameter-styles.ts: `1,2,3`
 * in a path or header, `?ids=1,2,3` with `explode: false`, `R=100,G=200`), then each item or
 * member is read by the rules above with the schema's `prefixItems` and `items`, or
 * `properties`. Repeated query keys and cookies (an array) are read item by item; a query key
 * given once, for a schema that allows an array and not a string, is an array of that one item:
 * it is how the form style (OpenAPI's default for query parameters, and openapi-fetch's) writes
 * `[1]`, which used to be refused as "must be array".
 *
 * The allowed types are worked out once per parameter at start-up, through `$ref`, `allOf`,
 * `anyOf`, `oneOf`, `enum` and `const`; per request the cost is one test per value.
 */
import type { RouteParameter } from './contract.js';
import {
  defaultExplode,
  defaultStyle,
  joinedCookie,
  joinedQuery,
  splitPath,
  styleReader,
  type FormObject,
} from './parameter-styles.js';
import { isJsonMediaType } from '../media-type.js';
import {
  jsonValueProblem,
  memberBreach,
  PROTOTYPE_KEY_REASON,
  prototypeKey,
} from './json-checks.js';
import { GIVEN_MORE_THAN_ONCE, UnreadableValue } from './unreadable-value.js';
import { hasOwn } from '../own-property.js';

export { UnreadableValue } from './unreadable-value.js';

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/**
 * Turns one raw value (text, or an array of texts) into what the schema describes. `otherReading`,
 * present when the schema allows a string and another scalar type (`enum: [1, auto]`,
 * `oneOf: [integer, {type: string, pattern}]`), reads a text as that other type: the reader keeps
 * the text, and the part's validator tries this reading only when the text fails
 * (schema-checks.ts), since `?limit=1` cannot say which of the two a client meant.
 */
export type ValueReader = ((value: unknown) => unknown) & {
  readonly otherReading?: (text: string) => unknown;
};

type Components = { readonly [key: string]: unknown };

const CANONICAL_INTEGER = /^(?:0|-?[1-9][0-9]*)$/;
const JSON_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

export function valueReader(
  parameter: Pick<RouteParameter, 'name' | 'in' | 'schema' | 'style' | 'explode' | 'contentType'>,
  components: Components,
): ValueReader {
  const { contentType } = parameter;
  if (contentType !== undefined && isJsonMediaType(contentType)) return jsonReader(contentType);
  const types = new TypeFinder(components);
  const schema = types.resolved(parameter.schema);
  const allowed = types.of(schema);
  const read = textReader(allowed);
  const style = styleReader(parameter, readsAsSent(parameter, components));
  // A schema that allows a string keeps the text whole: the text is a valid value as it is. A
  // parameter described by `content` of a type other than JSON is one text: no style takes it apart.
  const keepsText = allowed === undefined || allowed.has('string');
  const items =
    !keepsText && contentType === undefined && allowed.has('array')
      ? itemsReader(types, schema)
      : undefined;
  const members =
    !keepsText && contentType === undefined && allowed.has('object')
      ? memberReaders(types, schema)
      : undefined;
  const otherTypes =
    keepsText && allowed !== undefined
      ? new Set(
          [...allowed].filter((type) => type !== 'string' && type !== 'array' && type !== 'object'),
        )
      : undefined;
  const otherReading =
    otherTypes !== undefined && otherTypes.size > 0 && contentType === undefined
      ? textReader(otherTypes)
      : undefined;
  const readText = (text: string): unknown => {
    const scalar = style.scalar(text);
    if (scalar === undefined) return text;
    const value = read(scalar);
    if (keepsText || value !== scalar) return value;
    if (items !== undefined) {
      const texts = style.items(text);
      if (texts !== undefined) return items(texts);
    }
    if (members !== undefined) {
      const pairs = style.members(text);
      if (pairs !== undefined) return members(pairs);
    }
    return scalar;
  };
  const reader = (value: unknown): unknown => {
    if (typeof value === 'string') return readText(value);
    // A deepObject's or an exploded form object's members, gathered from their own keys (parameter-styles.ts).
    if (members !== undefined && isPlainObject(value)) return members(Object.entries(value));
    // A repeated query key or cookie: the form style's exploded list, each text read as items
    // (a text may itself hold several when the style joins them).
    if (items !== undefined && Array.isArray(value))
      return items(
        value.flatMap((text: unknown) =>
          typeof text === 'string' ? (style.items(text) ?? [text]) : [text],
        ),
      );
    if (
      Array.isArray(value) &&
      parameter.in === 'header' &&
      (allowed === undefined || members !== undefined)
    ) {
      // Header lines of one name (header-lines.ts) where the schema is an object or any value:
      // one value in HTTP's list syntax, as Node joins them (RFC 9110 §5.3).
      return readText(value.join(', '));
    }
    // One value sent twice (`?limit=5&limit=6`, two header lines) where the schema takes no list.
    if (Array.isArray(value) && allowed !== undefined && !allowed.has('array'))
      throw new UnreadableValue([], GIVEN_MORE_THAN_ONCE);
    return value;
  };
  const checked = (value: unknown): unknown => withoutPrototypeKeys(reader(value));
  return otherReading === undefined ? checked : Object.assign(checked, { otherReading });
}

/**
 * The value a style built (`?filter[__proto__][x]=1`, `R=100,__proto__=G` in a path, header or
 * cookie, an exploded form object's stray `?__proto__=x`), refused when it holds a key that a copy
 * or merge turns into a prototype change, by the rule a JSON body is held to (json-checks.ts):
 * members are own properties, so reading is safe, but handlers copy and merge query objects too.
 */
function withoutPrototypeKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const key = prototypeKey(value);
  if (key !== undefined)
    throw new UnreadableValue(key.path.slice(0, -1), `has ${key.what}, ${PROTOTYPE_KEY_REASON}`);
  return value;
}

/**
 * Whether the runtime hands this parameter's reader its text as sent, percent-escapes and all, so
 * that it is split on the bare separators before each item is decoded (parameter-styles.ts): a
 * joined cookie always (its parser is ours), and a joined query value (form with `explode: false`,
 * spaceDelimited, pipeDelimited) or a path value (simple, label, matrix) when its schema may split
 * it, a list or an object and no string. Only routes with such a parameter read the URL a second
 * time (sent-query.ts, sent-path.ts).
 */
export function readsAsSent(
  parameter: Pick<RouteParameter, 'in' | 'schema' | 'style' | 'explode' | 'contentType'>,
  components: Components,
): boolean {
  if (joinedCookie(parameter)) return true;
  if (!joinedQuery(parameter) && !splitPath(parameter)) return false;
  const types = new TypeFinder(components);
  const allowed = types.of(types.resolved(parameter.schema));
  return (
    allowed !== undefined &&
    !allowed.has('string') &&
    (allowed.has('array') || allowed.has('object'))
  );
}

/**
 * A parameter described by `content` of a JSON media type: its text is a JSON text (as a client
 * that follows OpenAPI writes it: JSON.stringify, then percent-encoded where the location needs
 * it, which the router, the query parser and the cookie parser have undone), parsed here and
 * validated as the value it holds. What a JSON body may not hold (json-checks.ts) it may not hold
 * either: prototype keys, nesting past the limit, infinite numbers. A malformed text, or one given
 * more than once (a repeated query key or cookie), is refused; none reaches validation as text,
 * where a schema that allows strings would have taken it.
 */
function jsonReader(contentType: string): ValueReader {
  return (value) => {
    if (typeof value !== 'string')
      throw new UnreadableValue([], `is given more than once; send one ${contentType} text`);
    const crowded = memberBreach(value);
    if (crowded !== undefined) throw new UnreadableValue([], crowded);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new UnreadableValue(
        [],
        `is not valid JSON; the document describes it as ${contentType}, so send the value as JSON text (JSON.stringify, then percent-encoded)`,
      );
    }
    const problem = jsonValueProblem(value, parsed);
    if (problem !== undefined) throw new UnreadableValue(problem.path, problem.words);
    return parsed;
  };
}

/**
 * The parameter as an object in the exploded form style (OpenAPI's default for query and cookie
 * parameters), whose members are keys of their own; undefined for any other parameter, for one
 * described by `content`, and for one whose schema does not allow an object or also allows a
 * string (its text is then its value).
 * Its members are the `properties` of its schema (objectShape: through `$ref`s and `allOf`), as
 * memberReaders reads them; it is open when no `additionalProperties` is false and one allows
 * others, or when it names none at all (`type: object` alone, a free-form object).
 */
export function formObject(
  parameter: Pick<RouteParameter, 'name' | 'in' | 'schema' | 'style' | 'explode' | 'contentType'>,
  components: Components,
): FormObject | undefined {
  // Described by `content`, the value is one media type's text under its own name: no style applies.
  if (
    (parameter.in !== 'query' && parameter.in !== 'cookie') ||
    parameter.contentType !== undefined
  )
    return undefined;
  const style = parameter.style ?? defaultStyle(parameter.in);
  if (style !== 'form' || !(parameter.explode ?? defaultExplode(style))) return undefined;
  const types = new TypeFinder(components);
  const schema = types.resolved(parameter.schema);
  const allowed = types.of(schema);
  if (allowed === undefined || allowed.has('string') || !allowed.has('object')) return undefined;
  const shape = objectShape(types, schema);
  const members = [...shape.properties.keys()];
  const open = shape.additional.includes(false)
    ? false
    : shape.additional.length > 0 || members.length === 0;
  return { name: parameter.name, members, open };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The items of a list, each read by the schema of its place: `prefixItems` names the first ones
 * (a tuple), `items` those after them (JSON Schema 2020-12). Only `items` was read, so every item
 * of a tuple stayed text and `?pair=1,a` for `[integer, string]` was refused as "t.0 must be
 * integer" (a 3.1 new-user pass, 2026-11-28).
 */
function itemsReader(types: TypeFinder, schema: unknown): (texts: readonly unknown[]) => unknown[] {
  const prefix = member(schema, 'prefixItems');
  const first = Array.isArray(prefix)
    ? prefix.map((item: unknown) => textReader(types.of(item)))
    : [];
  const rest = textReader(types.of(member(schema, 'items')));
  return (texts) =>
    texts.map((text, index) => (typeof text === 'string' ? (first[index] ?? rest)(text) : text));
}

/** Reads an object's members into the types of its `properties` (else `additionalProperties`); others stay text, and non-text members as they are. */
function memberReaders(
  types: TypeFinder,
  schema: unknown,
): (pairs: readonly [string, unknown][]) => Record<string, unknown> {
  const shape = objectShape(types, schema);
  const additional = textReader(typesOfAll(types, shape.additional));
  const readers = new Map<string, (text: string) => unknown>();
  for (const [name, schemas] of shape.properties)
    readers.set(name, textReader(typesOfAll(types, schemas)));
  return (pairs) => {
    const target: Record<string, unknown> = {};
    for (const [name, text] of pairs) {
      const value = typeof text === 'string' ? (readers.get(name) ?? additional)(text) : text;
      // A member named `__proto__` stays a plain own property.
      Object.defineProperty(target, name, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return target;
  };
}

/** What an object schema says of its members, gathered through `$ref`s and `allOf`. */
interface ObjectShape {
  /** Each member a `properties` names, with every schema given for it. */
  readonly properties: ReadonlyMap<string, readonly unknown[]>;
  /** Every `additionalProperties` met. */
  readonly additional: readonly unknown[];
}

/**
 * The members an object schema names and what it says of others, read through `$ref`s (with or
 * without keywords beside them, as OpenAPI 3.1 allows) and `allOf` (every branch holds), as
 * TypeFinder reads its type: `{allOf: [{$ref: Page}], description: …}` has Page's members.
 * Each schema is read once, so a `$ref` cycle ends.
 */
function objectShape(types: TypeFinder, schema: unknown): ObjectShape {
  const properties = new Map<string, unknown[]>();
  const additional: unknown[] = [];
  const seen = new Set<object>();
  const visit = (candidate: unknown, depth: number): void => {
    const target = types.resolved(candidate);
    if (typeof target !== 'object' || target === null || seen.has(target) || depth > MAX_HOPS)
      return;
    seen.add(target);
    const named = member(target, 'properties');
    if (typeof named === 'object' && named !== null) {
      for (const name of Object.keys(named)) {
        const schemas = properties.get(name);
        if (schemas === undefined) properties.set(name, [member(named, name)]);
        else schemas.push(member(named, name));
      }
    }
    if (hasOwn(target, 'additionalProperties'))
      additional.push(member(target, 'additionalProperties'));
    const reference = member(target, '$ref');
    if (typeof reference === 'string') visit({ $ref: reference }, depth + 1);
    const allOf = member(target, 'allOf');
    if (Array.isArray(allOf)) for (const entry of allOf) visit(entry, depth + 1);
  };
  visit(schema, 0);
  return { properties, additional };
}

/** The types a value may have under every one of `schemas` (any type when there are none). */
function typesOfAll(
  types: TypeFinder,
  schemas: readonly unknown[],
): ReadonlySet<JsonType> | undefined {
  if (schemas.length === 0) return undefined;
  return schemas.length === 1 ? types.of(schemas[0]) : types.of({ allOf: schemas });
}

function textReader(types: ReadonlySet<JsonType> | undefined): (text: string) => unknown {
  if (types === undefined || types.has('string')) return (text) => text;
  const integer = types.has('integer');
  const number = types.has('number');
  const boolean = types.has('boolean');
  const nil = types.has('null');
  return (text) => {
    if (number && JSON_NUMBER.test(text)) {
      const value = Number(text);
      return Number.isFinite(value) ? value : text;
    }
    if (integer && CANONICAL_INTEGER.test(text)) {
      const value = Number(text);
      return Number.isSafeInteger(value) ? value : text;
    }
    if (boolean && (text === 'true' || text === 'false')) return text === 'true';
    if (nil && text === '') return null;
    return text;
  };
}

/** `$ref` hops followed at most from one schema: a longer chain is read as "any type". */
const MAX_HOPS = 32;

type Types = ReadonlySet<JsonType> | undefined;

/**
 * The JSON types a value may have under a schema (`undefined` for any type). Only the keywords
 * that decide the type are read; everything else is left to validation. Each schema object is
 * worked out once (a document can share one schema along many paths), and a schema met again
 * while it is being worked out (a `$ref` cycle) counts as any type.
 */
export class TypeFinder {
  readonly #known = new Map<object, Types | 'pending'>();

  private readonly components: Components;

  constructor(components: Components) {
    this.components = components;
  }

  of(schema: unknown): Types {
    const target = this.resolved(schema);
    if (typeof target !== 'object' || target === null)
      return target === false ? new Set() : undefined;
    const known = this.#known.get(target);
    if (known === 'pending') return undefined;
    if (known !== undefined || this.#known.has(target)) return known;
    this.#known.set(target, 'pending');
    const types = this.#work(target);
    this.#known.set(target, types);
    return types;
  }

  /** The schema a bare local `$ref` (`#/components/schemas/Name`) names, or the schema itself. */
  resolved(schema: unknown): unknown {
    let current = schema;
    for (let hops = 0; hops <= MAX_HOPS; hops++) {
      const reference = member(current, '$ref');
      // Sibling keywords beside a `$ref` are read by #work, which follows the reference too.
      if (typeof reference !== 'string' || Object.keys(current as object).length > 1)
        return current;
      current = reference.startsWith('#/components/')
        ? pointerTarget(this.components, reference.slice('#/components/'.length))
        : undefined;
    }
    return undefined;
  }

  #work(schema: object): Types {
    const constraints: Types[] = [ownTypes(schema)];
    const allOf = member(schema, 'allOf');
    // A loop, not push(...): a document's allOf is as long as it likes.
    if (Array.isArray(allOf)) for (const entry of allOf) constraints.push(this.of(entry));
    for (const keyword of ['anyOf', 'oneOf']) {
      const branches = member(schema, keyword);
      if (Array.isArray(branches)) constraints.push(union(branches.map((entry) => this.of(entry))));
    }
    const reference = member(schema, '$ref');
    if (typeof reference === 'string') constraints.push(this.of({ $ref: reference }));
    return intersection(constraints);
  }
}

function ownTypes(schema: object): ReadonlySet<JsonType> | undefined {
  const type = member(schema, 'type');
  if (typeof type === 'string') return withNumbers([type as JsonType]);
  if (Array.isArray(type))
    return withNumbers(type.filter((entry): entry is JsonType => typeof entry === 'string'));
  const values = 'const' in schema ? [member(schema, 'const')] : member(schema, 'enum');
  if (Array.isArray(values)) return new Set(values.map(typeOfValue));
  return undefined;
}

/** JSON Schema's `number` includes integers. */
function withNumbers(types: readonly JsonType[]): ReadonlySet<JsonType> {
  const set = new Set(types);
  if (set.has('number')) set.add('integer');
  return set;
}

function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function union(
  sets: readonly (ReadonlySet<JsonType> | undefined)[],
): ReadonlySet<JsonType> | undefined {
  if (sets.some((set) => set === undefined)) return undefined;
  return new Set(sets.flatMap((set) => [...(set ?? [])]));
}

function intersection(
  sets: readonly (ReadonlySet<JsonType> | undefined)[],
): ReadonlySet<JsonType> | undefined {
  let result: Set<JsonType> | undefined;
  for (const set of sets) {
    if (set === undefined) continue;
    result =
      result === undefined ? new Set(set) : new Set([...result].filter((type) => set.has(type)));
  }
  return result;
}

function pointerTarget(root: unknown, pointer: string): unknown {
  let current = root;
  for (const token of pointer.split('/')) {
    const key = decodeToken(token);
    if (typeof current !== 'object' || current === null || !hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function decodeToken(token: string): string {
  let text = token;
  try {
    text = decodeURIComponent(token);
  } catch {
    // kept as written: a malformed escape names no component
  }
  return text.replace(/~1/g, '/').replace(/~0/g, '~');
}

function member(schema: unknown, key: string): unknown {
  return typeof schema === 'object' && schema !== null && hasOwn(schema, key)
    ? (schema as Record<string, unknown>)[key]
    : undefined;
}

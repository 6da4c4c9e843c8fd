/**
 * Generated from generators/runtime/server/form-values.ts by npm run generate. Do not edit.
 */

/**
 * Form fields arrive as text, like query values; this reads each declared member into the JSON
 * value its schema allows, with the same strict rules (parameter-values.ts), before validation:
 * `count=3` is the integer 3 where `count` is an integer, `tag=a` is `['a']` where `tag` is a list,
 * and a member sent more than once is a list (refused where its schema takes one value). In a multipart form, a member whose schema is an
 * object (or a list of them) is read as JSON, which is how OpenAPI sends it (its default part
 * type) and the generated client encodes it. File parts are left as they are.
 */
import type { JsonSchema } from './contract.js';
import { TypeFinder, UnreadableValue, valueReader, type ValueReader } from './parameter-values.js';
import { jsonValueProblem, memberBreach, PROTOTYPE_KEY_REASON } from './json-checks.js';
import { HttpProblem } from './problems.js';
import { GIVEN_MORE_THAN_ONCE } from './unreadable-value.js';
import { quoted } from '../quoted-text.js';
import { hasOwn } from '../own-property.js';

type Components = { readonly [key: string]: unknown };
type Fields = { [name: string]: unknown };

/** Reads the members of a form body in place; members the schema does not name stay text. */
export function formReader(
  schema: JsonSchema,
  components: Components,
  multipart: boolean,
): (fields: Fields) => Fields {
  return new FormReading(components, multipart).object(schema);
}

/**
 * The readers of one form's schemas, each made on first use and kept by schema, so a schema that
 * names itself (a tree) costs one reader and the depth read is the depth sent, which the nested
 * key syntax bounds (`nestedFields`).
 */
class FormReading {
  readonly #finder: TypeFinder;
  readonly #objects = new Map<unknown, (fields: Fields) => Fields>();

  private readonly components: Components;
  private readonly json: boolean;

  constructor(components: Components, json: boolean) {
    this.components = components;
    this.json = json;
    this.#finder = new TypeFinder(components);
  }

  object(schema: unknown): (fields: Fields) => Fields {
    const key = this.#finder.resolved(schema);
    const known = this.#objects.get(key);
    if (known !== undefined) return known;
    let readers: Map<string, ValueReader> | undefined;
    const read = (fields: Fields): Fields => {
      readers ??= new Map(
        [...propertiesOf(schema, this.#finder)].map(([name, member]) => [
          name,
          this.#field(member),
        ]),
      );
      for (const name of Object.keys(fields)) {
        const reader = readers.get(name);
        // An own data property whatever the name: assigning to `__proto__` would set the prototype.
        if (reader !== undefined)
          Object.defineProperty(fields, name, {
            value: readMember(reader, name, fields[name]),
            writable: true,
            enumerable: true,
            configurable: true,
          });
      }
      return fields;
    };
    this.#objects.set(key, read);
    return read;
  }

  #field(schema: unknown): ValueReader {
    const types = this.#finder.of(schema);
    const list = types !== undefined && types.has('array') && !types.has('string');
    const item = this.#scalar(list ? member(this.#finder.resolved(schema), 'items') : schema);
    if (!list) return item;
    return (value) => (Array.isArray(value) ? value : [value]).map(item);
  }

  #scalar(schema: unknown): ValueReader {
    const types = this.#finder.of(schema);
    const object = types !== undefined && !types.has('string') && types.has('object');
    // A member whose schema takes no list, sent more than once (`n=3&n=4`, two file parts of one
    // name), arrives as a list (addField): which one was meant is not known, and validation said
    // "must be integer" of a value that was an integer each time. Refused as a repeated query key
    // is (parameter-values.ts), before any reading; a list's items are read by this reader too.
    const single = types !== undefined && !types.has('array');
    if (
      this.json &&
      types !== undefined &&
      !types.has('string') &&
      (object || types.has('array'))
    ) {
      // The empty text is `null` where null is allowed, as for every other form and query value
      // (parameter-values.ts): it is how the client sends a null list item (runtime/client/body.ts).
      const nil = types.has('null');
      return (value) => {
        if (single && Array.isArray(value)) throw new UnreadableValue([], GIVEN_MORE_THAN_ONCE);
        return typeof value !== 'string' ? value : nil && value === '' ? null : parsedOrText(value);
      };
    }
    // A form field is a value in the form style, exploded (OpenAPI's default for form bodies'
    // encoding): one text per key, read by the same rules as a query value.
    const text = valueReader(
      { name: '', in: 'query', schema: schema as JsonSchema, style: 'form', explode: true },
      this.components,
    );
    const nested = object ? (value: Fields): Fields => this.object(schema)(value) : undefined;
    return (value) => {
      if (typeof value === 'string') return text(value);
      if (single && Array.isArray(value)) throw new UnreadableValue([], GIVEN_MORE_THAN_ONCE);
      return nested !== undefined && isPlainObject(value) ? nested(value) : value;
    };
  }
}

/** A member read, or the UnreadableValue that refuses it, saying which member (its path from the form). */
function readMember(reader: ValueReader, name: string, value: unknown): unknown {
  try {
    return reader(value);
  } catch (error) {
    throw error instanceof UnreadableValue
      ? new UnreadableValue([name, ...error.path], error.message)
      : error;
  }
}

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Text that is not JSON stays text, and validation says what was expected. Parsed JSON is held to
 * a JSON body's rules (json-checks.ts): no prototype key, within the limits (UnreadableValue:
 * body-validation.ts answers 400).
 */
function parsedOrText(text: string): unknown {
  const crowded = memberBreach(text);
  if (crowded !== undefined) throw new UnreadableValue([], crowded);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return text;
  }
  const problem = jsonValueProblem(text, value);
  if (problem !== undefined) throw new UnreadableValue(problem.path, problem.words);
  return value;
}

const BRACKETS = /[[\]]+/;

/**
 * A field name whose key, or one of its nested keys (`a[__proto__]`), would change a prototype
 * when a handler copies the form (json-checks.ts): `__proto__`, or `constructor` then
 * `prototype`. Refused with 400 as a JSON body with such a key is, before the field is stored.
 */
export function refusedFieldName(name: string): HttpProblem | undefined {
  const keys = name.split(BRACKETS);
  const proto = keys.indexOf('__proto__');
  const constructor = keys.indexOf('constructor');
  const bad =
    proto !== -1
      ? 'the key "__proto__"'
      : constructor !== -1 && keys[constructor + 1] === 'prototype'
        ? 'the key "constructor" holding "prototype"'
        : undefined;
  return bad === undefined
    ? undefined
    : new HttpProblem(
        400,
        'invalid_request',
        `body field ${quoted(name)} has ${bad}, ${PROTOTYPE_KEY_REASON}`,
      );
}

/** The members a form schema names, through `$ref` and `allOf`; the first naming of a member wins. */
function propertiesOf(
  schema: unknown,
  finder: TypeFinder,
  seen = new Set<unknown>(),
  found = new Map<string, unknown>(),
): Map<string, unknown> {
  const resolved = finder.resolved(schema);
  if (typeof resolved !== 'object' || resolved === null || seen.has(resolved)) return found;
  seen.add(resolved);
  const properties = member(resolved, 'properties');
  if (typeof properties === 'object' && properties !== null) {
    for (const name of Object.keys(properties))
      if (!found.has(name)) found.set(name, (properties as Record<string, unknown>)[name]);
  }
  const allOf = member(resolved, 'allOf');
  if (Array.isArray(allOf)) for (const part of allOf) propertiesOf(part, finder, seen, found);
  const reference = member(resolved, '$ref');
  if (typeof reference === 'string') propertiesOf({ $ref: reference }, finder, seen, found);
  return found;
}

function member(schema: unknown, key: string): unknown {
  return typeof schema === 'object' && schema !== null && hasOwn(schema, key)
    ? (schema as Record<string, unknown>)[key]
    : undefined;
}

/** Adds a field as it arrives: a member sent more than once becomes a list; every name is an own property, `__proto__` too. */
export function addField(fields: Fields, name: string, value: unknown): void {
  if (!hasOwn(fields, name)) {
    Object.defineProperty(fields, name, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    return;
  }
  const existing = fields[name];
  if (Array.isArray(existing)) existing.push(value);
  else
    Object.defineProperty(fields, name, {
      value: [existing, value],
      writable: true,
      enumerable: true,
      configurable: true,
    });
}

/** Nesting deeper than this is kept as the flat key it was sent as. */
const MAX_NESTING = 8;
const BRACKETED = /^([^[\]]+)((?:\[[^[\]]*\])+)$/;
const SEGMENT = /\[([^[\]]*)\]/g;
const INDEX = /^(?:0|[1-9][0-9]{0,5})$/;
/** The objects `addFormPair` made, so only those are nested into or made lists. */
const NESTED = new WeakSet<object>();

/**
 * Adds a form pair whose name may use the nested key syntax the generated client writes for
 * objects and lists (`meta[lang]=en&tags[0]=a`, as Stripe and PHP read forms): `a[b]` goes to
 * member `b` of object `a`. A name that does not fit (unbalanced brackets, deeper than 8, or
 * clashing with a value already there) is kept as it was sent. `listsFromIndexes` then turns
 * objects whose keys are exactly 0..n-1 into lists.
 *
 * `declared` holds the members the form's schema names with brackets in the name itself
 * (`bracketedMembers`: `ids[]`, `user[name]`, as PHP and Rails APIs name form fields). Such a
 * name is that member, not a nested key, and one followed by brackets (`ids[][0]`, how the client
 * writes the member's list) nests under it: split at every bracket, `user[name]` was taken as
 * member `name` of a `user` the schema does not have, and the member the document requires was
 * missing.
 */
export function addFormPair(
  fields: Fields,
  name: string,
  value: string,
  declared: ReadonlySet<string> = NO_NAMES,
): void {
  const path = (declared.size === 0 ? undefined : declaredPath(name, declared)) ?? nestedPath(name);
  if (path.length === 0 || path.length > MAX_NESTING || path.some((segment) => segment === '')) {
    addField(fields, name, value);
    return;
  }
  let target = fields;
  for (const segment of path.slice(0, -1)) {
    const existing = hasOwn(target, segment) ? target[segment] : undefined;
    if (existing === undefined) {
      const created: Fields = {};
      NESTED.add(created);
      addField(target, segment, created);
      target = created;
    } else if (isPlainObject(existing) && NESTED.has(existing)) target = existing;
    else {
      addField(fields, name, value);
      return;
    }
  }
  const last = path[path.length - 1]!;
  if (hasOwn(target, last) && isPlainObject(target[last])) addField(fields, name, value);
  else addField(target, last, value);
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** `a[b][0]` → ['a', 'b', '0']; [] for a name that is not a key followed by bracketed keys. */
function nestedPath(name: string): string[] {
  const match = BRACKETED.exec(name);
  return match === null ? [] : [match[1]!, ...keysOf(match[2]!)];
}

function keysOf(text: string): string[] {
  return [...text.matchAll(SEGMENT)].map((segment) => segment[1]!);
}

/**
 * The path of a name that is a declared member, or one followed by bracketed keys (the longest
 * such member); undefined when none is. The members that could fit are the name's prefixes
 * before each of its trailing bracketed keys, found from the end: at most MAX_NESTING of them
 * (a member followed by more keys is kept flat either way), each looked up in the set. Testing
 * every declared member against every name cost forms × members: a schema naming 100,000
 * members `x…x[i]` held one request of 1,000 fields for four minutes (2026-11-29).
 */
function declaredPath(name: string, declared: ReadonlySet<string>): string[] | undefined {
  let end = name.length;
  for (let keys = 0; keys < MAX_NESTING && end > 0; keys++) {
    const member = name.slice(0, end);
    if (declared.has(member)) return [member, ...keysOf(name.slice(end))];
    // Step back over one bracketed key, `[…]` with no bracket inside; stop where the name has none.
    if (name.charCodeAt(end - 1) !== CLOSE) return undefined;
    const open = name.lastIndexOf('[', end - 2);
    if (open === -1 || name.lastIndexOf(']', end - 2) > open) return undefined;
    end = open;
  }
  return undefined;
}

const CLOSE = ']'.charCodeAt(0);

/** The members `schema` (a form's, through `$ref` and `allOf`) names with a bracket in the name: `addFormPair`'s `declared`. */
export function bracketedMembers(schema: unknown, components: Components): ReadonlySet<string> {
  return new Set(
    [...propertiesOf(schema, new TypeFinder(components)).keys()].filter((name) =>
      BRACKETS.test(name),
    ),
  );
}

export function listsFromIndexes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(listsFromIndexes);
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys)
    Object.defineProperty(value, key, {
      value: listsFromIndexes(value[key]),
      writable: true,
      enumerable: true,
      configurable: true,
    });
  if (
    !NESTED.has(value) ||
    keys.length === 0 ||
    !keys.every((key, position) => INDEX.test(key) && Number(key) === position)
  )
    return value;
  return keys.map((key) => value[key]);
}

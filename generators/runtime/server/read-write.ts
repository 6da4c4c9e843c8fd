/**
 * readOnly and writeOnly properties in validation. OpenAPI says a readOnly property listed in
 * `required` is required in responses only, and a writeOnly one in requests only
 * (https://spec.openapis.org/oas/v3.0.3#fixed-fields-19; 3.1 keeps the meaning through JSON
 * Schema's annotations), and the generated client sends no readOnly member. So request schemas
 * are compiled with readOnly members taken out of `required`, response schemas with writeOnly
 * ones taken out; a member that is sent anyway is still checked against its schema.
 * A property is marked when its own schema says so, as the generated types read it.
 *
 * A `required` list binds names that another schema of the same value may declare: the usual
 * ways to derive a body from a shared schema put them apart
 * (`User: {allOf: [{$ref: Entity}, {required: [id, name], properties: {name: …}}]}` with `id`
 * readOnly in Entity, or `{required: [id], allOf: [{properties: {id: {readOnly: true}}}]}`).
 * Reading only the list's own `properties`, the server refused a request without `id` (400) and
 * answered 500 to an answer without a writeOnly `secret`, while the generated types (openapi-fetch's
 * `Writable`, which drops a member any part of an intersection marks) left both out. So a name is
 * taken out of a `required` list when a schema applying to the same value marks it: the list's
 * own schema, the members of its `allOf` and the targets of its `$ref`s, downwards, and the same
 * from every schema that holds it in an `allOf` (inline or by `$ref`), upwards (`markedNames`).
 * Upwards through a `$ref` reaches every `allOf` that names the component, so a component that
 * requires a name it does not declare (`Required: {required: [id]}`) stops requiring it in
 * requests wherever it is used, once one `allOf` combines it with a readOnly `id`: more lenient
 * than its types where it is used alone, never stricter than them where it is combined.
 *
 * A writeOnly member is never sent (a password, a secret): OpenAPI says it SHOULD NOT be in a
 * response, and the handler types leave it out, yet TypeScript lets a handler return a stored
 * record that still holds it (`data: account`, no excess-property check on a variable), and
 * then the server sent the password hash. Response schemas forbid the member (`false`), so such
 * an answer is off-contract: with the default `responseValidation: 'error'` it is logged and
 * answered 500, never sent.
 */
import type { JsonSchema } from './contract.js';
import { componentName } from './discriminators.js';
import { someMember } from './json-walk.js';
import { rewriteSchemaObjects, setOwn, withMember, type SchemaObject } from './schema-rewrite.js';

type Marker = 'readOnly' | 'writeOnly';

/**
 * The names of an original schema object's `required` list that some schema applying to the
 * same value marks readOnly (or writeOnly); empty for an object without such a list.
 */
export type MarkedNames = (original: SchemaObject) => ReadonlySet<string>;

const NONE: ReadonlySet<string> = new Set();

/**
 * For `document` (the registered root, `$ref`s under `#/components/schemas/` or that after
 * `documentId`), which of an object's required names some schema applying to the same value
 * marks `marker` (see the file's comment). Nothing is walked for a document that marks nothing,
 * nor for an object none of whose required names is marked anywhere. Each object's answer is
 * computed once, by one walk of the schemas above it and below those (`Links.marked`).
 *
 * Every object's answer used to gather every name marked anywhere above and below it, for
 * objects that require nothing too, with each schema's names gathered again for each object and
 * each way down to it: an `allOf` chain cost the cube of its length (1,000 schemas with one
 * readOnly member each: 45 s; the start check of 190 of 100 each: 86 s), at generate time and at
 * every server start, and a chain of 5,000 read from its top overflowed the stack (2026-11-29).
 */
export function markedNames(document: SchemaObject, documentId: string, marker: Marker): MarkedNames {
  if (!someMember(document, (key, value) => key === marker && value === true)) return () => NONE;
  const links = linksOf(document, documentId, marker);
  const answers = new Map<SchemaObject, ReadonlySet<string>>();
  return (original) => {
    const known = answers.get(original);
    if (known !== undefined) return known;
    const required = original['required'];
    const wanted = new Set(Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string' && links.markedAnywhere.has(name)) : []);
    const names = wanted.size === 0 ? NONE : links.marked(original, wanted);
    answers.set(original, names);
    return names;
  };
}

function linksOf(document: SchemaObject, documentId: string, marker: Marker): Links {
  const components = (document['components'] as { readonly schemas?: unknown } | undefined)?.schemas;
  const schemas = typeof components === 'object' && components !== null ? (components as SchemaObject) : {};
  const target = (ref: unknown): SchemaObject | undefined => {
    if (typeof ref !== 'string') return undefined;
    const fragment = ref.startsWith('#') ? ref : ref.startsWith(`${documentId}#`) ? ref.slice(documentId.length) : undefined;
    const name = fragment === undefined ? undefined : componentName(fragment, schemas);
    const found = name === undefined ? undefined : schemas[name];
    return typeof found === 'object' && found !== null && !Array.isArray(found) ? (found as SchemaObject) : undefined;
  };
  const links = new Links(marker);
  rewriteSchemaObjects(document, (object) => {
    links.mark(object);
    const referenced = target(object['$ref']);
    if (referenced !== undefined) links.link(object, referenced);
    const members = object['allOf'];
    if (Array.isArray(members)) {
      for (const member of members) if (typeof member === 'object' && member !== null && !Array.isArray(member)) links.link(object, member as SchemaObject);
    }
    return object;
  });
  return links;
}

/**
 * What applies to the same value as each schema object: its allOf members and $ref target
 * (down), and the schemas holding it in an allOf, inline or by $ref (up); and the names each
 * marks itself. Schemas are numbered, so a walk marks what it has seen in two arrays.
 */
class Links {
  readonly markedAnywhere = new Set<string>();
  readonly #marker: Marker;
  readonly #numbers = new Map<SchemaObject, number>();
  readonly #own: (ReadonlySet<string> | undefined)[] = [];
  readonly #down: number[][] = [];
  readonly #up: number[][] = [];
  #above = new Uint32Array(0);
  #reached = new Uint32Array(0);
  #walk = 0;

  constructor(marker: Marker) {
    this.#marker = marker;
  }

  /** Reads the names `object` marks itself. */
  mark(object: SchemaObject): void {
    const names = ownMarked(object, this.#marker);
    if (names.length === 0) return;
    this.#own[this.#number(object)] = new Set(names);
    for (const name of names) this.markedAnywhere.add(name);
  }

  link(holder: SchemaObject, part: SchemaObject): void {
    const above = this.#number(holder);
    const below = this.#number(part);
    this.#down[above]!.push(below);
    this.#up[below]!.push(above);
  }

  /**
   * Which of `wanted` a schema marks that is `original`, holds it in an `allOf` (at any height),
   * or is below one of those: one walk with an explicit stack, nearest schemas first, stopping
   * once every name is found; a cycle of `allOf`s (a value no schema can hold) stops where it closes.
   */
  marked(original: SchemaObject, wanted: ReadonlySet<string>): ReadonlySet<string> {
    const start = this.#numbers.get(original);
    if (start === undefined) return NONE; // marks nothing itself and is linked to nothing
    if (this.#above.length < this.#own.length) {
      this.#above = new Uint32Array(this.#own.length);
      this.#reached = new Uint32Array(this.#own.length);
    }
    const walk = ++this.#walk;
    const found = new Set<string>();
    // Each entry is a schema's number times two, plus one where the walk may still go up from it.
    const pending = [start * 2 + 1];
    for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
      const schema = entry >> 1;
      if (entry & 1 && this.#above[schema] !== walk) {
        this.#above[schema] = walk;
        for (const holder of this.#up[schema]!) pending.push(holder * 2 + 1);
      }
      if (this.#reached[schema] === walk) continue;
      this.#reached[schema] = walk;
      const own = this.#own[schema];
      if (own !== undefined) for (const name of wanted) if (own.has(name)) found.add(name);
      if (found.size === wanted.size) return found;
      for (const part of this.#down[schema]!) pending.push(part * 2);
    }
    return found.size === 0 ? NONE : found;
  }

  #number(object: SchemaObject): number {
    let number = this.#numbers.get(object);
    if (number === undefined) {
      number = this.#own.length;
      this.#numbers.set(object, number);
      this.#own.push(undefined);
      this.#down.push([]);
      this.#up.push([]);
    }
    return number;
  }
}

function ownMarked(object: SchemaObject, marker: Marker): string[] {
  const properties = object['properties'];
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) return [];
  const members = properties as { readonly [key: string]: JsonSchema };
  return Object.keys(members).filter((name) => isMarked(members[name], marker));
}

/** One schema object with the names `marked` gives for it out of its `required` list (rewriteSchemaObjects' step). */
export function withoutMarkedRequired(object: SchemaObject, marked: ReadonlySet<string>): SchemaObject {
  const required = object['required'];
  if (!Array.isArray(required) || marked.size === 0) return object;
  const kept = required.filter((name) => !(typeof name === 'string' && marked.has(name)));
  return kept.length === required.length ? object : withMember(object, 'required', kept);
}

function isMarked(schema: unknown, marker: Marker): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const flags = schema as { readonly readOnly?: unknown; readonly writeOnly?: unknown };
  return flags[marker] === true && !(flags.readOnly === true && flags.writeOnly === true);
}

/**
 * One response schema object with its own writeOnly members forbidden and the names `marked`
 * gives for it out of `required` (rewriteSchemaObjects' step). A member is forbidden where it is
 * declared, which holds for every value that schema applies to.
 */
export function withoutWriteOnlyMembers(object: SchemaObject, marked: ReadonlySet<string>): SchemaObject {
  const unrequired = withoutMarkedRequired(object, marked);
  const own = ownMarked(unrequired, 'writeOnly');
  if (own.length === 0) return unrequired;
  const forbidden: { [key: string]: unknown } = { ...(unrequired['properties'] as SchemaObject) };
  for (const name of own) setOwn(forbidden, name, false);
  return withMember(unrequired, 'properties', forbidden);
}

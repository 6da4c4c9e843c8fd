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
import { componentNamesOf } from './discriminators.js';
import { someMember } from './json-walk.js';
import { rewriteSchemaObjects, setOwn, withMember, type SchemaObject } from './schema-rewrite.js';
import { hasOwn } from '../own-property.js';

type Marker = 'readOnly' | 'writeOnly';

/** The names marked readOnly (or writeOnly) for the value a schema object describes, by the original object. */
export type MarkedNames = (original: SchemaObject) => ReadonlySet<string>;

const NONE: ReadonlySet<string> = new Set();

/**
 * For `document` (the registered root, `$ref`s under `#/components/schemas/` or that after
 * `documentId`), the names some schema applying to the same value marks `marker` (see the file's
 * comment). Nothing is walked for a document that marks nothing. Each schema's downward names
 * and each object's answer are computed once; a cycle of `allOf`s (a value no schema can hold)
 * stops where it closes.
 */
export function markedNames(document: SchemaObject, documentId: string, marker: Marker): MarkedNames {
  if (!someMember(document, (key, value) => key === marker && value === true)) return () => NONE;
  const components = (document['components'] as { readonly schemas?: unknown } | undefined)?.schemas;
  const schemas = typeof components === 'object' && components !== null ? (components as SchemaObject) : {};
  const target = (ref: unknown): SchemaObject | undefined => {
    if (typeof ref !== 'string') return undefined;
    const fragment = ref.startsWith('#') ? ref : ref.startsWith(`${documentId}#`) ? ref.slice(documentId.length) : undefined;
    const name = fragment === undefined ? undefined : componentNamesOf(fragment).find((candidate) => hasOwn(schemas, candidate));
    const found = name === undefined ? undefined : schemas[name];
    return typeof found === 'object' && found !== null && !Array.isArray(found) ? (found as SchemaObject) : undefined;
  };
  // What applies to the same value as each schema object: its allOf members and $ref target
  // (down), and the schemas holding it in an allOf, inline or by $ref (up).
  const down = new Map<SchemaObject, SchemaObject[]>();
  const up = new Map<SchemaObject, SchemaObject[]>();
  const link = (holder: SchemaObject, part: SchemaObject): void => {
    (down.get(holder) ?? down.set(holder, []).get(holder)!).push(part);
    (up.get(part) ?? up.set(part, []).get(part)!).push(holder);
  };
  rewriteSchemaObjects(document, (object) => {
    const referenced = target(object['$ref']);
    if (referenced !== undefined) link(object, referenced);
    const members = object['allOf'];
    if (Array.isArray(members)) {
      for (const member of members) if (typeof member === 'object' && member !== null && !Array.isArray(member)) link(object, member as SchemaObject);
    }
    return object;
  });
  const downwards = new Map<SchemaObject, ReadonlySet<string>>();
  const below = (schema: SchemaObject): ReadonlySet<string> => {
    const known = downwards.get(schema);
    if (known !== undefined) return known;
    downwards.set(schema, NONE); // a cycle back here adds nothing
    const names = new Set(ownMarked(schema, marker));
    for (const part of down.get(schema) ?? []) for (const name of below(part)) names.add(name);
    downwards.set(schema, names);
    return names;
  };
  const answers = new Map<SchemaObject, ReadonlySet<string>>();
  return (original) => {
    const known = answers.get(original);
    if (known !== undefined) return known;
    const names = new Set<string>();
    const seen = new Set<SchemaObject>([original]);
    const pending = [original];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      for (const name of below(next)) names.add(name);
      for (const holder of up.get(next) ?? []) {
        if (!seen.has(holder)) {
          seen.add(holder);
          pending.push(holder);
        }
      }
    }
    answers.set(original, names);
    return names;
  };
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

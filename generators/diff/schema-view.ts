/**
 * A flattened view of a schema as a client sees it: `$ref`s followed, `allOf` members merged
 * (the house envelope is `allOf: [envelope, { properties: { data } }]`), so that a field moved
 * between an allOf member and its parent is not reported as removed and added.
 */
import { canonicalJson, childPointer, followRefs, isObject, ownValue, type JsonObject, type Located } from './json.js';
import { discriminatorOf, type Discriminator } from './discriminators.js';
import type { BundledDocument } from './types.js';
import { typeNames } from '../shared/json-type.js';

export interface SchemaView {
  /** The pointer of the schema itself (after `$ref`; its first part when it has several). */
  readonly pointer: string;
  /**
   * Where the parts that state the type, the format and the allowed values are (the pointer when
   * none does). A change is reported there: `data` of the house envelope is first the envelope's
   * own, untyped, so a type changed in the operation's part was located in SuccessEnvelope.yaml.
   */
  readonly statedAt: { readonly type: string; readonly format: string; readonly enumValues: string };
  /** JSON types the schema allows; undefined when it does not say (anything goes). */
  readonly types: ReadonlySet<string> | undefined;
  readonly format: string | undefined;
  /** Allowed values as canonical JSON; undefined when the schema is open. */
  readonly enumValues: readonly string[] | undefined;
  /** Each property with every schema part that constrains it (several when allOf members agree). */
  readonly properties: ReadonlyMap<string, readonly Located[]>;
  readonly required: ReadonlySet<string>;
  readonly items: readonly Located[];
  /** 3.1's `prefixItems`: each position's parts (several when allOf members name it). */
  readonly prefixItems: readonly (readonly Located[])[];
  readonly additionalProperties: readonly Located[];
  readonly closed: boolean;
  readonly variants: readonly Located[] | undefined;
  readonly constraints: ReadonlyMap<string, unknown>;
  /** `default` as canonical JSON (the first part that has one); undefined when none says. */
  readonly defaultValue: string | undefined;
  readonly discriminator: Discriminator | undefined;
  /** Each part's `if`/`then`/`else`, annotations left out, as canonical JSON; undefined when none has them. */
  readonly conditionals: string | undefined;
  /** `dependentRequired`: the members each member needs beside it, gathered from every part. */
  readonly dependentRequired: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each part's `not`: the schemas a value must not match (`not: false`, which excludes nothing, left out). */
  readonly nots: readonly Located[];
}

const CONSTRAINT_KEYWORDS = [
  'maxLength', 'minLength', 'maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum',
  'maxItems', 'minItems', 'maxProperties', 'minProperties', 'pattern', 'multipleOf', 'uniqueItems',
] as const;

const MAX_ALLOF_PARTS = 256;

/**
 * The `false` schema (3.1: no value is valid) as a part of the view: a schema that allows no JSON
 * type. `true` allows anything, as `{}` does, and adds no part.
 */
const NO_VALUE: JsonObject = Object.freeze({ type: [] });

/** Follows refs and expands allOf into a flat list of object schemas, each with its pointer (`false` as NO_VALUE). */
export function expandParts(document: BundledDocument, parts: readonly Located[]): { node: JsonObject; pointer: string }[] {
  const out: { node: JsonObject; pointer: string }[] = [];
  const seen = new Set<string>();
  const queue = [...parts];
  while (queue.length > 0 && out.length < MAX_ALLOF_PARTS) {
    const next = queue.shift();
    if (!next) break;
    const resolved = followRefs(document, next);
    if (resolved.node === false && !seen.has(resolved.pointer)) {
      seen.add(resolved.pointer);
      out.push({ node: NO_VALUE, pointer: resolved.pointer });
      continue;
    }
    if (!isObject(resolved.node) || seen.has(resolved.pointer)) continue;
    seen.add(resolved.pointer);
    out.push({ node: resolved.node, pointer: resolved.pointer });
    const allOf = ownValue(resolved.node, 'allOf');
    if (Array.isArray(allOf)) {
      allOf.forEach((member, index) => queue.push({ node: member, pointer: childPointer(resolved.pointer, 'allOf', index) }));
    }
  }
  return out;
}

function typesOf(node: JsonObject): Set<string> | undefined {
  const type = ownValue(node, 'type');
  const list = typeNames(type);
  if (!list) return undefined;
  const set = new Set(list);
  // OpenAPI 3.0 writes "may be null" as a sibling flag rather than a type.
  if (ownValue(node, 'nullable') === true) set.add('null');
  return set;
}

function intersect(a: Set<string> | undefined, b: Set<string> | undefined): Set<string> | undefined {
  if (!a) return b;
  if (!b) return a;
  return new Set([...a].filter((value) => b.has(value) || (value === 'integer' && b.has('number'))));
}

/** The values two allOf parts both allow, in the first's order; a Set, since enums run to tens of thousands of values. */
function intersectValues(values: readonly string[], part: readonly string[]): string[] {
  const allowed = new Set(part);
  return values.filter((value) => allowed.has(value));
}

function enumOf(node: JsonObject): string[] | undefined {
  const values = ownValue(node, 'enum');
  if (Array.isArray(values)) return values.map(canonicalJson);
  if (Object.prototype.hasOwnProperty.call(node, 'const')) return [canonicalJson(node['const'])];
  return undefined;
}

/** Alternatives nest rarely; the limit only guards against a oneOf that contains itself. */
const MAX_VARIANT_DEPTH = 8;

export function viewSchema(document: BundledDocument, parts: readonly Located[], depth = 0): SchemaView {
  const expanded = expandParts(document, parts);
  let types: Set<string> | undefined;
  let format: string | undefined;
  let enumValues: string[] | undefined;
  let closed = false;
  let variants: Located[] | undefined;
  const properties = new Map<string, Located[]>();
  const required = new Set<string>();
  const items: Located[] = [];
  const prefixItems: Located[][] = [];
  const additionalProperties: Located[] = [];
  const constraints = new Map<string, unknown>();
  let defaultValue: string | undefined;
  const conditionals: unknown[] = [];
  const dependentRequired = new Map<string, Set<string>>();
  const nots: Located[] = [];
  const stated: { type?: string; format?: string; enumValues?: string } = {};

  for (const { node, pointer } of expanded) {
    const excluded = ownValue(node, 'not');
    if (isObject(excluded) || excluded === true) nots.push({ node: excluded, pointer: childPointer(pointer, 'not') });
    if (defaultValue === undefined && Object.hasOwn(node, 'default')) defaultValue = canonicalJson(node['default']);
    const partTypes = typesOf(node);
    if (partTypes) stated.type ??= pointer;
    types = intersect(types, partTypes);
    const partFormat = ownValue(node, 'format');
    if (typeof partFormat === 'string') {
      format = partFormat;
      stated.format = pointer;
    }
    const partEnum = enumOf(node);
    if (partEnum) {
      enumValues = enumValues ? intersectValues(enumValues, partEnum) : partEnum;
      stated.enumValues ??= pointer;
    }
    for (const [name, schema] of Object.entries(isObject(node['properties']) ? node['properties'] : {})) {
      const list = properties.get(name) ?? [];
      list.push({ node: schema, pointer: childPointer(pointer, 'properties', name) });
      properties.set(name, list);
    }
    const partRequired = ownValue(node, 'required');
    if (Array.isArray(partRequired)) partRequired.filter((n): n is string => typeof n === 'string').forEach((n) => required.add(n));
    const partItems = ownValue(node, 'items');
    if (isObject(partItems) || partItems === false) items.push({ node: partItems, pointer: childPointer(pointer, 'items') });
    const partPrefix = ownValue(node, 'prefixItems');
    if (Array.isArray(partPrefix)) {
      partPrefix.forEach((schema, index) => (prefixItems[index] ??= []).push({ node: schema, pointer: childPointer(pointer, 'prefixItems', index) }));
    }
    const extra = ownValue(node, 'additionalProperties');
    if (isObject(extra)) additionalProperties.push({ node: extra, pointer: childPointer(pointer, 'additionalProperties') });
    if (extra === false) closed = true;
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const members = ownValue(node, keyword);
      if (!variants && Array.isArray(members)) {
        variants = members.map((member, index) => ({ node: member, pointer: childPointer(pointer, keyword, index) }));
      }
    }
    const condition = conditionalOf(document, node);
    if (condition !== undefined) conditionals.push(condition);
    gatherDependentRequired(ownValue(node, 'dependentRequired'), dependentRequired);
    for (const keyword of CONSTRAINT_KEYWORDS) {
      const value = ownValue(node, keyword);
      if (value !== undefined) constraints.set(keyword, strictest(keyword, constraints.get(keyword), value));
    }
  }
  const patterns = patternsOf(expanded);
  if (patterns !== undefined) constraints.set('pattern', patterns);
  // `oneOf: [X, {type: null}]` has no `type` of its own: it allows what its alternatives allow.
  if (!types && variants && depth < MAX_VARIANT_DEPTH) types = unionOfTypes(document, variants, depth);
  const first = expanded[0];
  const pointer = first ? first.pointer : (parts[0]?.pointer ?? '#');
  return {
    pointer,
    statedAt: { type: stated.type ?? pointer, format: stated.format ?? pointer, enumValues: stated.enumValues ?? pointer },
    types, format, enumValues, properties, required, items, prefixItems, additionalProperties, closed, variants, constraints, defaultValue,
    discriminator: discriminatorOf(document, expanded, variants),
    conditionals: conditionals.length === 0 ? undefined : canonicalJson(conditionals),
    dependentRequired,
    nots,
  };
}

/**
 * Keywords that describe and change no verdict, left out when conditionals are compared: only
 * with a string value, since a property may be named `description` (its value a schema).
 */
const ANNOTATIONS = new Set(['description', 'title', '$comment']);

/**
 * A part's `if`/`then`/`else` without annotations (a reworded description is no change), with
 * each internal `$ref` replaced by what it names, so a change in a referenced component counts:
 * compared as written, a `then` naming `#/components/schemas/Rule` hid any change made to Rule
 * (found by a review, 2026-11-29). A `$ref` already being expanded (a cycle), or met once
 * CONDITIONAL_NODES nodes have been written, stays as its pointer.
 */
function conditionalOf(document: BundledDocument, node: JsonObject): unknown {
  if (!['if', 'then', 'else'].some((keyword) => Object.hasOwn(node, keyword))) return undefined;
  const expanding = new Set<string>();
  let written = 0;
  const strip = (value: unknown): unknown => {
    written += 1;
    if (Array.isArray(value)) return value.map(strip);
    if (!isObject(value)) return value;
    const ref = ownValue(value, '$ref');
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      if (key === '$ref' || (ANNOTATIONS.has(key) && typeof member === 'string')) continue;
      out[key] = strip(member);
    }
    if (typeof ref === 'string') out['$ref'] = expand(ref);
    return out;
  };
  const expand = (ref: string): unknown => {
    if (!ref.startsWith('#') || expanding.has(ref) || written > CONDITIONAL_NODES) return ref;
    expanding.add(ref);
    const target = followRefs(document, { node: { $ref: ref }, pointer: ref }).node;
    const expanded = strip(target);
    expanding.delete(ref);
    return { expanded };
  };
  return strip({ if: ownValue(node, 'if'), then: ownValue(node, 'then'), else: ownValue(node, 'else') });
}

/** Nodes written for one part's conditionals before further `$ref`s stay pointers (shared references could multiply them). */
const CONDITIONAL_NODES = 100_000;

function gatherDependentRequired(value: unknown, into: Map<string, Set<string>>): void {
  if (!isObject(value)) return;
  for (const [member, needed] of Object.entries(value)) {
    if (!Array.isArray(needed)) continue;
    const set = into.get(member) ?? new Set<string>();
    for (const name of needed) if (typeof name === 'string') set.add(name);
    into.set(member, set);
  }
}

const LOWER_BOUNDS = new Set(['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties']);
/** Bounds a value must stay below (the others, minimums, it must stay above). */
export const UPPER_BOUNDS: ReadonlySet<string> = new Set(['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties']);

/**
 * What two allOf parts that both bound a value allow together: a value must pass both. The last
 * part's bound was taken, so `allOf: [{maximum: 10}, {maximum: 50}]` read as a maximum of 50 and a
 * head dropping the looser part "narrowed" it to 10 (breaking) where nothing changed, and the reverse
 * went unsaid (a red-team pass, 2026-11-28). Patterns all apply: see `patternsOf`.
 */
function strictest(keyword: string, before: unknown, value: unknown): unknown {
  if (before === undefined) return value;
  if (typeof before === 'number' && typeof value === 'number') {
    if (LOWER_BOUNDS.has(keyword)) return Math.max(before, value);
    if (UPPER_BOUNDS.has(keyword)) return Math.min(before, value);
  }
  if (keyword === 'uniqueItems') return before === true || value === true;
  return value;
}

/** Every part's `pattern` applies: one text for them all (sorted, so part order is no change). */
function patternsOf(parts: readonly { node: JsonObject }[]): string | undefined {
  const patterns = [...new Set(parts.map(({ node }) => ownValue(node, 'pattern')).filter((value): value is string => typeof value === 'string'))];
  return patterns.length === 0 ? undefined : patterns.sort().join(' and ');
}

function unionOfTypes(document: BundledDocument, variants: readonly Located[], depth: number): Set<string> | undefined {
  const union = new Set<string>();
  for (const variant of variants) {
    const types = viewSchema(document, [variant], depth + 1).types;
    if (!types) return undefined;
    types.forEach((type) => union.add(type));
  }
  return union;
}

/** Whether a value of JSON type `type` is valid under `types` (integers are numbers). */
export function allowsType(types: ReadonlySet<string> | undefined, type: string): boolean {
  if (!types) return true;
  return types.has(type) || (type === 'integer' && types.has('number'));
}

/** True when everything `inner` allows, `outer` allows too. */
export function typesCover(outer: ReadonlySet<string> | undefined, inner: ReadonlySet<string> | undefined): boolean {
  if (!outer) return true;
  if (!inner) return false;
  return [...inner].every((type) => allowsType(outer, type));
}

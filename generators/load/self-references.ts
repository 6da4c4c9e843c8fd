/**
 * Schemas that reach themselves without describing a nested value: `D: {allOf: [{$ref: D}]}`, or
 * `A: {anyOf: [{$ref: B}]}` with `B: {not: {$ref: A}}`. Each step applies another schema to the
 * same value (`$ref`, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, `dependentSchemas`),
 * so validating a value never ends (JSON Schema 2020-12 §9.4.1 leaves such schemas undefined):
 * the generated server answered every request of an operation using one 400 "Maximum call stack
 * size exceeded", and its TypeScript type was itself, so types.ts did not compile. A cycle through
 * `properties`, `items`, `additionalProperties` or any other keyword about a nested value is an
 * ordinary recursive schema (a tree, a linked list) and is not reported.
 *
 * Bundling leaves every schema cycle passing through `#/components/schemas`, so the graph of those
 * schemas holds them all. Each cycle is reported once, at the `$ref` that closes it.
 */
import path from 'node:path';
import { decodeFragment, escapeToken, fromPointer, isJsonObject, toPointer, valueAtPointer } from '../shared/json-pointer.js';
import type { ParsedFile } from './resolver.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

const COMPONENT_SCHEMAS = '#/components/schemas/';
/** Keywords whose schemas apply to the very value their schema applies to. */
const SAME_VALUE_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SAME_VALUE_SCHEMAS = ['not', 'if', 'then', 'else'];

interface Edge {
  readonly target: string;
  /** Pointer of the `$ref` that makes this edge. */
  readonly pointer: string;
}

export function selfReferenceFindings(document: Json): Finding[] {
  const components = isJsonObject(document['components']) ? document['components'] : undefined;
  const schemas = components !== undefined && isJsonObject(components['schemas']) ? components['schemas'] : undefined;
  if (schemas === undefined) return [];
  const edges = new Map<string, Edge[]>();
  for (const [name, schema] of Object.entries(schemas)) {
    const found: Edge[] = [];
    sameValueReferences(schema, toPointer(['components', 'schemas', name]), found);
    edges.set(name, found.filter((edge) => Object.hasOwn(schemas, edge.target)));
  }
  return cycles(edges).map(({ path, closing }) => ({
    pointer: closing,
    message: `schema ${path[0]} reaches itself through ${path.join(' → ')} without a property or item in between, so validating a value would never end and its type would be itself`,
    hint: baseListingSubtypes(schemas, path) ?? 'Remove the reference, or move it under `properties`, `items` or `additionalProperties` so that each level describes a nested value.',
  }));
}

/**
 * The hint for the commonest such cycle: a base with a discriminator lists its subtypes in
 * `oneOf`/`anyOf` while each subtype extends it through `allOf` (MongoDB Atlas's description
 * broke hey-api so, hey-api/hey-api#552; a pass over peers' issues, 2026-11-28). The subtypes
 * need not be listed: each inherits the discriminator through allOf (decisions/0034).
 */
function baseListingSubtypes(schemas: Json, path: readonly string[]): string | undefined {
  for (const [index, name] of path.entries()) {
    const schema = schemas[name];
    const next = path[index + 1];
    if (!isJsonObject(schema) || next === undefined || !isJsonObject(schema['discriminator'])) continue;
    const listed = ['oneOf', 'anyOf'].find((key) => Array.isArray(schema[key]) && (schema[key] as unknown[]).some((member) => isJsonObject(member) && member['$ref'] === `${COMPONENT_SCHEMAS}${escapeToken(next)}`));
    if (listed === undefined) continue;
    return `${name} lists ${next} in \`${listed}\` while ${next} extends it through \`allOf\`: remove the \`${listed}\` from ${name} (its discriminator still tells the subtypes apart, and each inherits it through allOf), and where a value may be any subtype, write \`${listed}\` of the subtypes there instead of ${name}.`;
  }
  return undefined;
}

/** The component schemas `schema` applies to its own value, each with the pointer of its `$ref`. */
function sameValueReferences(schema: unknown, pointer: string, found: Edge[]): void {
  if (!isJsonObject(schema)) return;
  const ref = schema['$ref'];
  if (typeof ref === 'string' && ref.startsWith(COMPONENT_SCHEMAS)) {
    const rest = fromPointer(decodeFragment(ref.slice(1))).slice(2);
    // A pointer into a schema (`.../Pet/properties/name`) names another value's schema: not an edge.
    if (rest.length === 1) found.push({ target: rest[0]!, pointer: `${pointer}/$ref` });
  }
  for (const key of SAME_VALUE_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((member, index) => sameValueReferences(member, `${pointer}${toPointer([key, index])}`, found));
  }
  for (const key of SAME_VALUE_SCHEMAS) sameValueReferences(schema[key], `${pointer}${toPointer([key])}`, found);
  const dependent = schema['dependentSchemas'];
  if (isJsonObject(dependent)) for (const [name, member] of Object.entries(dependent)) sameValueReferences(member, `${pointer}${toPointer(['dependentSchemas', name])}`, found);
}

/**
 * One cycle per strongly connected part of the graph that has one, found by a depth-first walk
 * (iterative: a document may hold thousands of schemas): the path from the first schema of the
 * cycle back to it, and the pointer of the `$ref` that closes it.
 */
function cycles(edges: ReadonlyMap<string, readonly Edge[]>): { path: string[]; closing: string }[] {
  const found: { path: string[]; closing: string }[] = [];
  const state = new Map<string, 'open' | 'done'>();
  for (const start of edges.keys()) {
    if (state.has(start)) continue;
    const stack: { name: string; next: number }[] = [{ name: start, next: 0 }];
    state.set(start, 'open');
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const edge = edges.get(frame.name)![frame.next++];
      if (edge === undefined) {
        state.set(frame.name, 'done');
        stack.pop();
        continue;
      }
      const seen = state.get(edge.target);
      if (seen === undefined) {
        state.set(edge.target, 'open');
        stack.push({ name: edge.target, next: 0 });
      } else if (seen === 'open') {
        const path = stack.slice(stack.findIndex((open) => open.name === edge.target)).map((open) => open.name);
        found.push({ path: [...path, edge.target], closing: edge.pointer });
      }
    }
  }
  return found;
}

/** A place in one of the files the loader read: the file's absolute path and a JSON pointer in it. */
interface Place {
  readonly path: string;
  readonly pointer: string;
}

/**
 * A `$ref` whose chain of `$ref`s leads back to itself (`E: {$ref: F}`, `F: {$ref: E}`), in the
 * root document or through the files it references (`a.yaml` holding `$ref: b.yaml#/Pet`, whose
 * `Pet` is `$ref: a.yaml`): Redocly's bundler throws on it ("Self-referencing circular pointer")
 * without saying where, so the loader asks this for the place once bundling has failed. `files`
 * holds every file parsed, by absolute path, the root first; the loop is reported in the file of
 * the `$ref` that starts it, as pointers when it stays in the root and as `file#pointer` when it
 * passes through another file (until 2026-11-27 only the root's loops were found, and one through
 * other files was reported as the whole root document, naming neither file).
 */
export function referenceLoopFinding(files: ReadonlyMap<string, ParsedFile>): { path: string; finding: Finding } | undefined {
  const root = files.keys().next().value;
  for (const [filePath, { value }] of files) {
    const pending: { node: unknown; pointer: string }[] = [{ node: value, pointer: '' }];
    const seen = new WeakSet<object>();
    while (pending.length > 0) {
      const { node, pointer } = pending.pop()!;
      if (typeof node !== 'object' || node === null || seen.has(node)) continue;
      seen.add(node);
      const loop = isJsonObject(node) ? referenceLoop(files, { path: filePath, pointer }) : undefined;
      if (loop !== undefined) {
        const name = (place: Place): string => (loop.every((step) => step.path === root) ? place.pointer : `${files.get(place.path)!.name}#${place.pointer}`);
        const finding: Finding = {
          pointer: `${pointer}/$ref`,
          message: `this $ref leads back to itself through ${loop.map(name).join(' → ')}, so it names no schema or object at all`,
          hint: 'End the chain of `$ref`s at a real object: one of them must describe something rather than point on.',
        };
        return { path: filePath, finding };
      }
      // Reversed onto the stack, so the first loop in document order is the one reported.
      for (const [key, child] of Object.entries(node).reverse()) pending.push({ node: child, pointer: `${pointer}${toPointer([key])}` });
    }
  }
  return undefined;
}

/** The places a chain of `$ref`s passes from `start` when it comes back to `start`; else undefined. */
function referenceLoop(files: ReadonlyMap<string, ParsedFile>, start: Place): Place[] | undefined {
  const passed = [start];
  let current = valueAtPointer(files.get(start.path)!.value, start.pointer);
  let at = start;
  while (isJsonObject(current) && typeof current['$ref'] === 'string') {
    const target = referenceTarget(at.path, current['$ref']);
    const file = target === undefined ? undefined : files.get(target.path);
    if (target === undefined || file === undefined) return undefined;
    if (passed.some((place) => place.path === target.path && place.pointer === target.pointer)) {
      return target.path === start.path && target.pointer === start.pointer ? [...passed, target] : undefined;
    }
    passed.push(target);
    at = target;
    current = valueAtPointer(file.value, target.pointer);
  }
  return undefined;
}

/** Where a `$ref` written in the file at `from` points: a file (resolved as Redocly does) and a pointer; undefined for a URL. */
function referenceTarget(from: string, ref: string): Place | undefined {
  const hash = ref.indexOf('#');
  const file = hash < 0 ? ref : ref.slice(0, hash);
  if (/^[a-z][a-z0-9+.-]*:/i.test(file)) return undefined;
  return { path: file === '' ? from : path.resolve(path.dirname(from), decodeFragment(file)), pointer: hash < 0 ? '' : decodeFragment(ref.slice(hash + 1)) };
}

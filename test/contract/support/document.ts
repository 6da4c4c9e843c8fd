/**
 * Small readers over the bundled contract: follow internal `$ref`s, list operations, collect an
 * object schema's properties through `allOf`. Just enough to compare the contract with the
 * description's tables; the generators have their own model builder.
 */
import type { Json, JsonObject } from './bundle-contract.js';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows `#/...` refs until a node without `$ref` (bounded, so a cycle fails loudly). */
export function resolve(document: JsonObject, node: Json | undefined): JsonObject {
  let current = node;
  for (let hops = 0; hops < 32; hops += 1) {
    if (!isObject(current)) throw new Error(`expected an object, got ${JSON.stringify(current)}`);
    const ref = current.$ref;
    if (typeof ref !== 'string') return current;
    current = atPointer(document, ref);
  }
  throw new Error('more than 32 $ref hops: a reference cycle?');
}

export function atPointer(document: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`not an internal reference: ${ref}`);
  let node: Json = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !Object.hasOwn(node, key)) throw new Error(`unresolved reference ${ref}`);
    node = node[key] ?? null;
  }
  return node;
}

export interface OperationEntry {
  readonly path: string;
  readonly method: string;
  readonly operation: JsonObject;
  readonly pathItem: JsonObject;
}

export function listOperations(document: JsonObject): OperationEntry[] {
  const paths = document.paths;
  if (!isObject(paths)) return [];
  const entries: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = resolve(document, rawItem);
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (isObject(operation)) entries.push({ path, method, operation, pathItem });
    }
  }
  return entries;
}

export function findOperation(document: JsonObject, path: string, method: string): OperationEntry | undefined {
  return listOperations(document).find((entry) => entry.path === path && entry.method === method);
}

/** Path-item and operation parameters, resolved; the operation's win on (name, in). */
export function parametersOf(document: JsonObject, entry: OperationEntry): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const list of [entry.pathItem.parameters, entry.operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list as readonly Json[]) {
      const parameter = resolve(document, raw);
      byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
    }
  }
  return [...byKey.values()];
}

/** The JSON Schema types a schema admits: from `type`, `const`, or the union of `oneOf`/`anyOf` members. */
export function typesOf(document: JsonObject, node: Json | undefined): string[] {
  const schema = resolve(document, node);
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return (schema.type as Json[]).map(String).sort();
  if (Object.hasOwn(schema, 'const')) return [jsonTypeOf(schema.const ?? null)];
  const members = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : []) as readonly Json[];
  if (members.length > 0) return [...new Set(members.flatMap((member) => typesOf(document, member)))].sort();
  if (Array.isArray(schema.allOf)) {
    const typed = (schema.allOf as readonly Json[]).map((member) => typesOf(document, member)).filter((t) => t.length > 0);
    return typed[0] ?? [];
  }
  return [];
}

function jsonTypeOf(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Every property an object schema declares, through `allOf` members; when several members
 * declare one name, the last one (the most specific in our `allOf` compositions) wins.
 */
export function propertiesOf(document: JsonObject, node: Json | undefined): Map<string, Json> {
  const schema = resolve(document, node);
  const properties = new Map<string, Json>();
  if (Array.isArray(schema.allOf)) {
    for (const member of schema.allOf as readonly Json[]) {
      for (const [name, value] of propertiesOf(document, member)) properties.set(name, value);
    }
  }
  if (isObject(schema.properties)) {
    for (const [name, value] of Object.entries(schema.properties)) properties.set(name, value);
  }
  return properties;
}

/** Required property names through `allOf` members. */
export function requiredOf(document: JsonObject, node: Json | undefined): Set<string> {
  const schema = resolve(document, node);
  const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as Json[]).map(String) : []);
  if (Array.isArray(schema.allOf)) {
    for (const member of schema.allOf as readonly Json[]) for (const name of requiredOf(document, member)) required.add(name);
  }
  return required;
}

/** The `oneOf`/`anyOf` members that are not `{type: 'null'}`; the schema itself when it has none. */
export function nonNullBranches(document: JsonObject, node: Json | undefined): Json[] {
  const schema = resolve(document, node);
  const members = (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined) as readonly Json[] | undefined;
  if (!members) return [schema];
  return members.filter((member) => resolve(document, member).type !== 'null');
}

export function isNullable(document: JsonObject, node: Json | undefined): boolean {
  return typesOf(document, node).includes('null');
}

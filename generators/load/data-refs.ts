/**
 * A `$ref` key inside example data (`example`, `examples[*].value`, and in schemas `examples`,
 * `default`, `enum`, `const`) is data, not a reference — GitHub's description has payloads with
 * a `$ref` key holding a URL. Redocly would try to resolve some of them (it walks a schema's
 * `example` as unknown), so before bundling those keys are renamed to a placeholder no document
 * contains, and renamed back afterwards. Nothing inside data is ever resolved or fetched.
 *
 * A specification extension's value (`x-…`, anywhere, schemas included) is data too: OpenAPI
 * leaves its meaning to the tool that reads it. AutoRest points `x-ms-examples` at example files
 * published apart from the document, and resolving them refused the whole document. The only
 * extension the loader reads itself, `x-ms-parameterized-host`, keeps its `$ref`s (load/swagger.ts
 * follows them to `#/parameters`).
 */
import { renameKeysDeep, uniquePlaceholder } from '../shared/key-masking.js';
import { isObject, subschemas } from './schema-walk.js';
import { DATA_MEMBERS } from '../runtime/server/schema-rewrite.js';

type Json = { [key: string]: unknown };

/** Extensions whose `$ref`s the loader follows itself. */
const EXTENSIONS_READ_BY_LOADER = new Set(['x-ms-parameterized-host']);

function isExtensionData(key: string): boolean {
  return key.startsWith('x-') && !EXTENSIONS_READ_BY_LOADER.has(key);
}

export interface HiddenRefs {
  /** The key the hidden `$ref`s carry until restored; empty when there were none (count 0). */
  readonly placeholder: string;
  readonly count: number;
}

export function hideDataRefs(document: Json): HiddenRefs {
  // Found first, renamed after: most documents have no `$ref` in their data, and the placeholder
  // is worked out from the whole document's text (all of it written out as JSON).
  const holders: unknown[] = [];
  const searched = new WeakSet<object>();
  walkOpenApi(document, (data) => {
    if (holdsKey(data, '$ref', searched)) holders.push(data);
  }, new WeakSet());
  if (holders.length === 0) return { placeholder: '', count: 0 };
  const placeholder = uniquePlaceholder(JSON.stringify(document), '$ref (example data)');
  const renamed = new WeakSet<object>();
  let count = 0;
  for (const data of holders) count += renameKeysDeep(data, '$ref', placeholder, undefined, renamed);
  return { placeholder, count };
}

export function restoreDataRefs(document: unknown, hidden: HiddenRefs): void {
  if (hidden.count > 0) renameKeysDeep(document, hidden.placeholder, '$ref');
}

/** Whether an object below `node` (not searched before) has an own `key`. */
function holdsKey(node: unknown, key: string, searched: WeakSet<object>): boolean {
  if (typeof node !== 'object' || node === null || searched.has(node)) return false;
  searched.add(node);
  if (!Array.isArray(node) && Object.hasOwn(node, key)) return true;
  for (const value of Object.values(node)) if (holdsKey(value, key, searched)) return true;
  return false;
}

/** Non-schema parts of the document: `example` is data, an `examples` map holds `value` data. */
function walkOpenApi(node: unknown, hide: (data: unknown) => void, seen: WeakSet<object>): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || isExtensionData(key)) hide(value);
    else if (key === 'examples' && isObject(value)) {
      for (const example of Object.values(value)) if (isObject(example)) hide(example.value);
    } else if (key === 'schema') walkSchema(value, hide, seen);
    else if (key === 'schemas' && isObject(value)) Object.values(value).forEach((schema) => walkSchema(schema, hide, seen));
    else walkOpenApi(value, hide, seen);
  }
}

function walkSchema(schema: unknown, hide: (data: unknown) => void, seen: WeakSet<object>): void {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  for (const key of DATA_MEMBERS) if (key in schema) hide(schema[key]);
  for (const key of Object.keys(schema)) if (isExtensionData(key)) hide(schema[key]);
  for (const child of subschemas(schema)) walkSchema(child, hide, seen);
}

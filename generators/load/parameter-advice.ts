/**
 * Parameters a document may declare but no request can carry as meant: generated as written,
 * each with a located warning (decisions/0004).
 *
 * - A required query, header or cookie parameter whose schema allows null: the generated client,
 *   as openapi-fetch does, sends nothing for a parameter whose value is null (form style and HTTP
 *   headers have no spelling for it), so the server finds the parameter missing and refuses the
 *   call with a 400. Found in openapi-python-client's end-to-end document (a corpus pass).
 * - A parameter with both `schema` and `content`, which OpenAPI forbids ("MUST contain either ...
 *   but not both"): peers read one and drop the other without a word (openapi-typescript types
 *   the `schema`), and so do the model and the types, which read the `schema`. pb33f's
 *   burgershop (test/corpus) gives its `burgerHeader` both, an object schema and JSON content.
 * - Two query parameters whose values share a key on the wire: an object sent exploded in form
 *   style (the default for query) puts each member in the query as a key of its own, so a
 *   member named like another such object's member, or like another query parameter, arrives
 *   once and cannot be told whose it is (openapi-python-client's `model_prop` and
 *   `required_model_prop`, a corpus pass).
 */
import { deref, isJsonObject, toPointer } from '../shared/json-pointer.js';
import { HTTP_METHODS } from '../shared/http.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

/** `$ref` hops and `anyOf`/`oneOf` levels followed to see whether a schema allows null. */
const MAX_DEPTH = 8;

export function parameterAdviceFindings(document: Json): Finding[] {
  const findings: Finding[] = [];
  const checked = new Set<string>();
  const warned = new Set<string>();
  const paths = isJsonObject(document['paths']) ? document['paths'] : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const pointer = toPointer(['paths', path]);
    const item = deref(document, rawItem, pointer).value;
    if (!isJsonObject(item)) continue;
    const shared = parametersOf(document, item['parameters'], `${pointer}/parameters`);
    for (const parameter of shared) ownFindings(document, parameter, checked, findings);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      const own = parametersOf(document, operation['parameters'], `${pointer}/${method}/parameters`);
      for (const parameter of own) ownFindings(document, parameter, checked, findings);
      // The operation's own parameter replaces the path's of the same name and place.
      const replaced = new Set(own.map((parameter) => `${parameter.in}\0${parameter.name}`));
      for (const finding of sharedQueryKeyFindings(document, [...shared.filter((parameter) => !replaced.has(`${parameter.in}\0${parameter.name}`)), ...own])) {
        // Two of the path item's own parameters clash in each of its operations: said once.
        if (!warned.has(finding.message + finding.pointer)) findings.push(finding);
        warned.add(finding.message + finding.pointer);
      }
    }
  }
  return findings;
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly value: Json;
  /** Where the parameter is defined (a shared one at its component). */
  readonly pointer: string;
  /** Where the operation or path item lists it. */
  readonly listedAt: string;
}

function parametersOf(document: Json, list: unknown, pointer: string): Parameter[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw: unknown, index) => {
    const { value, pointer: at } = deref(document, raw, `${pointer}/${index}`);
    return isJsonObject(value) && typeof value['name'] === 'string' && typeof value['in'] === 'string' ? [{ name: value['name'], in: value['in'], value, pointer: at, listedAt: `${pointer}/${index}` }] : [];
  });
}

/** What a parameter says by itself, once per parameter: a shared one is warned at its definition. */
function ownFindings(document: Json, parameter: Parameter, checked: Set<string>, findings: Finding[]): void {
  if (checked.has(parameter.pointer)) return;
  checked.add(parameter.pointer);
  if (Object.hasOwn(parameter.value, 'schema') && Object.hasOwn(parameter.value, 'content')) findings.push(schemaAndContentWarning(parameter));
  nullFinding(document, parameter, findings);
}

function schemaAndContentWarning(parameter: Parameter): Finding {
  return {
    pointer: `${parameter.pointer}/content`,
    severity: 'warning',
    message: `${parameter.in} parameter ${JSON.stringify(parameter.name)} has both \`schema\` and \`content\`, which OpenAPI forbids (a parameter is described by one or the other)`,
    hint: 'Keep `schema` (with `style` and `explode` for how the value is written) or `content` (one media type the value is written in); `schema` was read and `content` ignored.',
  };
}

function nullFinding(document: Json, parameter: Parameter, findings: Finding[]): void {
  if (parameter.value['required'] !== true || !['query', 'header', 'cookie'].includes(parameter.in)) return;
  if (allowsNull(document, parameter.value['schema'], 0)) findings.push(nullParameterWarning(parameter.in, parameter.name, `${parameter.pointer}/schema`));
}

/**
 * Query keys two parameters of one operation would both send: each exploded form object's
 * members, and every other query parameter's own name. Warned at the operation's later
 * parameter, once per key.
 */
function sharedQueryKeyFindings(document: Json, parameters: readonly Parameter[]): Finding[] {
  const owners = new Map<string, string>();
  const findings: Finding[] = [];
  for (const parameter of parameters) {
    if (parameter.in !== 'query') continue;
    for (const key of queryKeys(document, parameter)) {
      const owner = owners.get(key);
      if (owner === undefined) owners.set(key, parameter.name);
      else if (owner !== parameter.name) findings.push(sharedKeyWarning(key, owner, parameter));
    }
  }
  return findings;
}

/** The keys a query parameter puts in the query: its members when it is an object sent exploded in form style, else its name. */
function queryKeys(document: Json, parameter: Parameter): string[] {
  const style = parameter.value['style'] ?? 'form';
  const explode = parameter.value['explode'] ?? style === 'form';
  const schema = deref(document, parameter.value['schema'], '').value;
  if (style !== 'form' || explode !== true || !isJsonObject(schema) || !isJsonObject(schema['properties'])) return [parameter.name];
  return Object.keys(schema['properties']);
}

function sharedKeyWarning(key: string, owner: string, parameter: Parameter): Finding {
  return {
    // Where the operation lists it: a shared parameter may clash in one operation and not another.
    pointer: parameter.listedAt,
    severity: 'warning',
    message: `query parameter ${JSON.stringify(parameter.name)} sends the key ${JSON.stringify(key)}, which query parameter ${JSON.stringify(owner)} of this operation sends too: an object sent exploded in form style puts each member in the query as a key of its own, so a request cannot say whose value it is`,
    hint: `Give the members distinct names, or send an object as \`style: deepObject\` (\`name[member]=value\`) or with \`explode: false\`; it was generated as written.`,
  };
}

/** Whether the schema accepts null itself: its type, enum or const, or a branch of its anyOf or oneOf (after normalizeTo31, also 3.0's `nullable`). */
function allowsNull(document: Json, raw: unknown, depth: number, seen = new Set<object>()): boolean {
  if (depth > MAX_DEPTH) return false;
  const schema = deref(document, raw, '').value;
  // Each schema is looked at once per parameter: branches that name one schema again (50 `$ref`s
  // to X in X's own anyOf) multiplied the walk per level, and a 1 KB document held generate.
  if (!isJsonObject(schema) || seen.has(schema)) return false;
  seen.add(schema);
  const type = schema['type'];
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (Array.isArray(schema['enum']) && type === undefined && schema['enum'].includes(null)) return true;
  if (Object.hasOwn(schema, 'const') && schema['const'] === null) return true;
  return ['anyOf', 'oneOf'].some((keyword) => Array.isArray(schema[keyword]) && (schema[keyword] as unknown[]).some((branch) => allowsNull(document, branch, depth + 1, seen)));
}

function nullParameterWarning(where: string, name: string, pointer: string): Finding {
  return {
    pointer,
    severity: 'warning',
    message: `required ${where} parameter ${JSON.stringify(name)} allows null, which a request cannot carry: the generated client sends nothing for null, and the server then refuses the call as missing the parameter`,
    hint: 'Make the parameter optional (leaving it out then says "no value"), or take null out of its schema; it was generated as written.',
  };
}

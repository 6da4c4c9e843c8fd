/**
 * Path templates and path parameters made to agree (https://spec.openapis.org/oas/v3.1.0#path-templating):
 * real documents disagree with themselves (OpenAI's description has two operations whose
 * template names a parameter the operation does not declare). One such operation is no reason
 * to refuse a whole document, so each disagreement is a warning and is repaired as peers do:
 * - a `{name}` in the template that no parameter declares becomes a required string path
 *   parameter of the operation;
 * - a declared path parameter that the template does not contain is dropped (it could never be
 *   sent);
 * - a path parameter without `required: true` is made required (a path cannot lack a segment).
 * Repairs never change an object another part of the document may share: the path item and
 * operation are copied before their parameter lists change.
 */
import { HTTP_METHODS } from '../shared/http.js';
import { deref, isJsonObject, toPointer } from '../shared/json-pointer.js';
import { appendAll } from '../shared/append-all.js';
import type { Finding } from './validate.js';
import { templateNames } from '../shared/path-templates.js';

type Json = { [key: string]: unknown };

interface Declared {
  readonly name: string;
  readonly index: number;
  readonly parameter: Json;
}

export function reconcilePathParameters(document: Json): Finding[] {
  const warnings: Finding[] = [];
  const paths = isJsonObject(document.paths) ? (document.paths as Json) : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue;
    const pointer = toPointer(['paths', path]);
    const resolved = deref(document, rawItem, pointer).value;
    if (!isJsonObject(resolved)) continue;
    const templates = templateNames(path);
    const templated = new Set(templates);
    let item: Json = resolved as Json;
    const strayInItem = declaredPathParameters(document, item.parameters).filter(({ name }) => !templated.has(name));
    if (strayInItem.length > 0) {
      item = { ...item, parameters: withoutIndexes(item.parameters as unknown[], strayInItem) };
      appendAll(warnings, strayInItem.map((stray) => strayWarning(`${pointer}/parameters/${stray.index}`, stray.name)));
    }
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      const repaired = reconcileOperation(document, item, operation as Json, templates, `${pointer}/${method}`, warnings);
      if (repaired !== operation) item = { ...item, [method]: repaired };
    }
    if (item !== resolved) Object.defineProperty(paths, path, { value: item, enumerable: true, writable: true, configurable: true });
  }
  return warnings;
}

/** The operation with its parameters repaired (the same object when nothing needed repair). */
function reconcileOperation(document: Json, item: Json, operation: Json, templates: readonly string[], pointer: string, warnings: Finding[]): Json {
  const inItem = declaredPathParameters(document, item.parameters);
  const inOperation = declaredPathParameters(document, operation.parameters);
  // Sets, not list searches: a list of parameters and a path's templates are as long as the document makes them.
  const ofOperation = new Set(inOperation.map((declared) => declared.parameter));
  const templated = new Set(templates);
  for (const { parameter, name, index } of [...inItem, ...inOperation]) {
    if (parameter.required === true || !templated.has(name)) continue;
    parameter.required = true; // right for every use of a shared parameter: a path parameter is always required
    const where = ofOperation.has(parameter) ? `${pointer}/parameters/${index}` : `${pointer.slice(0, pointer.lastIndexOf('/'))}/parameters/${index}`;
    warnings.push({ pointer: where, severity: 'warning', message: `path parameter "${name}" does not say \`required: true\``, hint: 'Add `required: true`; it was generated as required (a path cannot lack a segment).' });
  }
  const stray = inOperation.filter(({ name }) => !templated.has(name));
  const declaredNames = new Set([...inItem, ...inOperation].map(({ name }) => name));
  const missing = templates.filter((name) => !declaredNames.has(name));
  if (stray.length === 0 && missing.length === 0) return operation;
  // A list of parameters, and a path's templates, are as long as the document makes them: no spread.
  appendAll(warnings, stray.map((declared) => strayWarning(`${pointer}/parameters/${declared.index}`, declared.name)));
  appendAll(warnings, missing.map((name) => missingWarning(`${pointer}/parameters`, name)));
  const kept = Array.isArray(operation.parameters) ? withoutIndexes(operation.parameters, stray) : [];
  return { ...operation, parameters: [...kept, ...missing.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }))] };
}

function declaredPathParameters(document: Json, list: unknown): Declared[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw, index): Declared[] => {
    const parameter = deref(document, raw, '').value;
    if (!isJsonObject(parameter) || parameter.in !== 'path' || typeof parameter.name !== 'string') return [];
    return [{ name: parameter.name, index, parameter: parameter as Json }];
  });
}

function withoutIndexes(list: readonly unknown[], dropped: readonly Declared[]): unknown[] {
  const indexes = new Set(dropped.map((declared) => declared.index));
  return list.filter((_, index) => !indexes.has(index));
}

function strayWarning(pointer: string, name: string): Finding {
  return { pointer, severity: 'warning', message: `path parameter "${name}" does not appear in the path`, hint: `Add {${name}} to the path or remove the parameter; it was left out of the generated code.` };
}

function missingWarning(pointer: string, name: string): Finding {
  return { pointer, severity: 'warning', message: `path parameter {${name}} is not declared`, hint: `Add a parameter with \`name: ${name}\`, \`in: path\`, \`required: true\`; it was generated as a required string.` };
}

/**
 * Parameters of an operation: path-level and operation-level merged (the operation wins), keyed
 * by location and wire name. Header names are case-insensitive on the wire; path variables are
 * keyed by their position in the template because renaming `{id}` changes nothing on the wire
 * (it is listed as a compatible change for the code that names it).
 */
import { childPointer, followRefs, isObject, ownValue, type JsonObject } from './json.js';
import type { OperationEntry } from './operations.js';
import type { Reporter } from './report.js';
import { serializationChange } from './parameter-styles.js';
import { compareSchemas } from './schemas.js';
import type { BundledDocument, DocumentPair } from './types.js';

interface ParameterEntry {
  readonly name: string;
  readonly in: string;
  readonly required: boolean;
  readonly node: JsonObject;
  readonly pointer: string;
}

function parameterKey(entry: { name: string; in: string }, path: string): string {
  if (entry.in === 'header') return `header:${entry.name.toLowerCase()}`;
  if (entry.in === 'path') {
    const variables = [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]);
    const position = variables.indexOf(entry.name);
    return position >= 0 ? `path:#${position}` : `path:${entry.name}`;
  }
  return `${entry.in}:${entry.name}`;
}

function listParameters(document: BundledDocument, list: unknown, pointer: string): ParameterEntry[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw, index) => {
    const resolved = followRefs(document, { node: raw, pointer: childPointer(pointer, index) });
    if (!isObject(resolved.node)) return [];
    const name = ownValue(resolved.node, 'name');
    const location = ownValue(resolved.node, 'in');
    if (typeof name !== 'string' || typeof location !== 'string') return [];
    const required = location === 'path' || ownValue(resolved.node, 'required') === true;
    return [{ name, in: location, required, node: resolved.node, pointer: resolved.pointer }];
  });
}

export function operationParameters(document: BundledDocument, entry: OperationEntry): Map<string, ParameterEntry> {
  const merged = new Map<string, ParameterEntry>();
  const shared = listParameters(document, ownValue(entry.pathItem, 'parameters'), childPointer(entry.pathItemPointer, 'parameters'));
  const own = listParameters(document, ownValue(entry.operation, 'parameters'), childPointer(entry.pointer, 'parameters'));
  for (const parameter of [...shared, ...own]) merged.set(parameterKey(parameter, entry.path), parameter);
  return merged;
}

/**
 * A path variable is keyed by its place in the template, so `{id}` renamed `{itemId}` is the same
 * parameter on the wire; but the generated client takes path parameters by name
 * (`params.path.id`) and the generated server hands them to its handler by name, so code on
 * both sides must follow: compatible, with a note, as a renamed operationId or schema is.
 */
function reportRenamedVariable(previous: ParameterEntry, parameter: ParameterEntry, reporter: Reporter): void {
  reporter.add('parameter-renamed', 'compatible', 'head', childPointer(parameter.pointer, 'name'),
    `path parameter ${previous.name} renamed to ${parameter.name}, the same on the wire (note: the generated client and server name path parameters as the document does, so code that passes or reads ${JSON.stringify(previous.name)} must use ${JSON.stringify(parameter.name)})`);
}

export function compareParameters(
  pair: DocumentPair, baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter,
): void {
  const before = operationParameters(pair.base, baseOp);
  const after = operationParameters(pair.head, headOp);
  for (const [key, parameter] of before) {
    if (after.has(key)) continue;
    // A server that validates strictly rejects a parameter it no longer knows; most ignore it.
    reporter.add('parameter-removed', 'compatible', 'base', parameter.pointer, `${parameter.in} parameter ${parameter.name} removed (clients that send it may be rejected by a strict server)`);
  }
  for (const [key, parameter] of after) {
    const previous = before.get(key);
    const label = `${parameter.in} parameter ${parameter.name}`;
    if (!previous) {
      reporter.add('parameter-added', parameter.required ? 'breaking' : 'compatible', 'head', parameter.pointer,
        parameter.required ? `new required ${label}` : `new optional ${label}`);
      continue;
    }
    if (previous.name !== parameter.name) reportRenamedVariable(previous, parameter, reporter);
    if (!previous.required && parameter.required) reporter.add('parameter-became-required', 'breaking', 'head', parameter.pointer, `${label} is now required`);
    if (previous.required && !parameter.required) reporter.add('parameter-became-optional', 'compatible', 'head', parameter.pointer, `${label} is now optional`);
    const written = serializationChange({ document: pair.base, ...previous }, { document: pair.head, ...parameter }, parameter.in);
    if (written !== undefined) reporter.add('parameter-serialization-changed', 'breaking', 'head', parameter.pointer, `${label} ${written} (the same value goes on the wire as other text)`);
    compareSchemas(
      { ...pair, direction: 'request', where: label, reporter, visited: new Set(), sentAsText: true },
      [{ node: ownValue(previous.node, 'schema'), pointer: childPointer(previous.pointer, 'schema') }],
      [{ node: ownValue(parameter.node, 'schema'), pointer: childPointer(parameter.pointer, 'schema') }],
    );
  }
}

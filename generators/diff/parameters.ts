/**
 * Parameters of an operation: path-level and operation-level merged (the operation wins), keyed
 * by location and wire name. Header names are case-insensitive on the wire; path variables are
 * keyed by their position in the template because renaming `{id}` changes nothing on the wire
 * (it is listed as a compatible change for the code that names it).
 */
import { childPointer, followRefs, isObject, ownValue, type JsonObject, type Located } from './json.js';
import type { OperationEntry } from './operations.js';
import type { Reporter } from './report.js';
import { serializationChange } from './parameter-styles.js';
import { compareSchemas, type Direction } from './schemas.js';
import type { BundledDocument, DocumentPair } from './types.js';
import { templateNames } from '../shared/path-templates.js';
import { isIgnoredHeader } from '../model/parameters.js';

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
    const variables = templateNames(path);
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
    // Accept, Content-Type and Authorization header parameters "SHALL be ignored" (OpenAPI 3.x), and
    // the generated client and server leave them out: one added as required was a breaking change.
    if (isIgnoredHeader(resolved.node)) return [];
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
 * parameter on the wire, as is a header whose name changes case only (`X-Id` to `x-id`); but the
 * generated client takes parameters by name (`params.path.id`) and the generated server hands
 * them to its handler by name, so code on both sides must follow: compatible, with a note, as a
 * renamed operationId or schema is. A header's case change read "path parameter X-Id renamed"
 * (a red-team pass, 2026-11-28): the note now names the parameter's own location.
 */
function reportRenamedVariable(previous: ParameterEntry, parameter: ParameterEntry, reporter: Reporter): void {
  const where = parameter.in;
  reporter.add('parameter-renamed', 'compatible', 'head', childPointer(parameter.pointer, 'name'),
    `${where} parameter ${previous.name} renamed to ${parameter.name}, the same on the wire (note: the generated client and server name ${where} parameters as the document does, so code that passes or reads ${JSON.stringify(previous.name)} must use ${JSON.stringify(parameter.name)})`, childPointer(previous.pointer, 'name'));
}

/**
 * `direction`: `request` for a path's operation (the reader sends its parameters), `response` for
 * a webhook's (the API sends them and the reader reads them, so a parameter that goes, or may now
 * be absent, is what breaks, and a new one, even required, is only more to read).
 */
export function compareParameters(
  pair: DocumentPair, baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter, direction: Direction,
): void {
  const before = operationParameters(pair.base, baseOp);
  const after = operationParameters(pair.head, headOp);
  const received = direction === 'response';
  const moves = movedParameters(before, after);
  for (const [key, parameter] of before) {
    if (after.has(key)) continue;
    const moved = moves.get(parameter);
    if (moved !== undefined) {
      reporter.add('parameter-moved', 'breaking', 'head', moved.pointer,
        `${parameter.in} parameter ${parameter.name} is now the ${moved.in} parameter ${moved.name} (${received ? 'a receiver reading it as before finds nothing' : 'a value sent as before is not read'})`);
      continue;
    }
    if (received) {
      reporter.add('parameter-removed', 'breaking', 'base', parameter.pointer, `${parameter.in} parameter ${parameter.name} removed (receivers that read it no longer get it)`);
      continue;
    }
    // A server that validates strictly rejects a parameter it no longer knows; most ignore it.
    reporter.add('parameter-removed', 'compatible', 'base', parameter.pointer, `${parameter.in} parameter ${parameter.name} removed (clients that send it may be rejected by a strict server)`);
  }
  const movedTo = new Set(moves.values());
  for (const [key, parameter] of after) {
    const previous = before.get(key);
    const label = `${parameter.in} parameter ${parameter.name}`;
    if (movedTo.has(parameter)) continue;
    if (!previous) {
      const breaking = parameter.required && !received;
      reporter.add('parameter-added', breaking ? 'breaking' : 'compatible', 'head', parameter.pointer,
        received ? `new ${label}${parameter.required ? ', always sent' : ''}` : parameter.required ? `new required ${label}` : `new optional ${label}`);
      continue;
    }
    // A webhook's parameters are read by no generated code: a header's case is all that changed.
    if (previous.name !== parameter.name && !received) reportRenamedVariable(previous, parameter, reporter);
    if (!previous.required && parameter.required) {
      reporter.add('parameter-became-required', received ? 'compatible' : 'breaking', 'head', parameter.pointer, received ? `${label} is now always sent` : `${label} is now required`, previous.pointer);
    }
    if (previous.required && !parameter.required) {
      reporter.add('parameter-became-optional', received ? 'breaking' : 'compatible', 'head', parameter.pointer, received ? `${label} may now be absent` : `${label} is now optional`, previous.pointer);
    }
    const written = serializationChange({ document: pair.base, ...previous }, { document: pair.head, ...parameter }, parameter.in);
    if (written !== undefined) reporter.add('parameter-serialization-changed', 'breaking', 'head', parameter.pointer, `${label} ${written} (the same value goes on the wire as other text)`, previous.pointer);
    compareEmptyValue(previous, parameter, label, reporter, received);
    compareSchemas(
      { ...pair, direction, where: label, reporter, visited: new Set(), sentAsText: !encoded(previous) && !encoded(parameter) },
      [parameterSchema(previous)],
      [parameterSchema(parameter)],
    );
  }
}

/**
 * A query parameter's `allowEmptyValue` (`?flag=`, a name with no value): dropped, a value that
 * was valid is refused, where a validating server sees it; added, one more is accepted. It was not
 * compared (a red-team pass, 2026-11-29), so a request narrowed so went unsaid. Said as a bound of
 * the value is, in the direction of the parameter's flow; the keyword applies to query parameters
 * only (OpenAPI 3.x, Parameter Object), so elsewhere it changes nothing.
 */
function compareEmptyValue(previous: ParameterEntry, parameter: ParameterEntry, label: string, reporter: Reporter, received: boolean): void {
  if (previous.in !== 'query' || parameter.in !== 'query') return;
  const before = ownValue(previous.node, 'allowEmptyValue') === true;
  const after = ownValue(parameter.node, 'allowEmptyValue') === true;
  if (before === after) return;
  const narrowed = before;
  const breaking = narrowed !== received;
  reporter.add(narrowed ? 'constraint-narrowed' : 'constraint-widened', breaking ? 'breaking' : 'compatible', 'head', parameter.pointer,
    `${label}: an empty value is ${narrowed ? `no longer allowed (allowEmptyValue dropped${received ? '' : ': requests that send it empty may be rejected'})` : 'now allowed (allowEmptyValue: true)'}`, previous.pointer);
}

/**
 * Parameters the base has and the head does not, paired with one the head adds under the same
 * name read without case, in another place or spelled otherwise (`?limit` now the header `Limit`,
 * the cookie `SID` now `sid`). Each was reported as a removal and an addition, both compatible
 * when the new one is optional, so `mtc diff` exited 0 though a client sending the value as
 * before is no longer heard (a red-team pass, 2026-11-28).
 */
function movedParameters(before: ReadonlyMap<string, ParameterEntry>, after: ReadonlyMap<string, ParameterEntry>): Map<ParameterEntry, ParameterEntry> {
  const added = new Map<string, ParameterEntry[]>();
  for (const [key, parameter] of after) {
    if (before.has(key)) continue;
    const name = parameter.name.toLowerCase();
    added.set(name, [...(added.get(name) ?? []), parameter]);
  }
  const moves = new Map<ParameterEntry, ParameterEntry>();
  for (const [key, parameter] of before) {
    if (after.has(key)) continue;
    const candidates = added.get(parameter.name.toLowerCase());
    const target = candidates?.shift();
    if (target !== undefined) moves.set(parameter, target);
  }
  return moves;
}

/**
 * The schema of a parameter's value: its `schema`, else that of its one `content` media type (a
 * JSON-encoded `filter`). Only `schema` was read, so a `content` parameter's fields could change
 * type, or become required, with nothing reported (a red-team pass, 2026-11-28).
 */
function parameterSchema(parameter: ParameterEntry): Located {
  return valueSchema(parameter);
}

/**
 * The schema of a parameter's or a header's value (a Header Object is described as a parameter
 * is): its `schema`, else that of its one `content` media type.
 */
export function valueSchema(described: { readonly node: JsonObject; readonly pointer: string }): Located {
  const content = ownValue(described.node, 'content');
  const mediaType = encoded(described) && isObject(content) ? Object.keys(content)[0] : undefined;
  const media = mediaType === undefined || !isObject(content) ? undefined : content[mediaType];
  return mediaType !== undefined && isObject(media)
    ? { node: ownValue(media, 'schema'), pointer: childPointer(described.pointer, 'content', mediaType, 'schema') }
    : { node: ownValue(described.node, 'schema'), pointer: childPointer(described.pointer, 'schema') };
}

/** A `content` parameter's value is a document of its media type (JSON), not plain text. */
function encoded(parameter: { readonly node: JsonObject }): boolean {
  return ownValue(parameter.node, 'schema') === undefined && isObject(ownValue(parameter.node, 'content'));
}

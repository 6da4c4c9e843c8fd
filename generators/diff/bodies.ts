/**
 * Request bodies and responses: presence, media types, statuses, and the schemas inside them.
 * Each is compared in a direction (schemas.ts): for a path's operation the request is what the
 * reader sends and the response what it reads; for a webhook's, the reverse (compare.ts).
 */
import { childPointer, followRefs, isObject, objectEntries, ownValue, type JsonObject } from './json.js';
import type { OperationEntry } from './operations.js';
import type { Reporter } from './report.js';
import { valueSchema } from './parameters.js';
import { serializationChange } from './parameter-styles.js';
import { compareSchemas, type Direction } from './schemas.js';
import { essenceOf } from '../runtime/media-type.js';
import type { BundledDocument, DocumentPair } from './types.js';

interface Resolved {
  readonly node: JsonObject;
  /** Where the object lives after `$ref`s; schemas inside it are found from here. */
  readonly pointer: string;
  /** Where the operation names it (before `$ref`s): the place a removed status is reported. */
  readonly place?: string;
}

function resolveObject(document: BundledDocument, node: unknown, pointer: string): Resolved | undefined {
  const resolved = followRefs(document, { node, pointer });
  return isObject(resolved.node) ? { node: resolved.node, pointer: resolved.pointer } : undefined;
}

interface MediaEntry extends Resolved {
  /** The media type as the document writes it. */
  readonly type: string;
}

/**
 * A body's media types, keyed for pairing base with head: by `type/subtype` in lower case when
 * the body has one entry of it (media types are case-insensitive, and `; charset=utf-8` names
 * the same JSON body: rewriting `application/json` as either was reported as one media type
 * removed and another added, and their schemas never compared), else as written.
 */
function mediaTypes(holder: Resolved): Map<string, MediaEntry> {
  const content = ownValue(holder.node, 'content');
  const contentPointer = childPointer(holder.pointer, 'content');
  const entries = objectEntries(content);
  const essences = new Map<string, number>();
  for (const [type] of entries) essences.set(essenceOf(type), (essences.get(essenceOf(type)) ?? 0) + 1);
  return new Map(entries.map(([type, media]) => [essences.get(essenceOf(type)) === 1 ? essenceOf(type) : type, { type, node: media, pointer: childPointer(contentPointer, type) }]));
}

/** `place`: which part of the exchange holds the body (it names the change); `direction`: who reads it. */
function compareContent(
  pair: DocumentPair, before: Resolved, after: Resolved, direction: Direction, place: 'request' | 'response', label: string, reporter: Reporter,
): void {
  const baseTypes = mediaTypes(before);
  const headTypes = mediaTypes(after);
  const removedKind = place === 'request' ? 'request-media-type-removed' : 'response-media-type-removed';
  const addedKind = place === 'request' ? 'request-media-type-added' : 'response-media-type-added';
  const compareMedia = (previous: MediaEntry, media: MediaEntry, where: string): void => {
    compareSchemas(
      { ...pair, direction, where, reporter, visited: new Set() },
      [{ node: ownValue(previous.node, 'schema'), pointer: childPointer(previous.pointer, 'schema') }],
      [{ node: ownValue(media.node, 'schema'), pointer: childPointer(media.pointer, 'schema') }],
    );
  };
  for (const [key, media] of baseTypes) {
    if (headTypes.has(key)) continue;
    // A request type the head now takes through a range (`application/json` under `application/*`
    // or `*/*`) is still accepted: its schema is compared with the range's. It was a breaking
    // "media type removed" (a red-team pass, 2026-11-28). A response's stays removed: clients may
    // now receive types they do not read.
    const range = direction === 'request' ? coveringRange(key, headTypes) : undefined;
    if (range !== undefined) compareMedia(media, range, `${label} ${media.type} (now ${range.type})`);
    else reporter.add(removedKind, 'breaking', 'base', media.pointer, `${label}: media type ${media.type} removed`);
  }
  for (const [key, media] of headTypes) {
    const previous = baseTypes.get(key);
    if (!previous) {
      reporter.add(addedKind, 'compatible', 'head', media.pointer, `${label}: media type ${media.type} added`);
      continue;
    }
    compareMedia(previous, media, `${label} ${media.type}`);
  }
}

/** The most specific range of `types` that covers the media type `essence`: its own type's (`application/` then a star), else any type's. */
function coveringRange(essence: string, types: ReadonlyMap<string, MediaEntry>): MediaEntry | undefined {
  const slash = essence.indexOf('/');
  if (slash < 0 || essence.endsWith('/*')) return undefined;
  return types.get(`${essence.slice(0, slash)}/*`) ?? types.get('*/*');
}

export function compareRequestBodies(
  pair: DocumentPair, baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter, direction: Direction,
): void {
  const before = resolveObject(pair.base, ownValue(baseOp.operation, 'requestBody'), childPointer(baseOp.pointer, 'requestBody'));
  const after = resolveObject(pair.head, ownValue(headOp.operation, 'requestBody'), childPointer(headOp.pointer, 'requestBody'));
  const requiredBefore = before ? ownValue(before.node, 'required') === true : false;
  const requiredAfter = after ? ownValue(after.node, 'required') === true : false;
  if (direction === 'response') {
    compareReceivedBody(pair, before, after, requiredBefore, requiredAfter, reporter);
    return;
  }
  if (!before && after) {
    reporter.add('request-body-added', requiredAfter ? 'breaking' : 'compatible', 'head', after.pointer,
      requiredAfter ? 'a required request body was added' : 'an optional request body was added');
    return;
  }
  if (before && !after) {
    reporter.add('request-body-removed', 'compatible', 'base', before.pointer, 'the request body was removed (clients that send one may be rejected)');
    return;
  }
  if (!before || !after) return;
  if (!requiredBefore && requiredAfter) reporter.add('request-body-became-required', 'breaking', 'head', after.pointer, 'the request body is now required', before.pointer);
  if (requiredBefore && !requiredAfter) reporter.add('request-body-became-optional', 'compatible', 'head', after.pointer, 'the request body is now optional', before.pointer);
  compareContent(pair, before, after, 'request', 'request', 'request body', reporter);
}

/**
 * A request body the reader receives (a webhook's): one it may no longer get, or get no more,
 * breaks what reads it; one it gets now, or always, is only more to read.
 */
function compareReceivedBody(
  pair: DocumentPair, before: Resolved | undefined, after: Resolved | undefined, requiredBefore: boolean, requiredAfter: boolean, reporter: Reporter,
): void {
  if (!before && after) {
    reporter.add('request-body-added', 'compatible', 'head', after.pointer, `a request body is now sent${requiredAfter ? '' : ' (not always)'}`);
    return;
  }
  if (before && !after) {
    reporter.add('request-body-removed', 'breaking', 'base', before.pointer, 'the request body was removed (receivers that read it no longer get one)');
    return;
  }
  if (!before || !after) return;
  if (!requiredBefore && requiredAfter) reporter.add('request-body-became-required', 'compatible', 'head', after.pointer, 'the request body is now always sent', before.pointer);
  if (requiredBefore && !requiredAfter) reporter.add('request-body-became-optional', 'breaking', 'head', after.pointer, 'the request body may now be absent', before.pointer);
  compareContent(pair, before, after, 'response', 'request', 'request body', reporter);
}

function responses(document: BundledDocument, op: OperationEntry): Map<string, Resolved> {
  const pointer = childPointer(op.pointer, 'responses');
  const out = new Map<string, Resolved>();
  for (const [status, raw] of objectEntries(ownValue(op.operation, 'responses'))) {
    const place = childPointer(pointer, status);
    const resolved = resolveObject(document, raw, place);
    // `2xx` is `2XX`; `default` in any case is `default`, as reports say it ("response default removed").
    if (resolved) out.set(status.toLowerCase() === 'default' ? 'default' : status.toUpperCase(), { ...resolved, place });
  }
  return out;
}

/** A 2xx code or the `2XX` range. */
function isSuccess(status: string): boolean {
  return status.startsWith('2');
}

function declaresSuccess(responses: ReadonlyMap<string, unknown>): boolean {
  return [...responses.keys()].some(isSuccess);
}

/** `direction`: `response` for a path's operation; `request` for a webhook's, whose responses the reader writes. */
export function compareResponses(
  pair: DocumentPair, baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter, direction: Direction,
): void {
  const before = responses(pair.base, baseOp);
  const after = responses(pair.head, headOp);
  const compare = (previous: Resolved, response: Resolved, label: string): void => {
    compareContent(pair, previous, response, direction, 'response', label, reporter);
    compareResponseHeaders(pair, previous, response, direction, label, reporter);
  };
  // `default` answers every code a side does not list: one that only one side has is where the
  // other side's codes went (`200` rewritten as `default`, or the reverse).
  const newDefault = before.has('default') ? undefined : after.get('default');
  const oldDefault = after.has('default') ? undefined : before.get('default');
  const addedCodes = [...after.keys()].filter((status) => !before.has(status));
  for (const [status, response] of before) {
    if (after.has(status)) continue;
    // `200` now written as `2XX`: the same answers are still described, so compare with the range's.
    const range = after.get(`${status.charAt(0)}XX`);
    if (/^\d{3}$/.test(status) && range !== undefined) {
      compare(response, range, `response ${status} (now ${status.charAt(0)}XX)`);
      continue;
    }
    // `2XX` now written as the codes it answers with (`200`): those are compared with it below.
    if (/^\dXX$/.test(status) && [...after.keys()].some((code) => rangeOf(code) === status)) continue;
    // Not a success the head no longer declares: with no 2xx left, clients (the generated one
    // too) read every answer as an error or an undescribed body, so the operation's result is
    // gone, however `default` describes it (found by a review, 2026-11-29).
    if (newDefault !== undefined && !(isSuccess(status) && !declaresSuccess(after))) {
      compare(response, newDefault, `response ${status} (now default)`);
      continue;
    }
    // `default` now written as the codes it answered with: those are compared with it below.
    if (status === 'default' && addedCodes.length > 0) continue;
    reporter.add('response-status-removed', 'breaking', 'base', response.place ?? response.pointer, `response ${status} removed`);
  }
  for (const [status, response] of after) {
    const previous = before.get(status);
    const range = previous === undefined ? rangeOf(status) : undefined;
    const coveredBy = range === undefined ? undefined : before.get(range);
    if (coveredBy !== undefined) {
      // Clients of the base read a `201` by the `2XX` it falls in: a new code there is that range's answer.
      compare(coveredBy, response, `response ${status} (read as ${range} before)`);
      continue;
    }
    if (!previous && oldDefault !== undefined) {
      compare(oldDefault, response, `response ${status} (read as default before)`);
      continue;
    }
    if (!previous) {
      reporter.add('response-status-added', 'compatible', 'head', response.place ?? response.pointer, `response ${status} added (${direction === 'response' ? 'clients should handle it' : 'receivers may now answer with it'})`);
      continue;
    }
    compare(previous, response, `response ${status}`);
  }
}

/**
 * The range (`2XX`) a status code (`201`) falls in. A head that splits `2XX` into `200` and `201`,
 * or adds `201` beside a `2XX`, answers within what base clients read: `2XX` was reported removed
 * (breaking) and `201` added unread, its body never compared with the range's (a red-team pass,
 * 2026-11-28).
 */
function rangeOf(status: string): string | undefined {
  return /^\d{3}$/.test(status) ? `${status.charAt(0)}XX` : undefined;
}

/** Response headers by case-insensitive name, `$ref`s followed. */
function responseHeaders(document: BundledDocument, response: Resolved): Map<string, Resolved & { name: string }> {
  const pointer = childPointer(response.pointer, 'headers');
  const out = new Map<string, Resolved & { name: string }>();
  for (const [name, raw] of objectEntries(ownValue(response.node, 'headers'))) {
    const resolved = resolveObject(document, raw, childPointer(pointer, name));
    if (resolved) out.set(name.toLowerCase(), { ...resolved, name });
  }
  return out;
}

/**
 * Headers flow with the body: removing one (or making it optional) breaks those who read it, and
 * a new required one those who write it (the receivers of a webhook, whose answers the API reads).
 */
function compareResponseHeaders(
  pair: DocumentPair, before: Resolved, after: Resolved, direction: Direction, label: string, reporter: Reporter,
): void {
  const previous = responseHeaders(pair.base, before);
  const next = responseHeaders(pair.head, after);
  const read = direction === 'response';
  for (const [key, header] of previous) {
    if (!next.has(key)) {
      reporter.add('response-header-removed', read ? 'breaking' : 'compatible', 'base', header.pointer, `${label}: header ${header.name} removed${read ? '' : ' (the API no longer reads it)'}`);
    }
  }
  for (const [key, header] of next) {
    const old = previous.get(key);
    const requiredNow = ownValue(header.node, 'required') === true;
    if (!old) {
      const breaking = !read && requiredNow;
      reporter.add('response-header-added', breaking ? 'breaking' : 'compatible', 'head', header.pointer, `${label}: ${breaking ? 'new required header' : 'header'} ${header.name}${breaking ? ' (receivers must now send it)' : ' added'}`);
      continue;
    }
    const requiredBefore = ownValue(old.node, 'required') === true;
    if (requiredBefore && !requiredNow) {
      reporter.add('response-header-became-optional', read ? 'breaking' : 'compatible', 'head', header.pointer, `${label}: header ${header.name} ${read ? 'may now be absent' : 'is now optional'}`, old.pointer);
    }
    if (!requiredBefore && requiredNow && !read) {
      reporter.add('response-header-became-required', 'breaking', 'head', header.pointer, `${label}: header ${header.name} is now required (receivers must now send it)`, old.pointer);
    }
    // A header is written as a parameter is: a `content` header's media type, or its move to a
    // `schema` (or back), writes the same value as other text, as would another `explode` for an
    // object. It was not compared (2026-11-29): whoever reads it, a client or the API reading a
    // webhook's answer, parses the old text. Breaking either way.
    const written = serializationChange({ document: pair.base, ...old }, { document: pair.head, ...header }, 'header');
    if (written !== undefined) {
      reporter.add('response-header-serialization-changed', 'breaking', 'head', header.pointer, `${label}: header ${header.name} ${written} (the same value is written as other text)`, old.pointer);
    }
    compareSchemas(
      { ...pair, direction, where: `${label} header ${header.name}`, reporter, visited: new Set() },
      // A header described by `content` (JSON in a header) was compared as having no schema (a red-team pass, 2026-11-29).
      [valueSchema(old)],
      [valueSchema(header)],
    );
  }
}

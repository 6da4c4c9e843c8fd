/**
 * How the client reads an operation's success response: the media type decides how the body is
 * parsed, the body shape what the method resolves with. Which response is the success is the
 * model's rule (model/outcomes.ts); which media types are JSON, model/media.ts's.
 */
import { isJsonMediaType as isJson } from '../../model/media.js';
import type { OperationModel, ResponseModel } from '../../model/types.js';
import { isSuccessStatus, successResponse } from '../../model/outcomes.js';

function essenceOf(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** JSON (`application/json`, `*+json`), or no media type at all (nothing to encode). */
export function isJsonMediaType(contentType: string | undefined): boolean {
  return contentType === undefined || isJson(contentType);
}

/**
 * How the runtime reads a success body of this media type: JSON; server-sent events
 * (`text/event-stream`) as a stream of events; other text as a string; anything else (a wildcard,
 * `image/png`, `application/octet-stream`) as a Blob.
 */
export function parseAsFor(contentType: string | undefined): 'json' | 'text' | 'blob' | 'stream' {
  if (isJsonMediaType(contentType)) return 'json';
  const essence = essenceOf(contentType ?? '');
  if (essence === 'text/event-stream') return 'stream';
  return essence.startsWith('text/') ? 'text' : 'blob';
}

/** What the client method resolves with: `data` of an envelope, the body as-is, or nothing. */
export function resultKind(response: ResponseModel | undefined): 'envelope' | 'body' | 'empty' {
  if (response === undefined) return 'body';
  if (response.shape === 'success-envelope') return 'envelope';
  return response.shape === 'empty' ? 'empty' : 'body';
}

/** How the client reads one 2xx answer: what it resolves with, and how its body is parsed. */
export interface Reading {
  readonly result: 'envelope' | 'body' | 'empty';
  readonly parseAs: 'json' | 'text' | 'blob' | 'stream';
}

export function readingOf(response: ResponseModel | undefined): Reading {
  return { result: resultKind(response), parseAs: parseAsFor(response?.contentType) };
}

/**
 * An answer whose body the client never reads: none is declared, or it is a 204, which has none
 * whatever the document declares (the runtime's readOutcome reads no body from a 204, as
 * openapi-fetch does).
 */
export function isBodiless(response: ResponseModel): boolean {
  return response.shape === 'empty' || response.status === 204;
}

const NO_BODY: Reading = { result: 'empty', parseAs: 'json' };

/** A 2xx answer and how the call reads it. */
export interface ReadSuccess {
  readonly response: ResponseModel;
  readonly reading: Reading;
}

/**
 * Every 2xx answer of a call, the success response (model/outcomes.ts) first, and how the call
 * reads it: the success response's way, or the answer's own where that differs (otherReadings).
 * An answer without a body read the success response's way resolves with undefined, '' or an
 * empty Blob (the runtime's resultOf).
 */
export function readSuccesses(operation: OperationModel): ReadSuccess[] {
  const success = successResponse(operation);
  if (success === undefined) return [];
  const primary = readingOf(success);
  const others = new Map(otherReadings(operation).map((other) => [other.response, other.reading]));
  return [
    { response: success, reading: primary },
    ...operation.responses.filter((response) => response !== success && isSuccessStatus(response.status)).map((response) => ({ response, reading: others.get(response) ?? primary })),
  ];
}

/**
 * The 2xx answers the call reads otherwise than its success response, by status: a body of
 * another media type (`200: JSON, 203: text/plain`), a plain JSON body beside envelopes (resolved
 * whole: unwrap refuses it), an envelope beside plain bodies (unwrapped), and a documented empty
 * answer of an enveloped call (resolved with undefined: unwrap refuses nothing). The runtime looks
 * a status up here, then `2XX`, before the success response's way. Until 2026-11-28 every 2xx
 * was read the first one's way, so those answers rejected with ResponseBodyError or EnvelopeError.
 */
export function otherReadings(operation: OperationModel): ReadSuccess[] {
  const success = successResponse(operation);
  if (success === undefined || success.shape === 'empty') return [];
  const primary = readingOf(success);
  return operation.responses.flatMap((response) => {
    if (response === success || !isSuccessStatus(response.status)) return [];
    if (isBodiless(response)) return primary.result === 'envelope' ? [{ response, reading: NO_BODY }] : [];
    const reading = readingOf(response);
    return reading.result === primary.result && reading.parseAs === primary.parseAs ? [] : [{ response, reading }];
  });
}

/**
 * How the client reads an operation's success response: the media type decides how the body is
 * parsed, the body shape what the method resolves with. Which response is the success is the
 * model's rule (model/outcomes.ts); which media types are JSON, model/media.ts's.
 */
import { essenceOf, isJsonMediaType as isJson } from '../../model/media.js';
import type { OperationModel, ResponseModel } from '../../model/types.js';
import { isSuccessStatus, successResponse } from '../../model/outcomes.js';
import type { SuccessReading } from '../../runtime/client-runtime.js';

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

/** How the client reads one 2xx answer: the runtime's own shape, which descriptors carry. */
export type Reading = SuccessReading;

export function readingOf(response: ResponseModel | undefined): Reading {
  return { result: resultKind(response), parseAs: parseAsFor(response?.contentType) };
}

/**
 * An answer whose body the client never reads: none is declared, or its status has none whatever
 * the document declares (a 204 or a 205: the model reads those as empty, model/responses.ts; the
 * runtime's readOutcome reads no body from a 204, and fetch gives a 205 none); or it answers a
 * HEAD request, whose answers never carry one (readOutcome reads none).
 */
export function isBodiless(operation: OperationModel, response: ResponseModel): boolean {
  return response.shape === 'empty' || operation.method === 'head';
}

const NO_BODY: Reading = { result: 'empty', parseAs: 'json' };

/**
 * How the call reads its success response (model/outcomes.ts): the descriptor's `result` and
 * `parseAs`. A success response without a body resolves with undefined, whatever its content says:
 * a 204 declaring `text/event-stream` as the only 2xx once resolved an event stream typed
 * undefined, a HEAD request's declared JSON was typed as the body it never has.
 */
export function successReading(operation: OperationModel): Reading {
  const success = successResponse(operation);
  if (success === undefined) return undescribedSuccess(operation);
  return isBodiless(operation, success) ? NO_BODY : readingOf(success);
}

/**
 * An operation that declares no 2xx: its `default` response describes every status the document
 * does not name (https://spec.openapis.org/oas/v3.1.0#responses-object), 2xx included, so where
 * that says there is no body the call resolves with undefined. Petstore's `logoutUser`
 * (`default: successful operation`, no content) rejected our own server's empty 200 with
 * ResponseBodyError "is empty". Otherwise the body is read as JSON, as before.
 */
function undescribedSuccess(operation: OperationModel): Reading {
  const fallback = operation.responses.find((response) => response.status === 'default');
  return fallback !== undefined && isBodiless(operation, fallback) ? NO_BODY : readingOf(undefined);
}

/** A 2xx answer and how the call reads it. */
export interface ReadSuccess {
  readonly response: ResponseModel;
  readonly reading: Reading;
}

/**
 * How the call reads one 2xx answer. Its own body its own way. An answer without a body the
 * success response's way when that is text or bytes (the runtime's resultOf makes '' or an empty
 * Blob of it), but as no body beside an envelope (unwrap refuses nothing), JSON (resultOf refuses
 * an empty JSON answer: no JSON value is empty) or an event stream (there is no stream).
 */
function readingFor(operation: OperationModel, response: ResponseModel, primary: Reading): Reading {
  if (!isBodiless(operation, response)) return readingOf(response);
  return primary.result === 'envelope' || primary.parseAs === 'stream' || primary.parseAs === 'json' ? NO_BODY : primary;
}

/**
 * Every 2xx answer of a call, the success response (model/outcomes.ts) first, and how the call
 * reads it (readingFor).
 */
export function readSuccesses(operation: OperationModel): ReadSuccess[] {
  const success = successResponse(operation);
  if (success === undefined) return [];
  const primary = successReading(operation);
  return [
    { response: success, reading: primary },
    ...operation.responses.filter((response) => response !== success && isSuccessStatus(response.status)).map((response) => ({ response, reading: readingFor(operation, response, primary) })),
  ];
}

/**
 * The 2xx answers the call reads otherwise than its success response, by status: a body of
 * another media type (`200: JSON, 203: text/plain`), a plain JSON body beside envelopes (resolved
 * whole: unwrap refuses it), an envelope beside plain bodies (unwrapped), and a documented empty
 * answer of an enveloped or event stream call (resolved with undefined). The runtime looks a
 * status up here, then `2XX`, before the success response's way; so when `2XX` is listed, every
 * numeric 2xx is too (else `200: JSON, 2XX: text` read the 200 as text). Until 2026-11-28 every
 * 2xx was read the first one's way, so those answers rejected with ResponseBodyError or EnvelopeError.
 */
export function otherReadings(operation: OperationModel): ReadSuccess[] {
  const [first, ...rest] = readSuccesses(operation);
  if (first === undefined) return [];
  const differs = (reading: Reading) => reading.result !== first.reading.result || reading.parseAs !== first.reading.parseAs;
  const listed = rest.filter(({ reading }) => differs(reading));
  if (!listed.some(({ response }) => response.status === '2XX')) return listed;
  return [first, ...rest].filter((read) => typeof read.response.status === 'number' || listed.includes(read));
}

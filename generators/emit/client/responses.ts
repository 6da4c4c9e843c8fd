/**
 * How the client reads an operation's success response: the media type decides how the body is
 * parsed, the body shape what the method resolves with. Which response is the success is the
 * model's rule (model/outcomes.ts); which media types are JSON, model/media.ts's.
 */
import { isJsonMediaType as isJson } from '../../model/media.js';
import type { ResponseModel } from '../../model/types.js';

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

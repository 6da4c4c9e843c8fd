/**
 * How the client reads an operation's success response: the media type decides how the body is
 * parsed, the body shape what the method resolves with. Which response is the success is the
 * model's rule (model/outcomes.ts).
 */
import { isJsonMediaType } from '../../model/media.js';
import type { ResponseModel } from '../../model/types.js';

/** How the runtime reads a success body of this media type. */
export function parseAsFor(contentType: string | undefined): 'json' | 'text' | 'blob' {
  if (contentType === undefined || isJsonMediaType(contentType)) return 'json';
  return (contentType.split(';')[0] ?? '').trim().toLowerCase().startsWith('text/') ? 'text' : 'blob';
}

/** What the client method resolves with: `data` of an envelope, the body as-is, or nothing. */
export function resultKind(response: ResponseModel | undefined): 'envelope' | 'body' | 'empty' {
  if (response === undefined) return 'body';
  if (response.shape === 'success-envelope') return 'envelope';
  return response.shape === 'empty' ? 'empty' : 'body';
}

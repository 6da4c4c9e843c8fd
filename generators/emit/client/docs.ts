/**
 * JSDoc of the generated client. Summary and description are spec text (untrusted): they pass
 * through the one escaper before they reach a comment.
 */
import type { ApiModel, OperationModel } from '../../model/types.js';
import { commentLines } from '../../print/escape.js';
import { clientHeaderNames } from './descriptors.js';
import { errorResponses } from './responses.js';
import { sessionRole } from './session.js';

function sessionNote(operation: OperationModel, model: ApiModel): string | undefined {
  const role = sessionRole(operation, model);
  if (role === 'login') return 'On success the returned `token` is kept and sent as `Authorization: Bearer` on later calls.';
  if (role === 'logout') return 'Forgets the kept token once the server answers (success or 401).';
  return undefined;
}

function errorNote(operation: OperationModel): string {
  const statuses = errorResponses(operation).map((response) => String(response.status));
  const list = statuses.length === 0 ? 'none documented' : `documented: ${statuses.join(', ')}`;
  return `Rejects with ApiError on a non-2xx answer (${list}); narrow with \`isOperationError(error, '${operation.identifier}')\`.`;
}

export function clientMethodDocs(operation: OperationModel, model: ApiModel): string {
  const headers = clientHeaderNames(operation);
  const parts = [
    operation.summary,
    operation.description,
    `\`${operation.method.toUpperCase()} ${operation.path}\``,
    headers.length > 0 ? `Headers ${headers.join(', ')} default to the client's \`clientHeaders\` option.` : undefined,
    sessionNote(operation, model),
    errorNote(operation),
  ];
  const text = parts.filter((part): part is string => part !== undefined && part.trim() !== '').join('\n\n');
  const lines = commentLines(text);
  if (operation.deprecated) lines.push('@deprecated The document marks this operation as deprecated.');
  return lines.join('\n');
}

export function createClientDocs(): string {
  return [
    'A client for every operation of the document.',
    '',
    '`baseUrl` is the origin the full paths of the document (e.g. `/api/v1/...` and `/v1/...`) are appended to.',
    'Auth: `{ type: "bearer" }` (default; token from login or `token`), `{ type: "apiKey", key }`, or',
    '`{ type: "cookie" }` for browsers (sends `credentials: "include"`). Retries idempotent calls on network',
    'errors, 429 and 503 (honouring Retry-After); `retry: false` turns that off.',
  ].join('\n');
}

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

export function createClientDocs(model: ApiModel): string {
  const text = [
    'A client for every operation of the document.',
    '',
    baseUrlNote(model),
    'Auth: `{ type: "bearer" }` (default; token from login or `token`), `{ type: "apiKey", key }`, or',
    '`{ type: "cookie" }` for browsers (sends `credentials: "include"`). Retries idempotent calls on network',
    'errors, 429 and 503 (honouring Retry-After); `retry: false` turns that off.',
  ].join('\n');
  // Server URLs and paths are spec text: through the one escaper like every other comment.
  return commentLines(text).join('\n');
}

/** What `baseUrl` means for this document: its servers, and example paths with their prefixes. */
function baseUrlNote(model: ApiModel): string {
  const servers = [...new Set(model.operations.flatMap((operation) => operation.servers.map((server) => server.url)))];
  const shown = servers.slice(0, MAX_LISTED).map((url) => `\`${url}\``);
  const more = servers.length > MAX_LISTED ? ` and ${servers.length - MAX_LISTED} more` : '';
  const serverText = servers.length === 1 ? `the document's server is ${shown[0]}` : `the document's servers are ${shown.join(', ')}${more}`;
  const examples = examplePaths(model).map((path) => `\`${path}\``);
  const lines = [`\`baseUrl\` is the server URL the paths are appended to: ${serverText}`, '(a relative URL means the origin the API is served from).'];
  if (examples.length > 0) lines.push(`Paths keep the prefixes the document writes, e.g. ${examples.join(' and ')}.`);
  return lines.join('\n');
}

const MAX_LISTED = 3;

/** One path per distinct first segment (so each prefix in use shows), at most two. */
function examplePaths(model: ApiModel): string[] {
  const byFirstSegment = new Map<string, string>();
  for (const { path } of model.operations) {
    const first = path.split('/')[1] ?? '';
    if (!byFirstSegment.has(first)) byFirstSegment.set(first, path);
  }
  return [...byFirstSegment.values()].slice(0, 2);
}

/**
 * JSDoc of the generated client. Summary and description are spec text (untrusted): they pass
 * through the one escaper before they reach a comment.
 */
import type { ApiModel, OperationModel, SecuritySchemeModel } from '../../model/types.js';
import { commentLines } from '../../print/escape.js';
import { clientHeaderOptions, clientHeaderParameters } from './descriptors.js';
import { errorResponses } from '../../model/outcomes.js';

/** What `x-session` makes the call do to the kept token (spec text only inside backticks). */
function sessionNote(operation: OperationModel): string | undefined {
  const session = operation.session;
  if (session?.role === 'login') return `On success the result's \`${session.tokenProperty}\` is kept and sent for \`${session.scheme}\` on later calls.`;
  if (session?.role === 'logout') return 'Forgets the kept token once the server answers (success or 401).';
  return undefined;
}

function errorNote(operation: OperationModel): string {
  const statuses = errorResponses(operation).map((response) => String(response.status));
  // With none declared, isOperationError never holds (TypeScript narrows the error to never).
  if (statuses.length === 0) return 'Rejects with ApiError on a non-2xx answer (none documented: check `error instanceof ApiError`).';
  return `Rejects with ApiError on a non-2xx answer (documented: ${statuses.join(', ')}); narrow with \`isOperationError(error, '${operation.identifier}')\`.`;
}

export function clientMethodDocs(operation: OperationModel): string {
  const headers = clientHeaderParameters(operation);
  const parts = [
    operation.summary,
    operation.description,
    `\`${operation.method.toUpperCase()} ${operation.path}\``,
    headers.length > 0 ? `Headers ${headers.map((header) => header.name).join(', ')} default to the client's \`clientHeaders\` option.` : undefined,
    sessionNote(operation),
    errorNote(operation),
  ];
  const text = parts.filter((part): part is string => part !== undefined && part.trim() !== '').join('\n\n');
  const lines = commentLines(text);
  if (operation.deprecated) lines.push('@deprecated The document marks this operation as deprecated.');
  return lines.join('\n');
}

/** What a client core is for: the operation functions take one instead of binding them all. */
export function clientCoreDocs(): string {
  return [
    'The state one client keeps (options, credentials, the session token), without its methods: pass it to the',
    'operation functions exported here, e.g. `await someOperation(core, input)`. An app that calls only those',
    'functions bundles only the operations it imports; `createApiClient` takes the same options.',
  ].join('\n');
}

export function createClientDocs(model: ApiModel): string {
  const text = [
    'A client for every operation of the document (each method is also exported as a function of `createClientCore`;',
    'an app that imports only those it calls keeps the others out of its bundle).',
    '',
    baseUrlNote(model),
    ...authNote(model),
    ...headersNote(model),
    'Retries idempotent calls on network errors, 429 and 503 (honouring Retry-After); `retry: false` turns that off.',
  ].join('\n');
  // Server URLs, paths and scheme names are spec text: through the one escaper like every other comment.
  return commentLines(text).join('\n');
}

/** One line per security scheme: the `auth` key and where its credential goes. */
function authNote(model: ApiModel): string[] {
  const lines = model.securitySchemes.map(schemeNote).filter((line): line is string => line !== undefined);
  if (lines.length === 0) return [];
  const login = model.operations.find((operation) => operation.session?.role === 'login');
  const session = login === undefined ? [] : [`\`${login.identifier}\` keeps the token it returns for \`${login.session?.role === 'login' ? login.session.scheme : ''}\`.`];
  return ['`auth` takes one credential per security scheme; each call sends those of its first requirement they complete:', ...lines, ...session];
}

function schemeNote(scheme: SecuritySchemeModel): string | undefined {
  if (scheme.kind === 'apiKey') return `- \`${scheme.key}\`: API key, sent as the ${scheme.in} \`${scheme.name}\`${scheme.in === 'cookie' ? ' (in browsers, pass `credentials: "include"` and let the browser send it)' : ''}.`;
  if (scheme.kind === 'basic') return `- \`${scheme.key}\`: \`{ username, password }\`, sent as \`Authorization: Basic\`.`;
  if (scheme.kind === 'other') return undefined;
  return `- \`${scheme.key}\`: ${scheme.kind === 'bearer' ? 'token' : `${scheme.kind} access token`}, sent as \`Authorization: Bearer\`.`;
}

function headersNote(model: ApiModel): string[] {
  const options = [...clientHeaderOptions(model)];
  if (options.length === 0) return [];
  return [`\`clientHeaders\` sets ${options.map(([option, header]) => `\`${option}\` (${header})`).join(', ')} once for every call that declares them.`];
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

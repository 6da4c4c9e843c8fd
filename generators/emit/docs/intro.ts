/**
 * A short generated section appended to the document's description on the docs page: how
 * responses are wrapped, what an error looks like, how to authenticate and which path prefixes
 * exist. It is derived from the model, so it is true for any document, and it repeats what the
 * contract states in a form a first-time reader finds on one screen.
 *
 * Spec text (paths, scheme keys, header names) only appears inside markdown code spans built by
 * `codeSpan`, so it cannot inject markup.
 */
import type { ApiModel, ErrorFieldModel, OperationModel, SecuritySchemeModel } from '../../model/types.js';
import { markdownCodeSpan as codeSpan } from '../../print/escape.js';
import { compareCodeUnits } from '../../print/order.js';
import { allowsAnonymous } from '../../model/security.js';
import { appendAll } from '../../shared/append-all.js';

function operationLabel(operation: OperationModel): string {
  return codeSpan(`${operation.method.toUpperCase()} ${operation.path}`);
}

function envelopeSection(model: ApiModel): string[] {
  if (!model.usesEnvelope) return [];
  const enveloped = model.operations.filter((op) => op.responses.some((r) => r.shape === 'success-envelope'));
  const exceptions = model.operations.filter((op) => op.envelopeException);
  const lines = [
    `**Envelope.** Successful responses of ${enveloped.length} of ${model.operations.length} operations are wrapped in an envelope:`,
    '',
    '```json',
    '{ "status": "success", "data": <the payload> }',
    '```',
    '',
    'The schema shown for each response includes the envelope; the payload is its `data` member.',
  ];
  if (exceptions.length > 0) {
    lines.push('', `Documented exceptions, whose success body is not wrapped: ${exceptions.map(operationLabel).join(', ')}.`);
  }
  return [...lines, ''];
}

function errorSection(model: ApiModel): string[] {
  const format = model.errorFormat;
  if (format === undefined) return [];
  const errorResponses = model.operations.flatMap((op) => op.responses.filter((r) => r.shape === 'error-body'));
  const codes = [...new Set(errorResponses.flatMap((r) => r.errorCodes))].sort(compareCodeUnits);
  const lines = ['**Error body.** Failures answer with one body shape, whatever the status:', '', '```json', ...sampleObject(format.fields, ''), '```', ''];
  const message = fieldNamed(format.fields, 'message');
  const code = fieldNamed(format.fields, 'code');
  if (message !== undefined && code !== undefined) lines.push(`Show ${codeSpan(message)} to people; branch on ${codeSpan(code)} in programs.`);
  else if (message !== undefined) lines.push(`Show ${codeSpan(message)} to people.`);
  if (codes.length > 0) lines.push('', `Codes used by this interface: ${codes.map(codeSpan).join(', ')}.`);
  return [...lines, ''];
}

const PLACEHOLDERS: Readonly<Record<'message' | 'code' | 'status' | 'title', string>> = {
  message: '"<human-readable message>"',
  code: '"<machine code>"',
  status: '<HTTP status>',
  title: '"<HTTP reason phrase>"',
};

/** The error body as sample JSON lines; member names are JSON strings, so no text leaves the code block. */
function sampleObject(fields: readonly ErrorFieldModel[], indent: string): string[] {
  const lines = [`{`];
  fields.forEach((field, index) => {
    const comma = index < fields.length - 1 ? ',' : '';
    const key = `${indent}  ${JSON.stringify(field.name)}: `;
    if ('fields' in field) {
      const [open, ...rest] = sampleObject(field.fields, `${indent}  `);
      // A member's lines are as many as its schema's properties (allOf adds past the 100,000 members of one object): no spread.
      lines.push(`${key}${open}`);
      appendAll(lines, rest.slice(0, -1));
      lines.push(`${rest[rest.length - 1]}${comma}`);
    } else {
      lines.push(`${key}${'from' in field ? PLACEHOLDERS[field.from] : JSON.stringify(field.value) ?? 'null'}${comma}`);
    }
  });
  lines.push(`${indent}}`);
  return lines;
}

function fieldNamed(fields: readonly ErrorFieldModel[], from: 'message' | 'code'): string | undefined {
  return fields.find((field) => 'from' in field && field.from === from)?.name;
}

/**
 * What a caller sends for each scheme. The others said "(see the scheme's description below)"
 * whether or not the scheme had one (Adyen's and most Swagger 2.0 documents' have none): they now
 * point at the scheme's entry, which shows its flows or discovery URL, and basic says its header.
 */
function schemeLine(scheme: SecuritySchemeModel): string {
  switch (scheme.kind) {
    case 'bearer':
      return `- ${codeSpan(scheme.key)}: send the header ${codeSpan('Authorization: Bearer <token>')}.`;
    case 'basic':
      return `- ${codeSpan(scheme.key)}: send the header ${codeSpan('Authorization: Basic <base64 of user:password>')}.`;
    case 'apiKey':
      return `- ${codeSpan(scheme.key)}: send the ${scheme.in} ${codeSpan(scheme.name)}.`;
    case 'oauth2':
      return `- ${codeSpan(scheme.key)}: OAuth 2 (its flows are under "Security schemes" below).`;
    case 'openIdConnect':
      return `- ${codeSpan(scheme.key)}: OpenID Connect (under "Security schemes" below).`;
    default:
      return `- ${codeSpan(scheme.key)}: see "Security schemes" below.`;
  }
}

function authSection(model: ApiModel): string[] {
  if (model.securitySchemes.length === 0) return [];
  const open = model.operations.filter((op) => allowsAnonymous(op.security));
  const lines = [
    '**Authentication.** Protected operations accept any one of these methods (each operation lists the ones it takes):',
    '',
    ...model.securitySchemes.map(schemeLine),
  ];
  if (open.length > 0) lines.push('', `Open without authentication: ${open.map(operationLabel).join(', ')}.`);
  const restricted = model.operations.filter((op) => op.roles.length > 0);
  if (restricted.length > 0) {
    lines.push('', `Restricted to roles (${codeSpan('x-roles')}): ${restricted.map((op) => `${operationLabel(op)} (${op.roles.map(codeSpan).join(', ')})`).join(', ')}.`);
  }
  return [...lines, ''];
}

/** A path segment that names a version of the API (`v1`). */
const VERSION_SEGMENT = /^v\d+$/i;

/** `/api/v1/movie/{id}` → `/api/v1`: everything up to the version segment, else the first segment. */
export function pathPrefix(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const version = segments.findIndex((segment) => VERSION_SEGMENT.test(segment));
  const kept = version >= 0 ? segments.slice(0, version + 1) : segments.slice(0, 1);
  return `/${kept.join('/')}`;
}

/** Whether a prefix ends in a version segment (`/api/v1`), as pathPrefix finds them. */
function isVersioned(prefix: string): boolean {
  return VERSION_SEGMENT.test(prefix.slice(prefix.lastIndexOf('/') + 1));
}

/**
 * Said only when some prefix carries a version: without one, every "prefix" is a path's first
 * segment, a resource (`/auth`, `/planets`, `/user`), and the section told a reader of Scalar
 * Galaxy that its operations were "published under more than one prefix".
 */
function prefixSection(model: ApiModel): string[] {
  const byPrefix = new Map<string, OperationModel[]>();
  for (const op of model.operations) {
    const prefix = pathPrefix(op.path);
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), op]);
  }
  if (byPrefix.size < 2 || ![...byPrefix.keys()].some(isVersioned)) return [];
  const prefixes = [...byPrefix.keys()].sort(compareCodeUnits);
  const lines = ['**Path prefixes.** Operations are published under more than one prefix; use each path exactly as shown:', ''];
  for (const prefix of prefixes) {
    const ops = byPrefix.get(prefix) ?? [];
    const listed = ops.length <= 4 ? `: ${ops.map(operationLabel).join(', ')}` : '';
    lines.push(`- ${codeSpan(prefix)}: ${ops.length} operation${ops.length === 1 ? '' : 's'}${listed}`);
  }
  return [...lines, ''];
}

/** The generated section, or '' when there is nothing general to say. */
export function introMarkdown(model: ApiModel): string {
  const sections = [...envelopeSection(model), ...errorSection(model), ...authSection(model), ...prefixSection(model)];
  if (sections.length === 0) return '';
  return ['# Reading this reference', '', '_This section is generated from the contract._', '', ...sections].join('\n').trimEnd();
}

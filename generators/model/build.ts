/**
 * Document → model. Every decision about how a spec concept is understood is made here (and in
 * the small files beside it, one per concept), once, so emitters never walk raw OpenAPI.
 *
 * What the model cannot turn into correct code (a malformed security requirement, a malformed
 * `x-session` or `x-client-header`) is refused here with every problem located, whatever the
 * loader checked before.
 */
import type { ApiModel, ErrorFormatModel, OperationModel } from './types.js';
import type { LoadedDocument } from '../load/index.js';
import { SpecError, type SpecProblem } from '../load/problems.js';
import type { Finding } from '../load/validate.js';
import { isJsonObject } from '../shared/json-pointer.js';
import { buildOperations } from './operations.js';
import { buildSecuritySchemes, rootSecurityFindings } from './security.js';
import { hasReadWriteProperties } from './read-write.js';

export interface BuildOptions {
  /** The source document's path as given on the command line; `\` becomes `/`. */
  readonly source: string;
}

export type ModelInput = Pick<LoadedDocument, 'document'> & Partial<Pick<LoadedDocument, 'file' | 'locate' | 'place'>>;

export function buildModel(loaded: ModelInput, { source }: BuildOptions): ApiModel {
  const document = loaded.document;
  const info = isJsonObject(document.info) ? document.info : {};
  const securitySchemes = buildSecuritySchemes(document);
  const findings = rootSecurityFindings(document);
  const operations = buildOperations(document, securitySchemes, findings);
  findings.push(...sessionSchemeFindings(operations));
  if (findings.length > 0) throw new SpecError(located(loaded, source, findings));
  const errorFormat = commonErrorFormat(operations);
  return {
    title: typeof info.title === 'string' ? info.title : 'API',
    version: typeof info.version === 'string' ? info.version : String(info.version ?? ''),
    ...(typeof info.description === 'string' ? { description: info.description } : {}),
    source: source.replace(/\\/g, '/'),
    document,
    operations,
    securitySchemes,
    usesEnvelope: operations.some((operation) => operation.responses.some((response) => response.shape === 'success-envelope')),
    ...(errorFormat !== undefined ? { errorFormat } : {}),
    ...(hasReadWriteProperties(document) ? { readWriteMarkers: true } : {}),
  };
}

/** A client keeps one session token, so every login must hand it to the same scheme. */
function sessionSchemeFindings(operations: readonly OperationModel[]): Finding[] {
  const logins = operations.filter((operation) => operation.session?.role === 'login');
  const first = logins[0]?.session;
  if (first?.role !== 'login') return [];
  return logins
    .filter((operation) => operation.session?.role === 'login' && operation.session.scheme !== first.scheme)
    .map((operation) => ({
      pointer: `${operation.pointer}/x-session/scheme`,
      message: `every \`x-session\` login must name the same scheme; ${logins[0]!.operationId} names ${JSON.stringify(first.scheme)}`,
      hint: 'A generated client keeps one session token; name one scheme for all logins.',
    }));
}

/**
 * The fillable error body most error responses use (ties: the first in document order), for
 * failures no declared response covers; `undefined` when the document declares none.
 */
function commonErrorFormat(operations: readonly OperationModel[]): ErrorFormatModel | undefined {
  const counts = new Map<string, { format: ErrorFormatModel; count: number }>();
  for (const response of operations.flatMap((operation) => operation.responses)) {
    if (response.errorFields === undefined || response.contentType === undefined) continue;
    const format = { contentType: response.contentType, fields: response.errorFields };
    const key = JSON.stringify(format);
    const known = counts.get(key);
    if (known === undefined) counts.set(key, { format, count: 1 });
    else known.count += 1;
  }
  let best: { format: ErrorFormatModel; count: number } | undefined;
  for (const candidate of counts.values()) if (best === undefined || candidate.count > best.count) best = candidate;
  return best?.format;
}

function located(loaded: ModelInput, source: string, findings: readonly Finding[]): SpecProblem[] {
  const seen = new Set<string>();
  const problems: SpecProblem[] = [];
  for (const finding of findings) {
    // A shared component (a parameter used by many operations) is reported once.
    const key = `${finding.pointer}\u0000${finding.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Where the loader says it is written (a referenced file, a Swagger 2.0 document's own place); a document given whole, in its text.
    if (loaded.place !== undefined) {
      problems.push(loaded.place({ pointer: finding.pointer, message: finding.message, hint: finding.hint }));
      continue;
    }
    const { line, column } = loaded.locate?.(finding.pointer) ?? { line: 0, column: 0 };
    problems.push({ file: loaded.file ?? source, line, column, pointer: finding.pointer, message: finding.message, hint: finding.hint });
  }
  return problems;
}

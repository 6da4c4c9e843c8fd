/**
 * envelope.ts: the envelope helpers (re-exported from the runtime) and, per operation, the type
 * its client method resolves with (`LoginData`) and its documented errors (`OperationErrors`).
 * A document without the house envelope gets only the per-operation types the client needs.
 */
import type { ApiModel, OperationModel } from '../model/types.js';
import type { EmitContext, Emitter } from './emitter.js';
import { commentLines, docComment } from '../print/escape.js';
import { fileHeader } from '../print/header.js';
import { declarationParts, type Declaration } from './declarations.js';
import { namesOf, operationTypeNames } from './client/names.js';
import { dataTypeExpression, errorUnionExpression, usesEnvelopeData, usesResponseBody, usesServerSentEvents } from './client/type-expressions.js';
import { successResponse } from '../model/outcomes.js';
import { readSuccesses } from './client/responses.js';

export const ENVELOPE_FILE = 'envelope.ts';

/** Built as text, laid out by the formatting stage. */
export const emitEnvelope: Emitter = (model: ApiModel, context: EmitContext) => {
  const header = fileHeader('block', model.source, context.regenerateCommand);
  const groups = [imports(model), reExports(model)].filter((group) => group.length > 0);
  const parts = [header, ...groups.map((group) => `${group.join('\n')}\n\n`), ...declarationParts(envelopeDeclarations(model))];
  return [{ path: ENVELOPE_FILE, contents: parts.join(''), parts, partsScope: model.source, format: 'typescript' }];
};

/** The per-operation result types and OperationErrors, one statement each. */
export function envelopeDeclarations(model: ApiModel): Declaration[] {
  return [...dataTypes(model).map((text, index) => ({ text, blankBefore: index === 0 })), { text: operationErrors(model), blankBefore: true }];
}

function imports(model: ApiModel): string[] {
  const lines: string[] = [];
  const runtimeTypes: string[] = [];
  if (model.operations.some(usesResponseBody)) {
    // Readable: a response body without the document's writeOnly members (generators/model/read-write.ts).
    lines.push(model.readWriteMarkers === true ? "import type { paths, Readable } from './types.js';" : "import type { paths } from './types.js';");
    runtimeTypes.push('ResponseBody');
  }
  if (model.operations.some(usesServerSentEvents)) runtimeTypes.push('ServerSentEvent');
  if (runtimeTypes.length > 0) lines.push(`import type { ${runtimeTypes.join(', ')} } from './runtime/client-runtime.js';`);
  if (model.operations.some(usesEnvelopeData)) lines.push("import type { EnvelopeData } from './runtime/envelope.js';");
  return lines;
}

function reExports(model: ApiModel): string[] {
  if (!model.usesEnvelope) return [];
  return [
    "export { EnvelopeError, isErrorBody, isSuccessEnvelope, unwrap } from './runtime/envelope.js';",
    "export type { EnvelopeData, ErrorBody, SuccessEnvelope } from './runtime/envelope.js';",
  ];
}

function dataDoc(operation: OperationModel): string {
  const success = successResponse(operation);
  if (success === undefined) return `What \`${operation.identifier}\` resolves with: the document declares no 2xx response.`;
  // Named after the first 2xx the call reads a body from (a 204 declaring content is not one).
  const read = readSuccesses(operation).find(({ reading }) => reading.result !== 'empty');
  if (read === undefined) return `What \`${operation.identifier}\` resolves with: its ${success.status} response has no body.`;
  const { response, reading } = read;
  if (reading.result === 'envelope') return `What \`${operation.identifier}\` resolves with: \`data\` of its ${response.status} envelope.`;
  if (reading.parseAs === 'stream') return `What \`${operation.identifier}\` resolves with: the events of its ${response.status} event stream, each as it arrives.`;
  return `What \`${operation.identifier}\` resolves with: its ${response.status} body as-is (not enveloped).`;
}

function dataTypes(model: ApiModel): string[] {
  const names = operationTypeNames(model);
  return model.operations.map(
    (operation) =>
      `${docComment(commentLines(dataDoc(operation)).join('\n'))}\nexport type ${namesOf(names, operation.identifier).data} = ${dataTypeExpression(operation, model.readWriteMarkers === true)};`,
  );
}

function operationErrors(model: ApiModel): string {
  const doc = docComment(
    'The documented error responses of each operation: `status` with the `code`s the document lists for it.\n' +
      'Narrow a caught error with `isOperationError(error, operation)` from client.ts.',
  );
  const properties = model.operations.map((operation) => `  readonly ${operation.identifier}: ${errorUnionExpression(operation, model.readWriteMarkers === true)};\n`);
  return `${doc}\nexport interface OperationErrors {\n${properties.join('')}}`;
}

/**
 * envelope.ts: the envelope helpers (re-exported from the runtime) and, per operation, the type
 * its client method resolves with (`LoginData`) and its documented errors (`OperationErrors`).
 * A document without the house envelope gets only the per-operation types the client needs.
 */
import type { SourceFile } from 'ts-morph';
import type { ApiModel, EmitContext, Emitter, OperationModel } from '../model/types.js';
import { commentLines } from '../print/escape.js';
import { fileHeader } from '../print/header.js';
import { createSourceFile, sourceFileText } from '../print/project.js';
import { namesOf, operationTypeNames } from './client/names.js';
import { dataTypeExpression, errorUnionExpression, usesEnvelopeData, usesResponseBody } from './client/type-expressions.js';
import { successResponse } from './client/responses.js';

export const ENVELOPE_FILE = 'envelope.ts';

export const emitEnvelope: Emitter = (model: ApiModel, context: EmitContext) => {
  const file = createSourceFile(ENVELOPE_FILE);
  addImports(file, model);
  addDataTypes(file, model);
  addOperationErrors(file, model);
  const text = fileHeader('block', model.source, context.regenerateCommand) + sourceFileText(file);
  return [{ path: ENVELOPE_FILE, contents: text, format: 'typescript' }];
};

function addImports(file: SourceFile, model: ApiModel): void {
  if (model.operations.some(usesResponseBody)) {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './types.js', namedImports: ['paths'] });
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './runtime/client-runtime.js', namedImports: ['ResponseBody'] });
  }
  if (model.operations.some(usesEnvelopeData)) {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './runtime/envelope.js', namedImports: ['EnvelopeData'] });
  }
  if (!model.usesEnvelope) return;
  file.addExportDeclaration({
    moduleSpecifier: './runtime/envelope.js',
    namedExports: ['EnvelopeError', 'isErrorBody', 'isSuccessEnvelope', 'unwrap'],
  });
  file.addExportDeclaration({
    isTypeOnly: true,
    moduleSpecifier: './runtime/envelope.js',
    namedExports: ['EnvelopeData', 'ErrorBody', 'SuccessEnvelope'],
  });
}

function dataDoc(operation: OperationModel): string {
  const response = successResponse(operation);
  if (response === undefined) return `What \`${operation.identifier}\` resolves with: the document declares no 2xx response.`;
  if (response.shape === 'success-envelope') return `What \`${operation.identifier}\` resolves with: \`data\` of its ${response.status} envelope.`;
  if (response.shape === 'empty') return `What \`${operation.identifier}\` resolves with: its ${response.status} response has no body.`;
  return `What \`${operation.identifier}\` resolves with: its ${response.status} body as-is (not enveloped).`;
}

function addDataTypes(file: SourceFile, model: ApiModel): void {
  const names = operationTypeNames(model);
  file.addTypeAliases(
    model.operations.map((operation) => ({
      name: namesOf(names, operation.identifier).data,
      isExported: true,
      type: dataTypeExpression(operation),
      docs: [commentLines(dataDoc(operation)).join('\n')],
    })),
  );
}

function addOperationErrors(file: SourceFile, model: ApiModel): void {
  file.addInterface({
    name: 'OperationErrors',
    isExported: true,
    docs: [
      'The documented error responses of each operation: `status` with the `code`s the document lists for it.\n' +
        'Narrow a caught error with `isOperationError(error, operation)` from client.ts.',
    ],
    properties: model.operations.map((operation) => ({
      name: operation.identifier,
      isReadonly: true,
      type: errorUnionExpression(operation),
    })),
  });
}

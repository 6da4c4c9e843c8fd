/**
 * client.ts: one typed method per operation on top of the hand-written runtime
 * (generated/runtime/client-runtime.ts). Inputs and results are typed from the openapi-typescript
 * output in types.ts; documented errors from envelope.ts. Works for any document: without the
 * house envelope the methods resolve with the bodies as-is.
 *
 * Session rule (which calls store or forget the token): see ./client/session.ts.
 */
import { VariableDeclarationKind, type SourceFile, type WriterFunction } from 'ts-morph';
import type { ApiModel, EmitContext, Emitter, GeneratedPart } from '../model/types.js';
import { fileHeader } from '../print/header.js';
import { createSourceFile } from '../print/project.js';
import { declarationParts, type Declaration } from '../print/type-format.js';
import { apiKeyHeader, clientHeaderNames, literal, needsBodyEncoder, operationDescriptor } from './client/descriptors.js';
import { compareCodeUnits } from '../print/order.js';
import { clientMethodDocs, createClientDocs } from './client/docs.js';
import { inputTypeExpression } from './client/input-types.js';
import { namesOf, operationTypeNames, type OperationTypeNames } from './client/names.js';

export const CLIENT_FILE = 'client.ts';

/**
 * The input types and the ApiClient interface (a few hundred kilobytes on a large document) are
 * laid out by the declaration formatter; the rest (imports, the operation table, functions) goes
 * to the writer's prettier.
 */
export const emitClient: Emitter = (model: ApiModel, context: EmitContext) => {
  const header = fileHeader('block', model.source, context.regenerateCommand);
  const { raw, parts } = declarationParts(clientStatements(model), false);
  return [{ path: CLIENT_FILE, contents: header + raw, format: 'typescript', parts: withHeader(header, parts) }];
};

/** The file's top-level statements as ts-morph writes them (exported for the layout tests). */
export function clientStatements(model: ApiModel): Declaration[] {
  const file = createSourceFile(CLIENT_FILE);
  const names = operationTypeNames(model);
  addImports(file, model, names);
  addInputTypes(file, model, names);
  addOperationTable(file, model);
  addErrorHelpers(file);
  addClientInterface(file, model, names);
  addFactory(file);
  return file.getStatementsWithComments().map((statement) => {
    const full = statement.getFullText().replace(/\r\n/g, '\n');
    const leading = /^\s*/.exec(full)![0];
    return { text: full.slice(leading.length), blankBefore: (leading.match(/\n/g)?.length ?? 0) >= 2 };
  });
}

/** The header is already as prettier prints it; it joins the first part when that one is unformatted. */
function withHeader(header: string, parts: readonly GeneratedPart[]): GeneratedPart[] {
  const [first, ...rest] = parts;
  if (first === undefined) return [{ text: header, formatted: true }];
  if (first.formatted === true) return [{ text: header, formatted: true }, ...parts];
  return [{ ...first, text: header + first.text }, ...rest];
}

function dataNames(model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): string[] {
  return model.operations.map((operation) => namesOf(names, operation.identifier).data);
}

function addImports(file: SourceFile, model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): void {
  const runtime = './runtime/client-runtime.js';
  file.addImportDeclarations([
    { moduleSpecifier: runtime, namedImports: [...(needsBodyEncoder(model) ? ['bodyEncoder'] : []), 'createRuntime', 'isDeclaredError', 'operationMethods'] },
    {
      isTypeOnly: true,
      moduleSpecifier: runtime,
      namedImports: runtimeTypeImports(model),
    },
    { isTypeOnly: true, moduleSpecifier: './envelope.js', namedImports: [...dataNames(model, names), 'OperationErrors'] },
  ]);
  if (model.operations.length > 0) {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './types.js', namedImports: ['paths'] });
  }
  file.addExportDeclarations([
    { moduleSpecifier: runtime, namedExports: ['ApiError', 'NetworkError', 'RequestInputError', 'RequestTimeoutError', 'memoryTokenStore'] },
    {
      isTypeOnly: true,
      moduleSpecifier: runtime,
      namedExports: ['AuthOptions', 'CallOptions', 'ClientOptions', 'LoginClientHeaders', 'RetryOptions', 'TokenStore'],
    },
    { isTypeOnly: true, moduleSpecifier: './envelope.js', namedExports: [...dataNames(model, names), 'OperationErrors'] },
  ]);
}

/** Only what the file uses: consumers compile with noUnusedLocals. */
function runtimeTypeImports(model: ApiModel): string[] {
  const always = ['ApiError', 'ClientOptions', 'ContractInfo', 'ErrorShape', 'OperationDescriptor'];
  const perOperation = model.operations.length > 0 ? ['InputArgs', 'OperationInput'] : [];
  const headers = model.operations.some((operation) => clientHeaderNames(operation).length > 0) ? ['WithDefaultedHeaders'] : [];
  return [...always, ...perOperation, ...headers].sort(compareCodeUnits);
}

function addInputTypes(file: SourceFile, model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): void {
  file.addTypeAliases(
    model.operations.map((operation) => ({
      name: namesOf(names, operation.identifier).input,
      isExported: true,
      docs: [`The first argument of \`${operation.identifier}\`: \`{ params, body }\` as the document declares them.`],
      type: inputTypeExpression(operation),
    })),
  );
}

function addOperationTable(file: SourceFile, model: ApiModel): void {
  file.addTypeAlias({
    name: 'OperationId',
    isExported: true,
    docs: ['The name of a client method (the operation identifier).'],
    type: 'keyof OperationErrors',
  });
  file.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    docs: ['What the runtime needs to know about each operation.'],
    declarations: [
      {
        name: 'OPERATIONS',
        type: '{ readonly [K in OperationId]: OperationDescriptor }',
        initializer: objectWriter(model.operations.map((operation) => [operation.identifier, literal(operationDescriptor(operation, model))])),
      },
    ],
  });
  file.addVariableStatement({
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: 'CONTRACT', type: 'ContractInfo', initializer: contractInitializer(model) }],
  });
}

/** The API-key header, and the body encoders only when some body is not JSON (see needsBodyEncoder). */
function contractInitializer(model: ApiModel): string {
  const header = `apiKeyHeader: ${literal(apiKeyHeader(model))}`;
  return needsBodyEncoder(model) ? `{ ${header}, bodyEncoder }` : `{ ${header} }`;
}

/** `{ key: value, ... }` over several lines; keys are sanitised identifiers. */
function objectWriter(entries: readonly (readonly [string, string])[]): WriterFunction {
  return (writer) => {
    writer.write('{').newLine();
    writer.indent(() => {
      for (const [key, value] of entries) writer.write(`${key}: ${value},`).newLine();
    });
    writer.write('}');
  };
}

function addErrorHelpers(file: SourceFile): void {
  file.addTypeAlias({
    name: 'OperationError',
    isExported: true,
    typeParameters: [{ name: 'K', constraint: 'OperationId' }],
    docs: ['An ApiError of operation `K` with a documented status and code; check `status` to narrow `code`.'],
    type: 'OperationErrors[K] extends infer E ? (E extends ErrorShape ? ApiError<E> : never) : never',
  });
  file.addFunction({
    name: 'isOperationError',
    isExported: true,
    typeParameters: [{ name: 'K', constraint: 'OperationId' }],
    parameters: [
      { name: 'error', type: 'unknown' },
      { name: 'operation', type: 'K' },
    ],
    returnType: 'error is OperationError<K>',
    docs: [
      'True when `error` is an ApiError thrown by `operation` whose status and code the document declares\n' +
        '(checked at run time, so the narrowed type is never a guess).',
    ],
    statements: 'return isDeclaredError(error, OPERATIONS[operation]);',
  });
}

function addClientInterface(file: SourceFile, model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): void {
  file.addInterface({
    name: 'ApiClient',
    isExported: true,
    docs: ['One method per operation of the document. Every method rejects with ApiError on a non-2xx answer.'],
    methods: model.operations.map((operation) => ({
      name: operation.identifier,
      docs: [clientMethodDocs(operation, model)],
      parameters: [{ name: 'args', isRestParameter: true, type: `InputArgs<${namesOf(names, operation.identifier).input}>` }],
      returnType: `Promise<${namesOf(names, operation.identifier).data}>`,
    })),
  });
}

function addFactory(file: SourceFile): void {
  file.addFunction({
    name: 'createApiClient',
    isExported: true,
    parameters: [{ name: 'options', type: 'ClientOptions' }],
    returnType: 'ApiClient',
    docs: [createClientDocs()],
    statements: 'return operationMethods<ApiClient>(createRuntime(options, CONTRACT), OPERATIONS);',
  });
}

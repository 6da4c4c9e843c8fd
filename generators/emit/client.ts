/**
 * client.ts: one typed method per operation on top of the hand-written runtime
 * (generated/runtime/client-runtime.ts). Inputs and results are typed from the openapi-typescript
 * output in types.ts; documented errors from envelope.ts. Works for any document: without the
 * house envelope the methods resolve with the bodies as-is.
 *
 * Session rule (which calls store or forget the token, and for which scheme): generators/model/session.ts.
 */
import { StructureKind, VariableDeclarationKind, type StatementStructures, type WriterFunction } from 'ts-morph';
import type { ApiModel } from '../model/types.js';
import type { EmitContext, Emitter } from './emitter.js';
import { fileHeader } from '../print/header.js';
import { createSourceFile } from '../print/project.js';
import { declarationsText, type Declaration } from './declarations.js';
import { clientHeaderNames, contractData, literal, needsBodyEncoder, needsCookiePairs, needsEventStreams, operationDescriptor } from './client/descriptors.js';
import { optionTypes, RUNTIME_CLIENT_OPTIONS, usesBasicCredentials } from './client/options.js';
import { compareCodeUnits } from '../print/order.js';
import { clientMethodDocs, createClientDocs } from './client/docs.js';
import { inputTypeExpression } from './client/input-types.js';
import { namesOf, operationTypeNames, type OperationTypeNames } from './client/names.js';

export const CLIENT_FILE = 'client.ts';

/** Built with ts-morph, laid out by the formatting stage. */
export const emitClient: Emitter = (model: ApiModel, context: EmitContext) => {
  const header = fileHeader('block', model.source, context.regenerateCommand);
  return [{ path: CLIENT_FILE, contents: header + declarationsText(clientStatements(model)), format: 'typescript' }];
};

/** The file's top-level statements as ts-morph writes them (exported for the layout tests). */
export function clientStatements(model: ApiModel): Declaration[] {
  const file = createSourceFile(CLIENT_FILE);
  const names = operationTypeNames(model);
  // All in one manipulation: ts-morph prints and re-parses the whole file after each one, and
  // adding the groups one by one cost about twice as much on a large document.
  // Statements in groups; a blank line separates groups, none separates the statements of one.
  const groups: StatementStructures[][] = [
    importDeclarations(model, names),
    exportDeclarations(model, names),
    optionTypes(model),
    [...inputTypes(model, names), operationIdType()],
    operationTable(model),
    [operationErrorType()],
    [isOperationErrorFunction()],
    [clientInterface(model, names)],
    [factory(model)],
  ];
  file.addStatements(groups.flat());
  const groupStarts = new Set<number>();
  let start = 0;
  for (const group of groups) {
    groupStarts.add(start);
    start += group.length;
  }
  return file.getStatements().map((statement, index) => ({
    text: statement.getFullText().replace(/\r\n/g, '\n').trimStart(),
    blankBefore: groupStarts.has(index),
  }));
}

function dataNames(model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): string[] {
  return model.operations.map((operation) => namesOf(names, operation.identifier).data);
}

const RUNTIME = './runtime/client-runtime.js';

function importDeclarations(model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): StatementStructures[] {
  const kind: StructureKind.ImportDeclaration = StructureKind.ImportDeclaration;
  return [
    { kind, moduleSpecifier: RUNTIME, namedImports: [...optionalRuntime(model), 'createRuntime', 'isDeclaredError', 'operationMethods'].sort(compareCodeUnits) },
    { kind, isTypeOnly: true, moduleSpecifier: RUNTIME, namedImports: runtimeTypeImports(model) },
    { kind, isTypeOnly: true, moduleSpecifier: './envelope.js', namedImports: [...dataNames(model, names), 'OperationErrors'] },
    ...(model.operations.length > 0 ? [{ kind, isTypeOnly: true, moduleSpecifier: './types.js', namedImports: ['paths'] }] : []),
  ];
}

function exportDeclarations(model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): StatementStructures[] {
  const exportKind: StructureKind.ExportDeclaration = StructureKind.ExportDeclaration;
  return [
    { kind: exportKind, moduleSpecifier: RUNTIME, namedExports: ['ApiError', 'NetworkError', 'RequestInputError', 'RequestTimeoutError', 'memoryTokenStore'] },
    {
      kind: exportKind,
      isTypeOnly: true,
      moduleSpecifier: RUNTIME,
      namedExports: ['BasicCredentials', 'CallOptions', 'RetryOptions', ...(needsEventStreams(model) ? ['ServerSentEvent'] : []), 'TokenStore'],
    },
    { kind: exportKind, isTypeOnly: true, moduleSpecifier: './envelope.js', namedExports: [...dataNames(model, names), 'OperationErrors'] },
  ];
}

/** Only what the file uses: consumers compile with noUnusedLocals. The runtime's ClientOptions is renamed: client.ts exports its own. */
function runtimeTypeImports(model: ApiModel): (string | { name: string; alias: string })[] {
  const always = ['ApiError', 'ContractInfo', 'ErrorShape', 'OperationDescriptor'];
  const perOperation = model.operations.length > 0 ? ['InputArgs', 'OperationInput'] : [];
  const headers = model.operations.some((operation) => clientHeaderNames(operation).length > 0) ? ['WithDefaultedHeaders'] : [];
  const basic = usesBasicCredentials(model) ? ['BasicCredentials'] : [];
  const names = [...always, ...perOperation, ...headers, ...basic, 'ClientOptions'].sort(compareCodeUnits);
  return names.map((name) => (name === 'ClientOptions' ? { name, alias: RUNTIME_CLIENT_OPTIONS } : name));
}

function inputTypes(model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): StatementStructures[] {
  return model.operations.map((operation) => ({
    kind: StructureKind.TypeAlias,
    name: namesOf(names, operation.identifier).input,
    isExported: true,
    docs: [`The first argument of \`${operation.identifier}\`: \`{ params, body }\` as the document declares them.`],
    type: inputTypeExpression(operation),
  }));
}

function operationIdType(): StatementStructures {
  return {
    kind: StructureKind.TypeAlias,
    name: 'OperationId',
    isExported: true,
    docs: ['The name of a client method (the operation identifier).'],
    type: 'keyof OperationErrors',
  };
}

function operationTable(model: ApiModel): StatementStructures[] {
  const operations: StatementStructures = {
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['What the runtime needs to know about each operation.'],
    declarations: [
      {
        name: 'OPERATIONS',
        type: '{ readonly [K in OperationId]: OperationDescriptor }',
        initializer: objectWriter(model.operations.map((operation) => [operation.identifier, literal(operationDescriptor(operation, model))])),
      },
    ],
  };
  const contract: StatementStructures = {
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: 'CONTRACT', type: 'ContractInfo', initializer: contractInitializer(model) }],
  };
  return [operations, contract];
}

/**
 * Runtime functions a client passes in its contract only when its document needs them, so other
 * clients' bundles leave them out: body encoders (a body that is not JSON), cookie parameters,
 * the event stream reader (decisions/0008, 0029).
 */
function optionalRuntime(model: ApiModel): string[] {
  return [
    ...(needsBodyEncoder(model) ? ['bodyEncoder'] : []),
    ...(needsCookiePairs(model) ? ['cookiePairs'] : []),
    ...(needsEventStreams(model) ? ['eventStream'] : []),
  ];
}

/** The document's schemes, session, client headers and error body, and the optional runtime functions it needs. */
function contractInitializer(model: ApiModel): string {
  const members = [literal(contractData(model)).slice(1, -1).trim(), ...optionalRuntime(model)].filter((member) => member !== '');
  return members.length === 0 ? '{}' : `{ ${members.join(', ')} }`;
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

function operationErrorType(): StatementStructures {
  return {
    kind: StructureKind.TypeAlias,
    name: 'OperationError',
    isExported: true,
    typeParameters: [{ name: 'K', constraint: 'OperationId' }],
    docs: ['An ApiError of operation `K` with a documented status and code; check `status` to narrow `code`.'],
    type: 'OperationErrors[K] extends infer E ? (E extends ErrorShape ? ApiError<E> : never) : never',
  };
}

function isOperationErrorFunction(): StatementStructures {
  return {
    kind: StructureKind.Function,
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
  };
}

function clientInterface(model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): StatementStructures {
  return {
    kind: StructureKind.Interface,
    name: 'ApiClient',
    isExported: true,
    docs: ['One method per operation of the document. Every method rejects with ApiError on a non-2xx answer.'],
    methods: model.operations.map((operation) => ({
      name: operation.identifier,
      docs: [clientMethodDocs(operation)],
      parameters: [{ name: 'args', isRestParameter: true, type: `InputArgs<${namesOf(names, operation.identifier).input}>` }],
      returnType: `Promise<${namesOf(names, operation.identifier).data}>`,
    })),
  };
}

function factory(model: ApiModel): StatementStructures {
  return {
    kind: StructureKind.Function,
    name: 'createApiClient',
    isExported: true,
    parameters: [{ name: 'options', type: 'ClientOptions' }],
    returnType: 'ApiClient',
    docs: [createClientDocs(model)],
    statements: 'return operationMethods<ApiClient>(createRuntime(options, CONTRACT), OPERATIONS);',
  };
}

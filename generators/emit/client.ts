/**
 * client.ts: one typed, standalone function per operation on top of the hand-written runtime
 * (generated/runtime/client-runtime.ts), and `createApiClient`, which binds them all as methods.
 * Each function is a side-effect-free export, so an app's bundle keeps only those it calls
 * (decision 0031). Inputs and results are typed from the openapi-typescript output in types.ts;
 * documented errors from envelope.ts. Works for any document: without the house envelope the
 * methods resolve with the bodies as-is.
 *
 * Session rule (which calls store or forget the token, and for which scheme): generators/model/session.ts.
 */
import type * as TsMorph from 'ts-morph';
import type { StatementStructures, WriterFunction } from 'ts-morph';
import type { ApiModel } from '../model/types.js';
import type { EmitContext, Emitter } from './emitter.js';
import { fileHeader } from '../print/header.js';
import { createSourceFile } from '../print/project.js';
import { declarationParts, type Declaration } from './declarations.js';
import { clientHeaderNames, contractData, descriptorText, literal, needsEventStreams, runtimeFunctionsOfModel } from './client/descriptors.js';
import { optionTypes, RUNTIME_CLIENT_OPTIONS, usesBasicCredentials } from './client/options.js';
import { compareCodeUnits } from '../print/order.js';
import { clientCoreDocs, clientMethodDocs, createClientDocs } from './client/docs.js';
import { inputTypeExpression } from './client/input-types.js';
import { namesOf, operationFunctionNames, operationTypeNames, type OperationTypeNames } from './client/names.js';
import { tsMorph } from '../print/ts-morph.js';

const { StructureKind, VariableDeclarationKind } = tsMorph;

export const CLIENT_FILE = 'client.ts';

/** Built with ts-morph, laid out by the formatting stage. */
export const emitClient: Emitter = (model: ApiModel, context: EmitContext) => {
  const parts = [fileHeader('block', model.source, context.regenerateCommand), ...declarationParts(clientStatements(model))];
  return [{ path: CLIENT_FILE, contents: parts.join(''), parts, partsScope: model.source, format: 'typescript' }];
};

/** The file's top-level statements as ts-morph writes them (exported for the layout tests). */
export function clientStatements(model: ApiModel): Declaration[] {
  const file = createSourceFile(CLIENT_FILE);
  const names = operationTypeNames(model);
  const functions = operationFunctionNames(model);
  // All in one manipulation: ts-morph prints and re-parses the whole file after each one, and
  // adding the groups one by one cost about twice as much on a large document.
  // Statements in groups; a blank line separates groups, none separates the statements of one.
  const groups: StatementStructures[][] = [
    importDeclarations(model, names),
    exportDeclarations(model, names),
    optionTypes(model),
    [...inputTypes(model, names), operationIdType()],
    // One group each: a blank line between operations, as between the file's other parts.
    ...operationFunctions(model, names, functions).map((statement) => [statement]),
    [operationTable(model, functions), contractStatement(model)],
    [operationErrorType()],
    [isOperationErrorFunction()],
    [clientInterface(model, names)],
    [coreFactory()],
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
  const kind: TsMorph.StructureKind.ImportDeclaration = StructureKind.ImportDeclaration;
  return [
    {
      kind,
      moduleSpecifier: RUNTIME,
      namedImports: [...runtimeFunctionsOfModel(model), 'createRuntime', ...(model.operations.length > 0 ? ['defineOperation'] : []), 'isDeclaredError', 'operationMethods'].sort(compareCodeUnits),
    },
    { kind, isTypeOnly: true, moduleSpecifier: RUNTIME, namedImports: runtimeTypeImports(model) },
    { kind, isTypeOnly: true, moduleSpecifier: './envelope.js', namedImports: [...dataNames(model, names), 'OperationErrors'] },
    ...(model.operations.length > 0 ? [{ kind, isTypeOnly: true, moduleSpecifier: './types.js', namedImports: ['paths'] }] : []),
  ];
}

function exportDeclarations(model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>): StatementStructures[] {
  const exportKind: TsMorph.StructureKind.ExportDeclaration = StructureKind.ExportDeclaration;
  return [
    { kind: exportKind, moduleSpecifier: RUNTIME, namedExports: ['ApiError', 'NetworkError', 'RequestInputError', 'RequestTimeoutError', 'ResponseBodyError', 'memoryTokenStore'] },
    {
      kind: exportKind,
      isTypeOnly: true,
      moduleSpecifier: RUNTIME,
      namedExports: ['BasicCredentials', 'CallOptions', 'ClientCore', 'Operation', 'RetryOptions', ...(needsEventStreams(model) ? ['ServerSentEvent'] : []), 'TokenStore'],
    },
    { kind: exportKind, isTypeOnly: true, moduleSpecifier: './envelope.js', namedExports: [...dataNames(model, names), 'OperationErrors'] },
  ];
}

/** Only what the file uses: consumers compile with noUnusedLocals. The runtime's ClientOptions is renamed: client.ts exports its own. */
function runtimeTypeImports(model: ApiModel): (string | { name: string; alias: string })[] {
  const always = ['ApiError', 'ClientCore', 'ContractInfo', 'ErrorShape'];
  const perOperation = model.operations.length > 0 ? ['InputArgs', 'Operation', 'OperationInput'] : [];
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

/**
 * One exported function per operation, made by the runtime's `defineOperation` from its
 * descriptor. The call is marked pure: a bundler drops every one an app does not import. The
 * constant's type is written out, so its declaration needs no inference: the client package's
 * `.d.ts` is then made file by file (emit/package/compile.ts) instead of by a whole TypeScript
 * program, about a second of every generate that writes a package.
 */
function operationFunctions(model: ApiModel, names: ReadonlyMap<string, OperationTypeNames>, functions: ReadonlyMap<string, string>): StatementStructures[] {
  return model.operations.map((operation) => {
    const { input, data } = namesOf(names, operation.identifier);
    return {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: [clientMethodDocs(operation)],
      declarations: [
        {
          name: functionNameOf(functions, operation.identifier),
          type: `Operation<${input}, ${data}>`,
          initializer: `/* @__PURE__ */ defineOperation<${input}, ${data}>(${descriptorText(operation, model)})`,
        },
      ],
    };
  });
}

function functionNameOf(functions: ReadonlyMap<string, string>, identifier: string): string {
  const found = functions.get(identifier);
  if (found === undefined) throw new Error(`internal: no function name allocated for operation ${identifier}`);
  return found;
}

/** Every operation function by method name: what `createApiClient` binds (kept only by apps that call it). */
function operationTable(model: ApiModel, functions: ReadonlyMap<string, string>): StatementStructures {
  return {
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['Every operation function, by method name.'],
    declarations: [
      {
        name: 'OPERATIONS',
        initializer: objectWriter(model.operations.map((operation) => [operation.identifier, functionNameOf(functions, operation.identifier)])),
      },
    ],
  };
}

/** The document's schemes, session, client headers and error body. */
function contractInitializer(model: ApiModel): string {
  const text = literal(contractData(model));
  return text.slice(1, -1).trim() === '' ? '{}' : text;
}

function contractStatement(model: ApiModel): StatementStructures {
  return {
    kind: StructureKind.VariableStatement,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name: 'CONTRACT', type: 'ContractInfo', initializer: contractInitializer(model) }],
  };
}

/** `{ key: value, ... }` over several lines (`key,` where both are the same); keys are sanitised identifiers. */
function objectWriter(entries: readonly (readonly [string, string])[]): WriterFunction {
  return (writer) => {
    writer.write('{').newLine();
    writer.indent(() => {
      for (const [key, value] of entries) writer.write(key === value ? `${key},` : `${key}: ${value},`).newLine();
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
    statements: 'return isDeclaredError(error, operation);',
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

function coreFactory(): StatementStructures {
  return {
    kind: StructureKind.Function,
    name: 'createClientCore',
    isExported: true,
    parameters: [{ name: 'options', type: 'ClientOptions' }],
    returnType: 'ClientCore',
    docs: [clientCoreDocs()],
    statements: 'return createRuntime(options, CONTRACT);',
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
    statements: 'return operationMethods<ApiClient>(createClientCore(options), OPERATIONS);',
  };
}

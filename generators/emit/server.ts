/**
 * generated/server.ts: the typed handler contract (`Handlers`, one method per operation), the
 * route table as data, and `registerHandlers` / `handlersPlugin`, which mount both on Fastify
 * through the hand-written runtime in generated/runtime/server-runtime.ts.
 */
import { StructureKind, VariableDeclarationKind, type SourceFile } from 'ts-morph';
import type { ApiModel, EmitContext, Emitter, OperationModel } from '../model/types.js';
import { createSourceFile, sourceFileText } from '../print/project.js';
import { fileHeader } from '../print/header.js';
import { commentLines } from '../print/escape.js';
import { IdentifierAllocator, toPascalIdentifier } from '../print/sanitize.js';
import { printLiteral } from './server/literal.js';
import { componentsData, routeData, securitySchemeData } from './server/route-table.js';
import {
  operationTypeExpression,
  requestTypeExpression,
  responseTypeExpression,
  type OperationTypeNames,
} from './server/handler-types.js';

export const SERVER_FILE = 'server.ts';

/** Names this file declares or imports; per-operation type names are allocated around them. */
const FIXED_NAMES = [
  'paths', 'FastifyInstance', 'FastifyPluginAsync', 'registerRoutes', 'ApiDefinition', 'Authenticate',
  'DataResult', 'EmptyResult', 'ErrorResult', 'EnvelopeData', 'HandlerRequest', 'PrincipalBase',
  'RouteDefinition', 'RuntimeOptions', 'Handlers', 'ServerOptions', 'PartialServerOptions',
  'routes', 'api', 'registerHandlers', 'handlersPlugin',
];

export const emitServer: Emitter = (model, context) => [
  { path: SERVER_FILE, contents: renderServer(model, context), format: 'typescript' },
];

export function renderServer(model: ApiModel, context: EmitContext): string {
  const file = createSourceFile(SERVER_FILE);
  addImports(file);
  const allocator = new IdentifierAllocator(FIXED_NAMES);
  const names = model.operations.map((operation) => typeNamesFor(operation, allocator));
  model.operations.forEach((operation, index) => addOperationTypes(file, operation, names[index]!));
  addHandlersInterface(file, model.operations, names);
  addRouteTable(file, model);
  addRegistration(file, model);
  return fileHeader('block', model.source, context.regenerateCommand) + sourceFileText(file);
}

function addImports(file: SourceFile): void {
  file.addImportDeclarations([
    { isTypeOnly: true, moduleSpecifier: 'fastify', namedImports: ['FastifyInstance', 'FastifyPluginAsync'] },
    { isTypeOnly: true, moduleSpecifier: './types.js', namedImports: ['paths'] },
    { moduleSpecifier: './runtime/server-runtime.js', namedImports: ['registerRoutes'] },
    {
      isTypeOnly: true,
      moduleSpecifier: './runtime/server-runtime.js',
      namedImports: [
        'ApiDefinition', 'Authenticate', 'DataResult', 'EmptyResult', 'EnvelopeData', 'ErrorResult',
        'HandlerRequest', 'PrincipalBase', 'RouteDefinition', 'RuntimeOptions',
      ],
    },
  ]);
}

function typeNamesFor(operation: OperationModel, allocator: IdentifierAllocator): OperationTypeNames {
  const base = toPascalIdentifier(operation.identifier);
  return {
    operation: allocator.allocate(`${base}Operation`),
    request: allocator.allocate(`${base}Request`),
    response: allocator.allocate(`${base}Response`),
  };
}

function addOperationTypes(file: SourceFile, operation: OperationModel, names: OperationTypeNames): void {
  file.addTypeAliases([
    { name: names.operation, type: operationTypeExpression(operation), leadingTrivia: (writer) => writer.blankLine() },
    {
      name: names.request,
      isExported: true,
      typeParameters: [{ name: 'P', constraint: 'PrincipalBase', default: 'PrincipalBase' }],
      type: requestTypeExpression(operation, names),
      docs: [`What the ${operation.identifier} handler receives (${operation.method.toUpperCase()} ${operation.path}).`].map(escapeDoc),
    },
    {
      name: names.response,
      isExported: true,
      type: responseTypeExpression(operation, names),
      docs: [`Every response ${operation.identifier} may give: exactly the statuses and codes the document declares.`].map(escapeDoc),
    },
  ]);
}

function addHandlersInterface(file: SourceFile, operations: readonly OperationModel[], names: readonly OperationTypeNames[]): void {
  file.addInterface({
    name: 'Handlers',
    isExported: true,
    typeParameters: [{ name: 'P', constraint: 'PrincipalBase', default: 'PrincipalBase' }],
    docs: ['One method per operation. Return data and codes only: the runtime applies the envelope and the error body.'],
    methods: operations.map((operation, index) => ({
      kind: StructureKind.MethodSignature,
      name: operation.identifier,
      parameters: [{ name: 'request', type: `${names[index]!.request}<P>` }],
      returnType: `${names[index]!.response} | Promise<${names[index]!.response}>`,
      docs: operationDocs(operation),
    })),
  });
}

function operationDocs(operation: OperationModel): string[] {
  const lines = [
    ...commentLines(operation.summary ?? ''),
    ...(operation.description === undefined ? [] : ['', ...commentLines(operation.description)]),
    '',
    `${operation.method.toUpperCase()} ${operation.path}`,
    ...(operation.roles.length > 0 ? [`Roles: ${operation.roles.join(', ')}.`] : []),
    ...(operation.deprecated ? ['@deprecated'] : []),
  ].map((line) => (line === '' ? line : commentLines(line).join(' ')));
  return [lines.join('\n').replace(/^\n+/, '')];
}

function escapeDoc(text: string): string {
  return commentLines(text).join('\n');
}

function addRouteTable(file: SourceFile, model: ApiModel): void {
  file.addVariableStatements([
    {
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ['The route table: one entry per operation, in document order.'],
      declarations: [{ name: 'routes', type: 'readonly RouteDefinition[]', initializer: printLiteral(model.operations.map(routeData)) }],
    },
    {
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: ['Everything the server runtime needs: routes, security schemes and the schemas `$ref`s point at.'],
      declarations: [
        {
          name: 'api',
          type: 'ApiDefinition',
          initializer: `{\n  routes,\n  securitySchemes: ${printLiteral(model.securitySchemes.map(securitySchemeData), '  ')},\n  components: ${printLiteral(componentsData(model), '  ')},\n}`,
        },
      ],
    },
  ]);
}

function addRegistration(file: SourceFile, model: ApiModel): void {
  const secured = model.operations.some((operation) => operation.security.length > 0);
  file.addInterface({
    name: 'ServerOptions',
    isExported: true,
    typeParameters: [{ name: 'P', constraint: 'PrincipalBase', default: 'PrincipalBase' }],
    extends: [`Omit<RuntimeOptions<P>, 'handlers' | 'authenticate'>`],
    properties: [
      { name: 'handlers', isReadonly: true, type: 'Handlers<P>' },
      {
        name: 'authenticate',
        isReadonly: true,
        hasQuestionToken: !secured,
        type: 'Authenticate<P>',
        docs: ['Receives the first credential present (Bearer, then cookie, then API key, in the document\'s order) and returns the principal, or nothing for a 401.'],
      },
    ],
  });
  file.addTypeAlias({
    name: 'PartialServerOptions',
    isExported: true,
    typeParameters: [{ name: 'P', constraint: 'PrincipalBase', default: 'PrincipalBase' }],
    type: `Omit<ServerOptions<P>, 'handlers'> & { readonly handlers: Partial<Handlers<P>>; readonly partial: true }`,
    docs: ['For implementing step by step: operations without a handler answer 501 not_implemented.'],
  });
  file.addFunction({
    name: 'registerHandlers',
    isExported: true,
    typeParameters: [{ name: 'P', constraint: 'PrincipalBase' }],
    parameters: [
      { name: 'app', type: 'FastifyInstance' },
      { name: 'options', type: 'ServerOptions<P> | PartialServerOptions<P>' },
    ],
    returnType: 'void',
    docs: ['Mounts every operation on `app` (routes, validation, authentication, error handling).'],
    statements: [
      '// The typed interface has no index signature; the runtime looks handlers up by name.',
      `registerRoutes(app, api, { ...options, handlers: options.handlers as unknown as RuntimeOptions<P>['handlers'] });`,
    ],
  });
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: ['The same as a Fastify plugin: `app.register(handlersPlugin, options)`.'],
    declarations: [
      {
        name: 'handlersPlugin',
        type: 'FastifyPluginAsync<ServerOptions | PartialServerOptions>',
        initializer: 'async (app, options) => {\n  registerHandlers(app, options);\n}',
      },
    ],
  });
}

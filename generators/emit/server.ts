/**
 * generated/server.ts: the typed handler contract (`Handlers`, one method per operation), the
 * route table as data, and `registerHandlers` / `handlersPlugin`, which mount both on Fastify
 * through the hand-written runtime in generated/runtime/server-runtime.ts.
 */
import type { ApiModel, EmitContext, Emitter, GeneratedPart, OperationModel } from '../model/types.js';
import { fileHeader } from '../print/header.js';
import { commentLines, docComment } from '../print/escape.js';
import { IdentifierAllocator, toPascalIdentifier } from '../print/sanitize.js';
import { printDataLiteral } from '../print/data-literal.js';
import { declarationParts, type Declaration } from '../print/type-format.js';
import { stringWidth } from '../print/width.js';
import { compareCodeUnits } from '../print/order.js';
import { apiData } from './server/route-table.js';
import {
  contentSupport,
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
  'routes', 'api', 'registerHandlers', 'handlersPlugin', 'Readable', 'Writable',
  'BinaryBody', 'MultipartBody', 'ServerSentEventInit', 'readMultipart',
];

/**
 * The route table and the schemas (nearly all of the file for a big document) are printed in
 * their final layout already, and so are the per-operation types and the handler contract
 * (generators/print/type-format.ts); the imports, the registration code and any declaration that
 * formatter does not know go through the writer's prettier.
 */
export const emitServer: Emitter = (model, context) => {
  const { contents, parts } = serverFile(model, context);
  return [{ path: SERVER_FILE, contents, format: 'typescript', parts }];
};

/** The whole file as the emitter hands it to the writer (before formatting). */
export function renderServer(model: ApiModel, context: EmitContext): string {
  return serverFile(model, context).contents;
}

/** The per-operation types and the handler contract, one statement each. */
export function serverDeclarations(model: ApiModel): Declaration[] {
  const allocator = new IdentifierAllocator(FIXED_NAMES);
  const names = model.operations.map((operation) => typeNamesFor(operation, allocator));
  return [
    ...model.operations.flatMap((operation, index) => operationTypes(operation, names[index]!, model.readWriteMarkers === true)),
    { text: handlersInterface(model.operations, names), blankBefore: true },
  ];
}

function serverFile(model: ApiModel, context: EmitContext): { contents: string; parts: GeneratedPart[] } {
  const declarations = serverDeclarations(model);
  const head = `${fileHeader('block', model.source, context.regenerateCommand)}${imports(model)}\n`;
  const types = declarationParts(declarations, true);
  const routes = routeTable(model);
  const tail = registration(model);
  return {
    contents: head + types.raw + routes + tail,
    parts: [{ text: head }, ...types.parts, { text: routes, formatted: true }, { text: tail }],
  };
}

/** Readable and Writable: bodies without the members that do not belong on their side (generators/model/read-write.ts). */
function imports(model: ApiModel): string {
  const types = model.readWriteMarkers === true ? 'paths, Readable, Writable' : 'paths';
  const support = contentSupport(model.operations);
  const runtimeTypes = ['ApiDefinition', 'Authenticate', 'DataResult', 'EmptyResult', 'EnvelopeData', 'ErrorResult', 'HandlerRequest', 'PrincipalBase', 'RouteDefinition', 'RuntimeOptions', ...support.types].sort(compareCodeUnits);
  // The multipart reader is imported from its own file, so a server without multipart bodies does not depend on @fastify/busboy.
  const multipart = support.multipart ? "import { readMultipart } from './runtime/server/multipart.js';\n" : '';
  return `import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ${types} } from './types.js';
import { registerRoutes } from './runtime/server-runtime.js';
import type { ${runtimeTypes.join(', ')} } from './runtime/server-runtime.js';
${multipart}`;
}

function typeNamesFor(operation: OperationModel, allocator: IdentifierAllocator): OperationTypeNames {
  const base = toPascalIdentifier(operation.identifier);
  return {
    operation: allocator.allocate(`${base}Operation`),
    request: allocator.allocate(`${base}Request`),
    response: allocator.allocate(`${base}Response`),
  };
}

const PRINCIPAL_PARAMETER = '<P extends PrincipalBase = PrincipalBase>';

function operationTypes(operation: OperationModel, names: OperationTypeNames, readWrite: boolean): Declaration[] {
  const request = escapeDoc(`What the ${operation.identifier} handler receives (${operation.method.toUpperCase()} ${operation.path}).`);
  const response = escapeDoc(`Every response ${operation.identifier} may give: exactly the statuses and codes the document declares.`);
  return [
    { text: `type ${names.operation} = ${operationTypeExpression(operation)};`, blankBefore: true },
    { text: `${docComment(request)}\nexport type ${names.request}${PRINCIPAL_PARAMETER} = ${requestTypeExpression(operation, names, readWrite)};`, blankBefore: false },
    { text: `${docComment(response)}\nexport type ${names.response} = ${responseTypeExpression(operation, names, readWrite)};`, blankBefore: false },
  ];
}

function handlersInterface(operations: readonly OperationModel[], names: readonly OperationTypeNames[]): string {
  const methods = operations.map((operation, index) => {
    const { request, response } = names[index]!;
    return `${docComment(operationDocs(operation))}\n${operation.identifier}(request: ${request}<P>): ${response} | Promise<${response}>;\n`;
  });
  return `${docComment('One method per operation. Return data and codes only: the runtime applies the envelope and the error body.')}
export interface Handlers${PRINCIPAL_PARAMETER} {
${methods.join('')}}`;
}

function operationDocs(operation: OperationModel): string {
  const lines = [
    ...commentLines(operation.summary ?? ''),
    ...(operation.description === undefined ? [] : ['', ...commentLines(operation.description)]),
    '',
    `${operation.method.toUpperCase()} ${operation.path}`,
    ...(operation.roles.length > 0 ? [`Roles: ${operation.roles.join(', ')}.`] : []),
    ...(operation.deprecated ? ['@deprecated'] : []),
  ].map((line) => (line === '' ? line : commentLines(line).join(' ')));
  return lines.join('\n').replace(/^\n+/, '');
}

function escapeDoc(text: string): string {
  return commentLines(text).join('\n');
}

/**
 * `routes` and `api` in their final layout: the data literals come from the prettier-exact printer
 * and the few fixed lines around them are as prettier prints them.
 */
function routeTable(model: ApiModel): string {
  const { routes, securitySchemes, components, errorBodies, errorFormat } = apiData(model);
  const data = (prefix: string, value: unknown, indent: number, trailing: string): string =>
    `${prefix}${printDataLiteral(value, { indent, column: prefix.length, trailing: trailing.length }, stringWidth)}${trailing}`;
  const optional = [
    ...(errorBodies !== undefined ? [data('  errorBodies: ', errorBodies, 2, ',')] : []),
    ...(errorFormat !== undefined ? [data('  errorFormat: ', errorFormat, 2, ',')] : []),
  ];
  return `/** The route table: one entry per operation, in document order. */
${data('export const routes: readonly RouteDefinition[] = ', routes, 0, ';')}
/** Everything the server runtime needs: routes, security schemes, the schemas \`$ref\`s point at and the usual error body. */
export const api: ApiDefinition = {
  routes,
${data('  securitySchemes: ', securitySchemes, 2, ',')}
${[data('  components: ', components, 2, ','), ...optional, ...(contentSupport(model.operations).multipart ? ['  multipart: readMultipart,'] : [])].join('\n')}
};

`;
}

/** Options, registration and the plugin; formatted by the writer (they depend on the model only through `authenticate?`). */
function registration(model: ApiModel): string {
  const secured = model.operations.some((operation) => operation.security.length > 0);
  return `export interface ServerOptions${PRINCIPAL_PARAMETER} extends Omit<RuntimeOptions<P>, 'handlers' | 'authenticate'> {
  readonly handlers: Handlers<P>;
  ${docComment("Receives the credentials of the first security requirement (in the document's order) whose schemes are all present, each with the scopes the operation asks for, and returns the principal, or nothing for a 401.")}
  readonly authenticate${secured ? '' : '?'}: Authenticate<P>;
}

${docComment('For implementing step by step: operations without a handler answer 501 not_implemented.')}
export type PartialServerOptions${PRINCIPAL_PARAMETER} = Omit<ServerOptions<P>, 'handlers'> & { readonly handlers: Partial<Handlers<P>>; readonly partial: true };

${docComment('Mounts every operation on `app` (routes, validation, authentication, error handling).')}
export function registerHandlers<P extends PrincipalBase>(app: FastifyInstance, options: ServerOptions<P> | PartialServerOptions<P>): void {
  // The typed interface has no index signature; the runtime looks handlers up by name.
  registerRoutes(app, api, { ...options, handlers: options.handlers as unknown as RuntimeOptions<P>['handlers'] });
}

${docComment('The same as a Fastify plugin: `app.register(handlersPlugin, options)`.')}
export const handlersPlugin: FastifyPluginAsync<ServerOptions | PartialServerOptions> = async (app, options) => {
  registerHandlers(app, options);
};
`;
}

/**
 * generated/server.ts: the typed handler contract (`Handlers`, one method per operation), the
 * route table as data, and `registerHandlers` / `handlersPlugin`, which mount both on Fastify
 * through the hand-written runtime in generated/runtime/server-runtime.ts.
 */
import type { ApiModel, OperationModel } from '../model/types.js';
import type { EmitContext, Emitter, GeneratedFile } from './emitter.js';
import { fileHeader } from '../print/header.js';
import { commentLines, docComment } from '../print/escape.js';
import { IdentifierAllocator, toPascalIdentifier } from '../print/sanitize.js';
import { declarationParts, type Declaration } from './declarations.js';
import { Expression, printLiteral } from './server/literal.js';
import { stringLiteral } from '../print/escape.js';
import { apiData, documentPointers } from './server/route-table.js';
import { SCHEMAS_EXPORT, SCHEMAS_FILE, schemasModule } from './server/schemas-module.js';
import {
  operationTypeExpression,
  readsMultipart,
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
  'routes', 'api', 'registerHandlers', 'handlersPlugin', 'serverOptions', 'Readable', 'Writable', 'documentSchemas', 'schemaAt', SCHEMAS_EXPORT,
  'BinaryBody', 'MultipartBody', 'ServerSentEventInit', 'readMultipart', 'StatusRange', 'DeclaredHeaders', 'WithDefaults',
];

/** server.ts, built as text and laid out by the formatting stage, and server-schemas.ts where its route table references a schema. */
export const emitServer: Emitter = (model, context) => {
  const { parts, referencesSchemas } = serverParts(model, context);
  const server: GeneratedFile = { path: SERVER_FILE, contents: parts.join(''), parts, partsScope: model.source, format: 'typescript' };
  return referencesSchemas ? [server, schemasModule(model, context)] : [server];
};

/** The whole file as the emitter hands it to the formatting stage. */
export function renderServer(model: ApiModel, context: EmitContext): string {
  return serverParts(model, context).parts.join('');
}

/** The file in the parts the formatting stage lays out one by one (GeneratedFile.parts): header, imports, each declaration, the route table, the registration. */
function serverParts(model: ApiModel, context: EmitContext): { parts: string[]; referencesSchemas: boolean } {
  const table = routeTable(model);
  const body = [...declarationParts(serverDeclarations(model)), `\n${table.text}`, registration(model)];
  return { parts: [fileHeader('block', model.source, context.regenerateCommand), `${imports(model, body.join(''))}\n`, ...body], referencesSchemas: table.referencesSchemas };
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

/** The runtime's types the file may use; each is imported only where the body uses it. */
const RUNTIME_TYPES = ['ApiDefinition', 'Authenticate', 'BinaryBody', 'DataResult', 'DeclaredHeaders', 'EmptyResult', 'EnvelopeData', 'ErrorResult', 'HandlerRequest', 'MultipartBody', 'PrincipalBase', 'RouteDefinition', 'RuntimeOptions', 'ServerSentEventInit', 'StatusRange', 'WithDefaults'];

/** Whether generated code uses `name`, a reserved or allocated identifier: as a whole word outside its comments. */
function usesName(code: string, name: string): boolean {
  return usedNames(code, [name]).length > 0;
}

/**
 * Which of `names` `code` uses, in their order: as whole identifiers outside comments and string
 * literals, in one pass (Stripe's server.ts is megabytes; a pass per name cost 0.3 s). Strings
 * count for nothing: every route table's schema pointers spell `/paths/…`, which kept `paths`
 * imported, unused, where no type reads it (a document whose bodies are all bytes).
 */
function usedNames(code: string, names: readonly string[]): string[] {
  const wanted = new Set(names);
  const found = new Set<string>();
  // Leftmost match wins, so a quote inside a comment and `//` inside a string are skipped whole.
  for (const [token, member] of code.matchAll(TOKENS)) if (member === undefined && wanted.has(token)) found.add(token);
  return names.filter((name) => found.has(name));
}

/**
 * Comments, string literals (generated code has no template literal outside comments), member
 * names and identifiers. A member name opens its line and is followed by `:`, `?:` or
 * `(request: `: a key of the route table's data (printLiteral puts each on its own line) or a
 * method of `Handlers`. Those come from the document (the operation `paths` is the handler
 * `paths(request: …)`) and name no binding, so they are captured apart and never count as a use.
 * Counted, they imported what nothing used: the operation `paths` left `paths` imported and
 * unused (noUnusedLocals fails), and `bundledDocument`, in a document whose routes reference no
 * schema, imported ./server-schemas.js, which is not generated then, so generate failed.
 */
const TOKENS = /^[ \t]*([\w$]+)(?=\??:|\(request: )|\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|[\w$]+/gm;

/**
 * Only what `body` uses, so the file compiles under noUnusedLocals, as strict consumers set it
 * (EmptyResult and EnvelopeData depend on the document). The names are reserved (FIXED_NAMES),
 * so a use is the name as a whole word outside comments; a document's path that spells one keeps
 * an import that is unused, never drops one that is used.
 * Readable and Writable: bodies without the members that do not belong on their side (generators/model/read-write.ts).
 */
function imports(model: ApiModel, body: string): string {
  const types = model.readWriteMarkers === true ? ['paths', 'Readable', 'Writable'] : ['paths'];
  const used = new Set(usedNames(body, ['FastifyInstance', 'FastifyPluginAsync', 'registerRoutes', 'documentSchemas', SCHEMAS_EXPORT, 'readMultipart', ...types, ...RUNTIME_TYPES]));
  const line = (keyword: string, names: readonly string[], from: string): string => {
    const wanted = names.filter((name) => used.has(name));
    return wanted.length === 0 ? '' : `${keyword} { ${wanted.join(', ')} } from '${from}';\n`;
  };
  return [
    line('import type', ['FastifyInstance', 'FastifyPluginAsync'], 'fastify'),
    line('import type', types, './types.js'),
    line('import', ['registerRoutes'], './runtime/server-runtime.js'),
    line('import', ['documentSchemas'], './runtime/server/document.js'),
    line('import', [SCHEMAS_EXPORT], `./${SCHEMAS_FILE.replace(/\.ts$/, '.js')}`),
    // From its own file, so a server without multipart bodies does not depend on @fastify/busboy.
    line('import', ['readMultipart'], './runtime/server/multipart.js'),
    line('import type', RUNTIME_TYPES, './runtime/server-runtime.js'),
  ].join('');
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

/** Operations without security receive no principal: their request type takes no `P` (an unused one fails noUnusedParameters). */
function receivesPrincipal(operation: OperationModel): boolean {
  return operation.security.length > 0;
}

function operationTypes(operation: OperationModel, names: OperationTypeNames, readWrite: boolean): Declaration[] {
  const request = escapeDoc(`What the ${operation.identifier} handler receives (${operation.method.toUpperCase()} ${operation.path}).`);
  const response = escapeDoc(`Every response ${operation.identifier} may give: exactly the statuses and codes the document declares.`);
  const requestType = requestTypeExpression(operation, names, readWrite);
  const responseType = responseTypeExpression(operation, names, readWrite);
  // The alias only where a type reads from it: an operation with no parameters, body or content has none.
  const aliasUsed = usesName(`${requestType} ${responseType}`, names.operation);
  return [
    ...(aliasUsed ? [{ text: `type ${names.operation} = ${operationTypeExpression(operation)};`, blankBefore: true }] : []),
    { text: `${docComment(request)}\nexport type ${names.request}${receivesPrincipal(operation) ? PRINCIPAL_PARAMETER : ''} = ${requestType};`, blankBefore: !aliasUsed },
    { text: `${docComment(response)}\nexport type ${names.response} = ${responseType};`, blankBefore: false },
  ];
}

function handlersInterface(operations: readonly OperationModel[], names: readonly OperationTypeNames[]): string {
  const methods = operations.map((operation, index) => {
    const { request, response } = names[index]!;
    return `${docComment(operationDocs(operation))}\n${operation.identifier}(request: ${request}${receivesPrincipal(operation) ? '<P>' : ''}): ${response} | Promise<${response}>;\n`;
  });
  return `${docComment('One method per operation. Return data and codes only: the runtime applies the envelope and the error body.')}
export interface Handlers${operations.some(receivesPrincipal) ? PRINCIPAL_PARAMETER : ''} {
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
 * `routes` and `api`: the route table as data. Its schemas are not printed: each is read by JSON
 * pointer from the bundled document, which server-schemas.ts holds as JSON text (nearly all of
 * the table on a big document; server/schemas-module.ts). The data is printed one member per line
 * and kept as printed (`prettier-ignore`): laying out a megabyte of it (Stripe) cost prettier a second.
 */
function routeTable(model: ApiModel): { text: string; referencesSchemas: boolean } {
  const pointers = documentPointers(model.document);
  let referenced = false;
  const reference = (schema: unknown): unknown => {
    const pointer = typeof schema === 'object' && schema !== null ? pointers.get(schema) : undefined;
    if (pointer === undefined) return schema;
    referenced = true;
    return new Expression(`schemaAt(${stringLiteral(pointer)})`);
  };
  const { routes, securitySchemes, components, errorBodies, errorFormat } = apiData(model, reference);
  const data = (prefix: string, value: unknown, indent: number, trailing: string): string => `${prefix}${printLiteral(value, ' '.repeat(indent))}${trailing}`;
  const optional = [
    ...(errorBodies !== undefined ? [data('  errorBodies: ', errorBodies, 2, ',')] : []),
    ...(errorFormat !== undefined ? [data('  errorFormat: ', errorFormat, 2, ',')] : []),
  ];
  // Only where a schema is referenced: a document without any would leave it unused.
  const schemas = referenced
    ? `/** The schemas of the bundled document (server-schemas.ts, generated with this file), by JSON pointer. */
const schemaAt = documentSchemas(${SCHEMAS_EXPORT});

`
    : '';
  const text = `${schemas}/** The route table: one entry per operation, in document order. */
// prettier-ignore
${data('export const routes: readonly RouteDefinition[] = ', routes, 0, ';')}
/** Everything the server runtime needs: routes, security schemes, the schemas \`$ref\`s point at and the usual error body. */
// prettier-ignore
export const api: ApiDefinition = {
  routes,
${data('  securitySchemes: ', securitySchemes, 2, ',')}
${[data('  components: ', components, 2, ','), ...optional, ...(readsMultipart(model.operations) ? ['  multipart: readMultipart,'] : [])].join('\n')}
};

`;
  return { text, referencesSchemas: referenced };
}

/** Options, registration and the plugin (they depend on the model only through `authenticate?`). */
function registration(model: ApiModel): string {
  const secured = model.operations.some(receivesPrincipal);
  const handlers = secured ? 'Handlers<P>' : 'Handlers';
  return `export interface ServerOptions${PRINCIPAL_PARAMETER} extends Omit<RuntimeOptions<P>, 'handlers' | 'authenticate'> {
  readonly handlers: ${handlers};
  ${docComment("Receives the credentials of the first security requirement (in the document's order) whose schemes are all present, each with the scopes the operation asks for, and returns the principal, or nothing for a 401.")}
  readonly authenticate${secured ? '' : '?'}: Authenticate<P>;
}

${docComment('For implementing step by step: operations without a handler answer 501 not_implemented.')}
export type PartialServerOptions${PRINCIPAL_PARAMETER} = Omit<ServerOptions<P>, 'handlers'> & { readonly handlers: Partial<${handlers}>; readonly partial: true };

${docComment('The options to create `app` with, `Fastify(serverOptions())` (yours passed to it override them): without them a malformed URL or request line, or a path value over 100 characters, is answered in Fastify\'s own body instead of the document\'s error shape, and a request that never finishes arriving holds its connection open.')}
export { serverOptions } from './runtime/server-runtime.js';

${docComment('Mounts every operation on `app`, made with `Fastify(serverOptions())` (routes, validation, authentication, error handling).')}
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

/**
 * The route table as data: what generated/server.ts hands the server runtime for each operation.
 * Everything the runtime needs at request time is here; nothing is read from the document later.
 */
import { childPointer } from '../../shared/json-pointer.js';
import type { ApiModel, ErrorFieldModel, OperationModel, ParameterModel, RequestBodyModel, RequestMediaModel, ResponseModel, SecuritySchemeModel } from '../../model/types.js';
import { defaultExplode, defaultStyle } from '../../runtime/server/parameter-styles.js';

/**
 * The distinct error bodies of the document in first-use order, so each is printed once and
 * responses name it by index (`RouteResponse.errorBody`, `ApiDefinition.errorBodies`).
 */
export class ErrorBodyTable {
  readonly bodies: (readonly ErrorFieldModel[])[] = [];
  readonly #index = new Map<string, number>();

  constructor(model: ApiModel) {
    for (const response of model.operations.flatMap((operation) => operation.responses)) this.indexOf(response.errorFields);
    this.indexOf(model.errorFormat?.fields);
  }

  indexOf(fields: readonly ErrorFieldModel[] | undefined): number | undefined {
    if (fields === undefined) return undefined;
    const key = JSON.stringify(fields);
    let index = this.#index.get(key);
    if (index === undefined) {
      index = this.bodies.push(fields) - 1;
      this.#index.set(key, index);
    }
    return index;
  }
}

export interface ApiData {
  readonly routes: Record<string, unknown>[];
  readonly securitySchemes: Record<string, unknown>[];
  readonly components: Record<string, unknown>;
  readonly errorBodies?: (readonly ErrorFieldModel[])[];
  readonly errorFormat?: Record<string, unknown>;
}

/**
 * Mirrors ApiDefinition in generators/runtime/server/contract.ts: what generated/server.ts prints
 * as `api`, and what tests build a server from without printing.
 */
export function apiData(model: ApiModel, schema: SchemaValue = (value) => value): ApiData {
  const errorBodies = new ErrorBodyTable(model);
  const errorFormat = errorFormatData(model, errorBodies);
  return {
    routes: model.operations.map((operation) => routeData(operation, errorBodies, schema)),
    securitySchemes: model.securitySchemes.map(securitySchemeData),
    components: componentsData(model, schema),
    ...(errorBodies.bodies.length > 0 ? { errorBodies: errorBodies.bodies } : {}),
    ...(errorFormat !== undefined ? { errorFormat } : {}),
  };
}

/**
 * What stands for a schema in the data: the schema itself (a server built in memory), or, when
 * printing, an expression reading it from the document (see emit/server.ts).
 */
export type SchemaValue = (schema: unknown) => unknown;

/** Mirrors RouteDefinition in generators/runtime/server/contract.ts. */
export function routeData(operation: OperationModel, errorBodies: ErrorBodyTable, schema: SchemaValue = (value) => value): Record<string, unknown> {
  return {
    operationId: operation.operationId,
    handler: operation.identifier,
    method: operation.method.toUpperCase(),
    path: operation.path,
    parameters: [
      ...operation.parameters.path,
      ...operation.parameters.query,
      ...operation.parameters.header,
      ...operation.parameters.cookie,
    ].map((parameter) => parameterData(parameter, schema)),
    body: bodyData(operation.requestBody, schema),
    responses: operation.responses.map((response) => responseData(response, errorBodies, schema)),
    // Requirement objects as OpenAPI writes them; the printer makes a `__proto__` key an own property.
    security: operation.security.map((requirement) => Object.fromEntries(requirement.map(({ scheme, scopes }) => [scheme, scopes]))),
    roles: operation.roles,
  };
}

/** Mirrors RouteBody; `files` and `alternatives` only where there are some, so JSON-only bodies print as they always did. */
function bodyData(body: RequestBodyModel | undefined, schema: SchemaValue): Record<string, unknown> | undefined {
  if (body === undefined) return undefined;
  return {
    required: body.required,
    ...mediaData(body, schema),
    ...(body.alternatives === undefined ? {} : { alternatives: body.alternatives.map((media) => mediaData(media, schema)) }),
  };
}

function mediaData(media: RequestMediaModel, schema: SchemaValue): Record<string, unknown> {
  return { contentType: media.contentType, schema: schema(media.schema), ...(media.fileFields === undefined ? {} : { files: media.fileFields }) };
}

/** `style` and `explode` only where the document departs from OpenAPI's defaults, which the runtime assumes; `contentType` only for a parameter described by `content`. */
function parameterData(parameter: ParameterModel, schema: SchemaValue): Record<string, unknown> {
  const style = parameter.style === defaultStyle(parameter.in) ? {} : { style: parameter.style };
  const explode = parameter.explode === defaultExplode(parameter.style) ? {} : { explode: parameter.explode };
  const content = parameter.contentType === undefined ? {} : { contentType: parameter.contentType };
  return { name: parameter.name, in: parameter.in, required: parameter.required, schema: schema(parameter.schema), ...style, ...explode, ...content };
}

function responseData(response: ResponseModel, errorBodies: ErrorBodyTable, schema: SchemaValue): Record<string, unknown> {
  return {
    status: response.status,
    shape: response.shape,
    contentType: response.contentType,
    schema: response.schema === undefined ? undefined : schema(response.schema),
    errorCodes: response.errorCodes,
    errorBody: errorBodies.indexOf(response.errorFields),
    requiredHeaders: demandedHeaders(response),
  };
}

/**
 * The headers the document requires on this answer, which the runtime checks a handler returned
 * (runtime/server/respond.ts, `checkHeaders`); `undefined` (left out) where none. Not Set-Cookie,
 * which the result's `cookies` writes, nor Content-Type, which OpenAPI says to ignore and the
 * runtime sets: the same exemptions as the handler's type (runtime/server/types.ts, `RequiredNames`).
 */
function demandedHeaders(response: ResponseModel): readonly string[] | undefined {
  const names = response.headers.filter((header) => header.required && !EXEMPT_HEADERS.has(header.name.toLowerCase())).map((header) => header.name);
  return names.length === 0 ? undefined : names;
}

const EXEMPT_HEADERS = new Set(['set-cookie', 'content-type']);

/** Mirrors SecuritySchemeDefinition: descriptions stay out, the runtime does not need them. */
export function securitySchemeData(scheme: SecuritySchemeModel): Record<string, unknown> {
  if (scheme.kind === 'apiKey') return { key: scheme.key, kind: scheme.kind, in: scheme.in, name: scheme.name };
  return { key: scheme.key, kind: scheme.kind };
}

/** The document's usual error body, naming its members by index. */
export function errorFormatData(model: ApiModel, errorBodies: ErrorBodyTable): Record<string, unknown> | undefined {
  const format = model.errorFormat;
  return format === undefined ? undefined : { contentType: format.contentType, body: errorBodies.indexOf(format.fields) };
}

/** `components.schemas` only: every `$ref` a route schema can hold points there after bundling. */
export function componentsData(model: ApiModel, schema: SchemaValue = (value) => value): Record<string, unknown> {
  const components = model.document['components'];
  const schemas = typeof components === 'object' && components !== null ? (components as Record<string, unknown>)['schemas'] : undefined;
  return schemas === undefined ? {} : { schemas: schema(schemas) };
}

/**
 * Where each object of the document is, as a JSON pointer (the first place found, walking in
 * document order): how the printed route table names a schema instead of repeating it. A schema
 * the model made itself is not in the document and is printed as it is.
 */
export function documentPointers(document: { readonly [key: string]: unknown }): Map<object, string> {
  const pointers = new Map<object, string>();
  const pending: [unknown, string][] = [[document, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, pointer] = next;
    if (typeof value !== 'object' || value === null || pointers.has(value)) continue;
    pointers.set(value, pointer);
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      if (typeof child === 'object' && child !== null) pending.push([child, childPointer(pointer, key)]);
    }
  }
  return pointers;
}

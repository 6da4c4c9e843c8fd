/**
 * The route table as data: what generated/server.ts hands the server runtime for each operation.
 * Everything the runtime needs at request time is here; nothing is read from the document later.
 */
import type { ApiModel, ErrorFieldModel, OperationModel, ParameterModel, RequestBodyModel, RequestMediaModel, ResponseModel, SecuritySchemeModel } from '../../model/types.js';

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
export function apiData(model: ApiModel): ApiData {
  const errorBodies = new ErrorBodyTable(model);
  const errorFormat = errorFormatData(model, errorBodies);
  return {
    routes: model.operations.map((operation) => routeData(operation, errorBodies)),
    securitySchemes: model.securitySchemes.map(securitySchemeData),
    components: componentsData(model),
    ...(errorBodies.bodies.length > 0 ? { errorBodies: errorBodies.bodies } : {}),
    ...(errorFormat !== undefined ? { errorFormat } : {}),
  };
}

/** Mirrors RouteDefinition in generators/runtime/server/contract.ts. */
export function routeData(operation: OperationModel, errorBodies: ErrorBodyTable): Record<string, unknown> {
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
    ].map(parameterData),
    body: bodyData(operation.requestBody),
    responses: operation.responses.map((response) => responseData(response, errorBodies)),
    // Requirement objects as OpenAPI writes them; the printer makes a `__proto__` key an own property.
    security: operation.security.map((requirement) => Object.fromEntries(requirement.map(({ scheme, scopes }) => [scheme, scopes]))),
    roles: operation.roles,
  };
}

/** Mirrors RouteBody; `files` and `alternatives` only where there are some, so JSON-only bodies print as they always did. */
function bodyData(body: RequestBodyModel | undefined): Record<string, unknown> | undefined {
  if (body === undefined) return undefined;
  return {
    required: body.required,
    ...mediaData(body),
    ...(body.alternatives === undefined ? {} : { alternatives: body.alternatives.map(mediaData) }),
  };
}

function mediaData(media: RequestMediaModel): Record<string, unknown> {
  return { contentType: media.contentType, schema: media.schema, ...(media.fileFields === undefined ? {} : { files: media.fileFields }) };
}

function parameterData(parameter: ParameterModel): Record<string, unknown> {
  return { name: parameter.name, in: parameter.in, required: parameter.required, schema: parameter.schema };
}

function responseData(response: ResponseModel, errorBodies: ErrorBodyTable): Record<string, unknown> {
  return {
    status: response.status,
    shape: response.shape,
    contentType: response.contentType,
    schema: response.schema,
    errorCodes: response.errorCodes,
    errorBody: errorBodies.indexOf(response.errorFields),
  };
}

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
export function componentsData(model: ApiModel): Record<string, unknown> {
  const components = model.document['components'];
  const schemas = typeof components === 'object' && components !== null ? (components as Record<string, unknown>)['schemas'] : undefined;
  return schemas === undefined ? {} : { schemas };
}

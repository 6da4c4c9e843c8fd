/**
 * The route table as data: what generated/server.ts hands the server runtime for each operation.
 * Everything the runtime needs at request time is here; nothing is read from the document later.
 */
import type { ApiModel, OperationModel, ParameterModel, ResponseModel, SecuritySchemeModel } from '../../model/types.js';

/** Mirrors ApiDefinition in generators/runtime/server/contract.ts: what generated/server.ts prints as `api`. */
export function apiData(model: ApiModel): { routes: Record<string, unknown>[]; securitySchemes: Record<string, unknown>[]; components: Record<string, unknown> } {
  return { routes: model.operations.map(routeData), securitySchemes: model.securitySchemes.map(securitySchemeData), components: componentsData(model) };
}

/** Mirrors RouteDefinition in generators/runtime/server/contract.ts. */
export function routeData(operation: OperationModel): Record<string, unknown> {
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
    body: operation.requestBody === undefined
      ? undefined
      : { required: operation.requestBody.required, contentType: operation.requestBody.contentType, schema: operation.requestBody.schema },
    responses: operation.responses.map(responseData),
    security: operation.security,
    roles: operation.roles,
  };
}

function parameterData(parameter: ParameterModel): Record<string, unknown> {
  return { name: parameter.name, in: parameter.in, required: parameter.required, schema: parameter.schema };
}

function responseData(response: ResponseModel): Record<string, unknown> {
  return {
    status: response.status,
    shape: response.shape,
    contentType: response.contentType,
    schema: response.schema,
    errorCodes: response.errorCodes,
  };
}

/** Mirrors SecuritySchemeDefinition: descriptions stay out, the runtime does not need them. */
export function securitySchemeData(scheme: SecuritySchemeModel): Record<string, unknown> {
  if (scheme.kind === 'apiKey') return { key: scheme.key, kind: scheme.kind, in: scheme.in, name: scheme.name };
  return { key: scheme.key, kind: scheme.kind };
}

/** `components.schemas` only: every `$ref` a route schema can hold points there after bundling. */
export function componentsData(model: ApiModel): Record<string, unknown> {
  const components = model.document['components'];
  const schemas = typeof components === 'object' && components !== null ? (components as Record<string, unknown>)['schemas'] : undefined;
  return schemas === undefined ? {} : { schemas };
}

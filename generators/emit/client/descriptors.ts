/**
 * The run-time description of each operation that client.ts hands to the runtime
 * (`OperationDescriptor` in generators/runtime/client-runtime.ts), as plain data and as a
 * TypeScript literal. Strings from the document become literals only through the escaper.
 */
import type { ApiModel, OperationModel } from '../../model/types.js';
import { stringLiteral } from '../../print/escape.js';
import { declaredCodes } from './type-expressions.js';
import { errorResponses, isJsonMediaType, parseAsFor, resultKind, successResponse } from './responses.js';
import { sessionRole } from './session.js';

/** The login client headers, lower-cased (HTTP header names are case-insensitive). */
const CLIENT_HEADER_NAMES = new Set(['x-client-id', 'x-client-platform', 'x-device-id']);

export type Literal = string | number | boolean | readonly Literal[] | { readonly [key: string]: Literal | undefined };

/** Required login client headers the operation declares, with the document's spelling. */
export function clientHeaderNames(operation: OperationModel): string[] {
  return operation.parameters.header
    .filter((parameter) => parameter.required && CLIENT_HEADER_NAMES.has(parameter.name.toLowerCase()))
    .map((parameter) => parameter.name);
}

export function operationDescriptor(operation: OperationModel, model: ApiModel): Literal {
  const success = successResponse(operation);
  const headers = clientHeaderNames(operation);
  return {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    result: resultKind(success),
    parseAs: parseAsFor(success?.contentType),
    requestContentType: requestContentType(operation),
    session: sessionRole(operation, model),
    clientHeaders: headers.length === 0 ? undefined : headers,
    errors: errorResponses(operation).map((response) => ({ status: response.status, codes: declaredCodes(response) })),
  };
}

/** The media type the runtime must encode itself: a request body that is not JSON. */
function requestContentType(operation: OperationModel): string | undefined {
  return isJsonMediaType(operation.requestBody?.contentType) ? undefined : operation.requestBody?.contentType;
}

/**
 * True when some operation sends a body that is not JSON: only then does client.ts hand the
 * runtime its body encoders (`ContractInfo.bodyEncoder`), so a JSON-only client's bundle has none.
 */
export function needsBodyEncoder(model: ApiModel): boolean {
  return model.operations.some((operation) => requestContentType(operation) !== undefined);
}

/** The header name of the document's first API-key scheme sent in a header (X-Api-Key by default). */
export function apiKeyHeader(model: ApiModel): string {
  for (const scheme of model.securitySchemes) {
    if (scheme.kind === 'apiKey' && scheme.in === 'header') return scheme.name;
  }
  return 'X-Api-Key';
}

/**
 * A TypeScript literal for plain data. Object keys here are fixed names chosen by the emitter or
 * identifiers from the sanitiser, never raw document text; they are quoted anyway unless they are
 * plain identifiers, and `undefined` members are left out.
 */
export function literal(value: Literal): string {
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  const members = Object.entries(value as { readonly [key: string]: Literal | undefined })
    .filter((entry): entry is [string, Literal] => entry[1] !== undefined)
    .map(([key, member]) => `${/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? key : stringLiteral(key)}: ${literal(member)}`);
  return `{ ${members.join(', ')} }`;
}

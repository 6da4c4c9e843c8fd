/**
 * The input type of a client method: openapi-fetch's `{ params, body }` for the operation, with
 * the login client headers made optional where the client fills them in from its options.
 */
import type { OperationModel } from '../../model/types.js';
import { stringLiteral } from '../../print/escape.js';
import { clientHeaderNames } from './descriptors.js';
import { operationTypeRef } from './type-expressions.js';

export function inputTypeExpression(operation: OperationModel): string {
  const headers = clientHeaderNames(operation);
  const target = operationTypeRef(operation);
  if (headers.length === 0) return `OperationInput<${target}>`;
  return `OperationInput<WithDefaultedHeaders<${target}, ${headers.map(stringLiteral).join(' | ')}>>`;
}

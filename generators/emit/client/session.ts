/**
 * The session rule: which operations change the client's stored token. Kept in one place and
 * explicit because it is a guess about the document that a reader must be able to check:
 *
 * 1. An operation whose operationId is `logout` forgets the stored token.
 * 2. An operation whose operationId is `login` stores the `token` of its result.
 * 3. Any other OPEN operation (no security requirement, or an empty alternative that lets
 *    anonymous callers in) whose success result schema has a `token` property stores it too:
 *    an open call that hands out a token is a login, whatever it is called.
 *
 * "Result" is the envelope's `data` or, for plain bodies, the body itself. The runtime stores a
 * token only when the actual result has a non-empty string `token`.
 */
import type { ApiModel, JsonSchema, OperationModel } from '../../model/types.js';
import { deref, isJsonObject } from '../../model/refs.js';
import { successResponse } from './responses.js';

export type SessionRole = 'login' | 'logout';

const MAX_DEPTH = 8;

export function sessionRole(operation: OperationModel, model: ApiModel): SessionRole | undefined {
  if (operation.operationId === 'logout') return 'logout';
  if (operation.operationId === 'login') return 'login';
  return isOpen(operation) && resultHasToken(operation, model) ? 'login' : undefined;
}

function isOpen(operation: OperationModel): boolean {
  return operation.security.length === 0 || operation.security.some((alternative) => alternative.length === 0);
}

function resultHasToken(operation: OperationModel, model: ApiModel): boolean {
  const response = successResponse(operation);
  const schema = response?.shape === 'success-envelope' ? response.dataSchema : response?.schema;
  return schema !== undefined && schemaHasProperty(model.document, schema, 'token', 0);
}

/** Looks through `$ref` and `allOf` (the ways our documents compose objects) for a property. */
function schemaHasProperty(document: ApiModel['document'], schema: JsonSchema, name: string, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const resolved = deref(document, schema, '').value;
  if (!isJsonObject(resolved)) return false;
  const properties = resolved['properties'];
  if (isJsonObject(properties) && Object.hasOwn(properties, name)) return true;
  const allOf = resolved['allOf'];
  return Array.isArray(allOf) && allOf.some((part: JsonSchema) => schemaHasProperty(document, part, name, depth + 1));
}

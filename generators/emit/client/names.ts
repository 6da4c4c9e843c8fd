/**
 * Names of the per-operation types shared by envelope.ts and client.ts (`LoginData`,
 * `LoginInput`), allocated once in document order so both files agree and two operations whose
 * identifiers differ only in case still get distinct names.
 */
import type { ApiModel } from '../../model/types.js';
import { IdentifierAllocator, toPascalIdentifier } from '../../print/sanitize.js';

export interface OperationTypeNames {
  /** The resolved value of the method (`data` of the envelope, or the body). */
  readonly data: string;
  /** The method's first argument: `{ params, body }`. */
  readonly input: string;
}

/** Names the generated files declare themselves; operation type names never take them. */
export const FIXED_NAMES = [
  'ApiClient', 'ApiError', 'Auth', 'BasicCredentials', 'CallOptions', 'ClientCore', 'ClientHeaders', 'ClientOptions', 'ContractInfo',
  'EnvelopeData', 'EnvelopeError', 'ErrorBody', 'ErrorShape', 'InputArgs', 'NetworkError', 'Operation', 'OperationDescriptor',
  'OperationError', 'OperationErrors', 'OperationId', 'OperationInput', 'RequestInputError', 'RequestTimeoutError',
  'ResponseBody', 'ResponseBodyError', 'RetryOptions', 'RuntimeClientOptions', 'SuccessEnvelope', 'TokenStore', 'WithDefaultedHeaders',
] as const;

export function operationTypeNames(model: ApiModel): ReadonlyMap<string, OperationTypeNames> {
  const allocator = new IdentifierAllocator(FIXED_NAMES);
  const names = new Map<string, OperationTypeNames>();
  for (const operation of model.operations) {
    const base = toPascalIdentifier(operation.identifier);
    names.set(operation.identifier, { data: allocator.allocate(`${base}Data`), input: allocator.allocate(`${base}Input`) });
  }
  return names;
}

export function namesOf(names: ReadonlyMap<string, OperationTypeNames>, identifier: string): OperationTypeNames {
  const found = names.get(identifier);
  if (found === undefined) throw new Error(`internal: no type names allocated for operation ${identifier}`);
  return found;
}

/**
 * Names client.ts binds at its top level: the values it declares or imports, and `paths`, a type
 * it imports (a value of the same name beside a type-only import does not compile). Operation
 * identifiers are camelCase, so only the lower-case ones could ever be taken by an operation; all
 * are listed so none ever is. A test holds this list to every value the client runtime exports.
 */
export const CLIENT_VALUE_NAMES = [
  'ApiError', 'CONTRACT', 'DEFAULT_RETRY', 'NetworkError', 'OPERATIONS', 'RequestInputError', 'RequestTimeoutError', 'ResponseBodyError', 'bodyEncoder', 'cookiePairs',
  'contentParameters', 'createApiClient', 'createClientCore', 'createRuntime', 'defineOperation', 'eventStream', 'fillClientHeaders', 'formEncoder', 'isDeclaredError',
  'isOperationError', 'joinedCookies', 'jsonEncoder', 'loginSession', 'logoutSession', 'memoryTokenStore', 'multipartEncoder', 'operationMethods', 'paths', 'rawEncoder', 'styledHeaders', 'styledPath', 'styledQuery', 'textByCharset',
  'textEncoder', 'unwrap',
] as const;

/**
 * The name of each operation's standalone function in client.ts: its identifier (the client
 * method's name), unless that is a name client.ts already uses (then `createApiClient2`, ...).
 */
export function operationFunctionNames(model: ApiModel): ReadonlyMap<string, string> {
  const allocator = new IdentifierAllocator(CLIENT_VALUE_NAMES);
  return new Map(model.operations.map((operation) => [operation.identifier, allocator.allocate(operation.identifier)]));
}

/**
 * Operations in document order (https://spec.openapis.org/oas/v3.1.0#paths-object): paths as the
 * document lists them, methods in HTTP_METHODS order. Identifiers come from the one sanitiser and
 * are de-duplicated in that same order, so they are stable between runs.
 */
import { HTTP_METHODS, type HttpMethod, type OperationModel, type RequestMediaModel, type SecuritySchemeModel } from './types.js';
import { deref, isJsonObject } from './refs.js';
import { buildParameters } from './parameters.js';
import { buildResponses } from './responses.js';
import { securityRequirements } from './security.js';
import { buildSession } from './session.js';
import { fileFields, firstMediaSchema, isMultipartMediaType, otherMediaSchemas, type ChosenMedia } from './media.js';
import { effectiveServers } from './servers.js';
import { IdentifierAllocator, toCamelIdentifier } from '../print/sanitize.js';
import { compareCodeUnits } from '../print/order.js';
import { FailureAt, toPointer } from '../load/problems.js';
import { templateNames, type Finding } from '../load/validate.js';

type Json = { readonly [key: string]: unknown };

const IDEMPOTENT = new Set<HttpMethod>(['get', 'head', 'options', 'put', 'delete', 'trace']);

/** Problems found while building (malformed security, `x-session`, `x-client-header`) go to `findings`. */
export function buildOperations(document: Json, schemes: readonly SecuritySchemeModel[], findings: Finding[]): OperationModel[] {
  const paths = isJsonObject(document.paths) ? document.paths : {};
  const identifiers = new IdentifierAllocator();
  const operations: OperationModel[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue; // a specification extension, not a path
    const itemPointer = toPointer(['paths', path]);
    const item = deref(document, rawItem, itemPointer).value;
    if (!isJsonObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      operations.push(locatedAt(`${itemPointer}/${method}`, () => buildOperation({ document, path, method, item, itemPointer, operation, identifiers, schemes, findings })));
    }
  }
  return operations;
}

/** A failure while building one operation names that operation (generators/failures.ts). */
function locatedAt<T>(pointer: string, build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw new FailureAt(pointer, error);
  }
}

interface OperationInput {
  readonly document: Json;
  readonly path: string;
  readonly method: HttpMethod;
  readonly item: Json;
  readonly itemPointer: string;
  readonly operation: Json;
  readonly identifiers: IdentifierAllocator;
  readonly schemes: readonly SecuritySchemeModel[];
  readonly findings: Finding[];
}

function buildOperation({ document, path, method, item, itemPointer, operation, identifiers, schemes, findings }: OperationInput): OperationModel {
  const pointer = `${itemPointer}/${method}`;
  const operationId = typeof operation.operationId === 'string' && operation.operationId.trim() !== '' ? operation.operationId : `${method} ${path}`;
  const envelopeException = operation['x-envelope'] === false;
  const requestBody = buildRequestBody(document, operation.requestBody, `${pointer}/requestBody`);
  const responses = buildResponses(document, operation.responses, `${pointer}/responses`, envelopeException);
  const session = buildSession({ document, operation, pointer, responses, schemes }, findings);
  return {
    operationId,
    identifier: identifiers.allocate(toCamelIdentifier(operationId)),
    method,
    path,
    servers: effectiveServers(operation, item, document),
    pointer,
    ...optionalText('summary', operation.summary),
    ...optionalText('description', operation.description),
    tags: stringList(operation.tags),
    deprecated: operation.deprecated === true,
    parameters: buildParameters(
      document,
      [
        { list: item.parameters, pointer: `${itemPointer}/parameters` },
        { list: operation.parameters, pointer: `${pointer}/parameters` },
      ],
      templateNames(path),
      findings,
    ),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: securityRequirements({ operationSecurity: operation.security, operationPointer: pointer, document }, findings),
    ...(session !== undefined ? { session } : {}),
    roles: stringList(operation['x-roles']).sort(compareCodeUnits),
    isAddition: operation['x-addition'] === true,
    envelopeException,
    ...optionalText('envelopeExceptionReason', envelopeException ? operation['x-envelope-reason'] : undefined),
    idempotent: IDEMPOTENT.has(method),
  };
}

function buildRequestBody(document: Json, raw: unknown, pointer: string): OperationModel['requestBody'] {
  if (raw === undefined) return undefined;
  const { value, pointer: resolvedPointer } = deref(document, raw, pointer);
  if (!isJsonObject(value)) return undefined;
  const media = firstMediaSchema(value.content);
  if (media === undefined) return undefined;
  const chosen = requestMedia(document, media);
  const alternatives = otherMediaSchemas(value.content, media.contentType).map((other) => requestMedia(document, other));
  return { required: value.required === true, ...chosen, pointer: resolvedPointer, ...(alternatives.length > 0 ? { alternatives } : {}) };
}

function requestMedia(document: Json, media: ChosenMedia): RequestMediaModel {
  const schema = media.schema ?? {};
  const files = isMultipartMediaType(media.contentType) ? fileFields(document, schema) : [];
  return { contentType: media.contentType, schema, ...(files.length > 0 ? { fileFields: files } : {}) };
}

function optionalText<K extends string>(key: K, value: unknown): { [P in K]?: string } {
  return (typeof value === 'string' ? { [key]: value } : {}) as { [P in K]?: string };
}

/** Strings of a list, in document order; anything else is ignored. */
function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * Operations in document order (https://spec.openapis.org/oas/v3.1.0#paths-object): paths as the
 * document lists them, methods in HTTP_METHODS order. Identifiers come from the one sanitiser and
 * are de-duplicated in that same order (operationIds that need no change first), so they are
 * stable between runs.
 */
import type { OperationModel, RequestMediaModel, SecurityRequirementModel, SecuritySchemeModel } from './types.js';
import { deref, isJsonObject, toPointer } from '../shared/json-pointer.js';
import { HTTP_METHODS, type HttpMethod } from '../shared/http.js';
import { buildParameters } from './parameters.js';
import { buildResponses } from './responses.js';
import { allowsAnonymous, securityRequirements } from './security.js';
import { buildSession } from './session.js';
import { fileFields, firstMediaSchema, isMultipartMediaType, otherMediaSchemas, type ChosenMedia } from './media.js';
import { effectiveServers } from './servers.js';
import { IdentifierAllocator, isCamelIdentifier, splitWords, toCamelIdentifier } from '../print/sanitize.js';
import { compareCodeUnits } from '../print/order.js';
import { FailureAt } from '../load/problems.js';
import type { Finding } from '../load/validate.js';
import { templateNames } from '../shared/path-templates.js';

type Json = { readonly [key: string]: unknown };

const IDEMPOTENT = new Set<HttpMethod>(['get', 'head', 'options', 'put', 'delete', 'trace']);

/** Problems found while building (malformed security, `x-session`, `x-client-header`) go to `findings`. */
export function buildOperations(document: Json, schemes: readonly SecuritySchemeModel[], findings: Finding[]): OperationModel[] {
  return identifiedOperations(document).map(({ entry, identifier }) =>
    locatedAt(`${entry.itemPointer}/${entry.method}`, () => buildOperation({ ...entry, document, identifier, schemes, findings })),
  );
}

/**
 * The identifier each operation gets (`OperationModel.identifier`: the generated client's
 * function, the `Handlers` member), keyed `method path` (`delete /items/{id}`), without building
 * the rest of the model: `mtc diff` names what a renamed operationId means for code that calls the
 * client (`delete` is `delete_`, a clash is numbered), which only the whole document decides.
 */
export function operationIdentifiersByRoute(document: Json): ReadonlyMap<string, string> {
  return new Map(identifiedOperations(document).map(({ entry, identifier }) => [`${entry.method} ${entry.path}`, identifier]));
}

type FoundOperation = Omit<OperationInput, 'identifier' | 'document' | 'schemes' | 'findings'>;

/** Every operation with the identifier the whole document's operationIds leave it. */
function identifiedOperations(document: Json): { readonly entry: FoundOperation; readonly identifier: string }[] {
  const found = documentOperations(document);
  const identifiers = operationIdentifiers(found.map(({ path, method, operation }) => namingSource(operationIdOf(operation, method, path), method, path)));
  return found.map((entry, index) => ({ entry, identifier: identifiers[index]! }));
}

/** Every operation in document order: paths as listed (extensions skipped), methods in HTTP_METHODS order. */
function documentOperations(document: Json): FoundOperation[] {
  const paths = isJsonObject(document.paths) ? document.paths : {};
  const found: FoundOperation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue; // a specification extension, not a path
    const itemPointer = toPointer(['paths', path]);
    const item = deref(document, rawItem, itemPointer).value;
    if (!isJsonObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isJsonObject(operation)) found.push({ path, method, item, itemPointer, operation });
    }
  }
  return found;
}

/** The operation's `operationId`, or `get /pets/{id}` when it has none. */
function operationIdOf(operation: Json, method: HttpMethod, path: string): string {
  return typeof operation.operationId === 'string' && operation.operationId.trim() !== '' ? operation.operationId : `${method} ${path}`;
}

/**
 * What an operation is named from: its operationId, or `get /pets/{id}` when no letter or digit
 * of the id survives the ASCII sanitiser (`获取支付`, `!!!`). Such ids all became `unnamed`,
 * `unnamed2`, …, names that say nothing and change with document order (a pass over peers'
 * issues, 2026-11-28); the route says what the operation is.
 */
function namingSource(operationId: string, method: HttpMethod, path: string): string {
  return splitWords(operationId).length > 0 ? operationId : `${method} ${path}`;
}

/**
 * One identifier per operationId, in the same order. An operationId that is already a camelCase
 * identifier (`getUser`, and `getURL` as written: the sanitiser would make it `getUrl`) gets
 * exactly that name before any other operation is named; those the sanitiser had to change
 * (`get-user`, `get_user`, and operations named from method and path) then get theirs in document
 * order, with a number when the name is taken. So `getUser` is always the client's `getUser`,
 * adding `get-user` to a document never renames an existing method, and no other operation can
 * take the name a document gives one (`get /a-b` took `getAB` while the operation called `getAB`
 * became `getAb`).
 */
function operationIdentifiers(operationIds: readonly string[]): string[] {
  const allocator = new IdentifierAllocator();
  const names: (string | undefined)[] = operationIds.map((id) => (isCamelIdentifier(id) ? allocator.allocate(id) : undefined));
  return operationIds.map((id, index) => names[index] ?? allocator.allocate(toCamelIdentifier(id)));
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
  readonly identifier: string;
  readonly schemes: readonly SecuritySchemeModel[];
  readonly findings: Finding[];
}

function buildOperation({ document, path, method, item, itemPointer, operation, identifier, schemes, findings }: OperationInput): OperationModel {
  const pointer = `${itemPointer}/${method}`;
  const operationId = operationIdOf(operation, method, path);
  const envelopeException = operation['x-envelope'] === false;
  const requestBody = buildRequestBody(document, operation.requestBody, `${pointer}/requestBody`);
  const responses = buildResponses(document, operation.responses, `${pointer}/responses`, envelopeException);
  const session = buildSession({ document, operation, pointer, responses, schemes }, findings);
  const security = securityRequirements({ operationSecurity: operation.security, operationPointer: pointer, document }, findings);
  return {
    operationId,
    identifier,
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
    security,
    ...(session !== undefined ? { session } : {}),
    roles: readRoles(operation['x-roles'], `${pointer}/x-roles`, security, findings),
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

/**
 * `x-roles`: the roles one of which a principal must hold. Read strictly, like `security`: a
 * malformed value (`x-roles: admin`) or roles on an operation that lets anonymous callers in
 * (`security: []` or `{}`: there is no principal to hold a role) would leave the operation open
 * to callers its author meant to keep out, so both are refused.
 */
function readRoles(value: unknown, pointer: string, security: readonly SecurityRequirementModel[], findings: Finding[]): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((role) => typeof role === 'string' && role !== '')) {
    findings.push({ pointer, message: '`x-roles` must be a list of role names', hint: 'Write `x-roles: [admin]`: a caller needs one of the roles listed.' });
    return [];
  }
  const roles = [...new Set(value as string[])].sort(compareCodeUnits);
  if (roles.length > 0 && allowsAnonymous(security)) {
    findings.push({
      pointer,
      message: '`x-roles` restricts the operation to some roles, but its security lets anonymous callers in, so no role could be checked',
      hint: 'Require a credential (remove `security: []`, or the empty alternative `{}`), or remove `x-roles`.',
    });
  }
  return roles;
}

/** Strings of a list, in document order; anything else is ignored. */
function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

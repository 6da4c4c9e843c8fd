/**
 * The typed handler contract of one operation: its request type (parameters and body from the
 * openapi-typescript output in ./types.js) and its response union keyed by status, so a handler
 * that returns an undeclared status, a wrong `data` shape or an undeclared error code does not
 * compile.
 */
import type { OperationModel, ParameterLocation, ParameterModel, RequestBodyModel, RequestMediaModel, ResponseModel } from '../../model/types.js';
import { mediaKind } from '../../runtime/server/media-types.js';
import { stringLiteral } from '../../print/escape.js';
import { allowsAnonymous } from '../../model/security.js';

export interface OperationTypeNames {
  /** Alias of `paths[path][method]` from ./types.js. */
  readonly operation: string;
  readonly request: string;
  readonly response: string;
}

/** `paths["/v1/movie/{id}/playback"]["get"]` */
export function operationTypeExpression(operation: OperationModel): string {
  return `paths[${stringLiteral(operation.path)}][${stringLiteral(operation.method)}]`;
}

/**
 * With `readWrite` (a document with readOnly or writeOnly properties), the request body is
 * `Writable<…>` (no readOnly member) and response data `Readable<…>` (no writeOnly member).
 */
export function requestTypeExpression(operation: OperationModel, names: OperationTypeNames, readWrite = false): string {
  const parameters = (location: ParameterLocation): string => {
    if (operation.parameters[location].length === 0) return 'Record<string, never>';
    const declared = `NonNullable<${names.operation}[${stringLiteral('parameters')}][${stringLiteral(location)}]>`;
    const defaulted = operation.parameters[location].filter(isFilledIn).map((parameter) => stringLiteral(parameter.name));
    return defaulted.length === 0 ? declared : `WithDefaults<${declared}, ${defaulted.join(' | ')}>`;
  };
  // The cookie type only where there are cookie parameters; HandlerRequest's default is `Record<string, never>`.
  const cookies = operation.parameters.cookie.length === 0 ? [] : [parameters('cookie')];
  return `HandlerRequest<${[parameters('path'), parameters('query'), parameters('header'), bodyType(operation, names, readWrite), principalType(operation), ...cookies].join(', ')}>`;
}

/**
 * An optional parameter whose own schema has a `default`: the runtime fills it in when the request
 * leaves it out (runtime/server/validation.ts, `useDefaults` on the object of a location's
 * parameters, which applies a property schema's own `default` only), so the handler always has it.
 * A `default` under a `$ref` or a combinator is not applied, nor one the loader left out because its
 * own schema refuses it (load/unfit-defaults.ts); a `content` parameter is read whole.
 */
function isFilledIn(parameter: ParameterModel): boolean {
  const schema = parameter.schema;
  return !parameter.required && parameter.contentType === undefined && typeof schema === 'object' && schema !== null && schema.default !== undefined && schema.$ref === undefined;
}

/**
 * The runtime reads no body on these methods, whatever the document declares
 * (generators/runtime/server/request-body.ts, `takenBody`), so the handler is told so.
 */
const BODYLESS_METHODS = new Set(['get', 'head', 'trace']);

function bodyType(operation: OperationModel, names: OperationTypeNames, readWrite: boolean): string {
  const body = takenBody(operation);
  if (body === undefined) return 'undefined';
  const content = [...new Set(bodyMedia(body).map((media) => mediaBodyType(media, names, readWrite)))].join(' | ');
  return body.required ? content : `${content} | undefined`;
}

function takenBody(operation: OperationModel): RequestBodyModel | undefined {
  return BODYLESS_METHODS.has(operation.method) ? undefined : operation.requestBody;
}

function bodyMedia(body: RequestBodyModel): readonly RequestMediaModel[] {
  return [body, ...(body.alternatives ?? [])];
}

/**
 * A body as the runtime hands it over (generators/runtime/server/body-decoding.ts): bytes as a
 * Buffer and text as a string whatever their schema says; forms as their schema says (values
 * read into its types); multipart forms with their files as UploadedFile.
 */
function mediaBodyType(media: RequestMediaModel, names: OperationTypeNames, readWrite: boolean): string {
  const kind = mediaKind(media.contentType);
  if (kind === 'bytes') return 'Buffer';
  if (kind === 'text' || kind === 'events') return 'string';
  const declared = `NonNullable<${names.operation}[${stringLiteral('requestBody')}]>[${stringLiteral('content')}][${stringLiteral(media.contentType)}]`;
  const content = readWrite ? `Writable<${declared}>` : declared;
  // The declared form beside its Writable: files are found by the declared member (runtime/server/types.ts).
  if (kind === 'multipart') return readWrite ? `MultipartBody<${content}, ${declared}>` : `MultipartBody<${content}>`;
  return content;
}

/** Whether some operation takes a multipart body: then generated/server.ts passes the runtime its multipart reader. */
export function readsMultipart(operations: readonly OperationModel[]): boolean {
  return operations.some((operation) => {
    const body = takenBody(operation);
    return body !== undefined && bodyMedia(body).some((media) => mediaKind(media.contentType) === 'multipart');
  });
}

/** How the runtime writes a plain answer that is not JSON (runtime/server/respond-content.ts); `undefined` for JSON, forms and no body. */
function answerKind(response: ResponseModel): 'text' | 'events' | 'bytes' | undefined {
  if (response.shape !== 'plain' || response.contentType === undefined) return undefined;
  const kind = mediaKind(response.contentType);
  return kind === 'text' || kind === 'events' || kind === 'bytes' ? kind : undefined;
}

/** Open operations get no principal; an empty security alternative makes it optional. */
function principalType(operation: OperationModel): string {
  if (operation.security.length === 0) return 'undefined';
  return allowsAnonymous(operation.security) ? 'P | undefined' : 'P';
}

export function responseTypeExpression(operation: OperationModel, names: OperationTypeNames, readWrite = false): string {
  const members = operation.responses.map((response) => responseMember(response, statusType(response.status, operation.responses), names, readWrite) + declaredHeaders(response, names));
  return members.length === 0 ? 'never' : members.join(' | ');
}

/**
 * The `status` a handler returns for one response: its number; for a range (`2XX`) the statuses it
 * covers less those the operation declares on their own, which the runtime matches first
 * (runtime/server/respond.ts `findResponse`), so `{ status: 200 }` cannot take a range's body
 * where 200 has its own; `default` any number.
 */
function statusType(status: ResponseModel['status'], responses: readonly ResponseModel[]): string {
  if (typeof status === 'number') return String(status);
  if (status === 'default') return 'number';
  const digit = status.charAt(0);
  const range = `StatusRange<${stringLiteral(digit)}>`;
  const own = responses.flatMap((response) => (typeof response.status === 'number' && String(response.status).charAt(0) === digit ? [String(response.status)] : []));
  return own.length === 0 ? range : `Exclude<${range}, ${own.join(' | ')}>`;
}

function responseMember(response: ResponseModel, status: string, names: OperationTypeNames, readWrite: boolean): string {
  switch (response.shape) {
    case 'empty':
      return `EmptyResult<${status}>`;
    case 'error-body':
      return `ErrorResult<${status}, ${errorCodeType(response)}>`;
    case 'success-envelope':
      return `DataResult<${status}, EnvelopeData<${contentType(response, names, readWrite)}>>`;
    case 'plain':
      return `DataResult<${status}, ${plainData(response, names, readWrite)}>`;
  }
}

/** What a handler returns for a body that is not enveloped: as declared for JSON; as the runtime writes it otherwise. */
function plainData(response: ResponseModel, names: OperationTypeNames, readWrite: boolean): string {
  switch (answerKind(response)) {
    case 'text':
      return 'string';
    case 'events':
      return 'AsyncIterable<ServerSentEventInit>';
    case 'bytes':
      return 'BinaryBody';
    case undefined:
      return contentType(response, names, readWrite);
  }
}

function errorCodeType(response: ResponseModel): string {
  return response.errorCodes.length === 0 ? 'string' : response.errorCodes.map(stringLiteral).join(' | ');
}

/**
 * ` & DeclaredHeaders<Op['responses'][201]['headers']>` where the response declares headers, so a
 * handler must return the required ones (a 201's `Location`) in their declared types
 * (runtime/server/types.ts says which are exempt); nothing where it declares none (the result's
 * `headers` stay free).
 */
function declaredHeaders(response: ResponseModel, names: OperationTypeNames): string {
  if (response.headers.length === 0) return '';
  return ` & DeclaredHeaders<${names.operation}[${stringLiteral('responses')}][${responseKey(response)}][${stringLiteral('headers')}]>`;
}

/** A response's key in openapi-typescript's `responses`: the number, or the quoted range or `default`. */
function responseKey(response: ResponseModel): string {
  return typeof response.status === 'number' ? String(response.status) : stringLiteral(response.status);
}

/** The body type as openapi-typescript prints it: `Op['responses'][200]['content']['application/json']`. */
function contentType(response: ResponseModel, names: OperationTypeNames, readWrite: boolean): string {
  const key = responseKey(response);
  const media = stringLiteral(response.contentType ?? 'application/json');
  const declared = `${names.operation}[${stringLiteral('responses')}][${key}][${stringLiteral('content')}][${media}]`;
  return readWrite ? `Readable<${declared}>` : declared;
}

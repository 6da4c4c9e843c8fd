/**
 * The run-time description of each operation that client.ts hands to the runtime
 * (`OperationDescriptor` in generators/runtime/client-runtime.ts), as plain data and as a
 * TypeScript literal. Strings from the document become literals only through the escaper.
 */
import type { ApiModel, ErrorFieldModel, OperationModel, ParameterModel, ResponseModel, SecuritySchemeModel } from '../../model/types.js';
import { errorLocationOf } from '../../model/error-fields.js';
import { typesOf } from '../../model/schema-shape.js';
import { isJsonMediaType } from '../../runtime/media-type.js';
import { stringLiteral } from '../../print/escape.js';
import { compareCodeUnits } from '../../print/order.js';
import { declaredCodes } from './type-expressions.js';
import { errorResponses } from '../../model/outcomes.js';
import { isBodiless, otherReadings, readSuccesses, successReading } from './responses.js';
import { sessionScheme } from '../../model/session.js';
// The runtime's own rule for which encoder a media type needs, so the two never disagree.
import { bodyEncoding, ENCODER_NAMES } from '../../runtime/client/body.js';
// And its rule for which query parameters openapi-fetch's default serialiser would write otherwise than declared.
import { writtenByStyle } from '../../runtime/client/query-styles.js';
// And which path parameters it writes by their style rather than as plain values.
import { pathWrittenByStyle } from '../../runtime/client/path-styles.js';
import { headerWrittenByStyle } from '../../runtime/client/header-styles.js';

export type Literal = string | number | boolean | readonly Literal[] | { readonly [key: string]: Literal | undefined };

/** The header parameters marked `x-client-header`: the client fills them in from its `clientHeaders` option. */
export function clientHeaderParameters(operation: OperationModel): (ParameterModel & { readonly clientHeader: string })[] {
  return operation.parameters.header.filter((parameter): parameter is ParameterModel & { readonly clientHeader: string } => parameter.clientHeader !== undefined);
}

/** Their names with the document's spelling. */
export function clientHeaderNames(operation: OperationModel): string[] {
  return clientHeaderParameters(operation).map((parameter) => parameter.name);
}

export function operationDescriptor(operation: OperationModel, model: ApiModel): Literal {
  const headers = clientHeaderParameters(operation);
  return {
    name: operation.identifier,
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    ...successReading(operation),
    successes: successesLiteral(operation),
    requestContentType: requestContentType(operation),
    security: operation.security.length === 0 ? undefined : operation.security.map((requirement) => requirement.map((use) => use.scheme)),
    accept: acceptHeader(operation),
    clientHeaders: headers.length === 0 ? undefined : headers.map((parameter) => ({ name: parameter.name, required: parameter.required })),
    errors: errorResponses(operation).map((response) => declaredError(response, model)),
  };
}

/** The 2xx answers read otherwise than the success response, by status (`otherReadings`); undefined when none is. */
function successesLiteral(operation: OperationModel): Literal | undefined {
  const others = otherReadings(operation);
  if (others.length === 0) return undefined;
  return Object.fromEntries(others.map(({ response, reading }) => [String(response.status), { result: reading.result, parseAs: reading.parseAs }]));
}

/**
 * The Accept header of an operation whose 2xx answers offer a media type besides the one the call
 * reads (`200: application/json, application/xml`): the types it reads, then anything at a low
 * weight (an error may come in any type). Without it fetch asks for `*\/*`, and a server free to
 * choose may answer in the other type (Spring, once jackson-dataformat-xml is on its classpath,
 * answers XML), which the call refuses as "not JSON" though the document allows it. `undefined`
 * when each 2xx offers one type: the server has nothing to choose.
 */
function acceptHeader(operation: OperationModel): string | undefined {
  const read = readSuccesses(operation).filter(({ response }) => response.contentType !== undefined && !isBodiless(operation, response));
  const offersMore = read.some(({ response }) => response.otherContentTypes !== undefined);
  const value = offersMore ? [...new Set(read.map(({ response }) => response.contentType!)), '*/*;q=0.1'].join(', ') : undefined;
  return value !== undefined && isSafelistedAccept(value) ? value : undefined;
}

/**
 * The media types are the document's text: a value a header cannot hold (a control character)
 * made every call of the operation throw in `Headers`, and one the Fetch standard does not
 * safelist for `Accept` (over 128 bytes, or holding `"():<>?@[\]{}`) made a browser send a CORS
 * preflight a GET never needed. Such an operation sends no Accept, as before it was added.
 */
function isSafelistedAccept(value: string): boolean {
  return value.length <= 128 && /^[\x20-\x7e]*$/.test(value) && !/["():<>?@[\\\]{}]/.test(value);
}

/** `at` only where it differs from the document's usual error body, which the runtime falls back to. */
function declaredError(response: ResponseModel, model: ApiModel): Literal {
  const at = response.errorFields === undefined ? undefined : locationLiteral(response.errorFields);
  const usual = model.errorFormat === undefined ? undefined : locationLiteral(model.errorFormat.fields);
  const codes = declaredCodes(response);
  return { status: response.status, codes, at: at !== undefined && JSON.stringify(at) !== JSON.stringify(usual) ? at : undefined, body: codes === 'any' ? bodyKinds(response, model) : undefined };
}

/**
 * The kinds of value (`typeof`, with `array` and `null`) a declared error's JSON body may be, when
 * its schema says and no code check already requires an object: `isOperationError` then refuses
 * an answer whose body is not one, such as a proxy's HTML 404 page (a string) or an empty body,
 * which the narrowed type would otherwise call the documented object. `undefined`: not checked.
 */
function bodyKinds(response: ResponseModel, model: ApiModel): Literal | undefined {
  if (response.contentType === undefined || !isJsonMediaType(response.contentType)) return undefined;
  const types = typesOf(model.document, response.schema);
  if (types === undefined) return undefined;
  return [...new Set([...types].map((type) => (type === 'integer' ? 'number' : type)))].sort(compareCodeUnits);
}

function locationLiteral(fields: readonly ErrorFieldModel[]): Literal {
  const { code, message } = errorLocationOf(fields);
  return { code, message };
}

/** How each scheme sends its credential, for the client's contract; schemes a client cannot send are left out. */
export function schemeInfo(scheme: SecuritySchemeModel): Literal | undefined {
  if (scheme.kind === 'apiKey') return { key: scheme.key, kind: 'apiKey', in: scheme.in, name: scheme.name };
  if (scheme.kind === 'basic') return { key: scheme.key, kind: 'basic' };
  if (scheme.kind === 'bearer' || scheme.kind === 'oauth2' || scheme.kind === 'openIdConnect') return { key: scheme.key, kind: 'bearer' };
  return undefined;
}

/** The whole document's client contract: schemes, the session's scheme, client headers, the usual error body. */
export function contractData(model: ApiModel): { readonly [key: string]: Literal | undefined } {
  const schemes = model.securitySchemes.map(schemeInfo).filter((info): info is Literal => info !== undefined);
  const headers = clientHeaderOptions(model);
  return {
    securitySchemes: schemes.length === 0 ? undefined : schemes,
    sessionScheme: sessionScheme(model),
    clientHeaders: headers.size === 0 ? undefined : Object.fromEntries(headers),
    errorFormat: model.errorFormat === undefined ? undefined : locationLiteral(model.errorFormat.fields),
  };
}

/** `x-client-header` options of the document and the header each fills, sorted by option. */
export function clientHeaderOptions(model: ApiModel): Map<string, string> {
  const options = new Map<string, string>();
  for (const parameter of model.operations.flatMap(clientHeaderParameters)) {
    if (!options.has(parameter.clientHeader)) options.set(parameter.clientHeader, parameter.name);
  }
  return new Map([...options].sort(([a], [b]) => compareCodeUnits(a, b)));
}

/**
 * The media type the runtime must label (and, unless JSON, encode) a request body with: every one
 * but plain `application/json`, openapi-fetch's default. A JSON type of its own
 * (`application/merge-patch+json`) or with parameters (`application/json; x-api-version=1.0`,
 * how ASP.NET versions an API) was sent as `application/json`, which such a server may refuse.
 */
function requestContentType(operation: OperationModel): string | undefined {
  const contentType = operation.requestBody?.contentType;
  return contentType === undefined || contentType.trim().toLowerCase() === 'application/json' ? undefined : contentType;
}

/**
 * The query parameters the runtime must write by their declared style (`styledQuery`), in
 * document order: those openapi-fetch's default serialiser would write otherwise.
 */
export function styledQueryParameters(operation: OperationModel): ParameterModel[] {
  // One described by `content` is text by then (contentParameters), which either serialiser writes alike.
  return operation.parameters.query.filter((parameter) => parameter.contentType === undefined && writtenByStyle(parameter, parameter.valueTypes));
}

/**
 * The path parameters the runtime must write by their declared style (`styledPath`), in document
 * order: label and matrix ones, and any whose schema allows a list or an object.
 */
export function styledPathParameters(operation: OperationModel): ParameterModel[] {
  // One described by `content` is text by then (contentParameters): a plain value.
  return operation.parameters.path.filter((parameter) => parameter.contentType === undefined && pathWrittenByStyle(parameter, parameter.valueTypes));
}

/** The header parameters the runtime must write by the simple style (`styledHeaders`): those that may be lists or objects, in document order. */
export function styledHeaderParameters(operation: OperationModel): ParameterModel[] {
  // One described by `content` is text by then (contentParameters).
  return operation.parameters.header.filter((parameter) => parameter.contentType === undefined && headerWrittenByStyle(parameter, parameter.valueTypes));
}

/** The cookie parameters whose lists and objects are joined in one cookie (form, `explode: false`), in document order. */
export function joinedCookieParameters(operation: OperationModel): ParameterModel[] {
  return operation.parameters.cookie.filter((parameter) => parameter.contentType === undefined && parameter.style === 'form' && !parameter.explode);
}

/** The parameters described by `content`, in the order path, query, header, cookie (document order within each). */
export function contentParameterList(operation: OperationModel): ParameterModel[] {
  const { path, query, header, cookie } = operation.parameters;
  return [...path, ...query, ...header, ...cookie].filter((parameter) => parameter.contentType !== undefined);
}

/** A runtime function a descriptor names: as the member's value, or called once with `argument` to make it. */
export type RuntimeFunction = readonly [member: string, name: string, argument?: Literal];

/**
 * The runtime functions one operation's descriptor names, as [member, function] in a fixed order:
 * `unwrap` for an enveloped result, the encoder of its body's family when that is not JSON,
 * `eventStream` for server-sent events, `textByCharset` for a text answer (read in its charset), `cookiePairs` for cookie parameters (made by `joinedCookies`
 * when some are joined in one cookie), `contentSerializer`, made by `contentParameters` with the
 * parameters described by `content`, `fillClientHeaders` for `x-client-header` headers, and
 * `querySerializer`, made by `styledQuery` with the styles of the query parameters openapi-fetch's
 * default would write otherwise, `pathWriter`, made by `styledPath` with the styles of the path
 * parameters that are not plain `simple` primitives, and `headerWriter`, made by `styledHeaders`
 * with the header parameters that may be lists or objects, and `session`, `loginSession` (made
 * with the result's token property) or `logoutSession` for an `x-session` operation. Named per operation,
 * not once for the document, so an app's bundle keeps each only when it calls an operation that
 * needs it (decision 0031).
 */
export function runtimeFunctionsOf(operation: OperationModel): RuntimeFunction[] {
  // Every way the call reads a 2xx: an answer read its own way needs its reader too.
  const readings = readSuccesses(operation).map((read) => read.reading);
  const contentType = requestContentType(operation);
  const encoding = contentType === undefined ? undefined : bodyEncoding(contentType);
  const styled = styledQueryParameters(operation);
  const styledPathList = styledPathParameters(operation);
  const styledHeaderList = styledHeaderParameters(operation);
  const joined = joinedCookieParameters(operation);
  const content = contentParameterList(operation);
  return [
    ...(readings.some((reading) => reading.result === 'envelope') ? [['unwrap', 'unwrap'] as const] : []),
    ...(encoding === undefined ? [] : [['bodyEncoder', ENCODER_NAMES[encoding]] as const]),
    ...(readings.some((reading) => reading.result !== 'empty' && reading.parseAs === 'stream') ? [['eventStream', 'eventStream'] as const] : []),
    ...(readings.some((reading) => reading.result !== 'empty' && reading.parseAs === 'text') ? [['textByCharset', 'textByCharset'] as const] : []),
    ...(operation.parameters.cookie.length === 0 ? [] : joined.length === 0 ? [['cookiePairs', 'cookiePairs'] as const] : [['cookiePairs', 'joinedCookies', joined.map((parameter) => parameter.name)] as const]),
    ...(content.length > 0 ? [['contentSerializer', 'contentParameters', content.map(contentParameter)] as const] : []),
    ...(clientHeaderParameters(operation).length > 0 ? [['fillClientHeaders', 'fillClientHeaders'] as const] : []),
    ...(styled.length > 0 ? [['querySerializer', 'styledQuery', styled.map(queryStyle)] as const] : []),
    ...(styledPathList.length > 0 ? [['pathWriter', 'styledPath', styledPathList.map(pathStyle)] as const] : []),
    ...(styledHeaderList.length > 0 ? [['headerWriter', 'styledHeaders', styledHeaderList.map(headerStyle)] as const] : []),
    ...sessionRule(operation),
  ];
}

/** The runtime's session rule of an `x-session` operation (the model decides which: generators/model/session.ts). */
function sessionRule({ session }: OperationModel): RuntimeFunction[] {
  if (session?.role === 'login') return [['session', 'loginSession', session.tokenProperty]];
  if (session?.role === 'logout') return [['session', 'logoutSession']];
  return [];
}

/** What `contentParameters` needs of one parameter (the runtime's `ContentParameter`). */
function contentParameter(parameter: ParameterModel): Literal {
  return { in: parameter.in, name: parameter.name, contentType: parameter.contentType };
}

/** What `styledQuery` needs of one parameter (the runtime's `QueryStyle`). */
function queryStyle(parameter: ParameterModel): Literal {
  return { name: parameter.name, style: parameter.style, explode: parameter.explode, allowReserved: parameter.allowReserved };
}

/** What `styledHeaders` needs of one parameter (the runtime's `HeaderStyle`). */
function headerStyle(parameter: ParameterModel): Literal {
  return { name: parameter.name, explode: parameter.explode };
}

/** What `styledPath` needs of one parameter (the runtime's `PathStyle`). */
function pathStyle(parameter: ParameterModel): Literal {
  return { name: parameter.name, style: parameter.style, explode: parameter.explode };
}

/** All the runtime functions the document's descriptors name: what client.ts imports. */
export function runtimeFunctionsOfModel(model: ApiModel): string[] {
  return [...new Set(model.operations.flatMap((operation) => runtimeFunctionsOf(operation).map(([, name]) => name)))].sort(compareCodeUnits);
}

/** True when some operation answers with server-sent events: client.ts then re-exports the event type. */
export function needsEventStreams(model: ApiModel): boolean {
  return model.operations.some((operation) => runtimeFunctionsOf(operation).some(([member]) => member === 'eventStream'));
}

/**
 * The descriptor as TypeScript: its data, then the runtime functions it names (shorthand members),
 * or what they make, each such call marked pure so a bundler still drops an unused operation.
 */
export function descriptorText(operation: OperationModel, model: ApiModel): string {
  const data = literal(operationDescriptor(operation, model)).slice(1, -1).trim();
  const functions = runtimeFunctionsOf(operation).map(([member, name, argument]) =>
    argument !== undefined ? `${member}: /* @__PURE__ */ ${name}(${literal(argument)})` : member === name ? name : `${member}: ${name}`,
  );
  return `{ ${[data, ...functions].filter((member) => member !== '').join(', ')} }`;
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

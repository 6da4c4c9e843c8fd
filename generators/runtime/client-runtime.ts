/**
 * The client runtime: what every generated client method calls. Hand-written and tested; the
 * runtime emitter copies it (with ./client/ and ./envelope.ts) into generated/runtime/.
 *
 * It sits on openapi-fetch's serialisers (URL building, parameters, JSON bodies; client/request.ts) and adds what
 * the document declares: credentials by its security schemes and the session its `x-session`
 * operations keep, its `x-client-header` headers, timeouts and cancellation, retries,
 * path parameters written by their declared styles and checked for safety, envelope unwrapping, errors read in its error shape, bodies read by
 * media type (JSON, text, Blob, server-sent events), cookie parameters sent, query parameters
 * written by their declared styles where openapi-fetch's default would not, and parameters
 * described by `content` written as their media type's text.
 * Browser-safe: fetch, AbortController, setTimeout, TextDecoder only; no Node APIs.
 */
import { ApiError, messageOf, NetworkError, RequestInputError, ResponseBodyError, type ErrorLocation, type ErrorShape } from './client/errors.js';
import { credentialsFor, memoryTokenStore, NO_CREDENTIALS, NO_TOKEN_STORE } from './client/auth.js';
import type { AuthCredentials, CredentialSource, SchemeInfo, SentCredentials, TokenStore } from './client/auth.js';
import { writtenPath, type PathWriter } from './client/path-params.js';
import type { BodyEncoder } from './client/body.js';
import type { fillClientHeaders } from './client/client-headers.js';
import type { contentParameters } from './client/content-params.js';
import type { cookiePairs } from './client/cookies.js';
import type { eventStream } from './client/events.js';
import type { textByCharset } from './client/text-answer.js';
import type { styledQuery } from './client/query-styles.js';
import type { HeaderWriter } from './client/header-styles.js';
import type { SessionRule } from './client/session.js';
import type { InputArgs } from './client/types.js';
import { buildRequest, readOutcome, withoutTrailingSlash, type Outcome } from './client/request.js';
import { retryPolicy, retryingFetch, type RetryOptions, type RetryPolicy } from './client/retry.js';
import { abortReason, callSignal } from './client/signals.js';
import type { CallOptions } from './client/types.js';
import { hasOwn } from './own-property.js';
import { printable } from './quoted-text.js';

export { ApiError, NetworkError, RequestInputError, RequestTimeoutError, ResponseBodyError } from './client/errors.js';
export type { ErrorLocation, ErrorShape } from './client/errors.js';
export { memoryTokenStore } from './client/auth.js';
export type { AuthCredentials, BasicCredentials, SchemeInfo, TokenStore } from './client/auth.js';
export { bodyEncoder, formEncoder, jsonEncoder, multipartEncoder, rawEncoder, textEncoder } from './client/body.js';
export type { BodyEncoder } from './client/body.js';
export { fillClientHeaders } from './client/client-headers.js';
export { contentParameters } from './client/content-params.js';
export type { ContentParameter } from './client/content-params.js';
export { cookiePairs, joinedCookies } from './client/cookies.js';
export { eventStream } from './client/events.js';
export { textByCharset } from './client/text-answer.js';
export { styledPath } from './client/path-styles.js';
export { styledHeaders } from './client/header-styles.js';
export type { PathStyle } from './client/path-styles.js';
export { styledQuery } from './client/query-styles.js';
export type { QueryStyle } from './client/query-styles.js';
export { loginSession, logoutSession } from './client/session.js';
export type { SessionRule } from './client/session.js';
export { unwrap } from './envelope.js';
export type { ServerSentEvent } from './client/events.js';
export { DEFAULT_RETRY } from './client/retry.js';
export type { RetryOptions } from './client/retry.js';
export type { CallOptions, InputArgs, OperationInput, ResponseBody, WithDefaultedHeaders } from './client/types.js';

/**
 * The client's options. The generated client.ts names `Auth` and `ClientHeaders` after the
 * document: one credential per security scheme, one value per `x-client-header`. Each optional
 * member also takes `undefined`, read as left out, so an app compiled with
 * `exactOptionalPropertyTypes` can pass `auth: { bearerAuth: process.env.TOKEN }` or a
 * `timeoutMs` of its own config without spreading (CallOptions and RetryOptions too).
 */
export interface ClientOptions<Auth = AuthCredentials, ClientHeaders = { readonly [option: string]: string | undefined }> {
  /** Origin (and any mount prefix) the document's full paths are appended to, e.g. `https://api.example`; no query, fragment, user name or password (send credentials by `auth` or `headers`). */
  readonly baseUrl: string;
  /**
   * A fetch to use instead of the global one (tests, proxies, instrumentation). `timeoutMs` and a
   * call's `signal` end the call whether or not it listens to the Request's `signal`, but only a
   * fetch that does (pass the Request on, or its signal) also stops the request itself.
   */
  readonly fetch?: ((request: Request) => Promise<Response>) | undefined;
  /**
   * Credentials by security scheme name; each call sends those of the first requirement of its
   * operation that they complete. The scheme a login keeps its token for starts with the one given here.
   */
  readonly auth?: Auth | undefined;
  /**
   * Browsers: fetch's `credentials` mode; `'include'` sends the browser's cookies cross-origin.
   * Named through RequestInit: a Node service's lib has no DOM, so no global RequestCredentials.
   */
  readonly credentials?: RequestInit['credentials'] | undefined;
  /** Values of the document's `x-client-header` headers, sent wherever an operation declares them. */
  readonly clientHeaders?: ClientHeaders | undefined;
  /**
   * Where the session token of an `x-session` login is kept; default in memory. `false` keeps
   * none: for browsers that rely on the cookie a login sets (with `credentials: 'include'`).
   */
  readonly tokenStore?: TokenStore | false | undefined;
  /** Retry settings for idempotent requests; `false` turns retries off. */
  readonly retry?: RetryOptions | false | undefined;
  /** Default timeout of each call in milliseconds (retries included); none when absent. */
  readonly timeoutMs?: number | undefined;
  /** Headers sent on every call. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /**
   * Event streams (`text/event-stream` answers): the most text one event may hold, its data, its
   * type and any one line, in UTF-16 code units as JavaScript counts a string's length; a longer
   * one ends the stream with ResponseBodyError. Default 1,048,576 (1 MiB of ASCII); `Infinity`: no limit.
   */
  readonly maxEventLength?: number | undefined;
}

/** How a documented error response is matched at run time by `isOperationError`, and read. */
export interface DeclaredError {
  readonly status: number | `${1 | 2 | 3 | 4 | 5}XX` | 'default';
  /** The documented codes; `'string'` / `'number'`: any code of that type; `'any'`: no code needed. */
  readonly codes: readonly string[] | 'string' | 'number' | 'any';
  /** Where its body keeps the code and the message, when the document's error schema says. */
  readonly at?: ErrorLocation;
  /**
   * The kinds its JSON body may be (`typeof`, with `array` and `null`), where the schema says and
   * `codes` is `'any'`: an HTML page or an empty body is then not this error (the type would lie).
   */
  readonly body?: readonly string[];
}

/** How a 2xx answer is read: what the call resolves with, and how its body is parsed. */
export interface SuccessReading {
  readonly result: 'envelope' | 'body' | 'empty';
  readonly parseAs: 'json' | 'text' | 'blob' | 'stream';
}

/**
 * What the generator knows about one operation; the runtime needs nothing else. The functions it
 * names (unwrap, bodyEncoder, eventStream, textByCharset, cookiePairs, contentSerializer, fillClientHeaders, querySerializer, pathWriter, headerWriter) are set only on operations
 * that need them, so a bundle keeps them only when the app calls such an operation (decision 0031).
 */
export interface OperationDescriptor {
  /** The client method's name (the operation's identifier in client.ts): what `isOperationError` is asked with. */
  readonly name: string;
  /** The operationId exactly as in the document (error messages, `ApiError.operationId`). */
  readonly operationId: string;
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
  /** The full path template, e.g. `/v1/orders/{orderId}/items`. */
  readonly path: string;
  /** `envelope`: resolve with `data` (read by `unwrap`); `body`: the body as-is; `empty`: `undefined`. */
  readonly result: SuccessReading['result'];
  /** The runtime's `unwrap`, on an operation that may resolve with `envelope`. */
  readonly unwrap?: (body: unknown) => unknown;
  /** How to read the success body; `stream`: as server-sent events (`text/event-stream`). */
  readonly parseAs: SuccessReading['parseAs'];
  /** The 2xx answers read another way than `result` and `parseAs` say, by status (`203`) or range (`2XX`). */
  readonly successes?: { readonly [status: string]: SuccessReading };
  /** The request body's media type when it is not JSON (form, multipart, text, binary). */
  readonly requestContentType?: string;
  /** The runtime's encoder of the `requestContentType`'s family (`formEncoder`, ...), on an operation that has one. */
  readonly bodyEncoder?: (contentType: string | undefined) => BodyEncoder;
  /** The runtime's `eventStream`, on an operation that answers with server-sent events. */
  readonly eventStream?: typeof eventStream;
  /**
   * The runtime's `textByCharset`, on an operation whose success answer is text: reads it in the
   * charset its Content-Type names. Without it text is read as UTF-8 (fetch's `text()`).
   */
  readonly textByCharset?: typeof textByCharset;
  /**
   * The runtime's `cookiePairs`, on an operation with cookie parameters; made by `joinedCookies`
   * when some of them are lists or objects joined in one cookie (`explode: false`).
   */
  readonly cookiePairs?: typeof cookiePairs;
  /**
   * Made by the runtime's `contentParameters`, on an operation with parameters described by
   * `content`: writes each as its media type's text (JSON text for JSON) before anything else reads the input.
   */
  readonly contentSerializer?: ReturnType<typeof contentParameters>;
  /**
   * The operation's query serialiser, made by the runtime's `styledQuery`, on an operation with a
   * query parameter openapi-fetch's default would write otherwise than its declared style.
   * Without it every query parameter is written as openapi-fetch writes it.
   */
  readonly querySerializer?: ReturnType<typeof styledQuery>;
  /**
   * Made by the runtime's `styledPath`, on an operation with a path parameter in the label or
   * matrix style or whose schema allows a list or an object: writes each by its declared style.
   * Without it every path value is a string, number or boolean in the plain `simple` style.
   */
  readonly pathWriter?: PathWriter;
  /**
   * Made by the runtime's `styledHeaders`, on an operation with a header parameter whose schema
   * allows a list or an object: writes each in the simple style. Without it header values are
   * given to fetch as they are.
   */
  readonly headerWriter?: HeaderWriter;
  /** The security requirements (alternatives of scheme names); absent when the operation is open. */
  readonly security?: readonly (readonly string[])[];
  /**
   * The runtime's `loginSession(property)` (keep the result's token) or `logoutSession` (forget
   * it), on an operation the document marks `x-session`.
   */
  readonly session?: SessionRule;
  /**
   * The Accept header, on an operation whose 2xx answers offer media types besides the ones it
   * reads: those first, then anything at a low weight (errors may come in any type).
   */
  readonly accept?: string;
  /** `x-client-header` headers the operation declares; the client fills them in from `clientHeaders`. */
  readonly clientHeaders?: readonly { readonly name: string; readonly required: boolean }[];
  /** The runtime's `fillClientHeaders`, on an operation with `clientHeaders`. */
  readonly fillClientHeaders?: typeof fillClientHeaders;
  readonly errors: readonly DeclaredError[];
}

/** What the generated client knows about the document as a whole. */
export interface ContractInfo {
  /** How each security scheme of the document sends its credential. */
  readonly securitySchemes?: readonly SchemeInfo[];
  /** The scheme an `x-session` login keeps its token for. */
  readonly sessionScheme?: string;
  /** `x-client-header` option names and the headers they fill. */
  readonly clientHeaders?: { readonly [option: string]: string };
  /** Where the document's usual error body keeps the code and the message (for undeclared statuses). */
  readonly errorFormat?: ErrorLocation;
}

/**
 * A client's state shared by all its operations: options, credentials, the kept session token.
 * Every operation function takes one as its first argument; `createApiClient` binds one to all.
 */
export interface ClientCore {
  call(operation: OperationDescriptor, input: unknown, options?: CallOptions): Promise<unknown>;
  readonly tokens: TokenStore;
}

/** One operation as a standalone function of a client core; `descriptor` is what it sends. */
export interface Operation<Input, Data> {
  (client: ClientCore, ...args: InputArgs<Input>): Promise<Data>;
  readonly descriptor: OperationDescriptor;
}

/**
 * The function of one operation. Free of side effects, so a bundler drops every operation an app
 * does not import (client.ts also marks each call `@__PURE__`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineOperation<Input, Data>(descriptor: OperationDescriptor): Operation<Input, Data> {
  const call = (client: ClientCore, input?: unknown, options?: CallOptions) => client.call(descriptor, input, options);
  return Object.assign(call, { descriptor }) as unknown as Operation<Input, Data>;
}

/**
 * The client object: for each operation function, a method of the same name bound to `core`.
 * `Client` is the generated ApiClient interface, which types each method's input and result.
 */
export function operationMethods<Client>(core: ClientCore, operations: { readonly [name: string]: { readonly descriptor: OperationDescriptor } }): Client {
  // Defined as Object.fromEntries would (ES2019's lib, which apps on ES2018 lack): an own data
  // property even for a name such as `__proto__`, which an assignment would take as the prototype.
  const methods = {};
  for (const [name, { descriptor }] of Object.entries(operations)) {
    const method = (input?: unknown, options?: CallOptions): Promise<unknown> => core.call(descriptor, input, options);
    Object.defineProperty(methods, name, { value: method, enumerable: true, writable: true, configurable: true });
  }
  return methods as Client;
}

interface RequestInput {
  readonly params?: { readonly [location: string]: unknown };
  readonly body?: unknown;
}

export function createRuntime(options: ClientOptions<unknown, unknown>, contract: ContractInfo): ClientCore {
  const auth = (options.auth ?? {}) as AuthCredentials;
  const session = contract.sessionScheme;
  const given = session !== undefined && hasOwn(auth, session) ? auth[session] : undefined;
  const tokens = options.tokenStore === false ? NO_TOKEN_STORE : (options.tokenStore ?? memoryTokenStore(typeof given === 'string' ? given : undefined));
  const clientPolicy = retryPolicy(options.retry);
  // Resolved per call and called unbound-safe: browsers throw "Illegal invocation" for a detached window.fetch.
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const context: CallContext = {
    options,
    contract,
    tokens,
    clientPolicy,
    baseFetch,
    baseUrl: withoutTrailingSlash(checkedBaseUrl(options.baseUrl)),
    schemes: new Map((contract.securitySchemes ?? []).map((scheme) => [scheme.key, scheme])),
    given: (scheme) => (scheme !== session && hasOwn(auth, scheme) ? auth[scheme] : undefined),
    // The session scheme's credential is whatever the token store holds now (login fills it, logout empties it).
    credentialOf: (scheme) => (scheme === session ? tokens.get() : hasOwn(auth, scheme) ? auth[scheme] : undefined),
  };
  return { tokens, call: (operation, input, callOptions = {}) => callOperation(context, operation, input, callOptions) };
}

/**
 * Each call appends its path to the base URL's text: after a `?` the path would be sent as query,
 * after a `#` not at all (a fragment), and the call would resolve with another resource's answer.
 * It must also be a URL: an absolute one, or one relative to the page (empty, `/v2`, `./api`),
 * which a browser resolves. Anything else (`api.example.com`, no scheme) failed every call with
 * fetch's "Failed to parse URL from ...", quoting the call's query into the app's logs. A relative
 * one is taken wherever the client is made: a server rendering an app's pages makes its clients
 * too, and calls only from the browser (buildRequest says it without the query where one is called).
 */
function checkedBaseUrl(baseUrl: string): string {
  // Neither refusal quotes a password: `https://alice:s3cret@host` was taken, and every call then
  // failed (fetch refuses a URL with credentials) with a message quoting it into the app's logs.
  // User info is an `@` before the authority ends: after any scheme and slashes (`https:alice@host`
  // is read as `https://alice@host`), after two slashes (`//alice@host`, relative), or before any
  // slash (`alice@host`, no URL, refused without quoting it), whether or not the rest parses.
  const userInfo = /^([^/\\?#]*:[/\\]*|[/\\]{2})?[^/\\?#]*@/.test(baseUrl);
  try {
    if (!userInfo && !/[?#]/.test(baseUrl) && (/^[a-z][a-z\d+.-]*:/i.test(baseUrl) ? new URL(baseUrl) : /^($|[/.])/.test(baseUrl))) return baseUrl;
  } catch {
    // An absolute URL that does not parse: refused below, as one with a query or fragment is.
  }
  throw new TypeError(`baseUrl must be a URL, without ${userInfo ? 'username or password: send them by auth or an Authorization header' : `"?" or "#" (paths are appended to it): ${baseUrl}`}`);
}

interface CallContext {
  readonly options: ClientOptions<unknown, unknown>;
  readonly contract: ContractInfo;
  readonly tokens: TokenStore;
  readonly clientPolicy: RetryPolicy;
  readonly baseFetch: (request: Request) => Promise<Response>;
  readonly baseUrl: string;
  readonly schemes: ReadonlyMap<string, SchemeInfo>;
  /** The credentials the app gave itself (never the kept session token). */
  readonly given: CredentialSource;
  readonly credentialOf: CredentialSource;
}

async function callOperation(
  context: CallContext,
  operation: OperationDescriptor,
  rawInput: unknown,
  callOptions: CallOptions,
): Promise<unknown> {
  // Started with the call: a logout notes the token it is sent with, and forgets only that one.
  // A descriptor written for an older runtime names the rule as text (`session: 'login'`).
  const rule = operation.session;
  if (rule && typeof rule !== 'function') throw needs(operation, 'session as a function');
  const session = rule?.(context.tokens);
  const input = (operation.contentSerializer?.(rawInput, operation) ?? rawInput ?? {}) as RequestInput;
  const path = writtenPath(operation, input.params?.['path']);
  const sent = sentCredentials(context, operation);
  const params = requestParams(context, operation, input, sent);
  const encoder = encoderOf(operation, input);
  const signal = callSignal(callOptions.signal, callOptions.timeoutMs ?? context.options.timeoutMs, operation.operationId);
  const attempts = { count: 0 };
  let streaming = false;
  try {
    const send = retryingFetch({
      fetch: context.baseFetch,
      policy: callOptions.retry === undefined ? context.clientPolicy : retryPolicy(callOptions.retry, context.clientPolicy),
      signal: signal.signal,
      attempts,
    });
    // How the answer is read, by its status (readingOf), for the settling below too.
    let reading: SuccessReading = operation;
    const outcome = await sendOrExplain(operation, attempts, signal.signal, async () => {
      const method = operation.method.toUpperCase();
      const request = buildRequest({
        baseUrl: context.baseUrl,
        method,
        path,
        params,
        querySerializer: operation.querySerializer,
        accept: operation.accept,
        headers: requestHeaders(context, operation, encoder, input, callOptions, sent),
        body: input.body,
        bodySerializer: encoder.bodySerializer,
        credentials: context.options.credentials,
        // A login's body holds the password, and its answer the session: neither may cross to where a 307 points (decisions/0036).
        redirect: rule?.redirect ?? sent.redirect,
        signal: signal.signal,
      });
      const response = await send(request);
      reading = readingOf(operation, response.status);
      return readOutcome(response, method, reading.parseAs, operation.operationId, operation.textByCharset);
    });
    const result = settle(context, operation, outcome, reading, session);
    if (reading.parseAs !== 'stream') return result;
    const read = operation.eventStream;
    if (read === undefined) throw needs(operation, 'eventStream');
    streaming = true;
    return read(outcome.response, operation.operationId, signal, attempts, context.options);
  } finally {
    if (!streaming) signal.dispose();
  }
}

const JSON_BODY: BodyEncoder = {};

/** openapi-fetch's JSON by default; the operation's encoder for a body of another media type. */
function encoderOf(operation: OperationDescriptor, input: RequestInput): BodyEncoder {
  const contentType = operation.requestContentType;
  if (contentType === undefined || input.body === undefined) return JSON_BODY;
  if (operation.bodyEncoder === undefined) throw needs(operation, 'bodyEncoder');
  return operation.bodyEncoder(contentType);
}

/** The app's own credentials first, then alternatives that need the kept session token. */
function sentCredentials(context: CallContext, operation: OperationDescriptor): SentCredentials {
  if (operation.security === undefined) return NO_CREDENTIALS;
  return credentialsFor(operation.security, context.schemes, context.given) ?? credentialsFor(operation.security, context.schemes, context.credentialOf) ?? NO_CREDENTIALS;
}

/** Precedence, lowest first: client headers, Content-Type, credentials, per-call headers (after the operation's Accept: request.ts). */
function requestHeaders(context: CallContext, operation: OperationDescriptor, encoder: BodyEncoder, input: RequestInput, callOptions: CallOptions, sent: SentCredentials): Record<string, string> {
  // A null Content-Type (multipart) deletes the client-wide one in the header merge (request.ts).
  const headers: Record<string, string> = {
    ...context.options.headers,
    // encoderOf gives a contentType only with a body.
    ...(encoder.contentType === undefined ? {} : { 'Content-Type': (typeof encoder.contentType === 'function' ? encoder.contentType(input.body) : encoder.contentType) as string }),
    ...sent.headers,
    ...callOptions.headers,
  };
  // The app's own Cookie header first, then the call's cookie parameters, then credentials (see client/cookies.ts on browsers).
  const cookieParameters = input.params?.['cookie'];
  if (cookieParameters !== undefined && operation.cookiePairs !== undefined) addCookies(headers, operation.cookiePairs(cookieParameters));
  if (sent.cookies !== undefined) addCookies(headers, sent.cookies);
  return headers;
}

/** Cookie pairs join any Cookie header already set (any spelling of its name), after it. */
function addCookies(headers: Record<string, string>, cookies: readonly string[]): void {
  if (cookies.length === 0) return;
  const existing = Object.keys(headers).find((name) => name.toLowerCase() === 'cookie');
  const before = existing === undefined ? [] : [headers[existing]!];
  if (existing !== undefined) delete headers[existing];
  headers['Cookie'] = [...before, ...cookies].join('; ');
}

/** The call's parameters plus an API key in the query and the `x-client-header` headers, where they apply, lists and objects in headers written as text. */
function requestParams(context: CallContext, operation: OperationDescriptor, input: RequestInput, sent: SentCredentials): RequestInput['params'] {
  const params = input.params;
  if (operation.clientHeaders === undefined && operation.headerWriter === undefined && sent.query === undefined) return params;
  let header = operation.clientHeaders === undefined ? (params?.['header'] as Record<string, unknown> | undefined) : requestHeaderParams(context, operation, input);
  if (header !== undefined && operation.headerWriter !== undefined) header = operation.headerWriter(header, operation.operationId);
  // A query or header left undefined is read as none by buildRequest, as an absent one is.
  return { ...params, query: sent.query === undefined ? params?.['query'] : { ...(params?.['query'] as object | undefined), ...sent.query }, header };
}

/** The operation's header parameters, with its `x-client-header` headers filled in from the client's options. */
function requestHeaderParams(context: CallContext, operation: OperationDescriptor, input: RequestInput): Record<string, unknown> {
  if (operation.fillClientHeaders === undefined) throw needs(operation, 'fillClientHeaders');
  return operation.fillClientHeaders(operation, input.params?.['header'] as object | undefined, context.options.clientHeaders as { readonly [option: string]: unknown } | undefined, context.contract.clientHeaders);
}

/** A descriptor (hand-written, or from an older client.ts) without a runtime function its operation needs. */
function needs(operation: OperationDescriptor, member: string): RequestInputError {
  return new RequestInputError(operation.operationId, `its descriptor lacks OperationDescriptor.${member}, which this call needs (regenerate client.ts)`);
}

/** Sends the request; an abort surfaces as its reason, any other failure as NetworkError. */
async function sendOrExplain(
  operation: OperationDescriptor,
  attempts: { readonly count: number },
  signal: AbortSignal | undefined,
  send: () => Promise<Outcome>,
): Promise<Outcome> {
  try {
    // Raced against the signal, not only handed to fetch: an app's own fetch that drops the
    // Request's signal would otherwise let a hung server hang the call past its timeout. The race
    // rejects with the abort event; the catch below turns any failure after an abort into its
    // reason. (Written inline and short: every app's bundle carries it.)
    return await (signal ? Promise.race([send(), new Promise<never>((_, reject) => signal.addEventListener('abort', reject))]) : send());
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (error instanceof ResponseBodyError) throw error; // the server answered: not a network problem
    // Nothing was sent: building the request failed (a lone surrogate in a parameter, a body JSON cannot encode).
    // Made printable: fetch's refusal of a header value quotes it, CR/LF and all, and a header
    // parameter or credential holding a user's text would otherwise forge a line in the app's log.
    if (attempts.count === 0) throw new RequestInputError(operation.operationId, `the request could not be built: ${printable(messageOf(error))}`, error);
    throw new NetworkError(operation.operationId, attempts.count, error);
  }
}

/**
 * Turns the response into the method's result, or throws ApiError; keeps the session in step
 * (`session`, started with the call): a logout sees the answer before it becomes the result, a login the result.
 */
function settle(context: CallContext, operation: OperationDescriptor, outcome: Outcome, reading: SuccessReading, session: ReturnType<SessionRule> | undefined): unknown {
  const { response } = outcome;
  const keep = session?.(response);
  if (!response.ok) {
    const error = new ApiError(operation.operationId, response, outcome.error, errorLocation(context.contract, operation, response));
    thrownBy.set(error, operation);
    throw error;
  }
  const result = resultOf(operation, reading, outcome);
  keep?.(result);
  return result;
}

const PROBLEM_DETAILS: ErrorLocation = { code: ['code'], message: ['detail'] };

/** Where this error's body keeps its code and message: the declared response's, the document's, or RFC 9457's. */
function errorLocation(contract: ContractInfo, operation: OperationDescriptor, response: Response): ErrorLocation | undefined {
  const declared = operation.errors.find((error) => statusMatches(error.status, response.status));
  if (declared?.at !== undefined) return declared.at;
  const type = response.headers.get('content-type') ?? '';
  if (/^application\/problem\+json\b/i.test(type)) return PROBLEM_DETAILS;
  return contract.errorFormat;
}

/** How the answer with this status is read: its own way when the document gives it one (`successes`), else the operation's. */
function readingOf(operation: OperationDescriptor, status: number): SuccessReading {
  return operation.successes?.[status] ?? operation.successes?.['2XX'] ?? operation;
}

function resultOf(operation: OperationDescriptor, reading: SuccessReading, { data, response }: Outcome): unknown {
  switch (reading.result) {
    case 'envelope':
      if (operation.unwrap === undefined) throw needs(operation, 'unwrap');
      return operation.unwrap(data);
    case 'body':
      // openapi-fetch reads no body from a 204 or an empty answer; a method typed Blob or string still gets one.
      if (data === undefined && reading.parseAs === 'blob') return new Blob([]);
      if (data === undefined && reading.parseAs === 'text') return '';
      // No JSON value is empty, so none the method's type allows (a documented empty answer is read as `empty`).
      if (data === undefined && reading.parseAs === 'json') throw new ResponseBodyError(operation.operationId, response, '', 'is empty');
      return data;
    case 'empty':
      return undefined;
  }
}

function statusMatches(declared: DeclaredError['status'], status: number): boolean {
  if (declared === 'default') return true;
  if (typeof declared === 'number') return declared === status;
  return Math.floor(status / 100) === Number(declared.charAt(0));
}

function codeMatches(declared: DeclaredError['codes'], code: string | number | undefined): boolean {
  if (declared === 'any') return true;
  if (declared === 'string' || declared === 'number') return typeof code === declared;
  return typeof code === 'string' && declared.includes(code);
}

/**
 * The operation that threw each ApiError, recorded when it is thrown: `isOperationError` then
 * needs no table of every operation, which would keep them all in an app's bundle.
 */
const thrownBy = new WeakMap<ApiError<ErrorShape>, OperationDescriptor>();

/**
 * True when `error` is an ApiError thrown by the operation named `name` (its client method) whose
 * status and code the document declares, and whose body is of a kind the declared JSON schema
 * allows. Checked against what the server sent, so the narrowed type never claims more.
 */
export function isDeclaredError(error: unknown, name: string): error is ApiError<ErrorShape> {
  const operation = error instanceof ApiError ? thrownBy.get(error) : undefined;
  if (operation === undefined || operation.name !== name) return false;
  const { status, code, body } = error as ApiError<ErrorShape>;
  const kind = body === null ? 'null' : Array.isArray(body) ? 'array' : typeof body;
  return operation.errors.some((declared) => statusMatches(declared.status, status) && codeMatches(declared.codes, code) && (declared.body?.includes(kind) ?? true));
}

/**
 * Generated from generators/runtime/client-runtime.ts by npm run generate. Do not edit.
 */

/**
 * The client runtime: what every generated client method calls. Hand-written and tested; the
 * runtime emitter copies it (with ./client/ and ./envelope.ts) into generated/runtime/.
 *
 * It sits on openapi-fetch (URL building, parameter serialisation, body parsing) and adds what
 * the contract needs: credentials and the login session, the login client headers, timeouts and
 * cancellation, retries, path-parameter safety, envelope unwrapping and typed errors.
 * Browser-safe: fetch, AbortController, setTimeout only.
 */
import createClient from 'openapi-fetch';
import { unwrap } from './envelope.js';
import { ApiError, NetworkError, RequestInputError, type ErrorShape } from './client/errors.js';
import {
  authHeaders,
  credentialsMode,
  loginHeaders,
  memoryTokenStore,
  tokenOf,
} from './client/auth.js';
import type { AuthOptions, LoginClientHeaders, TokenStore } from './client/auth.js';
import { assertPathParameters } from './client/path-params.js';
import type { BodyEncoder } from './client/body.js';
import { retryPolicy, retryingFetch, type RetryOptions, type RetryPolicy } from './client/retry.js';
import { abortReason, callSignal } from './client/signals.js';
import type { CallOptions } from './client/types.js';

export { ApiError, NetworkError, RequestInputError, RequestTimeoutError } from './client/errors.js';
export type { ErrorShape } from './client/errors.js';
export { memoryTokenStore, LOGIN_HEADER_NAMES } from './client/auth.js';
export type { AuthOptions, LoginClientHeaders, TokenStore } from './client/auth.js';
export { bodyEncoder } from './client/body.js';
export type { BodyEncoder } from './client/body.js';
export { DEFAULT_RETRY } from './client/retry.js';
export type { RetryOptions } from './client/retry.js';
export type {
  CallOptions,
  InputArgs,
  OperationInput,
  ResponseBody,
  WithDefaultedHeaders,
} from './client/types.js';

export interface ClientOptions {
  /** Origin (and any mount prefix) the document's full paths are appended to, e.g. `https://media.example`. */
  readonly baseUrl: string;
  /** A fetch to use instead of the global one (tests, proxies, instrumentation). */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** How to authenticate; default `{ type: 'bearer' }` with the token from login. */
  readonly auth?: AuthOptions;
  /** Sent as X-Client-Id / X-Client-Platform / X-Device-Id on login. */
  readonly clientHeaders?: LoginClientHeaders;
  /** Where the login token is kept; default in memory. */
  readonly tokenStore?: TokenStore;
  /** Retry settings for idempotent requests; `false` turns retries off. */
  readonly retry?: RetryOptions | false;
  /** Default timeout of each call in milliseconds (retries included); none when absent. */
  readonly timeoutMs?: number;
  /** Headers sent on every call. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** How a documented error response is matched at run time by `isOperationError`. */
export interface DeclaredError {
  readonly status: number | `${1 | 2 | 3 | 4 | 5}XX` | 'default';
  /** The documented codes; `'string'`: any string code; `'any'`: the body need not be an error body. */
  readonly codes: readonly string[] | 'string' | 'any';
}

/** What the generator knows about one operation; the runtime needs nothing else. */
export interface OperationDescriptor {
  readonly operationId: string;
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
  /** The full path template, e.g. `/v1/movie/{id}/playback`. */
  readonly path: string;
  /** `envelope`: resolve with `data`; `body`: the body as-is; `empty`: `undefined`. */
  readonly result: 'envelope' | 'body' | 'empty';
  /** How to read the success body. */
  readonly parseAs: 'json' | 'text' | 'blob';
  /** The request body's media type when it is not JSON (form, multipart, text, binary). */
  readonly requestContentType?: string;
  /** `login`: keep the returned token; `logout`: forget it. See the client emitter for the rule. */
  readonly session?: 'login' | 'logout';
  /** Login client header names this operation declares as required; the client fills them in. */
  readonly clientHeaders?: readonly string[];
  readonly errors: readonly DeclaredError[];
}

/** What the generated client knows about the document as a whole. */
export interface ContractInfo {
  /** The header of the document's API-key scheme (`X-Api-Key` in ours). */
  readonly apiKeyHeader: string;
  /**
   * How to encode request bodies that are not JSON (form, multipart, text, binary): the runtime's
   * `bodyEncoder`, passed only by a client whose document has such bodies, so that a JSON-only
   * client does not ship the encoders.
   */
  readonly bodyEncoder?: (contentType: string) => BodyEncoder;
}

export interface Runtime {
  call(operation: OperationDescriptor, input: unknown, options?: CallOptions): Promise<unknown>;
  readonly tokens: TokenStore;
}

/**
 * The client object: for each descriptor, a method of the same name that calls it. `Client` is
 * the generated ApiClient interface, which types each method's input and result from the document.
 */
export function operationMethods<Client>(
  runtime: Runtime,
  operations: { readonly [name: string]: OperationDescriptor },
): Client {
  return Object.fromEntries(
    Object.entries(operations).map(([name, operation]) => [
      name,
      (input?: unknown, options?: CallOptions) => runtime.call(operation, input, options),
    ]),
  ) as Client;
}

/** The loosely typed openapi-fetch surface the runtime uses; the generated methods carry the types. */
interface LooseClient {
  request(
    method: string,
    url: string,
    init: { readonly [key: string]: unknown },
  ): Promise<{ readonly data?: unknown; readonly error?: unknown; readonly response: Response }>;
}

interface RequestInput {
  readonly params?: { readonly [location: string]: unknown };
  readonly body?: unknown;
}

export function createRuntime(options: ClientOptions, contract: ContractInfo): Runtime {
  const tokens =
    options.tokenStore ??
    memoryTokenStore(options.auth?.type === 'bearer' ? options.auth.token : undefined);
  const auth: AuthOptions = options.auth ?? { type: 'bearer' };
  const clientPolicy = retryPolicy(options.retry);
  // Resolved per call and called unbound-safe: browsers throw "Illegal invocation" for a detached window.fetch.
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient({ baseUrl: options.baseUrl }) as unknown as LooseClient;
  const context: CallContext = {
    options,
    contract,
    auth,
    tokens,
    clientPolicy,
    baseFetch,
    client,
    credentials: credentialsMode(auth),
  };
  return {
    tokens,
    call: (operation, input, callOptions = {}) =>
      callOperation(context, operation, input, callOptions),
  };
}

interface CallContext {
  readonly options: ClientOptions;
  readonly contract: ContractInfo;
  readonly auth: AuthOptions;
  readonly tokens: TokenStore;
  readonly clientPolicy: RetryPolicy;
  readonly baseFetch: (request: Request) => Promise<Response>;
  readonly client: LooseClient;
  readonly credentials: RequestCredentials | undefined;
}

async function callOperation(
  context: CallContext,
  operation: OperationDescriptor,
  rawInput: unknown,
  callOptions: CallOptions,
): Promise<unknown> {
  const input = (rawInput ?? {}) as RequestInput;
  assertPathParameters(operation.operationId, operation.path, input.params?.['path']);
  const params =
    operation.clientHeaders === undefined
      ? input.params
      : { ...input.params, header: requestHeaderParams(context, operation, input) };
  const encoder = encoderOf(context.contract, operation, input);
  const signal = callSignal(callOptions.signal, callOptions.timeoutMs ?? context.options.timeoutMs);
  const attempts = { count: 0 };
  try {
    // Only what is set: openapi-fetch copies this object twice per call, and a Request follows any signal it is given.
    const init: { [key: string]: unknown } = {
      params,
      headers: requestHeaders(context, encoder, input, callOptions),
      parseAs: operation.parseAs,
      fetch: retryingFetch({
        fetch: context.baseFetch,
        policy:
          callOptions.retry === undefined
            ? context.clientPolicy
            : retryPolicy(callOptions.retry, context.clientPolicy),
        signal: signal.signal,
        attempts,
      }),
    };
    if (input.body !== undefined) init['body'] = input.body;
    if (encoder.bodySerializer !== undefined) init['bodySerializer'] = encoder.bodySerializer;
    if (context.credentials !== undefined) init['credentials'] = context.credentials;
    if (signal.signal !== undefined) init['signal'] = signal.signal;
    const outcome = await sendOrExplain(context.client, operation, init, signal.signal, attempts);
    return settle(context.tokens, operation, outcome);
  } finally {
    signal.dispose();
  }
}

const JSON_BODY: BodyEncoder = {};

/** openapi-fetch's JSON by default; the contract's encoder for a body of another media type. */
function encoderOf(
  contract: ContractInfo,
  operation: OperationDescriptor,
  input: RequestInput,
): BodyEncoder {
  const contentType = operation.requestContentType;
  if (contentType === undefined || input.body === undefined) return JSON_BODY;
  if (contract.bodyEncoder === undefined) {
    throw new RequestInputError(
      operation.operationId,
      `${contentType} request body needs ContractInfo.bodyEncoder (regenerate client.ts)`,
    );
  }
  return contract.bodyEncoder(contentType);
}

/** Precedence, lowest first: client headers, Content-Type, credentials, per-call headers. */
function requestHeaders(
  context: CallContext,
  encoder: BodyEncoder,
  input: RequestInput,
  callOptions: CallOptions,
): Record<string, string> {
  return {
    ...context.options.headers,
    ...(encoder.contentType !== undefined && input.body !== undefined
      ? { 'Content-Type': encoder.contentType }
      : {}),
    ...authHeaders(context.auth, context.tokens, context.contract.apiKeyHeader),
    ...callOptions.headers,
  };
}

/** The operation's header parameters plus, where it declares them, the configured login client headers. */
function requestHeaderParams(
  context: CallContext,
  operation: OperationDescriptor,
  input: RequestInput,
): Record<string, unknown> {
  const given = (input.params?.['header'] ?? {}) as Record<string, unknown>;
  const declared = operation.clientHeaders ?? [];
  if (declared.length === 0) return given;
  const configured = loginHeaders(context.options.clientHeaders);
  const merged: Record<string, unknown> = { ...pick(configured, declared), ...given };
  const missing = declared.filter((name) => merged[name] === undefined || merged[name] === '');
  if (missing.length > 0) {
    throw new RequestInputError(
      operation.operationId,
      `required header(s) ${missing.join(', ')} missing: set clientHeaders (clientId, platform, deviceId) in the client options or pass params.header`,
    );
  }
  return merged;
}

/** The configured values for the declared names, matched case-insensitively and keyed as the document spells them. */
function pick(values: Record<string, string>, names: readonly string[]): Record<string, string> {
  const byLowerName = new Map(
    Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = byLowerName.get(name.toLowerCase());
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

type Outcome = { readonly data?: unknown; readonly error?: unknown; readonly response: Response };

/** Sends the request; an abort surfaces as its reason, any other failure as NetworkError. */
async function sendOrExplain(
  client: LooseClient,
  operation: OperationDescriptor,
  init: { readonly [key: string]: unknown },
  signal: AbortSignal | undefined,
  attempts: { readonly count: number },
): Promise<Outcome> {
  try {
    return await client.request(operation.method, operation.path, init);
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    if (error instanceof SyntaxError) throw error; // a success body that is not JSON: not a network problem
    // Nothing was sent: building the request failed (a lone surrogate in a parameter, a body JSON cannot encode).
    if (attempts.count === 0)
      throw new RequestInputError(
        operation.operationId,
        `the request could not be built: ${messageOf(error)}`,
        error,
      );
    throw new NetworkError(operation.operationId, attempts.count, error);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Turns the response into the method's result, or throws ApiError; keeps the session in step. */
function settle(tokens: TokenStore, operation: OperationDescriptor, outcome: Outcome): unknown {
  const { response } = outcome;
  if (!response.ok) {
    if (operation.session === 'logout' && response.status === 401) tokens.clear();
    throw new ApiError(operation.operationId, response, outcome.error);
  }
  const result = resultOf(operation, outcome.data);
  if (operation.session === 'login') {
    const token = tokenOf(result);
    if (token !== undefined) tokens.set(token);
  }
  if (operation.session === 'logout') tokens.clear();
  return result;
}

function resultOf(operation: OperationDescriptor, data: unknown): unknown {
  switch (operation.result) {
    case 'envelope':
      return unwrap(data);
    case 'body':
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

function codeMatches(declared: DeclaredError['codes'], code: string | undefined): boolean {
  if (declared === 'any') return true;
  if (declared === 'string') return code !== undefined;
  return code !== undefined && declared.includes(code);
}

/**
 * True when `error` is an ApiError of this operation whose status and code the document declares.
 * The check is made at run time, so the narrowed type never claims more than the server sent.
 */
export function isDeclaredError(
  error: unknown,
  operation: OperationDescriptor,
): error is ApiError<ErrorShape> {
  if (!(error instanceof ApiError) || error.operationId !== operation.operationId) return false;
  const { status, code } = error;
  return operation.errors.some(
    (declared) => statusMatches(declared.status, status) && codeMatches(declared.codes, code),
  );
}

/**
 * Generated from generators/runtime/client-runtime.ts by npm run generate. Do not edit.
 */
import { ApiError, type ErrorShape } from './client/errors.js';
import type { AuthOptions, LoginClientHeaders, TokenStore } from './client/auth.js';
import type { BodyEncoder } from './client/body.js';
import { type RetryOptions } from './client/retry.js';
import type { CallOptions } from './client/types.js';
export { ApiError, NetworkError, RequestInputError, RequestTimeoutError } from './client/errors.js';
export type { ErrorShape } from './client/errors.js';
export { memoryTokenStore, LOGIN_HEADER_NAMES } from './client/auth.js';
export type { AuthOptions, LoginClientHeaders, TokenStore } from './client/auth.js';
export { bodyEncoder } from './client/body.js';
export type { BodyEncoder } from './client/body.js';
export { DEFAULT_RETRY } from './client/retry.js';
export type { RetryOptions } from './client/retry.js';
export type { CallOptions, InputArgs, OperationInput, ResponseBody, WithDefaultedHeaders, } from './client/types.js';
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
export declare function operationMethods<Client>(runtime: Runtime, operations: {
    readonly [name: string]: OperationDescriptor;
}): Client;
export declare function createRuntime(options: ClientOptions, contract: ContractInfo): Runtime;
/**
 * True when `error` is an ApiError of this operation whose status and code the document declares.
 * The check is made at run time, so the narrowed type never claims more than the server sent.
 */
export declare function isDeclaredError(error: unknown, operation: OperationDescriptor): error is ApiError<ErrorShape>;

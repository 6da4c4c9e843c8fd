/**
 * Generated from generators/runtime/client-runtime.ts by npm run generate. Do not edit.
 */
import { ApiError, type ErrorLocation, type ErrorShape } from './client/errors.js';
import type { AuthCredentials, SchemeInfo, TokenStore } from './client/auth.js';
import type { BodyEncoder } from './client/body.js';
import type { cookiePairs } from './client/cookies.js';
import type { eventStream } from './client/events.js';
import { type RetryOptions } from './client/retry.js';
import type { CallOptions } from './client/types.js';
export { ApiError, NetworkError, RequestInputError, RequestTimeoutError } from './client/errors.js';
export type { ErrorLocation, ErrorShape } from './client/errors.js';
export { memoryTokenStore } from './client/auth.js';
export type { AuthCredentials, BasicCredentials, SchemeInfo, TokenStore } from './client/auth.js';
export { bodyEncoder } from './client/body.js';
export type { BodyEncoder } from './client/body.js';
export { cookiePairs } from './client/cookies.js';
export { eventStream } from './client/events.js';
export type { ServerSentEvent } from './client/events.js';
export { DEFAULT_RETRY } from './client/retry.js';
export type { RetryOptions } from './client/retry.js';
export type { CallOptions, InputArgs, OperationInput, ResponseBody, WithDefaultedHeaders, } from './client/types.js';
/**
 * The client's options. The generated client.ts names `Auth` and `ClientHeaders` after the
 * document: one credential per security scheme, one value per `x-client-header`.
 */
export interface ClientOptions<Auth = AuthCredentials, ClientHeaders = {
    readonly [option: string]: string | undefined;
}> {
    /** Origin (and any mount prefix) the document's full paths are appended to, e.g. `https://api.example`. */
    readonly baseUrl: string;
    /** A fetch to use instead of the global one (tests, proxies, instrumentation). */
    readonly fetch?: (request: Request) => Promise<Response>;
    /**
     * Credentials by security scheme name; each call sends those of the first requirement of its
     * operation that they complete. The scheme a login keeps its token for starts with the one given here.
     */
    readonly auth?: Auth;
    /**
     * Browsers: fetch's `credentials` mode; `'include'` sends the browser's cookies cross-origin.
     * Named through RequestInit: a Node service's lib has no DOM, so no global RequestCredentials.
     */
    readonly credentials?: RequestInit['credentials'];
    /** Values of the document's `x-client-header` headers, sent wherever an operation declares them. */
    readonly clientHeaders?: ClientHeaders;
    /**
     * Where the session token of an `x-session` login is kept; default in memory. `false` keeps
     * none: for browsers that rely on the cookie a login sets (with `credentials: 'include'`).
     */
    readonly tokenStore?: TokenStore | false;
    /** Retry settings for idempotent requests; `false` turns retries off. */
    readonly retry?: RetryOptions | false;
    /** Default timeout of each call in milliseconds (retries included); none when absent. */
    readonly timeoutMs?: number;
    /** Headers sent on every call. */
    readonly headers?: Readonly<Record<string, string>>;
}
/** How a documented error response is matched at run time by `isOperationError`, and read. */
export interface DeclaredError {
    readonly status: number | `${1 | 2 | 3 | 4 | 5}XX` | 'default';
    /** The documented codes; `'string'` / `'number'`: any code of that type; `'any'`: no code needed. */
    readonly codes: readonly string[] | 'string' | 'number' | 'any';
    /** Where its body keeps the code and the message, when the document's error schema says. */
    readonly at?: ErrorLocation;
}
/** What the generator knows about one operation; the runtime needs nothing else. */
export interface OperationDescriptor {
    readonly operationId: string;
    readonly method: 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
    /** The full path template, e.g. `/v1/orders/{orderId}/items`. */
    readonly path: string;
    /** `envelope`: resolve with `data`; `body`: the body as-is; `empty`: `undefined`. */
    readonly result: 'envelope' | 'body' | 'empty';
    /** How to read the success body; `stream`: as server-sent events (`text/event-stream`). */
    readonly parseAs: 'json' | 'text' | 'blob' | 'stream';
    /** The request body's media type when it is not JSON (form, multipart, text, binary). */
    readonly requestContentType?: string;
    /** The security requirements (alternatives of scheme names); absent when the operation is open. */
    readonly security?: readonly (readonly string[])[];
    /** `login`: keep the returned token; `logout`: forget it (only where the document says `x-session`). */
    readonly session?: 'login' | 'logout';
    /** The member of a login's result holding the token. */
    readonly tokenProperty?: string;
    /** `x-client-header` headers the operation declares; the client fills them in from `clientHeaders`. */
    readonly clientHeaders?: readonly {
        readonly name: string;
        readonly required: boolean;
    }[];
    readonly errors: readonly DeclaredError[];
}
/** What the generated client knows about the document as a whole. */
export interface ContractInfo {
    /** How each security scheme of the document sends its credential. */
    readonly securitySchemes?: readonly SchemeInfo[];
    /** The scheme an `x-session` login keeps its token for. */
    readonly sessionScheme?: string;
    /** `x-client-header` option names and the headers they fill. */
    readonly clientHeaders?: {
        readonly [option: string]: string;
    };
    /** Where the document's usual error body keeps the code and the message (for undeclared statuses). */
    readonly errorFormat?: ErrorLocation;
    /**
     * How to encode request bodies that are not JSON (form, multipart, text, binary): the runtime's
     * `bodyEncoder`, passed only by a client whose document has such bodies, so that a JSON-only
     * client does not ship the encoders.
     */
    readonly bodyEncoder?: (contentType: string) => BodyEncoder;
    /** The runtime's `eventStream`, passed only by a client whose document has event streams (as bodyEncoder). */
    readonly eventStream?: typeof eventStream;
    /** The runtime's `cookiePairs`, passed only by a client whose document has cookie parameters (as bodyEncoder). */
    readonly cookiePairs?: typeof cookiePairs;
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
export declare function createRuntime(options: ClientOptions<unknown, unknown>, contract: ContractInfo): Runtime;
/**
 * True when `error` is an ApiError of this operation whose status and code the document declares.
 * The check is made at run time, so the narrowed type never claims more than the server sent.
 */
export declare function isDeclaredError(error: unknown, operation: OperationDescriptor): error is ApiError<ErrorShape>;

/**
 * Generated from generators/runtime/client-runtime.ts by npm run generate. Do not edit.
 */
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
import { ApiError, type ErrorLocation, type ErrorShape } from './client/errors.js';
import type { AuthCredentials, SchemeInfo, TokenStore } from './client/auth.js';
import { type PathWriter } from './client/path-params.js';
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
import { type RetryOptions } from './client/retry.js';
import type { CallOptions } from './client/types.js';
export { ApiError, NetworkError, RequestInputError, RequestTimeoutError, ResponseBodyError, } from './client/errors.js';
export type { ErrorLocation, ErrorShape } from './client/errors.js';
export { memoryTokenStore } from './client/auth.js';
export type { AuthCredentials, BasicCredentials, SchemeInfo, TokenStore } from './client/auth.js';
export { bodyEncoder, formEncoder, jsonEncoder, multipartEncoder, rawEncoder, textEncoder, } from './client/body.js';
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
export type { CallOptions, InputArgs, OperationInput, ResponseBody, WithDefaultedHeaders, } from './client/types.js';
/**
 * The client's options. The generated client.ts names `Auth` and `ClientHeaders` after the
 * document: one credential per security scheme, one value per `x-client-header`. Each optional
 * member also takes `undefined`, read as left out, so an app compiled with
 * `exactOptionalPropertyTypes` can pass `auth: { bearerAuth: process.env.TOKEN }` or a
 * `timeoutMs` of its own config without spreading (CallOptions and RetryOptions too).
 */
export interface ClientOptions<Auth = AuthCredentials, ClientHeaders = {
    readonly [option: string]: string | undefined;
}> {
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
    readonly successes?: {
        readonly [status: string]: SuccessReading;
    };
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
    readonly clientHeaders?: readonly {
        readonly name: string;
        readonly required: boolean;
    }[];
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
    readonly clientHeaders?: {
        readonly [option: string]: string;
    };
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
export declare function defineOperation<Input, Data>(descriptor: OperationDescriptor): Operation<Input, Data>;
/**
 * The client object: for each operation function, a method of the same name bound to `core`.
 * `Client` is the generated ApiClient interface, which types each method's input and result.
 */
export declare function operationMethods<Client>(core: ClientCore, operations: {
    readonly [name: string]: {
        readonly descriptor: OperationDescriptor;
    };
}): Client;
export declare function createRuntime(options: ClientOptions<unknown, unknown>, contract: ContractInfo): ClientCore;
/**
 * True when `error` is an ApiError thrown by the operation named `name` (its client method) whose
 * status and code the document declares, and whose body is of a kind the declared JSON schema
 * allows. Checked against what the server sent, so the narrowed type never claims more.
 */
export declare function isDeclaredError(error: unknown, name: string): error is ApiError<ErrorShape>;

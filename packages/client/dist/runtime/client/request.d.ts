/**
 * Generated from generators/runtime/client/request.ts by npm run generate. Do not edit.
 */
export interface RequestParts {
    /** Without a trailing slash (`withoutTrailingSlash`). */
    readonly baseUrl: string;
    /** Upper-case, as openapi-fetch sends it. */
    readonly method: string;
    /** Its parameters already written (client/path-params.ts `writtenPath`): openapi-fetch's path serialiser is not used. */
    readonly path: string;
    readonly params: {
        readonly [location: string]: unknown;
    } | undefined;
    /** The operation's own (client/query-styles.ts) when its query parameters need their declared styles; else openapi-fetch's default (client/default-query.ts). */
    readonly querySerializer?: ((query: Record<string, unknown>) => string) | undefined;
    /** The operation's Accept (OperationDescriptor.accept): below every header given, in any spelling. */
    readonly accept?: string | undefined;
    readonly headers: Record<string, string>;
    readonly body: unknown;
    /** openapi-fetch's JSON (or its form-header fallback) when absent. */
    readonly bodySerializer: ((body: unknown, headers?: Headers) => unknown) | undefined;
    readonly credentials: RequestInit['credentials'] | undefined;
    /** `'follow'`, openapi-fetch's, unless the call's credentials must not follow a redirect (client/auth.ts). */
    readonly redirect?: RequestInit['redirect'] | undefined;
    readonly signal: AbortSignal | undefined;
}
/** What openapi-fetch's client resolves with: `data` on a 2xx answer, `error` (parsed when JSON) otherwise. */
export type Outcome = {
    readonly data?: unknown;
    readonly error?: unknown;
    readonly response: Response;
};
export type ParseAs = 'json' | 'text' | 'blob' | 'stream';
export declare function withoutTrailingSlash(url: string): string;
/**
 * The Request openapi-fetch would send. Precedence of headers, lowest first: its JSON
 * Content-Type (only with a body that is not FormData), the operation's Accept, the given
 * headers, header parameters (merged as Headers, so `accept` replaces `Accept`).
 */
export declare function buildRequest(parts: RequestParts): Request;
/**
 * The answer read as openapi-fetch reads it: no body for 204, HEAD or an empty length; a 2xx body
 * by `parseAs` (JSON of an empty body is `undefined`); an error body as JSON when it parses, else
 * text, and `undefined` when empty.
 * Unlike openapi-fetch, a 2xx body that is not JSON where JSON is declared rejects with
 * ResponseBodyError (naming `operationId`), not with JSON.parse's bare SyntaxError, and a text
 * body is read by `readText` when the operation names one (its charset: client/text-answer.ts).
 */
export declare function readOutcome(response: Response, method: string, parseAs: ParseAs, operationId: string, readText?: (response: Response) => Promise<string>): Promise<Outcome>;

/**
 * Generated from generators/runtime/client/request.ts by npm run generate. Do not edit.
 */

/**
 * One request and its answer as openapi-fetch's client makes them (its URL, query and body
 * serialisation, header merge, and reading of the body by `parseAs`; the path comes written, by
 * path-params.ts), assembled from the
 * serialisers openapi-fetch exports instead of through `createClient`. The runtime never used
 * that client's middleware, per-call option copies or method wrappers, which were half of an
 * app's bundle and a share of each call (decision 0031). The behaviour kept is openapi-fetch
 * 0.17's: test/client/request.test.ts compares the two request for request.
 */
import { mergeHeaders, type HeadersOptions } from 'openapi-fetch';
import { defaultQuery } from './default-query.js';
import { ResponseBodyError } from './errors.js';

const JSON_CONTENT_TYPE = { 'Content-Type': 'application/json' };

export interface RequestParts {
  /** Without a trailing slash (`withoutTrailingSlash`). */
  readonly baseUrl: string;
  /** Upper-case, as openapi-fetch sends it. */
  readonly method: string;
  /** Its parameters already written (client/path-params.ts `writtenPath`): openapi-fetch's path serialiser is not used. */
  readonly path: string;
  readonly params: { readonly [location: string]: unknown } | undefined;
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

export function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/**
 * openapi-fetch's `defaultBodySerializer` for the Headers buildRequest always passes: FormData as
 * it is, form-encoded when the headers given say so, else JSON (written here: its reading of a
 * plain object's headers too was bytes in every app for a case that never comes).
 */
function defaultBody(body: unknown, headers: Headers): unknown {
  if (body instanceof FormData) return body;
  return headers.get('Content-Type') === 'application/x-www-form-urlencoded'
    ? new URLSearchParams(body as Record<string, string>).toString()
    : JSON.stringify(body);
}

/**
 * The Request openapi-fetch would send. Precedence of headers, lowest first: its JSON
 * Content-Type (only with a body that is not FormData), the operation's Accept, the given
 * headers, header parameters (merged as Headers, so `accept` replaces `Accept`).
 */
export function buildRequest(parts: RequestParts): Request {
  const params = (parts.params ?? {}) as {
    readonly header?: HeadersOptions;
    readonly path?: Record<string, unknown>;
    readonly query?: Record<string, unknown>;
  };
  const body =
    parts.body === undefined
      ? undefined
      : (parts.bodySerializer ?? defaultBody)(
          parts.body,
          mergeHeaders(parts.headers, params.header),
        );
  const headers = mergeHeaders(
    body === undefined || body instanceof FormData ? undefined : JSON_CONTENT_TYPE,
    { Accept: parts.accept },
    parts.headers,
    params.header,
  );
  // openapi-fetch's createFinalURL, less its path serialiser (the path comes written): a `?` the
  // query text starts with is dropped (a parameter named `?a`), and an empty query adds nothing.
  const query = (parts.querySerializer ?? defaultQuery)(params.query ?? {}).replace(/^\?/, '');
  const url = `${parts.baseUrl}${parts.path}${query && `?${query}`}`;
  const init: RequestInit = { method: parts.method, headers };
  // Only what is set: a Request follows any signal it is given (decision 0008). Typed through
  // RequestInit: a Node service's lib has no DOM, so no global BodyInit.
  if (body !== undefined) init.body = body as NonNullable<RequestInit['body']>;
  if (parts.credentials !== undefined) init.credentials = parts.credentials;
  // Unset is fetch's default, 'follow' (openapi-fetch's); 'manual' when the call's credentials must not follow one.
  if (parts.redirect !== undefined) init.redirect = parts.redirect;
  if (parts.signal !== undefined) init.signal = parts.signal;
  try {
    return new Request(url, init);
  } catch (error) {
    // A relative base URL where no page resolves it: fetch's message quotes the whole URL, the
    // query (an API key, the call's values) with it; said with the base URL and path alone.
    throw new TypeError((error as Error).message.replace(url, `${parts.baseUrl}${parts.path}`));
  }
}

/**
 * The answer read as openapi-fetch reads it: no body for 204, HEAD or an empty length; a 2xx body
 * by `parseAs` (JSON of an empty body is `undefined`); an error body as JSON when it parses, else
 * text, and `undefined` when empty.
 * Unlike openapi-fetch, a 2xx body that is not JSON where JSON is declared rejects with
 * ResponseBodyError (naming `operationId`), not with JSON.parse's bare SyntaxError, and a text
 * body is read by `readText` when the operation names one (its charset: client/text-answer.ts).
 */
export async function readOutcome(
  response: Response,
  method: string,
  parseAs: ParseAs,
  operationId: string,
  readText?: (response: Response) => Promise<string>,
): Promise<Outcome> {
  const length = response.headers.get('Content-Length');
  if (
    response.status === 204 ||
    method === 'HEAD' ||
    (length === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))
  ) {
    return response.ok ? { data: undefined, response } : { error: undefined, response };
  }
  if (response.ok) {
    if (parseAs === 'stream') return { data: response.body, response };
    if (parseAs !== 'json')
      return {
        data: await (readText && parseAs === 'text' ? readText(response) : response[parseAs]()),
        response,
      };
    // Read as text even with a length (openapi-fetch calls response.json() then): the error quotes it.
    const raw = await response.text();
    try {
      return { data: raw ? JSON.parse(raw) : undefined, response };
    } catch (error) {
      throw new ResponseBodyError(operationId, response, raw, undefined, error);
    }
  }
  // An empty body without a length (chunked) is no body, as with one: `undefined`, which the
  // declared type of a response without content says (openapi-fetch gives '' here).
  let error: unknown = (await response.text()) || undefined;
  try {
    error = JSON.parse(error as string);
  } catch {
    // Not JSON: the text as it came.
  }
  return { error, response };
}

/**
 * Generated from generators/runtime/server/contract.ts by npm run generate. Do not edit.
 */

/**
 * The data and types the server runtime is driven by.
 *
 * generated/server.ts holds one `RouteDefinition` per operation (emitted from the model) and the
 * typed `Handlers` interface built on the result types below; this runtime stays generic so it
 * can be tested without any generated code and serves documents we did not write.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/** JSON Schema as it appears in the bundled document (OpenAPI 3.1 dialect). */
export type JsonSchema = { readonly [key: string]: unknown } | boolean;

/** How a response body is shaped on the wire (same meaning as in generators/model/types.ts). */
export type BodyShape = 'success-envelope' | 'error-body' | 'plain' | 'empty';

export interface RouteParameter {
  /** Wire name exactly as in the document (`X-Request-Id`, `orderId`). */
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: JsonSchema;
  /**
   * How a list or an object is written in the value (`simple`, `form`, `label`, `matrix`,
   * `spaceDelimited`, `pipeDelimited`, `deepObject`); absent means OpenAPI's default for the
   * location (runtime/server/parameter-styles.ts).
   */
  readonly style?: string;
  /** Absent means OpenAPI's default: true for `form`, false otherwise. */
  readonly explode?: boolean;
  /**
   * For a parameter described by `content` (not `schema`): the media type its value is written
   * in. No style applies: the whole value is under the parameter's own name, never gathered from
   * other keys; a JSON type's text is parsed before validation, any other type's is read as a
   * primitive (parameter-values.ts).
   */
  readonly contentType?: string;
}

/** One media type a request body may come in (decisions/0029). */
export interface RouteMedia {
  readonly contentType: string;
  readonly schema: JsonSchema;
  /** `multipart/form-data`: the members whose parts are files, handed to the handler as UploadedFile. */
  readonly files?: readonly string[];
}

export interface RouteBody extends RouteMedia {
  readonly required: boolean;
  /** The other media types the operation takes, besides `contentType`. */
  readonly alternatives?: readonly RouteMedia[];
}

/** A file part of a `multipart/form-data` request, as the handler receives it. */
export interface UploadedFile {
  /** The file name the client gave (`filename` in the part's Content-Disposition), when it gave one. */
  readonly filename?: string;
  /** The part's Content-Type (RFC 7578: `text/plain` when the part names none). */
  readonly contentType: string;
  readonly data: Buffer;
}

/**
 * Bounds on form bodies (`application/x-www-form-urlencoded`, `multipart/form-data`) besides
 * `bodyLimit`, which bounds every body, files included. A body beyond one is answered 413.
 */
export interface FormLimits {
  /** Fields and files in one body (default 1,000). */
  readonly parts?: number;
  /** Bytes of one text field, and of one field name (default 100 KiB). */
  readonly fieldSize?: number;
}

/**
 * Reads a whole multipart body into its fields: text fields as strings, the `files` members as
 * UploadedFile, a member sent more than once as a list. Rejects with an HttpProblem (400 for a
 * malformed body, 413 beyond a limit). runtime/server/multipart.ts is the one generated/server.ts
 * passes, only when its document has multipart bodies.
 */
export type MultipartReader = (
  body: Buffer,
  contentType: string,
  files: ReadonlySet<string>,
  limits: Required<FormLimits>,
) => Promise<{ [name: string]: unknown }>;

/** One event a `text/event-stream` handler yields: an event, or a comment (a keep-alive, say). */
export type ServerSentEventInit =
  | {
      /** The event type (`event` field); the client reads `message` when there is none. */
      readonly event?: string;
      /** Sent as one `data` line per line of the text. */
      readonly data: string;
      /** The event id (`id` field), which the client sends back as Last-Event-ID to resume. */
      readonly id?: string;
      /** The reconnection time the client should use, in milliseconds. */
      readonly retry?: number;
    }
  | { readonly comment: string };

/**
 * The body of a binary answer (any media type that is not JSON or text): bytes (a Buffer is a
 * Uint8Array), a Blob, or chunks as they are produced (a Node stream is an async iterable).
 */
export type BinaryBody = Uint8Array | Blob | AsyncIterable<Uint8Array>;

export interface RouteResponse {
  /** `200`, `'4XX'` or `'default'`. */
  readonly status: number | string;
  readonly shape: BodyShape;
  readonly contentType?: string;
  /** Schema of the whole body as on the wire (envelope included). */
  readonly schema?: JsonSchema;
  /** For `error-body`: the machine codes the document allows; empty means any. */
  readonly errorCodes: readonly string[];
  /** For an error response the runtime can write itself: its members, as an index into `ApiDefinition.errorBodies`. */
  readonly errorBody?: number;
  /** Headers the document requires on this answer (as it spells them): a handler's result without one is off contract. */
  readonly requiredHeaders?: readonly string[];
}

/**
 * One member of an error body as the runtime writes it: the message for people, the machine
 * code, the HTTP status, the status's reason phrase, a constant, or a nested object
 * (same meaning as ErrorFieldModel in generators/model/types.ts).
 */
export type ErrorField =
  | { readonly name: string; readonly from: 'message' | 'code' | 'status' | 'title' }
  | { readonly name: string; readonly value: unknown }
  | { readonly name: string; readonly fields: readonly ErrorField[] };

/** The document's usual error body: its media type and members (an index into `ApiDefinition.errorBodies`). */
export interface ErrorFormat {
  readonly contentType: string;
  readonly body: number;
}

/**
 * A security requirement as OpenAPI writes it: each scheme it names must be present, with the
 * scopes (or roles) listed for it.
 */
export type SecurityRequirement = { readonly [scheme: string]: readonly string[] };

export interface RouteDefinition {
  readonly operationId: string;
  /** The key of the operation's method in the handlers object. */
  readonly handler: string;
  readonly method: string;
  /** Published path with `{name}` templates, e.g. `/v1/orders/{orderId}/items`. */
  readonly path: string;
  readonly parameters: readonly RouteParameter[];
  readonly body?: RouteBody;
  readonly responses: readonly RouteResponse[];
  /**
   * Alternatives (any one suffices), each the schemes that must all be present; `[]` means open,
   * an empty alternative means authentication is optional.
   */
  readonly security: readonly SecurityRequirement[];
  /** Roles allowed (`x-roles`); empty means any authenticated principal. */
  readonly roles: readonly string[];
}

export type SecuritySchemeDefinition =
  | { readonly key: string; readonly kind: 'bearer' }
  | {
      readonly key: string;
      readonly kind: 'apiKey';
      readonly in: 'header' | 'query' | 'cookie';
      readonly name: string;
    }
  | { readonly key: string; readonly kind: 'basic' | 'oauth2' | 'openIdConnect' | 'other' };

/** Everything the runtime needs about one API document. */
export interface ApiDefinition {
  readonly routes: readonly RouteDefinition[];
  readonly securitySchemes: readonly SecuritySchemeDefinition[];
  /** The document's `components` object, so `#/components/...` references resolve. */
  readonly components: { readonly [key: string]: unknown };
  /** The distinct error bodies the runtime writes itself, each the members it fills. */
  readonly errorBodies?: readonly (readonly ErrorField[])[];
  /**
   * The document's usual error body, for failures no declared response covers; absent when it
   * declares none, and then RFC 9457 problem details are sent.
   */
  readonly errorFormat?: ErrorFormat;
  /** How multipart bodies are read; passed by generated/server.ts when its document has any. */
  readonly multipart?: MultipartReader;
}

interface CredentialBase {
  /** Security scheme key from the document, e.g. `bearerAuth`. */
  readonly scheme: string;
  readonly location: 'header' | 'query' | 'cookie';
  /** Header, query or cookie name the value came from (`Authorization` for HTTP schemes). */
  readonly name: string;
  /**
   * What the operation's requirement lists for this scheme: OAuth2 / OpenID Connect scopes (or,
   * for other schemes, role names). Check that the credential grants every one of them.
   */
  readonly scopes: readonly string[];
}

/**
 * A credential found on a request, handed to the implementer's `authenticate`: a bearer token
 * (HTTP bearer, OAuth2, OpenID Connect), an API key, or HTTP basic user and password.
 */
export type Credential =
  | (CredentialBase & {
      readonly kind: 'bearer' | 'apiKey';
      /** The token or key, without the `Bearer ` prefix. */
      readonly value: string;
    })
  | (CredentialBase & {
      readonly kind: 'basic';
      /** The decoded `user:password`. */
      readonly value: string;
      readonly username: string;
      readonly password: string;
    });

/**
 * The credentials of the security requirement a request satisfied, one per scheme it names, in
 * the order of the requirement (schemes sorted by name). All of them must be valid together.
 */
export type Credentials = readonly [Credential, ...Credential[]];

/**
 * What a principal must carry for `x-roles` checks; anything else is the implementer's. Any
 * object, so a principal without role or roles (`{ accountId }`, for a document without x-roles)
 * is one: with only optional members this was a weak type, and TypeScript refuses an object that
 * shares no member with a weak type.
 */
export type PrincipalBase = object & {
  readonly role?: string;
  readonly roles?: readonly string[];
};

/**
 * Turns the credentials into a principal, or nothing for a 401. Throw an HttpProblem (say 403
 * when a token lacks a scope the credentials ask for) to answer otherwise.
 */
export type Authenticate<P extends PrincipalBase> = (
  credentials: Credentials,
  request: FastifyRequest,
) => P | null | undefined | Promise<P | null | undefined>;

/** A failure the runtime answers itself (a malformed request, missing credentials, an unknown route, ...). */
export interface Problem {
  readonly status: number;
  /** `invalid_request`, `unauthenticated`, `forbidden`, `not_found`, `payload_too_large`, `unsupported_media_type`, `internal`, `not_implemented`. */
  readonly code: string;
  /** For people; names no internals. */
  readonly message: string;
}

/** A body to send for a problem; `body` is written as JSON. */
export interface ProblemResponse {
  readonly contentType: string;
  readonly body: unknown;
}

export interface ProblemContext {
  /** Absent when the request could not even be parsed as HTTP. */
  readonly request?: FastifyRequest;
  /** The operation, when the request reached one. */
  readonly route?: RouteDefinition;
  /** What the runtime sends unless the hook says otherwise: the document's error body, or RFC 9457 problem details. */
  readonly standard: ProblemResponse;
}

export type FormatProblem = (problem: Problem, context: ProblemContext) => ProblemResponse;

export interface CookieToSet {
  readonly name: string;
  readonly value: string;
  readonly path?: string;
  readonly domain?: string;
  readonly httpOnly?: boolean;
  readonly secure?: boolean;
  readonly sameSite?: 'Strict' | 'Lax' | 'None';
  /** Seconds; `0` deletes the cookie. */
  readonly maxAge?: number;
  readonly expires?: Date;
}

/** Escape hatches every handler result may carry. */
export interface ResponseExtras {
  readonly headers?: { readonly [name: string]: string | number | readonly string[] };
  readonly cookies?: readonly CookieToSet[];
}

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type AsNumber<T> = T extends `${infer N extends number}` ? N : never;

/**
 * The statuses a response range covers, as number literals: `StatusRange<'2'>` is 200 | 201 | … | 299,
 * OpenAPI's `2XX`. A handler's result for a range response is typed with it (less the statuses the
 * operation declares on their own, which the runtime matches first), not as any number.
 */
export type StatusRange<C extends '1' | '2' | '3' | '4' | '5'> = AsNumber<`${C}${Digit}${Digit}`>;

export type DataResult<S extends number, D> = ResponseExtras & {
  readonly status: S;
  readonly data: D;
};
/** An answer without a body. `data` is refused by the type: the runtime would drop it (a 204 never carries one). */
export type EmptyResult<S extends number> = ResponseExtras & {
  readonly status: S;
  readonly data?: never;
};
export type ErrorResult<S extends number, C extends string> = ResponseExtras & {
  readonly status: S;
  readonly code: C;
  /** Human-readable; sent in the member of the document's error body that carries the message (`error` in an enveloped one). */
  readonly message: string;
  /** Logged with the request id, never sent. */
  readonly internalError?: unknown;
};

/** The request a handler receives; `raw` is the Fastify request for anything not modelled. */
export interface HandlerRequest<Path, Query, Headers, Body, P, Cookies = Record<string, never>> {
  readonly path: Path;
  /** The declared query parameters the request sent, read by their styles; never an undeclared key or a query API key. */
  readonly query: Query;
  /** The declared header parameters the request sent. */
  readonly headers: Headers;
  /** The declared cookie parameters the request sent, read and validated like query parameters. */
  readonly cookies: Cookies;
  readonly body: Body;
  readonly principal: P;
  /**
   * Aborted when the client goes away or the handler's deadline passes (`handlerTimeoutMs`), with
   * the reason; pass it to database calls and fetches to stop their work.
   */
  readonly signal: AbortSignal;
  readonly raw: FastifyRequest;
}

/** A handler as the runtime sees it; generated/server.ts gives each one its precise type. */
export type AnyHandler = (request: HandlerRequest<any, any, any, any, any, any>) => unknown;

export type ResponseValidation = 'error' | 'log' | 'off';

export interface RuntimeOptions<P extends PrincipalBase> {
  /** One function per operation, keyed by `RouteDefinition.handler`; a missing one answers 501. */
  readonly handlers: { readonly [handler: string]: AnyHandler | undefined };
  /** Required when any operation is secured. */
  readonly authenticate?: Authenticate<P>;
  /** Largest accepted request body in bytes (default 1 MiB), whatever its media type. */
  readonly bodyLimit?: number;
  /** Bounds on form and multipart bodies besides `bodyLimit`. */
  readonly formLimits?: FormLimits;
  /**
   * What to do when a handler's response does not match its schema: `error` (default) logs it
   * and answers 500 so no client ever sees an off-contract body; `log` sends it anyway; `off`
   * skips the check.
   */
  readonly responseValidation?: ResponseValidation;
  /**
   * How long `authenticate` and handler promises may stay pending before the request is answered
   * with the document's 500 and their result dropped (default HANDLER_TIMEOUT_MS, two minutes;
   * 0 for no deadline; a whole number of milliseconds up to 2^31 - 1, checked at mount).
   */
  readonly handlerTimeoutMs?: number;
  /**
   * Origins besides the server's own (the scheme, host and port of its `Host`) from which a
   * browser may change state with a cookie credential (an API key `in: cookie`): on any method
   * but GET, HEAD and OPTIONS, a cookie-authenticated request that `Sec-Fetch-Site` or `Origin`
   * shows to come from another origin is answered 403 (runtime/server/cross-origin.ts). Each
   * exactly as a browser sends `Origin`, such as `https://app.example.com`; none by default.
   * Requests without `Origin` and `Sec-Fetch-Site` (non-browser clients) and other credentials
   * are not affected.
   */
  readonly trustedOrigins?: readonly string[];
  /** Runs before authentication, body parsing and validation (Fastify `onRequest`). */
  readonly onRequest?: onRequestHookHandler | readonly onRequestHookHandler[];
  /**
   * Changes the body of the failures the runtime answers itself (400, 401, 403, 404, 413, 415, 500,
   * 501). By default they follow the document's error schema for that operation and status, else
   * its usual error body, else RFC 9457 problem details (`application/problem+json`).
   */
  readonly formatProblem?: FormatProblem;
}

export type { FastifyReply, FastifyRequest };

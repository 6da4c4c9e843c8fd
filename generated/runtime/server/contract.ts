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
  /** Wire name exactly as in the document (`X-Device-Id`, `seasonNumber`). */
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: JsonSchema;
}

export interface RouteBody {
  readonly required: boolean;
  readonly contentType: string;
  readonly schema: JsonSchema;
}

export interface RouteResponse {
  /** `200`, `'4XX'` or `'default'`. */
  readonly status: number | string;
  readonly shape: BodyShape;
  readonly contentType?: string;
  /** Schema of the whole body as on the wire (envelope included). */
  readonly schema?: JsonSchema;
  /** For `error-body`: the machine codes the document allows; empty means any. */
  readonly errorCodes: readonly string[];
}

export interface RouteDefinition {
  readonly operationId: string;
  /** The key of the operation's method in the handlers object. */
  readonly handler: string;
  readonly method: string;
  /** Published path with `{name}` templates, e.g. `/v1/movie/{id}/playback`. */
  readonly path: string;
  readonly parameters: readonly RouteParameter[];
  readonly body?: RouteBody;
  readonly responses: readonly RouteResponse[];
  /** Alternatives of scheme keys; `[]` means open, an empty alternative means optional. */
  readonly security: readonly (readonly string[])[];
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
}

/** The credential found on a request, handed to the implementer's `authenticate`. */
export interface Credential {
  /** Security scheme key from the document, e.g. `bearerAuth`. */
  readonly scheme: string;
  readonly kind: 'bearer' | 'apiKey';
  readonly location: 'header' | 'query' | 'cookie';
  /** Header, query or cookie name the value came from (`Authorization` for bearer). */
  readonly name: string;
  /** The token or key, without the `Bearer ` prefix. */
  readonly value: string;
}

/** What a principal must carry for `x-roles` checks; anything else is the implementer's. */
export interface PrincipalBase {
  readonly role?: string;
  readonly roles?: readonly string[];
}

export type Authenticate<P extends PrincipalBase> = (
  credential: Credential,
  request: FastifyRequest,
) => P | null | undefined | Promise<P | null | undefined>;

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

export type DataResult<S extends number, D> = ResponseExtras & {
  readonly status: S;
  readonly data: D;
};
export type EmptyResult<S extends number> = ResponseExtras & { readonly status: S };
export type ErrorResult<S extends number, C extends string> = ResponseExtras & {
  readonly status: S;
  readonly code: C;
  /** Human-readable; sent to the client as `error`. */
  readonly message: string;
  /** Logged with the request id, never sent. */
  readonly internalError?: unknown;
};

/** The request a handler receives; `raw` is the Fastify request for anything not modelled. */
export interface HandlerRequest<Path, Query, Headers, Body, P> {
  readonly path: Path;
  readonly query: Query;
  readonly headers: Headers;
  readonly body: Body;
  readonly principal: P;
  readonly raw: FastifyRequest;
}

/** A handler as the runtime sees it; generated/server.ts gives each one its precise type. */
export type AnyHandler = (request: HandlerRequest<any, any, any, any, any>) => unknown;

export type ResponseValidation = 'error' | 'log' | 'off';

export interface RuntimeOptions<P extends PrincipalBase> {
  /** One function per operation, keyed by `RouteDefinition.handler`; a missing one answers 501. */
  readonly handlers: { readonly [handler: string]: AnyHandler | undefined };
  /** Required when any operation is secured. */
  readonly authenticate?: Authenticate<P>;
  /** Largest accepted request body in bytes (default 1 MiB). */
  readonly bodyLimit?: number;
  /**
   * What to do when a handler's response does not match its schema: `error` (default) logs it
   * and answers 500 so no client ever sees an off-contract body; `log` sends it anyway; `off`
   * skips the check.
   */
  readonly responseValidation?: ResponseValidation;
  /** Runs before authentication, body parsing and validation (Fastify `onRequest`). */
  readonly onRequest?: onRequestHookHandler | readonly onRequestHookHandler[];
}

export type { FastifyReply, FastifyRequest };

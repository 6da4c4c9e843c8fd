/**
 * The typed model between an OpenAPI document and the emitters.
 *
 * Emitters never walk raw OpenAPI: they read this model. Everything that needs a decision
 * (which responses are enveloped, which identifier an operation gets, which credentials an
 * operation accepts) is decided once, in generators/model/build.ts, and written down here.
 *
 * Ordering is part of the contract: `operations` are in document order (paths in the order the
 * document lists them, methods in the order of HTTP_METHODS in generators/shared/http.ts), everything else is sorted with
 * `compareCodeUnits` from generators/print/order.ts.
 */

import type { HttpMethod } from '../shared/http.js';

/** JSON Schema as it appears in the bundled document (OpenAPI 3.1 dialect; 3.0 is upgraded first). */
export type JsonSchema = { readonly [key: string]: unknown } | boolean;

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterModel {
  /** The wire name, exactly as in the document (e.g. `X-Client-Id`, `seasonNumber`). */
  readonly name: string;
  readonly in: ParameterLocation;
  readonly required: boolean;
  readonly schema: JsonSchema;
  /** How a list or object is written in the value (the document's `style`, else OpenAPI's default for the location). */
  readonly style: string;
  /** The document's `explode`, else OpenAPI's default (true for `form` only). */
  readonly explode: boolean;
  /** A query parameter's `allowReserved: true`: reserved characters in its values are sent unescaped. */
  readonly allowReserved?: true;
  /**
   * The JSON types a value may have under its schema (through `$ref`, `allOf`, `anyOf`, `oneOf`,
   * `enum`, `const`, as the generated server reads them), in code-unit order; absent when any type.
   * The client writes a query parameter by its style only when a list or object is possible.
   */
  readonly valueTypes?: readonly string[];
  /**
   * For a parameter described by `content` instead of `schema`: the media type its value is
   * written in (the whole value is that type's text under the parameter's name: JSON text for a
   * JSON type, the value's own text for any other; no style applies, so `style` and `explode` are
   * OpenAPI's defaults and `allowReserved` is absent).
   */
  readonly contentType?: string;
  readonly description?: string;
  /**
   * For a header parameter marked `x-client-header: <option>`: the key under which a generated
   * client takes its value once (`clientHeaders.<option>`) and sends it wherever the header is declared.
   */
  readonly clientHeader?: string;
  /** JSON pointer of the parameter object in the bundled document. */
  readonly pointer: string;
}

export interface ParametersByLocation {
  readonly path: readonly ParameterModel[];
  readonly query: readonly ParameterModel[];
  readonly header: readonly ParameterModel[];
  readonly cookie: readonly ParameterModel[];
}

/** One media type a request body may come in. */
export interface RequestMediaModel {
  readonly contentType: string;
  readonly schema: JsonSchema;
  /**
   * For `multipart/form-data`: the top-level members whose values are files (a binary schema,
   * or a list of them: generators/model/media.ts), in the schema's order; absent when none.
   */
  readonly fileFields?: readonly string[];
}

/** The media type the generated client sends (`contentType`, JSON preferred) and every other one the document declares. */
export interface RequestBodyModel extends RequestMediaModel {
  readonly required: boolean;
  readonly pointer: string;
  /** The other media types the document declares for this body, in its order; absent when it declares one. */
  readonly alternatives?: readonly RequestMediaModel[];
}

/**
 * How a response body is shaped on the wire:
 * - `success-envelope`: `{ status: 'success', data }`; `dataSchema` is the schema of `data`.
 * - `error-body`: an error body the runtime writes from a status, a machine code and a message
 *   (`errorFields` says where each goes; the house body `{ status: 'error', error, code }` is one).
 * - `plain`: any other body (including the documented envelope exception, `x-envelope: false`).
 * - `empty`: no body.
 */
export type BodyShape = 'success-envelope' | 'error-body' | 'plain' | 'empty';

/**
 * One member of an error body the server runtime writes itself, and what goes in it: the
 * human-readable message, the machine code (a string such as `not_found`), the HTTP status (an
 * integer), the status's reason phrase, a constant the schema pins, or a nested object.
 */
export type ErrorFieldModel =
  | { readonly name: string; readonly from: 'message' | 'code' | 'status' | 'title' }
  | { readonly name: string; readonly value: unknown }
  | { readonly name: string; readonly fields: readonly ErrorFieldModel[] };

/** A document's error body as the runtime fills it: its media type and members. */
export interface ErrorFormatModel {
  readonly contentType: string;
  readonly fields: readonly ErrorFieldModel[];
}

export interface ResponseHeaderModel {
  readonly name: string;
  readonly required: boolean;
  /** The header's `schema`, or, for one described by `content`, its media type's schema. */
  readonly schema: JsonSchema;
  /** The media type the value is written as, for a header described by `content`. */
  readonly contentType?: string;
  readonly description?: string;
}

export interface ResponseModel {
  /** A numeric status (`200`), a range (`4XX`) or `default`. */
  readonly status: number | `${1 | 2 | 3 | 4 | 5}XX` | 'default';
  readonly description: string;
  readonly contentType?: string;
  /**
   * The other media types this answer is offered in, in the document's order; absent when it has
   * one. A server free to choose may answer in any of them, so the client asks for `contentType`.
   */
  readonly otherContentTypes?: readonly string[];
  /** Schema of the whole body as on the wire. */
  readonly schema?: JsonSchema;
  readonly shape: BodyShape;
  /** For `success-envelope`: the schema of `data`. */
  readonly dataSchema?: JsonSchema;
  /** For `error-body`: the machine codes the document lists for this response (`enum` of `code`), sorted. */
  readonly errorCodes: readonly string[];
  /**
   * For an error response (4xx, 5xx, `default`) whose JSON schema the runtime can fill from a
   * status, a code and a message: where each goes. Absent when the schema asks for more.
   */
  readonly errorFields?: readonly ErrorFieldModel[];
  readonly headers: readonly ResponseHeaderModel[];
  readonly pointer: string;
}

/**
 * One scheme of a security requirement with the scopes it names: OAuth2 / OpenID Connect scopes,
 * or (OpenAPI 3.1) role names for other schemes. The server hands them to the application's check.
 */
export interface SecuritySchemeUse {
  readonly scheme: string;
  readonly scopes: readonly string[];
}

/** Schemes that must ALL be satisfied together; an empty requirement lets anonymous callers in. */
export type SecurityRequirementModel = readonly SecuritySchemeUse[];

/**
 * What an operation does to a generated client's session (`x-session`): `login` keeps the
 * `tokenProperty` of its result as the credential of `scheme`; `logout` forgets it.
 */
export type SessionModel =
  | { readonly role: 'login'; readonly scheme: string; readonly tokenProperty: string }
  | { readonly role: 'logout' };

export type SecuritySchemeModel =
  | { readonly key: string; readonly kind: 'bearer'; readonly description?: string }
  | { readonly key: string; readonly kind: 'apiKey'; readonly in: 'header' | 'query' | 'cookie'; readonly name: string; readonly description?: string }
  | { readonly key: string; readonly kind: 'basic' | 'oauth2' | 'openIdConnect' | 'other'; readonly description?: string };

export interface ServerModel {
  /** The server URL with its variables set to their defaults; may be relative (`/`). */
  readonly url: string;
  readonly description?: string;
}

export interface OperationModel {
  /** operationId exactly as in the document (synthesised from method + path when absent). */
  readonly operationId: string;
  /** A safe, unique camelCase identifier derived from operationId by the one sanitiser. */
  readonly identifier: string;
  readonly method: HttpMethod;
  /** The full published path including its prefix, e.g. `/v1/movie/{id}/playback`. */
  readonly path: string;
  /** Where the path is served: the operation's, path item's or document's `servers`, nearest first; never empty. */
  readonly servers: readonly ServerModel[];
  /** JSON pointer of the operation object in the bundled document. */
  readonly pointer: string;
  readonly summary?: string;
  readonly description?: string;
  /** In document order: the first tag is the one documentation groups the operation under. */
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  readonly parameters: ParametersByLocation;
  readonly requestBody?: RequestBodyModel;
  /** Sorted: numeric statuses ascending, then ranges, then `default`. */
  readonly responses: readonly ResponseModel[];
  /**
   * Alternatives (OR): any one entry satisfies the operation; each entry lists schemes that must
   * all be satisfied (AND), sorted by scheme key, with their scopes. `[]` means open (no
   * authentication); an empty entry means authentication is optional.
   */
  readonly security: readonly SecurityRequirementModel[];
  /** The operation's effect on a generated client's session (`x-session`), when it declares one. */
  readonly session?: SessionModel;
  /** Roles allowed (from `x-roles`); empty means any authenticated principal. */
  readonly roles: readonly string[];
  /** True when the operation is an addition to the published interface (`x-addition`). */
  readonly isAddition: boolean;
  /** True when the operation carries the documented envelope exception (`x-envelope: false`). */
  readonly envelopeException: boolean;
  /** Why the exception exists (`x-envelope-reason`), for documentation and comments. */
  readonly envelopeExceptionReason?: string;
  /** Idempotent per RFC 9110 (GET, HEAD, OPTIONS, PUT, DELETE, TRACE): may be retried. */
  readonly idempotent: boolean;
}

export interface ApiModel {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
  /** The source document's path as given on the command line, with `/` separators; used in headers. */
  readonly source: string;
  /** The bundled document (internal `$ref`s only), as written to generated/openapi.json. */
  readonly document: { readonly [key: string]: unknown };
  readonly operations: readonly OperationModel[];
  readonly securitySchemes: readonly SecuritySchemeModel[];
  /** True when at least one response uses the success envelope: envelope helpers are emitted. */
  readonly usesEnvelope: boolean;
  /**
   * True when some schema property is `readOnly` or `writeOnly`: types.ts then marks them
   * (`$Read<T>`, `$Write<T>`) and request and response types drop them where they do not belong
   * (generators/model/read-write.ts). Absent: false.
   */
  readonly readWriteMarkers?: boolean;
  /**
   * The error body the document uses most (among error responses the runtime can fill), for
   * failures outside any declared response (an unknown route, a status an operation does not
   * declare). Absent when the document declares none: RFC 9457 problem details are used instead.
   */
  readonly errorFormat?: ErrorFormatModel;
}

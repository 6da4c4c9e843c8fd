/**
 * The vocabulary of the breaking-change report. A change is always seen from a client that was
 * written against the base document and now talks to a server that implements the head document;
 * for a webhook, from a receiver written against the base that the head's API now calls, so what
 * it receives is the webhook's request and what it sends is its response (decision 0039). A
 * callback's operation is seen as a webhook's: the API calls the client that registered it.
 */

import type { Reader } from './wording.js';

export type Severity = 'breaking' | 'compatible';

export type ChangeKind =
  | 'path-removed'
  | 'path-added'
  | 'webhook-removed'
  | 'webhook-added'
  | 'webhook-renamed'
  | 'callback-removed'
  | 'callback-added'
  | 'callback-renamed'
  | 'callback-expression-changed'
  | 'callback-expression-removed'
  | 'callback-expression-added'
  | 'operation-removed'
  | 'operation-added'
  | 'operation-deprecated'
  | 'operation-undeprecated'
  | 'parameter-removed'
  | 'parameter-added'
  | 'parameter-moved'
  | 'conditional-changed'
  | 'not-changed'
  | 'dependency-added'
  | 'dependency-removed'
  | 'parameter-became-required'
  | 'parameter-became-optional'
  | 'parameter-serialization-changed'
  | 'request-body-added'
  | 'request-body-removed'
  | 'request-body-became-required'
  | 'request-body-became-optional'
  | 'request-media-type-removed'
  | 'request-media-type-added'
  | 'request-field-added'
  | 'request-field-removed'
  | 'request-field-became-required'
  | 'request-field-became-optional'
  | 'request-field-read-only-changed'
  | 'response-status-removed'
  | 'response-status-added'
  | 'response-media-type-removed'
  | 'response-header-removed'
  | 'response-header-added'
  | 'response-header-became-optional'
  | 'response-header-became-required'
  | 'response-header-serialization-changed'
  | 'response-media-type-added'
  | 'response-field-added'
  | 'response-field-removed'
  | 'response-field-became-optional'
  | 'response-field-became-required'
  | 'type-changed'
  | 'format-changed'
  | 'enum-narrowed'
  | 'enum-widened'
  | 'constraint-narrowed'
  | 'constraint-widened'
  | 'default-changed'
  | 'variants-changed'
  | 'discriminator-changed'
  | 'security-requirement-added'
  | 'security-alternative-added'
  | 'security-requirement-relaxed'
  | 'webhook-security-changed'
  | 'security-scheme-removed'
  | 'security-scheme-changed'
  | 'security-scheme-added'
  | 'security-scheme-renamed'
  | 'schema-renamed'
  | 'schema-removed'
  | 'operation-renamed'
  | 'parameter-renamed'
  | 'server-removed'
  | 'server-added'
  | 'server-changed'
  | 'server-default-changed';

/** Where a change is: the operation it affects (when any) and a JSON pointer into one side. */
export interface ChangeLocation {
  /**
   * Upper-case HTTP method and the path template as the document writes it; for a webhook's
   * operation (`webhook: true`), `path` is the webhook's name, a key of `webhooks`. For a change
   * in one of an operation's callbacks, `method` and `path` are that operation's and `callback`
   * says which callback (its name), and where in it: the expression and the callback's own
   * method, each absent where the change is about the whole callback (or expression).
   */
  readonly operation?: {
    readonly method: string;
    readonly path: string;
    readonly webhook?: true;
    readonly callback?: { readonly name: string; readonly expression?: string; readonly method?: string };
  };
  /** Which document `pointer` points into: `base` for things that were removed, else `head`. */
  readonly document: 'base' | 'head';
  /** JSON pointer (RFC 6901, `#`-prefixed) of the node that changed, in the bundled document. */
  readonly pointer: string;
  /**
   * Where that node is written: the file (of a split document, the one holding it), line and
   * column, and the pointer in that file (`#`-prefixed). Absent where the text has no such place.
   */
  readonly source?: SourcePlace;
  /**
   * The same place in the other document, where it has one: the base's schema of a type that
   * changed, the base's parameter that became required, the operationId before its rename. Absent
   * where only one side has the place (a field, parameter or operation added or removed).
   */
  readonly counterpart?: SideLocation;
}

/** A place in one side's document: its pointer into the bundled document, and where it is written. */
export interface SideLocation {
  readonly document: 'base' | 'head';
  readonly pointer: string;
  readonly source?: SourcePlace;
}

export interface SourcePlace {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly pointer: string;
}

export interface Change {
  readonly kind: ChangeKind;
  readonly severity: Severity;
  readonly location: ChangeLocation;
  readonly message: string;
}

/** A bundled OpenAPI document: every `$ref` is internal (`#/...`). */
export type BundledDocument = { readonly [key: string]: unknown };

/** One side, loaded: its bundled document, and where each of its places is written. */
export interface LoadedSide {
  readonly document: BundledDocument;
  /** The source of a bundled pointer (`#`-less), named as the reader knows the file. */
  readonly placeOf: (pointer: string) => SourcePlace | undefined;
}

/** The two sides of a comparison, and which of their pointers are unchanged (see unchanged.ts). */
export interface DocumentPair {
  readonly base: BundledDocument;
  readonly head: BundledDocument;
  /** True when the node at this pointer, and everything it references, is identical on both sides. */
  readonly unchanged: (pointer: string) => boolean;
  /** Who the hints speak to (wording.ts): a receiver for a webhook's or callback's operation; absent, a client. */
  readonly reader?: Reader;
  /** Counts the comparison's work and stops it past its limits (work.ts); absent, unbounded. */
  readonly work?: { compared(): void };
}

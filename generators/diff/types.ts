/**
 * The vocabulary of the breaking-change report. A change is always seen from a client that was
 * written against the base document and now talks to a server that implements the head document.
 */

export type Severity = 'breaking' | 'compatible';

export type ChangeKind =
  | 'path-removed'
  | 'path-added'
  | 'operation-removed'
  | 'operation-added'
  | 'operation-deprecated'
  | 'operation-undeprecated'
  | 'parameter-removed'
  | 'parameter-added'
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
  | 'response-status-removed'
  | 'response-status-added'
  | 'response-media-type-removed'
  | 'response-header-removed'
  | 'response-header-added'
  | 'response-header-became-optional'
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
  | 'security-requirement-added'
  | 'security-alternative-added'
  | 'security-requirement-relaxed'
  | 'security-scheme-removed'
  | 'security-scheme-changed'
  | 'security-scheme-added'
  | 'schema-renamed'
  | 'operation-renamed'
  | 'parameter-renamed'
  | 'server-removed'
  | 'server-added'
  | 'server-changed';

/** Where a change is: the operation it affects (when any) and a JSON pointer into one side. */
export interface ChangeLocation {
  /** Upper-case HTTP method and the path template as the document writes it. */
  readonly operation?: { readonly method: string; readonly path: string };
  /** Which document `pointer` points into: `base` for things that were removed, else `head`. */
  readonly document: 'base' | 'head';
  /** JSON pointer (RFC 6901, `#`-prefixed) of the node that changed. */
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

/** The two sides of a comparison, and which of their pointers are unchanged (see unchanged.ts). */
export interface DocumentPair {
  readonly base: BundledDocument;
  readonly head: BundledDocument;
  /** True when the node at this pointer, and everything it references, is identical on both sides. */
  readonly unchanged: (pointer: string) => boolean;
}

/**
 * In-page links a description wrote for another renderer, resolved to this page's sections.
 *
 * Descriptions are often written while a document is read in Redoc, Scalar, Swagger UI or a
 * vendor's own site, and link to that renderer's anchors: GitHub's GHES description links to
 * docs.github.com's summary slugs (`#set-github-actions-permissions-for-an-organization`), Scalar's
 * example to `#tag/planets/GET/planets`. This page names its sections otherwise (Anchors in
 * html.ts), so such a link went nowhere. Each form below is read as the part of the document it
 * names, and the link goes to that part's section here:
 * - a JSON pointer into the document: `#/components/schemas/Pet`, `#/paths/~1pets/get`, and a
 *   Swagger 2.0 document's `#/definitions/Pet` (its schemas are components here);
 * - Redoc: `#operation/{operationId}`, `#tag/{tag}/operation/{operationId}`,
 *   `#tag/{tag}/paths/{pointer-escaped path}/{method}`, `#tag/{tag}`;
 * - Scalar: `#tag/{tag}/{METHOD}{path}`, `#model/{schema}`;
 * - Swagger UI's deep links: `#/{tag}/{operationId}`, `#/{tag}`;
 * - a bare slug of an operation's summary, its operationId, a tag or a schema name (GitHub's).
 * Names are compared loosely (letters and digits only, case ignored), as each renderer slugs them
 * its own way. Where two parts of one kind read alike, the first on the page wins; a bare slug
 * is read as an operation first, then a tag, then a schema. What names nothing here
 * stays unresolved, and markdown.ts shows such a link as its text.
 */
import { HTTP_METHODS } from '../../shared/http.js';
import { toPointer } from '../../shared/json-pointer.js';

/** Anchors are short; a longer fragment is not one (and is not searched). */
const FRAGMENT_LIMIT = 2_048;

export interface AnchorTargets {
  /** Each operation's section, in page order (`pointer`: where it is in the document, `/paths/{path}/{method}`). */
  readonly operations: readonly { readonly id: string; readonly operationId: string; readonly pointer: string; readonly summary?: string | undefined }[];
  /** Each tag's section, in page order. */
  readonly tags: readonly { readonly id: string; readonly name: string }[];
  /** Each component schema's section, in page order. */
  readonly schemas: readonly { readonly id: string; readonly name: string }[];
}

/** A fragment (percent-decoded, without `#`) → the id of the section it names here, if any. */
export type AnchorResolver = (fragment: string) => string | undefined;

export function anchorResolver(targets: AnchorTargets): AnchorResolver {
  const byPointer = new Map<string, string>();
  const byOperationId = new Map<string, string>();
  const operationsLoosely = new Map<string, string>();
  const tagsLoosely = new Map<string, string>();
  const schemasLoosely = new Map<string, string>();
  for (const { id, name } of targets.schemas) {
    firstWins(byPointer, toPointer(['components', 'schemas', name]), id);
    firstWins(byPointer, toPointer(['definitions', name]), id);
    firstWins(schemasLoosely, loose(name), id);
  }
  for (const operation of targets.operations) {
    firstWins(byPointer, operation.pointer, operation.id);
    firstWins(byOperationId, operation.operationId, operation.id);
    firstWins(operationsLoosely, loose(operation.operationId), operation.id);
    if (operation.summary !== undefined) firstWins(operationsLoosely, loose(operation.summary), operation.id);
  }
  for (const { id, name } of targets.tags) firstWins(tagsLoosely, loose(name), id);

  const operationNamed = (name: string): string | undefined => byOperationId.get(name) ?? operationsLoosely.get(loose(name));
  const operationAt = (method: string, path: string): string | undefined => byPointer.get(toPointer(['paths', path, method.toLowerCase()]));
  const tagNamed = (name: string): string | undefined => tagsLoosely.get(loose(name));

  return (fragment) => {
    if (fragment === '' || fragment.length > FRAGMENT_LIMIT) return undefined;
    if (fragment.startsWith('/')) return byPointer.get(fragment) ?? swaggerUiLink(fragment.slice(1), operationNamed, tagNamed);
    return redocOrScalarLink(fragment, operationNamed, operationAt, byPointer, tagNamed) ?? schemaLink(fragment, schemasLoosely) ?? bareSlug(fragment, operationsLoosely, tagsLoosely, schemasLoosely);
  };
}

/** `{tag}/{operationId}` or `{tag}` (Swagger UI's deep links, tag and operationId as written). */
function swaggerUiLink(rest: string, operationNamed: (name: string) => string | undefined, tagNamed: (name: string) => string | undefined): string | undefined {
  const parts = rest.split('/');
  if (parts.length === 2) return operationNamed(parts[1]!);
  return parts.length === 1 ? tagNamed(parts[0]!) : undefined;
}

function redocOrScalarLink(
  fragment: string,
  operationNamed: (name: string) => string | undefined,
  operationAt: (method: string, path: string) => string | undefined,
  byPointer: ReadonlyMap<string, string>,
  tagNamed: (name: string) => string | undefined,
): string | undefined {
  if (fragment.startsWith('operation/')) return operationNamed(fragment.slice('operation/'.length));
  if (!fragment.startsWith('tag/')) return undefined;
  const afterTag = fragment.slice('tag/'.length);
  const slash = afterTag.indexOf('/');
  if (slash === -1) return tagNamed(afterTag);
  const rest = afterTag.slice(slash + 1);
  if (rest.startsWith('operation/')) return operationNamed(rest.slice('operation/'.length));
  if (rest.startsWith('paths/')) {
    const methodAt = rest.lastIndexOf('/');
    return byPointer.get(`/${rest.slice(0, methodAt)}/${rest.slice(methodAt + 1).toLowerCase()}`);
  }
  // Scalar: the method in capitals, then the path as written (`GET/planets/{id}`).
  const method = HTTP_METHODS.find((name) => rest.startsWith(`${name.toUpperCase()}/`));
  return method === undefined ? undefined : operationAt(method, rest.slice(method.length));
}

function schemaLink(fragment: string, schemasLoosely: ReadonlyMap<string, string>): string | undefined {
  const slash = fragment.indexOf('/');
  if (slash === -1 || !['model', 'schema', 'schemas', 'definitions'].includes(fragment.slice(0, slash))) return undefined;
  return schemasLoosely.get(loose(fragment.slice(slash + 1)));
}

function bareSlug(fragment: string, ...byName: readonly ReadonlyMap<string, string>[]): string | undefined {
  const key = loose(fragment);
  if (key === '') return undefined;
  for (const map of byName) {
    const id = map.get(key);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** Letters and digits only, in lower case: how differently slugged names are compared. */
function loose(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function firstWins(map: Map<string, string>, key: string, id: string): void {
  if (key !== '' && !map.has(key)) map.set(key, id);
}

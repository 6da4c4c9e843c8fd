/**
 * A `$ref` written as a schema's `$id` (`https://example.com/schemas/pet`) or `$anchor` (`#pet`)
 * is read here as every tool we compare with reads it: as a location, never looked up by
 * identifier. openapi-typescript 7.13 refuses both ("Error parsing $ref: #pet"; the `$id` URL it
 * tries to fetch), hey-api 0.95 says "Reference not found: #pet", and Redocly resolves a `$ref`
 * as a file path and pointer (Redocly/redocly-cli#462). So such a reference stays refused (a 3.1
 * new-user pass, 2026-11-28), but the refusal names the schema that declares it and the pointer
 * to write instead: it said to copy a schema the document already holds, or spoke only of
 * components.
 */
import { forEachSchemaAt } from './schema-walk.js';
import { anchorName } from '../runtime/server/document-references.js';

/** The pointer (`#/components/schemas/Pet`) of the schema whose `$id`, `$anchor` or `$dynamicAnchor` a reference names, if one does. */
export type IdentifiedSchemas = (reference: string) => string | undefined;

/**
 * The lookup for one document: its schemas' identifiers are read in one walk, at the first
 * question, and the first schema (in walk order) naming each answers. A walk per question cost
 * the document once per refused `$ref`: 10,000 `$ref: '#pet'` (a 200 KB document) held generate
 * for 180 s before it refused them (a red-team pass of 2026-11-28). The document must not change
 * while the lookup is used.
 */
export function identifiedSchemas(document: unknown): IdentifiedSchemas {
  let index: { readonly anchors: Map<string, string>; readonly ids: Map<string, string> } | undefined;
  return (reference) => {
    index ??= identifierIndex(document);
    const anchor = anchorName(reference);
    return anchor !== undefined ? index.anchors.get(anchor) : index.ids.get(reference.replace(/#$/, ''));
  };
}

/** The same, for one question. */
export function schemaIdentifiedBy(document: unknown, reference: string): string | undefined {
  return identifiedSchemas(document)(reference);
}

function identifierIndex(document: unknown): { readonly anchors: Map<string, string>; readonly ids: Map<string, string> } {
  const anchors = new Map<string, string>();
  const ids = new Map<string, string>();
  const first = (map: Map<string, string>, key: unknown, pointer: string): void => {
    if (typeof key === 'string' && !map.has(key)) map.set(key, `#${pointer}`);
  };
  // Asked only when a document is refused.
  forEachSchemaAt(document, (schema, pointer) => {
    first(anchors, schema.$anchor, pointer);
    first(anchors, schema.$dynamicAnchor, pointer);
    if (typeof schema.$id === 'string') first(ids, schema.$id.replace(/#$/, ''), pointer);
  });
  return { anchors, ids };
}

/** The hint for a `$ref` that names the schema at `pointer` by identifier. */
export function identifierHint(pointer: string): string {
  return `It names the schema at ${pointer} by its identifier, which no OpenAPI tool we compare with looks up (openapi-typescript, hey-api and Redocly read a \`$ref\` as a location): write \`$ref: '${pointer}'\`.`;
}

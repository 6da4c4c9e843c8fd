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

/** The pointer (`#/components/schemas/Pet`) of the schema whose `$id`, `$anchor` or `$dynamicAnchor` the reference names, if one does. */
export function schemaIdentifiedBy(document: unknown, reference: string): string | undefined {
  const anchor = /^#([A-Za-z_][-A-Za-z0-9._]*)$/.exec(reference)?.[1];
  const id = reference.replace(/#$/, '');
  let found: string | undefined;
  // Asked only when a document is refused: the first schema that names it, the rest walked unread.
  forEachSchemaAt(document, (schema, pointer) => {
    if (found !== undefined) return;
    const names = anchor !== undefined ? [schema.$anchor, schema.$dynamicAnchor].includes(anchor) : typeof schema.$id === 'string' && schema.$id.replace(/#$/, '') === id;
    if (names) found = `#${pointer}`;
  });
  return found;
}

/** The hint for a `$ref` that names the schema at `pointer` by identifier. */
export function identifierHint(pointer: string): string {
  return `It names the schema at ${pointer} by its identifier, which no OpenAPI tool we compare with looks up (openapi-typescript, hey-api and Redocly read a \`$ref\` as a location): write \`$ref: '${pointer}'\`.`;
}

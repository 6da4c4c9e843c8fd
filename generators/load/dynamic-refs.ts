/**
 * `$dynamicRef: '#item'` (JSON Schema 2020-12, section 8.2.3.2) resolves first like a `$ref` to
 * the schema holding `$dynamicAnchor: item` in the same schema resource, and then, when the
 * dynamic scope holds another schema resource (another `$id`) that declares the same anchor, to
 * the outermost of those. In a document where no schema has an `$id`, the whole document is one
 * resource and an anchor is declared once in it, so that second step always finds the first
 * target: the reference is a `$ref` to it. Written as one, every tool reads it: openapi-typescript
 * typed it `unknown`, and the server's validator (Ajv, which finds a `$dynamicAnchor` only at the
 * root of a resource) resolved it to the root of the schema being compiled, so the generated
 * server refused valid values (`items: ['a']` as "must be object", a 500 on every answer).
 * A document with an `$id` keeps its `$dynamicRef`s (generic schemas; Ajv reads those as
 * written), as does one that declares an anchor twice. Mutates in place; runs before deep
 * references are hoisted (hoist-refs.ts), so the anchor's schema becomes a component.
 */
import { forEachSchemaAt } from './schema-walk.js';

type Json = { [key: string]: unknown };

const ANCHOR_REFERENCE = /^#([A-Za-z_][-A-Za-z0-9._]*)$/;

export function dynamicRefsAsRefs(document: Json): void {
  const anchors = new Map<string, string[]>();
  const references: Json[] = [];
  let hasId = false;
  forEachSchemaAt(document, (schema, pointer) => {
    if (typeof schema.$id === 'string') hasId = true;
    // Appended in place: a new array per anchor copied the list each time, the square of the
    // schemas declaring one name (50,000 `$dynamicAnchor: a` took 20 s; a red-team pass, 2026-11-28).
    if (typeof schema.$dynamicAnchor === 'string') {
      const declared = anchors.get(schema.$dynamicAnchor);
      if (declared === undefined) anchors.set(schema.$dynamicAnchor, [pointer]);
      else declared.push(pointer);
    }
    if (typeof schema.$dynamicRef === 'string') references.push(schema);
  });
  if (hasId) return;
  for (const schema of references) {
    const name = ANCHOR_REFERENCE.exec(schema.$dynamicRef as string)?.[1];
    const targets = name === undefined ? undefined : anchors.get(name);
    if (targets?.length !== 1 || Object.hasOwn(schema, '$ref')) continue;
    schema.$ref = `#${targets[0]}`;
    delete schema.$dynamicRef;
  }
}

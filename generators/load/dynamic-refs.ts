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
 *
 * In a document with `$id`s, a `$dynamicRef` to an anchor declared away from the root of its
 * schema resource (in `$defs`, the usual place for a generic's parameter) is one Ajv cannot
 * resolve: the server does not check the value there (runtime/server/document-references.ts),
 * and each such reference earns a warning that says so.
 */
import { forEachSchemaAt } from './schema-walk.js';
import type { Finding } from './validate.js';
import { anchorName } from '../runtime/server/document-references.js';

type Json = { [key: string]: unknown };

/** Rewrites what it can (see above); returns a warning per `$dynamicRef` the server cannot check. */
export function dynamicRefsAsRefs(document: Json): Finding[] {
  const anchors = new Map<string, string[]>();
  const awayFromRoots = new Set<string>();
  const references: { readonly schema: Json; readonly pointer: string }[] = [];
  let hasId = false;
  forEachSchemaAt(document, (schema, pointer) => {
    if (typeof schema.$id === 'string') hasId = true;
    // Appended in place: a new array per anchor copied the list each time, the square of the
    // schemas declaring one name (50,000 `$dynamicAnchor: a` took 20 s; a red-team pass, 2026-11-28).
    if (typeof schema.$dynamicAnchor === 'string') {
      const declared = anchors.get(schema.$dynamicAnchor);
      if (declared === undefined) anchors.set(schema.$dynamicAnchor, [pointer]);
      else declared.push(pointer);
      if (typeof schema.$id !== 'string') awayFromRoots.add(schema.$dynamicAnchor);
    }
    if (typeof schema.$dynamicRef === 'string') references.push({ schema, pointer });
  });
  if (hasId) return references.flatMap(({ schema, pointer }) => unchecked(schema.$dynamicRef as string, pointer, awayFromRoots));
  for (const { schema } of references) {
    const name = anchorName(schema.$dynamicRef);
    const targets = name === undefined ? undefined : anchors.get(name);
    if (targets?.length !== 1 || Object.hasOwn(schema, '$ref')) continue;
    schema.$ref = `#${targets[0]}`;
    delete schema.$dynamicRef;
  }
  return [];
}

function unchecked(reference: string, pointer: string, awayFromRoots: ReadonlySet<string>): Finding[] {
  const name = anchorName(reference);
  if (name === undefined || !awayFromRoots.has(name)) return [];
  return [{
    pointer: `${pointer}/$dynamicRef`,
    severity: 'warning',
    message: `the generated server does not check values at this \`$dynamicRef: ${JSON.stringify(reference)}\`: its anchor \`${name}\` is declared in a schema without its own \`$id\`, which the server's validator (Ajv) cannot resolve dynamically, and the types say \`unknown\` here`,
    hint: `Declare \`$dynamicAnchor: ${name}\` beside an \`$id\` (at the root of each component that binds it) to have it checked, or check the value in the handler.`,
  }];
}

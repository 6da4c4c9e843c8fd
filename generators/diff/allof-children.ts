/**
 * The component schemas that extend a component schema through `allOf`, OpenAPI's inheritance
 * (a child writes `allOf: [{$ref: '#/components/schemas/Pet'}, …]`; OpenAPI 3.1 §4.8.25,
 * "Discriminator Object", models with composition): a discriminator on the parent takes each
 * such child's component name as a value when its mapping does not name it. Children of children
 * count too. Nothing references a child from its parent, so they are found by reading every
 * component schema's `allOf` once: work in proportion to the document, and a loop of `allOf`s
 * (Pet extending Cat extending Pet) is read once.
 */
import { childPointer, isObject, objectEntries, ownValue } from './json.js';
import type { BundledDocument } from './types.js';

const SCHEMAS = '#/components/schemas';

/**
 * Each document's children by parent pointer, built when first asked. Keyed by the document
 * object, so it lives exactly as long as the document a comparison holds: nothing outlives a run.
 */
const CHILDREN = new WeakMap<BundledDocument, ReadonlyMap<string, readonly string[]>>();

function childrenByParent(document: BundledDocument): ReadonlyMap<string, readonly string[]> {
  const known = CHILDREN.get(document);
  if (known !== undefined) return known;
  const children = new Map<string, string[]>();
  const components = ownValue(document, 'components');
  for (const [name, schema] of objectEntries(isObject(components) ? ownValue(components, 'schemas') : undefined)) {
    const allOf = ownValue(schema, 'allOf');
    for (const member of Array.isArray(allOf) ? allOf : []) {
      const ref = isObject(member) ? ownValue(member, '$ref') : undefined;
      if (typeof ref !== 'string' || !ref.startsWith(`${SCHEMAS}/`)) continue;
      const list = children.get(ref) ?? [];
      list.push(childPointer(SCHEMAS, name));
      children.set(ref, list);
    }
  }
  CHILDREN.set(document, children);
  return children;
}

/** The pointers of the component schemas that extend `pointer` through allOf, directly or not, in the order met; never `pointer` itself. */
export function allOfDescendants(document: BundledDocument, pointer: string): string[] {
  const children = childrenByParent(document);
  const seen = new Set([pointer]);
  const found: string[] = [];
  for (let index = -1; index < found.length; index++) {
    for (const child of children.get(index < 0 ? pointer : found[index]!) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      found.push(child);
    }
  }
  return found;
}

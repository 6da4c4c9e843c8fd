/**
 * Which parts of the two documents are identical, including everything they reference. Large
 * documents share most of their schemas between versions (Stripe: 517 schemas reachable from
 * every operation); comparing an unchanged schema again for each operation costs minutes, and
 * this index makes it a lookup.
 *
 * A `$ref` target is "dirty" when its text differs between the documents, or when it references
 * a dirty target (propagated to a fixpoint, so cycles are handled). Any other pointer is
 * unchanged when its text is identical and nothing it references is dirty. A schema with a
 * discriminator is also dirty when the schemas that extend it through allOf change (its implicit
 * values are their names, allof-children.ts), though it references none of them.
 */
import { allOfDescendants } from './allof-children.js';
import { canonicalJson, isObject, nodeAtPointer, ownValue } from './json.js';
import type { BundledDocument } from './types.js';
import { appendAll } from '../shared/append-all.js';

export type UnchangedIndex = (pointer: string) => boolean;

/** Every internal `$ref` inside a node, without following them. */
function refsIn(node: unknown, into: Set<string>): Set<string> {
  const stack: unknown[] = [node];
  while (stack.length > 0) {
    const current = stack.pop();
    if (Array.isArray(current)) appendAll(stack, current); // any array of the document: no spread
    else if (isObject(current)) {
      for (const key of Object.keys(current)) {
        const value = current[key];
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) into.add(value);
        else stack.push(value);
      }
    }
  }
  return into;
}

/** A discriminator's schema whose allOf children are not the same on both sides. */
function extendedOtherwise(base: BundledDocument, head: BundledDocument, target: string, before: unknown, after: unknown): boolean {
  const discriminated = (node: unknown) => isObject(node) && ownValue(node, 'discriminator') !== undefined;
  if (!discriminated(before) && !discriminated(after)) return false;
  return allOfDescendants(base, target).join('\n') !== allOfDescendants(head, target).join('\n');
}

export function buildUnchangedIndex(base: BundledDocument, head: BundledDocument): UnchangedIndex {
  const targets = [...refsIn(head, refsIn(base, new Set()))];
  const dirty = new Set<string>();
  const referencedBy = new Map<string, string[]>();
  for (const target of targets) {
    const before = nodeAtPointer(base, target);
    const after = nodeAtPointer(head, target);
    if (canonicalJson(before) !== canonicalJson(after) || extendedOtherwise(base, head, target, before, after)) dirty.add(target);
    for (const ref of refsIn(after, refsIn(before, new Set()))) {
      const list = referencedBy.get(ref) ?? [];
      list.push(target);
      referencedBy.set(ref, list);
    }
  }
  const queue = [...dirty];
  while (queue.length > 0) {
    const next = queue.pop();
    for (const parent of (next && referencedBy.get(next)) ?? []) {
      if (!dirty.has(parent)) {
        dirty.add(parent);
        queue.push(parent);
      }
    }
  }
  const memo = new Map<string, boolean>();
  return (pointer) => {
    const known = memo.get(pointer);
    if (known !== undefined) return known;
    const before = nodeAtPointer(base, pointer);
    const after = nodeAtPointer(head, pointer);
    const result = before !== undefined && !dirty.has(pointer) && canonicalJson(before) === canonicalJson(after) && [...refsIn(after, new Set())].every((ref) => !dirty.has(ref));
    memo.set(pointer, result);
    return result;
  };
}

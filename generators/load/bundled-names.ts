/**
 * Redocly's bundler names a component it brings in from another file after the last token of
 * the pointer that reached it, still escaped: `schemas.yaml#/a~1b` becomes the component `a~1b`,
 * and the `$ref`s it rewrites say `#/components/schemas/a~1b`, which a JSON pointer reads as
 * `a/b`, a component that does not exist (the document was then refused, pointing at a `$ref`
 * that was correct). Such a component gets its unescaped name, the one those references already
 * read; so does one whose name holds a percent escape (below, `rewriteReferences`). Names the
 * root document gives its own components are never changed; an unescaped name
 * that one of them already holds is refused, since the references would reach that one instead.
 */
import { childPointer, decodeFragment, fromPointer, isJsonObject, toPointer, unescapeToken } from '../shared/json-pointer.js';
import { setOwn } from '../shared/key-masking.js';
import type { Finding } from './validate.js';

type Json = { [key: string]: unknown };

/** A `%XX` escape, which a `$ref`'s fragment is decoded from (RFC 6901 §6) before it is read as a pointer. */
const PERCENT_ESCAPE = /%[0-9A-Fa-f]{2}/;

/** Swagger 2.0's component groups, at the document's top level. */
const SWAGGER_GROUPS: readonly string[] = ['definitions', 'parameters', 'responses'];

/** The names of the root document's own components, per group pointer: taken before bundling, which adds to the same objects. */
export type OwnComponentNames = ReadonlyMap<string, ReadonlySet<string>>;

export function ownComponentNames(root: Json): OwnComponentNames {
  return new Map(componentGroups(root).map(({ pointer, group }) => [pointer, new Set(Object.keys(group))]));
}

/**
 * Whether `pointer` lies in a component that bundling added to the root (a referenced file's
 * content moved into `components`): the root as written has no such place, so a problem Redocly
 * reports there is a copy of one in the file it came from.
 */
export function addedByBundling(pointer: string, own: OwnComponentNames): boolean {
  const segments = fromPointer(pointer);
  const depth = segments[0] === 'components' ? 2 : SWAGGER_GROUPS.includes(segments[0] ?? '') ? 1 : 0;
  const name = segments[depth];
  if (depth === 0 || name === undefined) return false;
  return !(own.get(toPointer(segments.slice(0, depth)))?.has(name) ?? false);
}

export function unescapeBundledNames(bundled: Json, own: OwnComponentNames): Finding[] {
  const findings: Finding[] = [];
  /** `#/components/schemas/%C3%A9` → `#/components/schemas/é`: the references to a percent-escaped name. */
  const decodedReferences = new Map<string, string>();
  for (const { pointer, group } of componentGroups(bundled)) {
    const original = own.get(pointer) ?? new Set<string>();
    const renames = Object.keys(group).filter((name) => !original.has(name) && (/~[01]/.test(name) || PERCENT_ESCAPE.test(name)));
    if (renames.length === 0) continue;
    const entries: [string, unknown][] = [];
    for (const [name, value] of Object.entries(group)) {
      if (!renames.includes(name)) {
        entries.push([name, value]);
        continue;
      }
      const unescaped = unescapeToken(decodeFragment(name));
      if (Object.hasOwn(group, unescaped)) {
        findings.push({
          pointer: childPointer(pointer, unescaped),
          message: `a component named ${JSON.stringify(unescaped)} exists, and a referenced file brings in another one under the same name`,
          hint: 'Rename one of the two: the references to the file\'s one would reach this one instead.',
        });
      }
      entries.push([unescaped, value]);
      if (PERCENT_ESCAPE.test(name)) decodedReferences.set(`#${pointer}/${name}`, `#${childPointer(pointer, unescaped)}`);
    }
    for (const name of Object.keys(group)) delete group[name];
    // setOwn: a component named `__proto__` stays a member, where plain assignment would set the prototype.
    for (const [name, value] of entries) setOwn(group, name, value);
  }
  if (decodedReferences.size > 0) rewriteReferences(bundled, decodedReferences);
  return findings;
}

/**
 * The bundler names a component after a file it read, as the `$ref` spelled it: `é.yaml`
 * written `%C3%A9.yaml` (RFC 3986 writes non-ASCII and spaces so) became the component `%C3%A9`
 * and references `#/components/schemas/%C3%A9`, which reads as `é` once the fragment is decoded:
 * the document was refused at a correct `$ref` (2026-11-28, a CI user's pass). The component gets
 * the decoded name, and its references spell it plainly, so that readers which decode a fragment
 * and readers which do not (the diff's pointers, the origins of its places) reach the same one.
 */
function rewriteReferences(document: Json, renamed: ReadonlyMap<string, string>): void {
  const olds = [...renamed.keys()];
  const pending: unknown[] = [document];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    const ref = (node as Json)['$ref'];
    if (!Array.isArray(node) && typeof ref === 'string') {
      const prefix = olds.find((old) => ref === old || ref.startsWith(`${old}/`));
      if (prefix !== undefined) (node as Json)['$ref'] = renamed.get(prefix)! + ref.slice(prefix.length);
    }
    // A loop, not push(...): a spread of a very long array overflows the call stack.
    for (const value of Object.values(node)) pending.push(value);
  }
}

/** Where bundled components live: each group under `components` (3.x), or 2.0's three top-level ones. */
function componentGroups(document: Json): { pointer: string; group: Json }[] {
  const inside = (container: unknown, pointer: string, names: readonly string[] | undefined) => {
    if (!isJsonObject(container)) return [];
    return (names ?? Object.keys(container)).flatMap((name) => {
      const group = container[name];
      return isJsonObject(group) ? [{ pointer: childPointer(pointer, name), group: group as Json }] : [];
    });
  };
  return [...inside(document['components'], toPointer(['components']), undefined), ...inside(document, '', document['swagger'] === undefined ? [] : SWAGGER_GROUPS)];
}

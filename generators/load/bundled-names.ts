/**
 * Redocly's bundler names a component it brings in from another file after the last token of
 * the pointer that reached it, still escaped: `schemas.yaml#/a~1b` becomes the component `a~1b`,
 * and the `$ref`s it rewrites say `#/components/schemas/a~1b`, which a JSON pointer reads as
 * `a/b`, a component that does not exist (the document was then refused, pointing at a `$ref`
 * that was correct). Such a component gets its unescaped name, the one those references already
 * read. Names the root document gives its own components are never changed; an unescaped name
 * that one of them already holds is refused, since the references would reach that one instead.
 */
import { childPointer, fromPointer, isJsonObject, toPointer, unescapeToken } from '../shared/json-pointer.js';
import { setOwn } from '../shared/key-masking.js';
import type { Finding } from './validate.js';

type Json = { [key: string]: unknown };

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
  for (const { pointer, group } of componentGroups(bundled)) {
    const original = own.get(pointer) ?? new Set<string>();
    const renames = Object.keys(group).filter((name) => !original.has(name) && /~[01]/.test(name));
    if (renames.length === 0) continue;
    const entries: [string, unknown][] = [];
    for (const [name, value] of Object.entries(group)) {
      if (!renames.includes(name)) {
        entries.push([name, value]);
        continue;
      }
      const unescaped = unescapeToken(name);
      if (Object.hasOwn(group, unescaped)) {
        findings.push({
          pointer: childPointer(pointer, unescaped),
          message: `a component named ${JSON.stringify(unescaped)} exists, and a referenced file brings in another one under the same name`,
          hint: 'Rename one of the two: the references to the file\'s one would reach this one instead.',
        });
      }
      entries.push([unescaped, value]);
    }
    for (const name of Object.keys(group)) delete group[name];
    // setOwn: a component named `__proto__` stays a member, where plain assignment would set the prototype.
    for (const [name, value] of entries) setOwn(group, name, value);
  }
  return findings;
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

/**
 * Component schemas renamed without a change of shape, or removed. The wire never carries a
 * schema's name, so a client talking HTTP notices nothing; but generated types are named after the
 * components, so code that names `Pet` stops compiling when it becomes `Animal`, or when `Pet`
 * goes (inlined where it was used, or no longer used). Each is reported as a note on a compatible
 * change (as the report notes other things clients should check), naming the components: never
 * breaking, so the exit code stays the wire's; what the removal changes on the wire, if anything,
 * is reported where the schema was used.
 */
import { canonicalJson, childPointer, isObject, ownValue } from './json.js';
import type { Reporter } from './report.js';
import type { BundledDocument } from './types.js';

const SCHEMAS = '#/components/schemas';

/** Name → schema, in document order (boolean schemas have no shape worth pairing). */
function componentSchemas(document: BundledDocument): Map<string, unknown> {
  const components = ownValue(document, 'components');
  const schemas = isObject(components) ? ownValue(components, 'schemas') : undefined;
  if (!isObject(schemas)) return new Map();
  return new Map(Object.keys(schemas).filter((name) => isObject(schemas[name])).map((name) => [name, schemas[name]]));
}

/**
 * The schema's content with references to itself made nameless, so a recursive schema (`replies:
 * [$ref Comment]`) has the same shape under its new name. The reference is a whole JSON string in
 * the canonical text, so replacing that string cannot touch any other value.
 */
function shape(name: string, schema: unknown): string {
  const self = JSON.stringify(childPointer(SCHEMAS, name));
  return canonicalJson(schema).split(self).join('"#self"');
}

/** Pairs only a shape that exactly one removed and exactly one added schema have: any other pairing would be a guess. */
export function compareSchemaNames(base: BundledDocument, head: BundledDocument, reporter: Reporter): void {
  const before = componentSchemas(base);
  const after = componentSchemas(head);
  const byShape = (from: Map<string, unknown>, other: Map<string, unknown>): Map<string, string[]> => {
    const groups = new Map<string, string[]>();
    for (const [name, schema] of from) {
      if (other.has(name)) continue;
      const key = shape(name, schema);
      // Appended in place: a new array per name cost the square of the schemas of one shape.
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [name]);
      else group.push(name);
    }
    return groups;
  };
  const removed = byShape(before, after);
  const added = byShape(after, before);
  const renamed = new Set<string>();
  for (const [key, [oldName, ...moreOld]] of removed) {
    const [newName, ...moreNew] = added.get(key) ?? [];
    if (oldName === undefined || newName === undefined || moreOld.length > 0 || moreNew.length > 0) continue;
    renamed.add(oldName);
    reporter.add('schema-renamed', 'compatible', 'head', childPointer(SCHEMAS, newName),
      `component schema ${oldName} renamed to ${newName}, same shape (note: code that names the generated type ${oldName} must now name ${newName})`);
  }
  // Reported before 2026-11-28 only when paired as a rename: a schema inlined or dropped went unsaid.
  for (const name of before.keys()) {
    if (after.has(name) || renamed.has(name)) continue;
    reporter.add('schema-removed', 'compatible', 'base', childPointer(SCHEMAS, name),
      `component schema ${name} removed (note: code that names the generated type ${name} no longer compiles)`);
  }
}

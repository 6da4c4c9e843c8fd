/**
 * A `discriminator` names the property whose value says which alternative a value is, and the
 * values it takes (its `mapping`, else each alternative's component name). Those values are on
 * the wire like an enum's: a value a request may no longer carry is rejected, and a response
 * value a client does not know matches none of its alternatives. A changed mapping
 * (`cat: Cat` becoming `feline: Cat`) or property name was no change at all, as alternatives are
 * compared by their schemas alone (a red-team pass, 2026-11-28). A value that names another
 * alternative (`cat: Cat` becoming `cat: Dog`) was no change either, and a discriminator met through
 * `allOf` took no values from the schemas that extend its own (2026-11-29; allof-children.ts).
 */
import { allOfDescendants } from './allof-children.js';
import { childPointer, isObject, ownValue, type JsonObject, type Located } from './json.js';
import type { Reporter } from './report.js';
import type { ReaderWords } from './wording.js';
import type { BundledDocument } from './types.js';
import { decodeFragment, fromPointer } from '../shared/json-pointer.js';

export interface Discriminator {
  readonly propertyName: string;
  /** Each value the property takes, with the pointer of the schema it names (a mapping's target as written when not a component name). */
  readonly values: ReadonlyMap<string, string>;
  readonly pointer: string;
}

const SCHEMAS = '#/components/schemas/';

/**
 * The discriminator of a schema's parts (the first that has one, its own or one an allOf base
 * gives it), with its values: the mapping's, then OpenAPI's implicit ones, the component name of
 * each `$ref` alternative (`oneOf`/`anyOf`) or, with no alternatives, of each schema that extends
 * the discriminator's own through allOf, that no mapping entry names.
 */
export function discriminatorOf(document: BundledDocument, parts: readonly { node: JsonObject; pointer: string }[], variants: readonly Located[] | undefined): Discriminator | undefined {
  for (const { node, pointer } of parts) {
    const given = ownValue(node, 'discriminator');
    const propertyName = isObject(given) ? ownValue(given, 'propertyName') : undefined;
    if (!isObject(given) || typeof propertyName !== 'string') continue;
    const named = variants === undefined ? allOfDescendants(document, pointer) : refsOf(variants);
    return { propertyName, values: valuesOf(given, named), pointer: childPointer(pointer, 'discriminator') };
  }
  return undefined;
}

function refsOf(variants: readonly Located[]): string[] {
  return variants.map(({ node }) => (isObject(node) ? ownValue(node, '$ref') : undefined)).filter((ref): ref is string => typeof ref === 'string');
}

/** The mapping's entries, and the component name of each schema in `implicit` no entry points to. */
function valuesOf(discriminator: JsonObject, implicit: readonly string[]): Map<string, string> {
  const mapping = ownValue(discriminator, 'mapping');
  const values = new Map<string, string>();
  for (const [value, target] of Object.entries(isObject(mapping) ? mapping : {})) {
    if (typeof target === 'string') values.set(value, target.startsWith('#') ? target : `${SCHEMAS}${target}`);
  }
  const mapped = new Set(values.values());
  for (const ref of implicit) {
    if (ref.startsWith(SCHEMAS) && !mapped.has(ref) && !values.has(nameOf(ref))) values.set(nameOf(ref), ref);
  }
  return values;
}

/** A component schema's name from its pointer; any other target as written. */
function nameOf(target: string): string {
  return target.startsWith(SCHEMAS) ? (fromPointer(decodeFragment(target.slice(1))).at(-1) ?? target) : target;
}

/** Values dropped reject requests; values added are what a reader may not know (compatible, noted, as an enum's). */
export function compareDiscriminators(
  base: Discriminator | undefined, head: Discriminator | undefined, direction: 'request' | 'response', where: string, reporter: Reporter, words: ReaderWords,
): void {
  if (base === undefined || head === undefined) return;
  if (base.propertyName !== head.propertyName) {
    reporter.add('discriminator-changed', 'breaking', 'head', head.pointer,
      `${where}: discriminator property changed from ${base.propertyName} to ${head.propertyName} (values name their alternative by another field)`, base.pointer);
    return;
  }
  const removed = [...base.values.keys()].filter((value) => !head.values.has(value)).sort();
  const added = [...head.values.keys()].filter((value) => !base.values.has(value)).sort();
  if (removed.length > 0) {
    const request = direction === 'request';
    reporter.add('discriminator-changed', request ? 'breaking' : 'compatible', 'head', head.pointer,
      `${where}: discriminator ${head.propertyName} values removed: ${removed.join(', ')}${request ? ` (${words.sent} that send them are rejected)` : ''}`, base.pointer);
  }
  if (added.length > 0) {
    reporter.add('discriminator-changed', 'compatible', 'head', head.pointer,
      `${where}: discriminator ${head.propertyName} values added: ${added.join(', ')}${direction === 'response' ? ` (note: ${words.readers} must tolerate values they do not know)` : ''}`, base.pointer);
  }
  // A value kept but naming another schema: a value valid before is read as another shape, both ways.
  for (const [value, target] of [...head.values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const before = base.values.get(value);
    if (before === undefined || before === target) continue;
    reporter.add('discriminator-changed', 'breaking', 'head', head.pointer,
      `${where}: discriminator ${head.propertyName} value ${value} now names ${nameOf(target)} instead of ${nameOf(before)}`, base.pointer);
  }
}

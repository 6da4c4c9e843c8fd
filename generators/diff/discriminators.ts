/**
 * A `discriminator` names the property whose value says which alternative a value is, and the
 * values it takes (its `mapping`, else each alternative's component name). Those values are on
 * the wire like an enum's: a value a request may no longer carry is rejected, and a response
 * value a client does not know matches none of its alternatives. A changed mapping
 * (`cat: Cat` becoming `feline: Cat`) or property name was no change at all, as alternatives are
 * compared by their schemas alone (a red-team pass, 2026-11-28).
 */
import { childPointer, isObject, ownValue, type JsonObject, type Located } from './json.js';
import type { Reporter } from './report.js';
import { decodeFragment, fromPointer } from '../shared/json-pointer.js';

export interface Discriminator {
  readonly propertyName: string;
  /** Each value the property takes. */
  readonly values: ReadonlySet<string>;
  readonly pointer: string;
}

const SCHEMAS = '#/components/schemas/';

/** The discriminator of a schema's parts (the first that has one), with its values. */
export function discriminatorOf(parts: readonly { node: JsonObject; pointer: string }[], variants: readonly Located[] | undefined): Discriminator | undefined {
  for (const { node, pointer } of parts) {
    const given = ownValue(node, 'discriminator');
    const propertyName = isObject(given) ? ownValue(given, 'propertyName') : undefined;
    if (!isObject(given) || typeof propertyName !== 'string') continue;
    return { propertyName, values: valuesOf(given, variants ?? []), pointer: childPointer(pointer, 'discriminator') };
  }
  return undefined;
}

/** The mapping's keys, and the component name of each `$ref` alternative no mapping entry points to (OpenAPI's implicit mapping). */
function valuesOf(discriminator: JsonObject, variants: readonly Located[]): Set<string> {
  const mapping = ownValue(discriminator, 'mapping');
  const values = new Set<string>();
  const mapped = new Set<string>();
  for (const [value, target] of Object.entries(isObject(mapping) ? mapping : {})) {
    values.add(value);
    if (typeof target === 'string') mapped.add(target.startsWith('#') ? target : `${SCHEMAS}${target}`);
  }
  for (const { node } of variants) {
    const ref = isObject(node) ? ownValue(node, '$ref') : undefined;
    if (typeof ref === 'string' && ref.startsWith(SCHEMAS) && !mapped.has(ref)) values.add(fromPointer(decodeFragment(ref.slice(1))).at(-1) ?? ref);
  }
  return values;
}

/** Values dropped reject requests; values added are what a reader may not know (compatible, noted, as an enum's). */
export function compareDiscriminators(
  base: Discriminator | undefined, head: Discriminator | undefined, direction: 'request' | 'response', where: string, reporter: Reporter,
): void {
  if (base === undefined || head === undefined) return;
  if (base.propertyName !== head.propertyName) {
    reporter.add('discriminator-changed', 'breaking', 'head', head.pointer,
      `${where}: discriminator property changed from ${base.propertyName} to ${head.propertyName} (values name their alternative by another field)`);
    return;
  }
  const removed = [...base.values].filter((value) => !head.values.has(value)).sort();
  const added = [...head.values].filter((value) => !base.values.has(value)).sort();
  if (removed.length > 0) {
    const request = direction === 'request';
    reporter.add('discriminator-changed', request ? 'breaking' : 'compatible', 'head', head.pointer,
      `${where}: discriminator ${head.propertyName} values removed: ${removed.join(', ')}${request ? ' (requests that send them are rejected)' : ''}`);
  }
  if (added.length > 0) {
    reporter.add('discriminator-changed', 'compatible', 'head', head.pointer,
      `${where}: discriminator ${head.propertyName} values added: ${added.join(', ')}${direction === 'response' ? ' (note: clients must tolerate values they do not know)' : ''}`);
  }
}

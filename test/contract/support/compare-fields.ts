/**
 * Compares a description field table (test/contract/fixtures/interface.ts) with an object
 * schema of the bundled contract. Returns one readable line per difference, naming the field
 * path, so a failing test says exactly what drifted.
 */
import { RESOURCES, type FieldTable, type FieldType } from '../fixtures/interface.js';
import type { Json, JsonObject } from './bundle-contract.js';
import { propertiesOf, resolve, typesOf } from './document.js';

export function compareFieldTable(document: JsonObject, schema: Json | undefined, table: FieldTable, label: string, where = 'the operation in spec/paths/'): string[] {
  const problems: string[] = [];
  const fixIn = componentFile(schema) ?? where;
  const objectTypes = typesOf(document, schema);
  if (!objectTypes.includes('object')) problems.push(`${label}: expected an object schema, found type ${JSON.stringify(objectTypes)} (fix in ${fixIn})`);
  const properties = propertiesOf(document, schema);
  for (const [field, expected] of Object.entries(table)) {
    const property = properties.get(field);
    if (property === undefined) {
      problems.push(`${label}.${field}: missing from the contract; the description lists it as ${describe(expected)} (add it in ${fixIn})`);
      continue;
    }
    problems.push(...compareField(document, property, expected, `${label}.${field}`, fixIn));
  }
  return problems;
}

/** The source file of a `#/components/schemas/X` reference (spec/ keeps one file per component). */
function componentFile(schema: Json | undefined): string | undefined {
  const ref = typeof schema === 'object' && schema !== null && !Array.isArray(schema) ? (schema as JsonObject).$ref : undefined;
  const match = typeof ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(ref) : null;
  return match ? `spec/components/schemas/${match[1]}.yaml` : undefined;
}

function compareField(document: JsonObject, property: Json, expected: FieldType, label: string, fixIn: string): string[] {
  const types = typesOf(document, property);
  const expectType = (want: string): string[] =>
    types.length === 1 && types[0] === want ? [] : [`${label}: the description says ${describe(expected)}, the contract says ${JSON.stringify(types)} (fix in ${componentFile(property) ?? fixIn})`];

  if (typeof expected === 'string') return expectType(expected);
  if ('arrayOf' in expected) {
    const items = resolve(document, property).items;
    const itemTypes = items === undefined ? [] : typesOf(document, items);
    const itemProblem = itemTypes.length === 1 && itemTypes[0] === expected.arrayOf ? [] : [`${label}[]: the description says ${expected.arrayOf} elements, the contract says ${JSON.stringify(itemTypes)}`];
    return [...expectType('array'), ...itemProblem];
  }
  if ('mapOf' in expected) {
    const values = resolve(document, property).additionalProperties;
    const valueTypes = values === undefined || typeof values === 'boolean' ? [] : typesOf(document, values);
    const valueProblem = valueTypes.length === 1 && valueTypes[0] === expected.mapOf ? [] : [`${label}{}: the description says ${expected.mapOf} values, the contract says ${JSON.stringify(valueTypes)}`];
    return [...expectType('object'), ...valueProblem];
  }
  const table = 'object' in expected ? expected.object : RESOURCES[expected.record];
  return compareFieldTable(document, property, table, label, fixIn);
}

function describe(expected: FieldType): string {
  if (typeof expected === 'string') return expected;
  if ('arrayOf' in expected) return `array of ${expected.arrayOf}`;
  if ('mapOf' in expected) return `object of ${expected.mapOf} values`;
  if ('record' in expected) return `the ${expected.record} record`;
  return 'an object';
}

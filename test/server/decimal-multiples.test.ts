/**
 * `multipleOf` with a decimal step, as JSON Schema reads it: 19.99 is a multiple of 0.01. Ajv
 * divides in binary floating point and asked for an exact integer (19.99 / 0.01 is
 * 1998.9999999999998), so a price schema refused 19.99 in requests (400) and in answers (500)
 * (generators/runtime/server/validation.ts, MULTIPLE_OF_PRECISION).
 */
import { describe, expect, it } from 'vitest';
import { createValidators, SchemaSet } from '../../generators/runtime/server/validation.js';

const components = { schemas: { Price: { type: 'number', multipleOf: 0.01 }, Step: { type: 'number', multipleOf: 0.25 }, Whole: { type: 'integer', multipleOf: 3 } } };

function validatorsFor(direction: 'request' | 'response'): Record<string, (value: unknown) => boolean> {
  const set = new SchemaSet();
  const names = Object.keys(components.schemas);
  const indexes = names.map((name) => set.add({ $ref: `#/components/schemas/${name}` }, name));
  const validators = createValidators();
  const compiled = set.compile(direction === 'request' ? validators.requests : validators.responses, components, direction);
  return Object.fromEntries(names.map((name, position) => [name, (value: unknown) => compiled[indexes[position]!]!(value) === true]));
}

describe.each(['request', 'response'] as const)('multipleOf in %ss', (direction) => {
  const valid = validatorsFor(direction);

  it('takes every decimal that is a multiple of the step, whatever the binary rounding of the division', () => {
    for (const price of [19.99, 0.07, 4.35, 1.1, 0.3, 1234567.89, 9999999.99, 0, -0.29]) expect({ price, valid: valid['Price']!(price) }).toEqual({ price, valid: true });
    expect(valid['Step']!(2.75)).toBe(true);
    expect(valid['Whole']!(9)).toBe(true);
  });

  it('still refuses what lies between two multiples', () => {
    for (const price of [19.995, 0.001, 1234567.891, 0.0100001, 9999999.999]) expect({ price, valid: valid['Price']!(price) }).toEqual({ price, valid: false });
    expect(valid['Step']!(2.8)).toBe(false);
    expect(valid['Whole']!(10)).toBe(false);
  });
});

/**
 * `dependentSchemas` beside `unevaluatedProperties: false` (runtime/server/dependent-schemas.ts).
 * Ajv forgot what the schema's own `properties` evaluated when no dependent schema applied
 * (ajv-validator/ajv#2483), so a value without the trigger property was refused for a member the
 * schema declares: 400 to a valid request, 500 to a valid answer.
 */
import { describe, expect, it } from 'vitest';
import { createValidators, SchemaSet } from '../../generators/runtime/server/validation.js';
import { withDependentSchemasAsConditions } from '../../generators/runtime/server/dependent-schemas.js';

const Payment = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string' }, iban: { type: 'string' }, count: { type: 'integer' } },
  dependentSchemas: { iban: { properties: { count: { minimum: 5 }, bic: { type: 'string' } } } },
  unevaluatedProperties: false,
};

function validatorFor(direction: 'request' | 'response'): (value: unknown) => boolean {
  const set = new SchemaSet();
  const index = set.add({ $ref: '#/components/schemas/Payment' }, 'Payment');
  const validators = createValidators();
  const validate = set.compile(direction === 'request' ? validators.requests : validators.responses, { schemas: { Payment } }, direction)[index]!;
  return (value) => validate(value) === true;
}

describe.each(['request', 'response'] as const)('dependentSchemas in %ss', (direction) => {
  const valid = validatorFor(direction);

  it('takes a value without the trigger property, whose members the schema itself declares', () => {
    expect(valid({ kind: 'card' })).toBe(true);
    expect(valid({ kind: 'card', count: 1 })).toBe(true);
  });

  it('applies the dependent schema, and what it evaluates, only when the trigger property is there', () => {
    expect(valid({ kind: 'bank', iban: 'x', count: 5, bic: 'b' })).toBe(true);
    expect(valid({ kind: 'bank', iban: 'x', count: 1 })).toBe(false);
    expect(valid({ kind: 'card', bic: 'b' })).toBe(false);
    expect(valid({ kind: 'card', other: 1 })).toBe(false);
  });
});

describe('the rewrite', () => {
  it('leaves a map of schemas holding a property named dependentSchemas as written', () => {
    const properties = { dependentSchemas: { properties: { a: { type: 'string' } } }, other: { type: 'string' } };
    expect(withDependentSchemasAsConditions(properties)).toBe(properties);
  });

  it('keeps an allOf the schema already has, after it', () => {
    const rewritten = withDependentSchemasAsConditions({ type: 'object', allOf: [{ required: ['a'] }], dependentSchemas: { b: false } });
    expect(rewritten).toEqual({ type: 'object', allOf: [{ required: ['a'] }, { if: { type: 'object', required: ['b'] }, then: false }] });
  });
});

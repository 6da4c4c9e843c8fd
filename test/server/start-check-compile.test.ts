/**
 * The generator's start check compiles the route table's schemas without Ajv's code optimiser
 * (decisions/0013): what compiles must not depend on that, and a server answering requests must
 * keep the optimiser.
 */
import { describe, expect, it } from 'vitest';
import { createValidators, SchemaSet, withoutCodeOptimization } from '../../generators/runtime/server/validation.js';

const REFUSED = [{ enum: [] }, { $ref: '#/nowhere' }, { type: 'string', pattern: '(' }];
// An unknown format is ignored (strict: false), with or without the optimiser.
const ACCEPTED = [{ type: 'object', properties: { a: { type: 'integer', minimum: 1 } }, required: ['a'] }, { anyOf: [{ type: 'string' }, { type: 'null' }] }, { type: 'string', format: 'no-such-format' }];

function compiles(schema: object): boolean {
  try {
    createValidators().requests.compile(schema);
    return true;
  } catch {
    return false;
  }
}

describe('validators compiled for the start check', () => {
  it('refuse and accept exactly what the optimised ones do', () => {
    for (const schema of [...REFUSED, ...ACCEPTED]) {
      expect(withoutCodeOptimization(() => compiles(schema)), JSON.stringify(schema)).toBe(compiles(schema));
    }
    expect(REFUSED.map(compiles)).toEqual(REFUSED.map(() => false));
    expect(ACCEPTED.map(compiles)).toEqual(ACCEPTED.map(() => true));
  });

  it('are unoptimised only inside the check, also when it throws', () => {
    // Ajv keeps the option as a number of optimising passes: 0 is none.
    const passes = (): number => Number((createValidators().requests.opts.code as { optimize?: unknown }).optimize);
    expect(withoutCodeOptimization(passes)).toBe(0);
    expect(() => withoutCodeOptimization(() => { throw new Error('mount failed'); })).toThrow('mount failed');
    expect(passes()).toBeGreaterThan(0);
  });
});

describe('schemas given more than once', () => {
  it('are compiled once: an equal schema shares the first one\'s validator, an unequal one gets its own', () => {
    const set = new SchemaSet();
    const error = { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] };
    const first = set.add(error, 'a response 400');
    const again = set.add(JSON.parse(JSON.stringify(error)), 'b response 400');
    const other = set.add({ ...error, required: [] }, 'c response 400');
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(set.schemas).toHaveLength(2);
    const validators = set.compile(createValidators().responses, {}, 'response');
    expect(validators[again]).toBe(validators[first]);
    expect(validators[first]!({})).toBe(false);
    expect(validators[other]!({})).toBe(true);
  });

  it('report a schema that does not compile where it was first given', () => {
    const set = new SchemaSet();
    set.add({ type: 'string', pattern: '(' }, 'a body');
    set.add({ type: 'string', pattern: '(' }, 'b body');
    expect(() => set.compile(createValidators().requests, {}, 'request')).toThrow(/^a body: schema does not compile/);
  });
});

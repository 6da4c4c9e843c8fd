/**
 * A parameter whose schema is a tuple (`prefixItems`): each item is read by the schema of its
 * place, then `items` for those after (runtime/server/parameter-values.ts). Only `items` was read,
 * so every item of a tuple stayed text and a valid `?pair=1,a` was answered 400 ("must be integer").
 */
import { describe, expect, it } from 'vitest';
import { valueReader } from '../../generators/runtime/server/parameter-values.js';

const PAIR = { type: 'array', prefixItems: [{ type: 'integer' }, { type: 'boolean' }], items: { type: 'number' } };
const components = { schemas: { Pair: PAIR } };

describe('a tuple parameter', () => {
  it('reads a joined query value item by item, by prefixItems and then items', () => {
    const read = valueReader({ name: 'pair', in: 'query', schema: { $ref: '#/components/schemas/Pair' }, explode: false }, components);
    expect(read('1,true')).toEqual([1, true]);
    expect(read('1,false,2.5,3')).toEqual([1, false, 2.5, 3]);
    // What the schema refuses stays text, for validation to name.
    expect(read('x,true')).toEqual(['x', true]);
  });

  it('reads repeated query keys (the exploded form) by their place in the whole list', () => {
    const read = valueReader({ name: 'pair', in: 'query', schema: PAIR }, components);
    expect(read(['7', 'true', '0.5'])).toEqual([7, true, 0.5]);
  });

  it('reads a path value in the simple style, and leaves items after a closed tuple as text', () => {
    const read = valueReader({ name: 'pair', in: 'path', schema: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false } }, components);
    expect(read('a,2')).toEqual(['a', 2]);
    expect(read('a,2,3')).toEqual(['a', 2, '3']);
  });
});

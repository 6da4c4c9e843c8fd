/**
 * The runtime's query serialiser for operations whose parameters declare a style openapi-fetch's
 * default does not write (client/query-styles.ts), and the rule that says which those are. The
 * client and server agreeing is test/client/query-styles.test.ts; here each style's text is
 * pinned against OpenAPI 3.1's style examples, and what the rule leaves to openapi-fetch is
 * checked to be what openapi-fetch writes as declared.
 */
import { createQuerySerializer } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { styledQuery, writtenByStyle, type QueryStyle } from '../../generators/runtime/client/query-styles.js';
import { defaultQuery } from '../../generators/runtime/client/default-query.js';

const style = (name: string, kind: string, explode: boolean, allowReserved?: boolean): QueryStyle => ({ name, style: kind, explode, ...(allowReserved === undefined ? {} : { allowReserved }) });

const LIST = [3, 4, 5];
const OBJECT = { R: 100, G: 200, B: 150 };

describe('styledQuery', () => {
  it.each<[string, QueryStyle, unknown, string]>([
    // OpenAPI 3.1's Style Examples, for a parameter `color`.
    ['form exploded list', style('color', 'form', true), ['blue', 'black', 'brown'], 'color=blue&color=black&color=brown'],
    ['form exploded object', style('color', 'form', true), OBJECT, 'R=100&G=200&B=150'],
    ['form joined list', style('color', 'form', false), ['blue', 'black', 'brown'], 'color=blue,black,brown'],
    ['form joined object', style('color', 'form', false), OBJECT, 'color=R,100,G,200,B,150'],
    ['spaceDelimited list', style('color', 'spaceDelimited', false), ['blue', 'black', 'brown'], 'color=blue%20black%20brown'],
    ['spaceDelimited object', style('color', 'spaceDelimited', false), OBJECT, 'color=R%20100%20G%20200%20B%20150'],
    ['pipeDelimited list', style('color', 'pipeDelimited', false), ['blue', 'black', 'brown'], 'color=blue|black|brown'],
    ['pipeDelimited object', style('color', 'pipeDelimited', false), OBJECT, 'color=R|100|G|200|B|150'],
    ['deepObject object', style('color', 'deepObject', true), OBJECT, 'color[R]=100&color[G]=200&color[B]=150'],
    ['a primitive in any style', style('color', 'pipeDelimited', false), 'blue', 'color=blue'],
    // What OpenAPI leaves undefined is written as openapi-fetch writes it.
    ['exploded pipeDelimited list (repeated keys)', style('id', 'pipeDelimited', true), LIST, 'id=3&id=4&id=5'],
    ['exploded spaceDelimited object (deepObject)', style('id', 'spaceDelimited', true), { a: 1 }, 'id[a]=1'],
    ['deepObject list (repeated keys)', style('id', 'deepObject', true), LIST, 'id=3&id=4&id=5'],
    ['a nested deepObject (as the server gathers it)', style('m', 'deepObject', true), { order: { id: 7 }, tags: ['a', 'b'] }, 'm[order][id]=7&m[tags]=a&m[tags]=b'],
    // Null items keep the list's length (the empty text is how a server reads null); null members are left out.
    ['null list items', style('id', 'form', false), [1, null, 2], 'id=1,,2'],
    ['null members', style('id', 'form', false), { a: null, b: 1, c: undefined }, 'id=b,1'],
  ])('%s', (_label, parameter, value, expected) => {
    expect(styledQuery([parameter])({ [parameter.name]: value })).toBe(expected);
  });

  it('sends nothing for undefined, null, an empty list or an empty object, as openapi-fetch does', () => {
    for (const kind of ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject']) {
      for (const explode of [true, false]) {
        const write = styledQuery([style('a', kind, explode)]);
        expect(write({ a: undefined }), `${kind} ${explode}`).toBe('');
        expect(write({ a: null })).toBe('');
        expect(write({ a: [] })).toBe('');
        expect(write({ a: {} })).toBe('');
        expect(write({ a: { x: null } })).toBe('');
      }
    }
  });

  it('percent-encodes values, member names and parameter names, leaving only the separators bare', () => {
    const write = styledQuery([style('a b', 'form', false), style('f', 'form', true), style('p', 'pipeDelimited', false)]);
    expect(write({ 'a b': ['x,y', 'é', '&=#+%'] })).toBe('a%20b=x%2Cy,%C3%A9,%26%3D%23%2B%25');
    expect(write({ f: { 'k&1': 'v=1', 'k[2]': '/?' } })).toBe('k%261=v%3D1&k%5B2%5D=%2F%3F');
    expect(write({ p: ['a|b', 'c d'] })).toBe('p=a%7Cb|c%20d');
    expect(styledQuery([style('d', 'deepObject', true)])({ d: { 'a]b': '[x]' } })).toBe('d[a%5Db]=%5Bx%5D');
  });

  it('with allowReserved, keeps the reserved characters that mean nothing to the pairs and percent-escapes already made', () => {
    const write = styledQuery([style('next', 'form', true, true), style('ids', 'form', false, true)]);
    expect(write({ next: "https://a.test/p?q@$;!'()*" })).toBe("next=https://a.test/p?q@$;!'()*");
    expect(write({ next: 'a&b=c+d#e[f] g' })).toBe('next=a%26b%3Dc%2Bd%23e%5Bf%5D%20g');
    expect(write({ next: '%41%zz%' })).toBe('next=%41%25zz%25');
    // Except a comma inside an item of a joined list: bare, it would split the item (RFC 6570).
    expect(write({ ids: ['a,b', 'c:d'] })).toBe('ids=a%2Cb,c:d');
  });

  it('writes keys without a style here (other parameters, API keys) as openapi-fetch does, in the order given', () => {
    const query = { q: 'x y', ids: [1, 2], tags: ['a&b', 'c'], meta: { k: 'v' }, api_key: 'k/1', skip: null };
    const expected = createQuerySerializer()({ ...query, ids: undefined }).replace('q=x%20y&', 'q=x%20y&ids=1,2&');
    expect(styledQuery([style('ids', 'form', false)])(query)).toBe(expected);
    expect(expected).toBe('q=x%20y&ids=1,2&tags=a%26b&tags=c&meta[k]=v&api_key=k%2F1');
  });

  it('keeps a parameter named __proto__ as an ordinary key', () => {
    const query = JSON.parse('{"__proto__": ["a", "b"], "x": 1}') as Record<string, unknown>;
    expect(styledQuery([style('__proto__', 'pipeDelimited', false)])(query)).toBe('__proto__=a|b&x=1');
    expect(styledQuery([style('y', 'form', false)])(query)).toBe('__proto__=a&__proto__=b&x=1');
  });

  it('refuses a list or object inside a list or object, which no style can write', () => {
    expect(() => styledQuery([style('id', 'form', false)])({ id: [[1]] })).toThrow('query parameter id: a list or object inside a list or object has no OpenAPI style');
    expect(() => styledQuery([style('id', 'form', true)])({ id: { a: { b: 1 } } })).toThrow(TypeError);
  });
});

describe('writtenByStyle: which parameters openapi-fetch would write otherwise', () => {
  it.each<[string, Omit<QueryStyle, 'name'>, readonly string[] | undefined, boolean]>([
    ['a form exploded object (the default style)', { style: 'form', explode: true }, ['object'], true],
    ['a form exploded value of any type', { style: 'form', explode: true }, undefined, true],
    ['a form exploded list', { style: 'form', explode: true }, ['array'], false],
    ['a form exploded primitive', { style: 'form', explode: true }, ['integer', 'string'], false],
    ['a joined list', { style: 'form', explode: false }, ['array'], true],
    ['a joined object', { style: 'form', explode: false }, ['object'], true],
    ['a joined primitive', { style: 'form', explode: false }, ['integer', 'null'], false],
    ['a pipeDelimited list', { style: 'pipeDelimited', explode: false }, ['array'], true],
    ['a spaceDelimited object', { style: 'spaceDelimited', explode: false }, ['object'], true],
    ['an exploded pipeDelimited list', { style: 'pipeDelimited', explode: true }, ['array'], false],
    ['a deepObject', { style: 'deepObject', explode: true }, undefined, false],
    ['a style queries do not have', { style: 'matrix', explode: false }, undefined, false],
    ['allowReserved', { style: 'form', explode: true, allowReserved: true }, ['string'], true],
  ])('%s: %s', (_label, parameter, types, expected) => {
    expect(writtenByStyle(parameter, types)).toBe(expected);
  });
});

describe("defaultQuery: openapi-fetch's default serialiser, written in the runtime", () => {
  const sparse = [1, , 2]; // eslint-disable-line no-sparse-arrays
  it.each<[string, Record<string, unknown>]>([
    ['scalars, encoded values', { q: 'x y&z', n: 0, yes: false, a_b: 'é/?' }],
    ['lists with null items and holes', { ids: [1, null, undefined, 'a,b'], sparse, empty: [] }],
    ['objects as deepObject, null and empty ones', { filter: { kind: 'k', n: null, z: undefined }, none: {}, skip: null, gone: undefined }],
    ['inherited-looking names', { ['__proto__']: 'p', constructor: 'c' }],
    ['a Date (an object without own members)', { when: new Date(0) }],
  ])('%s', (_label, query) => {
    expect(defaultQuery(query)).toBe(createQuerySerializer()(query));
  });

  // openapi-fetch writes names bare: ogen's `and&` split the query, its `percent%` was refused by our server.
  it('percent-encodes parameter names and deepObject member names, which openapi-fetch writes bare', () => {
    const query = { 'and&': 'x', 'percent%': 'y', '=': 'z', '?a': 1, 'a b': [1, 2], f: { 'k&': 'v', 'é': 'w' } };
    expect(createQuerySerializer()(query)).toContain('and&=x');
    expect(defaultQuery(query)).toBe('and%26=x&percent%25=y&%3D=z&%3Fa=1&a%20b=1&a%20b=2&f[k%26]=v&f[%C3%A9]=w');
  });

  it('refuses a list or object inside a list or object, as openapi-fetch does', () => {
    expect(() => createQuerySerializer()({ a: [[1]] })).toThrow();
    expect(() => defaultQuery({ a: [[1]] })).toThrow(/query parameter a holds a list or object inside a list or object/);
    expect(() => defaultQuery({ a: { b: { c: 1 } } })).toThrow(/query parameter a\[b\]/);
  });
});

/**
 * The client runtime's writers for parameters described by `content` (client/content-params.ts)
 * and for cookies joined in one cookie (client/cookies.ts `joinedCookies`), as functions; what
 * reaches a server is checked end to end in content-parameters.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { contentParameters, type ContentParameter } from '../../generators/runtime/client/content-params.js';
import { cookiePairs, joinedCookies } from '../../generators/runtime/client/cookies.js';
import { RequestInputError } from '../../generators/runtime/client/errors.js';

const OPERATION = { operationId: 'search' };
const write = (declared: ContentParameter[], input: unknown) => contentParameters(declared)(input, OPERATION) as { params: Record<string, Record<string, unknown>> };

describe('contentParameters', () => {
  const json: ContentParameter[] = [
    { in: 'query', name: 'q', contentType: 'application/json' },
    { in: 'path', name: 'key', contentType: 'application/vnd.api+json; charset=utf-8' },
    { in: 'header', name: 'X-Filter', contentType: 'application/json' },
    { in: 'cookie', name: 'prefs', contentType: 'application/json' },
  ];

  it('writes each JSON value as its JSON text, leaving other parameters and the caller’s objects as they were', () => {
    const input = { params: { query: { q: { color: 'red', size: [1, 2] }, page: 2 }, path: { key: 'a b' }, cookie: { prefs: null } }, body: { x: 1 } };
    const before = structuredClone(input);
    expect(write(json, input)).toEqual({
      params: { query: { q: '{"color":"red","size":[1,2]}', page: 2 }, path: { key: '"a b"' }, cookie: { prefs: 'null' } },
      body: { x: 1 },
    });
    expect(input).toEqual(before);
  });

  it('writes a header’s JSON in visible ASCII, characters beyond it as JSON escapes that read back the same', () => {
    const value = { name: 'été ☃ 😀', tab: '\t', del: '\u007f', lone: '\ud800' };
    const text = write(json, { params: { header: { 'X-Filter': value } } }).params['header']!['X-Filter'] as string;
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(text)).toEqual(value);
    expect(() => new Headers({ 'X-Filter': text })).not.toThrow();
    // Elsewhere the text keeps its characters: the location's percent-encoding carries them.
    expect(write(json, { params: { query: { q: 'é' } } }).params['query']!['q']).toBe('"é"');
  });

  it('sends nothing for undefined and leaves input without params alone', () => {
    expect(write(json, { params: { query: { q: undefined } } }).params['query']).toEqual({ q: undefined });
    expect(contentParameters(json)(undefined, OPERATION)).toBeUndefined();
    expect(contentParameters(json)({ body: 1 }, OPERATION)).toEqual({ body: 1 });
  });

  it('keeps a parameter named __proto__ an own property of the copy, never a prototype', () => {
    const params = JSON.parse('{"query": {"__proto__": {"a": 1}}}');
    const written = write([{ in: 'query', name: '__proto__', contentType: 'application/json' }], { params }).params['query']!;
    expect(Object.getPrototypeOf(written)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(written, '__proto__')?.value).toBe('{"a":1}');
  });

  it('refuses values JSON cannot hold, naming the operation, the parameter and its media type', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    for (const value of [10n, cycle, () => 1, Symbol('s')]) {
      expect(() => write(json, { params: { query: { q: value } } })).toThrow(RequestInputError);
    }
    expect(() => write(json, { params: { query: { q: 10n } } })).toThrow(/^search: query parameter "q" \(application\/json\) cannot be written as JSON: /);
  });

  it('sends text of other media types as it is, numbers and booleans as their text, and refuses lists and objects', () => {
    const text: ContentParameter[] = [{ in: 'query', name: 't', contentType: 'text/plain' }];
    expect(write(text, { params: { query: { t: '{"a":1}, b' } } }).params['query']!['t']).toBe('{"a":1}, b');
    expect(write(text, { params: { query: { t: 12 } } }).params['query']!['t']).toBe('12');
    expect(write(text, { params: { query: { t: false } } }).params['query']!['t']).toBe('false');
    expect(write(text, { params: { query: { t: null } } }).params['query']!['t']).toBeUndefined();
    expect(() => write(text, { params: { query: { t: { a: 1 } } } })).toThrow('search: query parameter "t" (text/plain) is sent as text: give a string (the client cannot write an object in this media type)');
    expect(() => write(text, { params: { query: { t: ['a'] } } })).toThrow(/cannot write a list/);
  });
});

describe('cookies joined in one cookie (form, explode: false)', () => {
  const pairs = joinedCookies(['color', 'ids']);

  it('joins a list’s items and an object’s names and values with bare commas, each percent-encoded', () => {
    expect(pairs({ color: { R: 100, G: 200 }, ids: [3, 4, 5] })).toEqual(['color=R,100,G,200', 'ids=3,4,5']);
    expect(pairs({ color: { 'a b': 'x;y', 'c,d': null, e: 'é' } })).toEqual(['color=a%20b,x%3By,e,%C3%A9']);
  });

  it('writes parameters not named as the default exploded style does', () => {
    expect(pairs({ other: { R: 1 }, list: [1, 2], plain: 'a b' })).toEqual(cookiePairs({ other: { R: 1 }, list: [1, 2], plain: 'a b' }));
    expect(cookiePairs({ other: { R: 1 }, list: [1, 2] })).toEqual(['R=1', 'list=1', 'list=2']);
  });

  it('sends nothing for an empty list or object, and keeps a null item as the empty text', () => {
    expect(pairs({ ids: [], color: {} })).toEqual([]);
    expect(pairs({ ids: [1, null, 2] })).toEqual(['ids=1,,2']);
  });

  it('refuses nested lists and objects, and cookie names that are no HTTP token', () => {
    expect(() => pairs({ ids: [[1]] })).toThrow('cookie ids: a list or object inside a list or object has no OpenAPI style to write it in');
    expect(() => cookiePairs({ prefs: { 'a=b': 1 } })).toThrow('cookie name "a=b" is not an HTTP token, so it cannot be sent as a cookie');
    expect(() => cookiePairs({ 'a;b': 1 })).toThrow(TypeError);
  });
});

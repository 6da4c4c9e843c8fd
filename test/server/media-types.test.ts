/**
 * The pure parts of the server's content handling: which declared media type a Content-Type falls
 * under, how an event is written in the event stream format, and how nested form keys become
 * members. (content.test.ts has the same over HTTP.)
 */
import { describe, expect, it } from 'vitest';
import { mediaKind, mediaMatcher } from '../../generators/runtime/server/media-types.js';
import { eventText } from '../../generators/runtime/server/respond-content.js';
import { addFormPair, formReader, listsFromIndexes, refusedFieldName } from '../../generators/runtime/server/form-values.js';
import { UnreadableValue } from '../../generators/runtime/server/parameter-values.js';

describe('mediaMatcher', () => {
  it('prefers the same type, then type/*, then */*, whatever the order declared', () => {
    const match = mediaMatcher(['*/*', 'image/*', 'image/png']);
    expect(['image/png', 'IMAGE/PNG; q=1', 'image/webp', 'text/plain', undefined].map(match)).toEqual([2, 2, 1, 0, 0]);
  });

  it('takes a body without Content-Type as application/octet-stream, and no wildcard or malformed type as sent', () => {
    const match = mediaMatcher(['application/octet-stream', 'text/*']);
    expect([undefined, 'application/pdf', 'text/csv', 'text/*', '*/*', 'garbage', '/x', 'text/'].map(match)).toEqual([0, -1, 1, -1, -1, -1, -1, -1]);
  });

  it('sorts media types into the families the runtime reads and writes', () => {
    const kinds = ['application/json; charset=utf-8', 'application/problem+json', 'text/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/event-stream', 'text/csv', 'application/xml', 'image/svg+xml', 'image/png', '*/*', 'application/octet-stream'].map(mediaKind);
    expect(kinds).toEqual(['json', 'json', 'json', 'form', 'multipart', 'events', 'text', 'text', 'text', 'bytes', 'bytes', 'bytes']);
  });
});

describe('eventText', () => {
  it('writes each line of data as a data line, with the optional fields first', () => {
    expect(eventText({ data: 'a\r\nb\rc\n' })).toBe('data: a\ndata: b\ndata: c\ndata: \n\n');
    expect(eventText({ event: 'created', id: '7', retry: 1500, data: '{}' })).toBe('event: created\nid: 7\nretry: 1500\ndata: {}\n\n');
    expect(eventText({ comment: 'keep\nalive' })).toBe(': keep\n: alive\n\n');
  });

  it('refuses what would break the stream: a line break in event or id, NUL in id, a bad retry, data that is not text', () => {
    for (const event of [{ event: 'a\nb', data: '' }, { id: 'a\rb', data: '' }, { id: 'a\0', data: '' }, { retry: -1, data: '' }, { retry: 1.5, data: '' }, { data: 1 }, null, 'data: x']) {
      expect(() => eventText(event), JSON.stringify(event)).toThrow(TypeError);
    }
  });
});

describe('nested form keys', () => {
  function form(pairs: [string, string][], declared?: ReadonlySet<string>): unknown {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of pairs) addFormPair(fields, name, value, declared);
    return listsFromIndexes(fields);
  }

  it('makes objects of bracketed names and lists of indexes 0..n-1', () => {
    expect(form([['a[b]', '1'], ['a[c][0]', 'x'], ['a[c][1]', 'y'], ['t[1]', 'q'], ['t[0]', 'p'], ['s[0]', 'u'], ['s[2]', 'v']])).toEqual({
      a: { b: '1', c: ['x', 'y'] },
      t: ['p', 'q'],
      s: { 0: 'u', 2: 'v' },
    });
  });

  it('keeps a name as sent when it clashes with a value, is unbalanced or empty, or nests deeper than 8', () => {
    expect(form([['a', '1'], ['a[b]', '2'], ['c[', '3'], ['d[]', '4'], ['e[x]y', '5'], ['f[1][2][3][4][5][6][7][8]', '6']])).toEqual({
      a: '1',
      'a[b]': '2',
      'c[': '3',
      'd[]': '4',
      'e[x]y': '5',
      'f[1][2][3][4][5][6][7][8]': '6',
    });
  });

  it('takes a member the schema names with brackets as that member, the longest that fits, with keys after it nested', () => {
    const declared = new Set(['u[name]', 'ids[]', 'ids[][x]', 'm[a]']);
    expect(form([['u[name]', 'ada'], ['ids[][0]', '1'], ['ids[][1]', '2'], ['ids[][x]', 'y'], ['m[a]b', 'c'], ['m[b]', 'd'], ['u[other]', 'e']], declared)).toEqual({
      'u[name]': 'ada',
      'ids[]': ['1', '2'],
      'ids[][x]': 'y',
      'm[a]b': 'c',
      m: { b: 'd' },
      u: { other: 'e' },
    });
  });

  it('finds a declared member among many without testing each against each name (forms × members)', () => {
    // 20,000 members sharing a long prefix, 1,000 fields naming them: 70 s when every
    // member was tested against every name, a few milliseconds looked up by the name's prefixes.
    const prefix = 'x'.repeat(200);
    const declared = new Set(Array.from({ length: 20_000 }, (_, index) => `${prefix}[${index}]`));
    declared.add('a[b][c]');
    const started = performance.now();
    const fields = form(Array.from({ length: 1_000 }, (_, index) => [`${prefix}[${index}][k]`, String(index)]), declared) as Record<string, unknown>;
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(fields[`${prefix}[999]`]).toEqual({ k: '999' });
    expect(form([['a[b][c][]', '2'], ['a[b][c][0][1][2][3][4][5]', '3'], ['a[b][c][0][1][2][3][4][5][6]', '4'], [']]]]', '5'], ['[', '6']], declared)).toEqual({
      'a[b][c]': [{ 1: { 2: { 3: { 4: { 5: '3' } } } } }],
      'a[b][c][]': '2',
      'a[b][c][0][1][2][3][4][5][6]': '4',
      ']]]]': '5',
      '[': '6',
    });
  });

  it('makes __proto__ an own member at every depth, polluting nothing', () => {
    const fields = form([['__proto__[polluted]', 'yes'], ['x[__proto__]', 'no']]) as Record<string, Record<string, unknown>>;
    expect(Object.getOwnPropertyDescriptor(fields, '__proto__')?.value).toEqual({ polluted: 'yes' });
    expect(Object.getOwnPropertyDescriptor(fields['x'], '__proto__')?.value).toBe('no');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('form fields a handler could be harmed by', () => {
  it('names the prototype keys a field name holds, at any depth, and nothing else', () => {
    const refused = ['__proto__', '__proto__[x]', 'a[__proto__]', 'a[b][__proto__][c]', 'constructor[prototype]', 'a[constructor][prototype][x]'];
    const taken = ['proto', '__proto', 'constructor', 'constructor[x]', 'prototype', 'a[prototype][constructor]', 'x__proto__'];
    expect(refused.map((name) => refusedFieldName(name)?.statusCode)).toEqual(refused.map(() => 400));
    expect(taken.map((name) => refusedFieldName(name))).toEqual(taken.map(() => undefined));
  });

  it('holds a multipart JSON member to a JSON body\'s rules: no prototype key, no nesting past the limit, finite numbers', () => {
    const read = formReader({ type: 'object', properties: { meta: { type: 'object' } } }, {}, true);
    const failure = (text: string): unknown => {
      try {
        read({ meta: text });
        return undefined;
      } catch (error) {
        return error instanceof UnreadableValue ? [error.path, error.message] : error;
      }
    };
    expect(failure('{"a":{"__proto__":{"x":1}}}')).toEqual([['meta', 'a'], expect.stringMatching(/^has the key "__proto__"/)]);
    expect(failure(`${'['.repeat(1001)}${']'.repeat(1001)}`)).toEqual([['meta'], 'is nested more than 1000 levels deep']);
    expect(failure('{"n":1e400}')).toEqual([['meta'], expect.stringMatching(/^has a number too large/)]);
    expect(read({ meta: '{"lang":"en"}' })).toEqual({ meta: { lang: 'en' } });
  });
});

/**
 * Table-driven tests of the small pieces: literal printing, path translation, cookies, messages.
 */
import { describe, expect, it } from 'vitest';
import { printLiteral } from '../../generators/emit/server/literal.js';
import { toFastifyPath } from '../../generators/runtime/server/paths.js';
import { parseCookies } from '../../generators/runtime/server/cookies.js';
import { serializeCookie } from '../../generators/runtime/server/respond.js';
import { describeError } from '../../generators/runtime/server/validation.js';
import type { RouteParameter } from '../../generators/runtime/server/contract.js';
import { parameterized } from '../../generators/runtime/server/header-parameters.js';
import { fieldPath, named } from '../../generators/runtime/server/message-names.js';
import { documentSchemas } from '../../generators/runtime/server/document.js';

describe('printLiteral', () => {
  it.each([
    ['a __proto__ key stays an own property', { __proto__: { type: 'string' } }, { __proto__: { type: 'string' } }],
    ['hostile strings stay strings', { '*/': '`${x}` \u2028 "q" \\' }, { '*/': '`${x}` \u2028 "q" \\' }],
    ['nested arrays and nulls', { a: [1, null, [true, 'x']] }, { a: [1, null, [true, 'x']] }],
  ])('%s', (_name, given, want) => {
    const source = printLiteral(JSON.parse(JSON.stringify(given)));
    // Evaluated the way generated code is: as an expression in a module.
    const value = new Function(`return (${source});`)() as Record<string, unknown>;
    expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse(JSON.stringify(want))));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('prints a __proto__ key as a computed key', () => {
    expect(printLiteral(JSON.parse('{"__proto__":1}'))).toContain('["__proto__"]: 1');
  });
});

describe('documentSchemas (the route table reading server-schemas.ts)', () => {
  const schemaAt = documentSchemas('{"paths":{"/a/{id}":{"get":{"x~y":{"type":"string"}}}},"components":{"schemas":{"__proto__":{"type":"integer"}}}}');

  it('finds a value by JSON pointer, with ~1 and ~0 decoded and __proto__ an own key', () => {
    expect(schemaAt('/paths/~1a~1{id}/get/x~0y')).toEqual({ type: 'string' });
    expect(schemaAt('/components/schemas/__proto__')).toEqual({ type: 'integer' });
  });

  it('refuses a pointer that finds nothing, or only an inherited member, saying to regenerate both files together', () => {
    for (const pointer of ['/paths/~1b', '/components/schemas/constructor', '/components/schemas/__proto__/type/length']) {
      expect(() => schemaAt(pointer)).toThrow(`the bundled document has no value at ${pointer}: regenerate server.ts and server-schemas.ts together`);
    }
  });
});

describe('toFastifyPath', () => {
  const parameter = (name: string): RouteParameter => ({ name, in: 'path', required: true, schema: { type: 'string' } });
  it.each([
    ['/v1/tv/{id}/season/{seasonNumber}', ['id', 'seasonNumber'], '/v1/tv/:p0/season/:p1'],
    ['/files/v{version}', ['version'], '/files/v:p0'],
    ['/a:b/{x}', ['x'], '/a::b/:p0'],
    // Mixed segments: expressions we write, never the document's. A value ends at the first following
    // text after its first character (a value has one), but the segment's last value takes all it
    // can: only the text after it ends the segment.
    ['/files/{file-id}.{ext}', ['file-id', 'ext'], '/files/:p0([\\s\\S](?:(?!\\u002e)[\\s\\S])*).:p1([\\s\\S]+)'],
    ['/files/{a}-{b}.json', ['a', 'b'], '/files/:p0([\\s\\S](?:(?!\\u002d)[\\s\\S])*)-:p1([\\s\\S]+).json'],
    ['/v1/{name}:cancel', ['name'], '/v1/:p0([\\s\\S]+)::cancel'],
    ['/files/{id}(^(a|a)+$)', ['id'], '/files/:p0([\\s\\S]+)(^(a|a)+$)'],
    // Text the router cannot hold in a static node (a wildcard, percent-escapes) is a constant expression.
    ['/a*b/{x}', ['x'], '/:s0((?:a\\u002ab))/:p0'],
    ['/sp%20ace', [], '/:s0((?:sp\\u0020ace))'],
  ])('%s → %s', (published, names, url) => {
    const result = toFastifyPath(published, names.map(parameter));
    expect(result.url).toBe(url);
    expect([...result.names.values()]).toEqual(names);
  });

  it('refuses a template without a declared parameter, saying how to fix it', () => {
    expect(() => toFastifyPath('/x/{id}', [])).toThrow(/declare it with in: path/);
  });
});

describe('cookies', () => {
  it.each([
    ['token=abc', [['token', 'abc']]],
    ['a=1; token="q%20r"; a=2', [['a', '1'], ['token', 'q r']]],
    ['__proto__=1; constructor=2', [['__proto__', '1'], ['constructor', '2']]],
    [';;; =x; noequals', []],
    ['bad=%zz', [['bad', '%zz']]],
  ])('parses %j', (header, want) => {
    expect([...parseCookies(header)]).toEqual(want);
  });

  it('serialises attributes and refuses values that would inject attributes', () => {
    expect(serializeCookie({ name: 'token', value: 'abc', path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 10, secure: true })).toBe(
      'token=abc; Path=/; Max-Age=10; HttpOnly; Secure; SameSite=Lax',
    );
    expect(() => serializeCookie({ name: 'token', value: 'a; Domain=evil' })).toThrow(/RFC 6265/);
    expect(() => serializeCookie({ name: 'to ken', value: 'a' })).toThrow(/token/);
    expect(() => serializeCookie({ name: 't', value: 'a', path: '/; HttpOnly' })).toThrow(/;/);
  });
});

describe('describeError', () => {
  it.each([
    ['header', { keyword: 'format', instancePath: '/x-device-id', params: { format: 'uuid' } }, new Map([['x-device-id', 'X-Device-Id']]), 'header X-Device-Id must match format uuid'],
    ['body', { keyword: 'required', instancePath: '/player_settings', params: { missingProperty: 'player' } }, undefined, 'body field player_settings.player is required'],
    ['body', { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'role' } }, undefined, 'body must not have property "role"'],
    ['query parameter', { keyword: 'enum', instancePath: '/type', params: { allowedValues: ['review', 'note'] } }, undefined, 'query parameter type must be one of "review", "note"'],
    // Member names from the request: quoted by the one rule where they are not plain (decisions/0038).
    ['body', { keyword: 'type', instancePath: '/labels/a.b~1c/0', params: {} }, undefined, 'body field labels."a.b/c".0 must be integer'],
    ['body', { keyword: 'additionalProperties', instancePath: '/meta', params: { additionalProperty: '\u009b\u202e' } }, undefined, 'body field meta must not have property "%C2%9B%E2%80%AE"'],
    ['query parameter', { keyword: 'type', instancePath: '/filter/a b', params: {} }, undefined, 'query parameter filter."a b" must be integer'],
    // A red-team pass (2026-11-27): 3.1's unevaluatedProperties said "must NOT have unevaluated
    // properties" without naming the one sent, and a type list read "must be integer,null".
    ['body', { keyword: 'unevaluatedProperties', instancePath: '', params: { unevaluatedProperty: 'zz' }, message: 'must NOT have unevaluated properties' }, undefined, 'body must not have property "zz"'],
    ['query parameter', { keyword: 'type', instancePath: '/n', params: { type: ['integer', 'null'] }, message: 'must be integer,null' }, undefined, 'query parameter n must be integer or null'],
    ['body', { keyword: 'type', instancePath: '/v', params: { type: ['string', 'number', 'null'] }, message: 'must be string,number,null' }, undefined, 'body field v must be string, number or null'],
  ] as const)('%s: %s', (part, error, names, want) => {
    expect(describeError(part, [{ schemaPath: '#', message: 'must be integer', ...error }] as never, names)).toBe(want);
  });

  // A red-team pass (2026-11-27): a 5,000-value enum made every 400 about it a 60 KB body listing
  // them all, for a request of a few bytes; a long value was written out in full too.
  it('names at most ten of an enum\'s values, each cut at 64 characters, and says how many there are', () => {
    const many = Array.from({ length: 5000 }, (_, index) => `v${index}`);
    const message = describeError('path parameter', [{ keyword: 'enum', instancePath: '/e', schemaPath: '#', params: { allowedValues: many }, message: 'unused' }] as never);
    expect(message).toBe('path parameter e must be one of "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9" (10 of 5000 values shown)');
    const long = describeError('body', [{ keyword: 'enum', instancePath: '', schemaPath: '#', params: { allowedValues: ['x'.repeat(10_000), 7] }, message: 'unused' }] as never);
    expect(long).toBe(`body must be one of "${'x'.repeat(63)}..., 7`);
  });

  it("names the values every branch of a union allows at the first error's place, once each, and no other place's", () => {
    const enumAt = (instancePath: string, allowedValues: unknown[]) => ({ keyword: 'enum', instancePath, schemaPath: '#', params: { allowedValues }, message: 'unused' });
    const union = { keyword: 'oneOf', instancePath: '', schemaPath: '#', params: {}, message: 'unused' };
    // An enum of another place (here an outer union's member after the inner union failed) adds nothing.
    const errors = [enumAt('/kind', ['round']), enumAt('/kind', ['box', 'round']), union, enumAt('/size', ['small'])];
    expect(describeError('body', errors as never)).toBe('body field kind must be one of "round", "box"');
    // A member that got past the discriminator is the one the value selects: its problem is the
    // answer, whether that member is listed first or not, and even when it is an enum of its own.
    const refusal = (allowedValues: unknown[]) => ({ ...enumAt('/kind', allowedValues), schemaPath: '#/components/schemas/Ball/allOf/0/properties/kind/enum' });
    expect(describeError('body', [refusal(['round']), enumAt('/size', ['small']), refusal(['box']), union] as never)).toBe('body field size must be one of "small"');
    expect(describeError('body', [enumAt('/size', ['small']), refusal(['box']), union] as never)).toBe('body field size must be one of "small"');
    // An enum at the union's property that is a member's own (not the discriminator check) selects nothing.
    expect(describeError('body', [enumAt('/colour', ['brown']), enumAt('/kind', ['cat']), union] as never)).toBe('body field colour must be one of "brown"');
    // Another keyword first: described alone, as before.
    expect(describeError('body', [{ keyword: 'required', instancePath: '', schemaPath: '#', params: { missingProperty: 'kind' }, message: 'unused' }, enumAt('', ['x'])] as never)).toBe('body field kind is required');
    expect(describeError('body', [] as never)).toBe('body is invalid');
  });
});

describe('names in messages', () => {
  it('leaves a plain name bare and quotes any other by the one rule: escaped, percent-encoded, cut at 64', () => {
    expect(['title', 'x-client-id', 'player_settings', '$ref', '0', '__proto__'].map(named)).toEqual(['title', 'x-client-id', 'player_settings', '$ref', '0', '__proto__']);
    expect(named('')).toBe('""');
    expect(named('a.b')).toBe('"a.b"');
    expect(named('caf\u00e9')).toBe('"caf%C3%A9"');
    expect(named('\u009b31m\u202eevil\u2028"\\')).toBe('"%C2%9B31m%E2%80%AEevil%E2%80%A8\\"\\\\"');
    expect(named('a'.repeat(64))).toBe('a'.repeat(64));
    expect(named('a'.repeat(10_000))).toBe(`"${'a'.repeat(64)}"...`);
    expect(fieldPath(['labels', 'a b', '3'])).toBe('labels."a b".3');
  });
});

describe('parameterized (header values with parameters, for multipart bodies)', () => {
  it.each([
    ['a quoted name and file name', 'form-data; name="title"; filename="a;b.pdf"', { value: 'form-data', parameters: { name: 'title', filename: 'a;b.pdf' } }],
    ['tokens, case and spaces around = and ;', 'Multipart/Form-Data ;  Boundary = x-1 ; charset=UTF-8', { value: 'multipart/form-data', parameters: { boundary: 'x-1', charset: 'UTF-8' } }],
    ['escaped quote and backslash; a backslash before anything else is kept', 'form-data; name="a\\"b\\\\c"; filename="C:\\docs\\x.pdf"', { value: 'form-data', parameters: { name: 'a"b\\c', filename: 'C:\\docs\\x.pdf' } }],
    ['a parameter without a value is left out', 'multipart/form-data; boundary', { value: 'multipart/form-data', parameters: {} }],
    ['an empty value is a value', 'multipart/form-data; boundary=', { value: 'multipart/form-data', parameters: { boundary: '' } }],
    ['no parameters', 'form-data', { value: 'form-data', parameters: {} }],
  ])('reads %s', (_name, header, want) => {
    const read = parameterized(header);
    expect(read === undefined ? undefined : { value: read.value, parameters: Object.fromEntries(read.parameters) }).toEqual(want);
  });

  it.each([
    ['a quote that never closes', 'form-data; name="title'],
    ['text after a closing quote', 'form-data; name="title"x; filename="f"'],
    ['a parameter given twice, whatever its case', 'form-data; name="a"; NAME="b"'],
  ])('refuses %s', (_name, header) => {
    expect(parameterized(header)).toBeUndefined();
  });
});

/**
 * Unit tests of the hand-written client runtime's small parts: envelope guards, Retry-After,
 * backoff, retry options, path-parameter checks, signals, body encoding and the client's methods.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyEncoder, formBody, multipartBody } from '../../generators/runtime/client/body.js';
import { isDotSegment, writtenPath } from '../../generators/runtime/client/path-params.js';
import { backoffDelay, DEFAULT_RETRY, isIdempotent, parseRetryAfter, retryPolicy } from '../../generators/runtime/client/retry.js';
import { callSignal, delay } from '../../generators/runtime/client/signals.js';
import { ApiError, NetworkError, RequestTimeoutError, ResponseBodyError } from '../../generators/runtime/client/errors.js';
import { createRuntime, operationMethods, type ClientCore, type OperationDescriptor } from '../../generators/runtime/client-runtime.js';
import { printable, quoted } from '../../generators/runtime/quoted-text.js';
import { isErrorBody, isSuccessEnvelope, unwrap } from '../../generators/runtime/envelope.js';

describe('envelope', () => {
  it.each([
    [{ status: 'success', data: null }, true],
    [{ status: 'success', data: [1] }, true],
    [{ status: 'success' }, false],
    [{ status: 'error', data: 1 }, false],
    [[{ status: 'success', data: 1 }], false],
    ['success', false],
    [null, false],
  ])('isSuccessEnvelope(%j) is %s', (body, want) => {
    expect(isSuccessEnvelope(body)).toBe(want);
  });

  it.each([
    [{ status: 'error', error: 'Nope', code: 'forbidden' }, true],
    [{ status: 'error', error: 'Nope' }, false],
    [{ status: 'error', error: 42, code: 'x' }, false],
    [{ status: 'success', error: 'x', code: 'y' }, false],
  ])('isErrorBody(%j) is %s', (body, want) => {
    expect(isErrorBody(body)).toBe(want);
  });

  it('unwrap returns data, and explains what it got instead', () => {
    expect(unwrap({ status: 'success', data: { a: 1 } })).toEqual({ a: 1 });
    expect(() => unwrap({ status: 'error', error: 'Bad id', code: 'invalid_request' })).toThrow('Expected a success envelope but got an error body with code "invalid_request": "Bad id"');
    // The server's words were written as sent: a CR/LF forged a log line of whoever logged the error.
    expect(() => unwrap({ status: 'error', error: `x\r\nINFO forged\u001b[2J${'y'.repeat(100)}`, code: 'c\u202e' })).toThrow(`with code "c%E2%80%AE": "x\\r\\nINFO forged\\u001b[2J${'y'.repeat(46)}"...`);
    expect(() => unwrap('4211')).toThrow(/got a string; .*x-envelope: false/);
  });

  it.each([
    [undefined, 'an empty body'],
    [null, 'null'],
    ['', 'an empty string'],
    ['4211', 'a string'],
    [0, 'a number'],
    [false, 'a boolean'],
    [[], 'an empty array'],
    [[{ status: 'success', data: 1 }], 'an array of 1 item'],
    [[1, 2, 3], 'an array of 3 items'],
    [{}, 'an empty object'],
    [{ files: [] }, 'an object with the key "files"'],
    [{ status: 'ok', data: 1 }, 'an object with the keys "status", "data"'],
    [{ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7 }, 'an object with the keys "a", "b", "c", "d", "e" and 2 more'],
    [{ status: 'error', error: 'no code' }, 'an object with the keys "status", "error"'],
  ])('unwrap(%j) says it got %s', (body, what) => {
    const expected = `Expected a success envelope {"status":"success","data":...} but got ${what}; the server does not follow the contract, or this operation is not enveloped (x-envelope: false).`;
    expect(() => unwrap(body)).toThrow(expected);
    try {
      unwrap(body);
    } catch (error) {
      expect(error).toMatchObject({ name: 'EnvelopeError', message: expected, body });
    }
  });

  it('quotes at most 64 characters of a key, escaped', () => {
    expect(() => unwrap({ [`\u001b[2J${'k'.repeat(100)}`]: 1 })).toThrow(`got an object with the key "\\u001b[2J${'k'.repeat(60)}"...;`);
  });
});

describe('ResponseBodyError', () => {
  const answer = (contentType?: string) => new Response(null, { status: 200, headers: contentType === undefined ? {} : { 'content-type': contentType } });

  it('quotes at most 64 characters of server text, nothing in them able to act on a terminal or a log line', () => {
    const hostile = '\u0000\u001b[31mred\r\n\t"q"\\ \u007f\u0085\u009b\u200e\u202e\u2066\u2028\u2029 end' + 'x'.repeat(500);
    expect(quoted(hostile)).toBe(
      '"\\u0000\\u001b[31mred\\r\\n\\t\\"q\\"\\\\ %7F%C2%85%C2%9B%E2%80%8E%E2%80%AE%E2%81%A6%E2%80%A8%E2%80%A9 end' + 'x'.repeat(64 - 29) + '"...',
    );
    expect(quoted('OK')).toBe('"OK"');
    expect(quoted('')).toBe('""');
    // A pair the cut splits leaves a lone surrogate, which JSON.stringify escapes (encodeURI would throw on it).
    expect(quoted(`${'a'.repeat(63)}😀 and more`)).toBe(`"${'a'.repeat(63)}\\ud83d"...`);
    expect(quoted('café 😀')).toBe('"caf%C3%A9 %F0%9F%98%80"');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const shown = quoted(text);
        expect(shown).toMatch(text.length > 64 ? /^"[ -~]*"\.\.\.$/ : /^"[ -~]*"$/);
        expect(shown.length).toBeLessThanOrEqual(2 + 64 * 9 + 3); // %XX%XX%XX per code unit at worst
      }),
    );
  });

  it('is an ApiError naming the operation, the status, the Content-Type and the start of the body', () => {
    const error = new ResponseBodyError('getThing', answer('text/html; charset=\u009b31m'), '<html>not json</html>', undefined, new SyntaxError('Unexpected token'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ResponseBodyError', operationId: 'getThing', status: 200, code: undefined, body: '<html>not json</html>' });
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(error.message).toBe('getThing failed with HTTP 200: its "text/html; charset=%C2%9B31m" body is not JSON: "<html>not json</html>"');
    expect(new ResponseBodyError('getThing', answer(), '', 'holds too much').message).toBe('getThing failed with HTTP 200: its "" body holds too much: ""');
  });
});

describe('ApiError message', () => {
  const answer = (status: number) => new Response(null, { status, statusText: 'Teapot' });
  const at = { code: ['code'], message: ['message'] };

  it('keeps a server message in any script but encodes what could act on a terminal or forge a log line', () => {
    // Before, the message was the server's text as sent: CR/LF started a forged log line, ESC and CSI drove the terminal.
    const hostile = 'Nicht gefunden 見つかりません\r\n2026-01-01 INFO admin logged in \u001b[2J\u009b31m \u202eevil\u2066 \u2028 \u007f';
    const error = new ApiError('getThing', answer(404), { code: 'NOT_FOUND', message: hostile }, at);
    expect(error.message).toBe('Nicht gefunden 見つかりません%0D%0A2026-01-01 INFO admin logged in %1B[2J%C2%9B31m %E2%80%AEevil%E2%81%A6 %E2%80%A8 %7F');
    expect(error.body).toEqual({ code: 'NOT_FOUND', message: hostile });
    expect(new ApiError('getThing', answer(404), { code: 'X', message: 'Plain words.' }, at).message).toBe('Plain words.');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(printable(text)).not.toMatch(/[\0-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/u);
      }),
    );
  });

  it('cuts a server message at 1,024 characters; the body keeps it whole', () => {
    const long = 'y'.repeat(5000);
    const error = new ApiError('getThing', answer(500), { code: 'X', message: long }, at);
    expect(error.message).toBe(`${'y'.repeat(1024)}...`);
    expect((error.body as { message: string }).message).toHaveLength(5000);
  });
});

describe('NetworkError message', () => {
  // Node's fetch says only "fetch failed"; the reason (refused, reset, no such host) is its cause's.
  it("names the system's reason fetch gives as its cause, or its code when it has no message", () => {
    const refused = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
    expect(new NetworkError('getThing', 3, refused).message).toBe('getThing could not reach the server after 3 attempt(s): fetch failed (connect ECONNREFUSED 127.0.0.1:9)');
    const everyAddress = new TypeError('fetch failed', { cause: Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' }) });
    expect(new NetworkError('getThing', 1, everyAddress).message).toBe('getThing could not reach the server after 1 attempt(s): fetch failed (ECONNREFUSED)');
    expect(new NetworkError('getThing', 1, new TypeError('Failed to fetch')).message).toBe('getThing could not reach the server after 1 attempt(s): Failed to fetch');
    expect(new NetworkError('getThing', 1, 'down').message).toBe('getThing could not reach the server after 1 attempt(s): down');
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['3', 3000],
    [' 0 ', 0],
    ['Thu, 01 Jan 2026 00:00:05 GMT', 5000],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
    ['soon', undefined],
    ['-1', undefined],
    [null, undefined],
  ])('%j → %s ms', (value, want) => {
    expect(parseRetryAfter(value, now)).toBe(want);
  });
});

describe('backoff and policy', () => {
  const policy = { retries: 5, baseDelayMs: 100, maxDelayMs: 1000 };
  it('doubles per retry within [step/2, step], capped', () => {
    expect([0, 1, 2, 3, 4].map((index) => backoffDelay(index, policy, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect([0, 1, 2, 3, 4].map((index) => backoffDelay(index, policy, () => 1))).toEqual([100, 200, 400, 800, 1000]);
  });

  it('fills defaults, turns off with false, refuses nonsense', () => {
    expect(retryPolicy(undefined)).toEqual(DEFAULT_RETRY);
    expect(retryPolicy({ retries: 5 })).toEqual({ ...DEFAULT_RETRY, retries: 5 });
    expect(retryPolicy(false).retries).toBe(0);
    expect(() => retryPolicy({ baseDelayMs: -1 })).toThrow('retry.baseDelayMs must be a number in [0, 2147483647], got -1');
    expect(() => retryPolicy({ maxDelayMs: 3_000_000_000 })).toThrow('retry.maxDelayMs');
  });

  it.each([['GET', true], ['head', true], ['OPTIONS', true], ['PUT', true], ['DELETE', true], ['POST', false], ['PATCH', false]])(
    '%s idempotent: %s',
    (method, want) => expect(isIdempotent(method)).toBe(want),
  );
});

/** The problem writtenPath reports for one value of `/v1/tv/{id}/season`, or the path it writes. */
function pathOf(value: unknown): string {
  try {
    return writtenPath({ operationId: 'op', path: '/v1/tv/{id}/season' }, { id: value });
  } catch (error) {
    return (error as Error).message;
  }
}

describe('path parameters', () => {
  it('writes each placeholder of a template, percent-encoded, whatever $ patterns the value holds', () => {
    expect(writtenPath({ operationId: 'op', path: '/v1/tv/{id}/season/{seasonNumber}' }, { id: 'a/b c$&', seasonNumber: 9 })).toBe('/v1/tv/a%2Fb%20c%24%26/season/9');
  });

  it.each([
    ['tmdb-1396', '/v1/tv/tmdb-1396/season'],
    [42, '/v1/tv/42/season'],
    ['...', '/v1/tv/.../season'],
    ['a..b', '/v1/tv/a..b/season'],
    ['%zz', '/v1/tv/%25zz/season'],
    ['..', 'dot segment'],
    ['.', 'dot segment'],
    ['%2E%2e', 'dot segment'],
    ['.%2e', 'dot segment'],
    ['%25252e', 'dot segment'],
    // Encoded more deeply than a loop of five decodings undid (once more when written: %25252525252525252e).
    ['%25252525252525252e', 'dot segment'],
    ['%252525252525252E%2e', 'dot segment'],
    // Escapes of the `2` and `e` of `%2e` (written %2525%2532%2565: `.` after three decodings),
    // and a `%` a lenient decoder keeps before an escape that makes the `2`.
    ['%25%32%65', 'dot segment'],
    ['.%25%32%45', 'dot segment'],
    ['%%32e', 'dot segment'],
    ['%25%33%32%25%36%35', '/v1/tv/%2525%2533%2532%2525%2536%2535/season'],
    ['%25%32%65x', '/v1/tv/%2525%2532%2565x/season'],
    ['', 'is empty'],
    [undefined, 'is missing'],
    [{ a: 1 }, 'must be a string, number or boolean'],
    [['a'], 'got an array'],
    [0, '/v1/tv/0/season'],
    [-1.5, '/v1/tv/-1.5/season'],
    [true, '/v1/tv/true/season'],
    ['\u{1F600}', '/v1/tv/%F0%9F%98%80/season'],
    ['\uD800', 'lone surrogate'],
    ['a\uDC00', 'lone surrogate'],
    [null, 'is missing'],
  ])('%j → %s', (value, want) => {
    expect(pathOf(value)).toContain(want);
  });

  it('checks segments as written: a dot value beside text in its segment is no dot segment', () => {
    expect(writtenPath({ operationId: 'op', path: '/files/{name}.json' }, { name: '..' })).toBe('/files/...json');
    expect(() => writtenPath({ operationId: 'op', path: '/files/{a}{b}' }, { a: '.', b: '.' })).toThrow(/"a", "b" is written as the segment "\.\.", a dot segment/);
  });

  it('writes a template the same on every call (it is cut into segments once), text around values and empty braces kept', () => {
    const operation = { operationId: 'op', path: '/v{version}/items/{}/{id}.{format}/x' };
    for (const id of ['a b', 'c', '..']) {
      expect(writtenPath(operation, { version: 2, id, format: 'json' })).toBe(`/v2/items/{}/${encodeURIComponent(id)}.json/x`);
    }
    expect(() => writtenPath(operation, { version: 2, format: 'json' })).toThrow('path parameter "id" is missing (path /v{version}/items/{}/{id}.{format}/x)');
    // Missing values are all named, in template order, before any dot-segment check.
    expect(() => writtenPath({ operationId: 'op', path: '/{a}/{b}/{c}' }, { b: '..' })).toThrow(/^.*path parameter "a" is missing; path parameter "c" is missing \(path/);
  });

  it('writes a placeholder that holds a "/" (a template the loader warns about) whole', () => {
    expect(writtenPath({ operationId: 'op', path: '/a/{x/y}/b' }, { 'x/y': 'v w' })).toBe('/a/v%20w/b');
  });
});

describe('dot segments in any spelling (property)', () => {
  const dot = fc.constantFrom('.', '%2e', '%2E', '%252e', '%252E');
  it('one or two dots, however encoded, are refused', () => {
    fc.assert(
      fc.property(fc.array(dot, { minLength: 1, maxLength: 2 }), (parts) => {
        expect(pathOf(parts.join(''))).toContain('dot segment');
        expect(isDotSegment(parts.join(''))).toBe(true);
      }),
    );
  });

  it('agrees with decoding until nothing changes, for any text of the characters involved', () => {
    // Lenient, in rounds: each `%` and two hex digits becomes its character, anything else stays.
    const decodedFully = (text: string): string => {
      for (let next = text; ; text = next) {
        next = text.replace(/%[\da-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
        if (next === text) return text;
      }
    };
    // Strict, in rounds (decodeURIComponent), stopping where it refuses the text.
    const decodedStrictly = (text: string): string => {
      for (;;) {
        let next: string;
        try {
          next = decodeURIComponent(text);
        } catch {
          return text;
        }
        if (next === text) return text;
        text = next;
      }
    };
    const pieces = ['.', '%', '2', '3', '4', '5', '6', 'e', 'E', '%25', '%2e', '%32', '%35', '%65', '%45', 'x'];
    const text = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (segment) => {
        const dot = ['.', '..'].includes(decodedFully(segment));
        expect(isDotSegment(segment)).toBe(dot);
        // A strict decoder reads a dot from no spelling the lenient one does not.
        if (['.', '..'].includes(decodedStrictly(segment))) expect(dot).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('decides a long segment in one pass, however deeply it is encoded', () => {
    const deep = `%${'25'.repeat(20_000)}2e`;
    const started = performance.now();
    expect(isDotSegment(deep)).toBe(true);
    expect(isDotSegment(`${deep}x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('three or more dots are an ordinary value', () => {
    fc.assert(
      fc.property(fc.array(dot, { minLength: 3, maxLength: 6 }), (parts) => {
        expect(pathOf(parts.join(''))).toMatch(/^\/v1\/tv\/.*\/season$/);
      }),
    );
  });
});

describe('signals', () => {
  it.each([0, -5, Number.NaN, 3_000_000_000])('refuses timeoutMs %s (a timer that would fire at once)', (timeoutMs) => {
    expect(() => callSignal(undefined, timeoutMs, 'getThing')).toThrow(RangeError);
  });

  it('treats Infinity as no timeout', () => {
    const { signal, dispose } = callSignal(new AbortController().signal, Number.POSITIVE_INFINITY, 'getThing');
    expect(signal?.aborted).toBe(false);
    dispose();
  });

  it('makes no signal when nothing can abort the call (no caller signal, no timeout)', () => {
    expect(callSignal(undefined, undefined, 'getThing').signal).toBeUndefined();
    expect(callSignal(undefined, Number.POSITIVE_INFINITY, 'getThing').signal).toBeUndefined();
  });

  it('never hands the caller\'s signal on as the call\'s own (its listener must go at dispose)', () => {
    const caller = new AbortController();
    const { signal, dispose } = callSignal(caller.signal, undefined, 'getThing');
    expect(signal).toBeDefined();
    expect(signal).not.toBe(caller.signal);
    caller.abort('gone');
    expect(signal?.reason).toBe('gone');
    dispose();
  });

  it('a delay without a signal just waits', async () => {
    const started = Date.now();
    await delay(20, undefined);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('a timeout aborts with RequestTimeoutError', async () => {
    const { signal, dispose } = callSignal(undefined, 20, 'getThing');
    // It names the operation, as every other error of a call does (the message began "Request").
    await expect(delay(5000, signal)).rejects.toMatchObject({ name: 'RequestTimeoutError', operationId: 'getThing', timeoutMs: 20, message: 'getThing timed out after 20 ms (the timeout covers every retry of the call)' });
    dispose();
  });

  it('the caller\'s abort reason passes through, and dispose stops the timer', async () => {
    const controller = new AbortController();
    const { signal, dispose } = callSignal(controller.signal, 10_000, 'getThing');
    const waiting = delay(5000, signal);
    controller.abort('left the page');
    await expect(waiting).rejects.toBe('left the page');
    dispose();
    const quiet = callSignal(undefined, 10, 'getThing');
    quiet.dispose();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(quiet.signal?.aborted).toBe(false);
  });
});

describe('request bodies', () => {
  it('encodes forms in the deepObject style', () => {
    expect(formBody({ name: 'a b', meta: { k: 'v' }, list: [1, 2], skip: undefined }).toString()).toBe(
      'name=a+b&meta%5Bk%5D=v&list%5B0%5D=1&list%5B1%5D=2',
    );
  });

  it('writes a null list item in a form as the empty text, keeping the indexes a server reads as a list', () => {
    expect(formBody({ a: [1, null, 2], b: [undefined], c: [{ k: null }, null], d: null }).toString()).toBe('a%5B0%5D=1&a%5B1%5D=&a%5B2%5D=2&b%5B0%5D=&c%5B1%5D=');
  });

  it('writes a text body in a one-byte charset its media type names, and refuses a character it cannot hold', async () => {
    const latin = bodyEncoder('text/plain; charset=ISO-8859-1').bodySerializer!('café ü') as Uint8Array;
    expect([...latin]).toEqual([0x63, 0x61, 0x66, 0xe9, 0x20, 0xfc]);
    expect(() => bodyEncoder('text/plain; charset="us-ascii"').bodySerializer!('café')).toThrow(/"é" at 3, which its charset cannot write/);
    expect(bodyEncoder('text/plain; charset=utf-8').bodySerializer!('café')).toBe('café');
  });

  it('builds multipart form data: arrays repeat, objects become JSON, a null member is left out and a null item is an empty part', () => {
    const form = multipartBody({ title: 'x', tags: ['1', null, '2'], meta: { k: 1 }, skip: null });
    expect([...form.entries()]).toEqual([['title', 'x'], ['tags', '1'], ['tags', ''], ['tags', '2'], ['meta', '{"k":1}']]);
  });

  // SmallRye's scan of a RESTEasy `multipart/mixed` resource types the body as an object: the
  // client handed the object to fetch, which sent the 15 bytes `[object Object]` with a 201 back.
  it('sends bytes of a media type it has no encoding for as they are, and refuses a value fetch would send as `[object Object]`', () => {
    const mixed = bodyEncoder('multipart/mixed; boundary=b1').bodySerializer!;
    const bytes = new Uint8Array([1, 2]);
    const blob = new Blob(['x']);
    const form = new FormData();
    expect(mixed(bytes)).toBe(bytes);
    expect(mixed(bytes.buffer)).toBe(bytes.buffer);
    expect(mixed(blob)).toBe(blob);
    expect(mixed(form)).toBe(form);
    expect(mixed('--b1--')).toBe('--b1--');
    for (const value of [{ a: 'one' }, [1, 2], 12, true]) {
      expect(() => mixed(value)).toThrow(/a multipart\/mixed body must be bytes or text \(a Blob, ArrayBuffer, typed array, FormData, URLSearchParams, stream or string\)/);
    }
  });

  // ASP.NET documents list `text/json` beside `application/json` for the same object schema (kubb's
  // fixture); the text encoder wrote an object as `[object Object]` and a Blob as `[object Blob]`.
  it('writes a text body from text, numbers and booleans, sends bytes as they are, and refuses any other object', () => {
    const text = bodyEncoder('text/json; x-api-version=1.0').bodySerializer!;
    const blob = new Blob(['{"a":1}']);
    expect(text('{"a":1}')).toBe('{"a":1}');
    expect(text(12)).toBe('12');
    expect(text(false)).toBe('false');
    expect(text(blob)).toBe(blob);
    expect(() => text({ a: 1 })).toThrow(/a text\/json body must be bytes or text/);
    expect(() => bodyEncoder('text/plain; charset=iso-8859-1').bodySerializer!([1])).toThrow(/a text\/plain body must be bytes or text .*not a list/);
  });

  it.each([
    // JSON keeps openapi-fetch's JSON.stringify, labelled as the document names it (a wildcard names none).
    ['application/json', 'application/json'],
    ['application/problem+json', 'application/problem+json'],
    ['application/json; x-api-version=1.0', 'application/json; x-api-version=1.0'],
    ['application/*+json', undefined],
    ['application/x-www-form-urlencoded; charset=utf-8', 'application/x-www-form-urlencoded'],
    // null: fetch writes it with the boundary, and a Content-Type of the client's headers is removed.
    ['multipart/form-data', null],
    ['text/csv', 'text/csv'],
    ['application/octet-stream', 'application/octet-stream'],
  ])('%s is sent as %s', (contentType, want) => {
    expect(bodyEncoder(contentType).contentType).toBe(want);
  });
});

describe('operation methods', () => {
  it('are own methods of the client, one named __proto__ too, each calling the core with its descriptor', async () => {
    // Built with defineProperty since Object.fromEntries (ES2019's lib) left the runtime: an
    // assignment would have made `__proto__` the client's prototype instead of a method.
    const core = { call: async (operation: OperationDescriptor, input: unknown) => [operation.operationId, input] } as unknown as ClientCore;
    const operations = JSON.parse('{"list": {"descriptor": {"operationId": "list"}}, "__proto__": {"descriptor": {"operationId": "proto"}}}') as Record<string, { descriptor: OperationDescriptor }>;
    const client = operationMethods<Record<string, (input?: unknown) => Promise<unknown>>>(core, operations);
    expect(Object.getPrototypeOf(client)).toBe(Object.prototype);
    expect(Object.keys(client)).toEqual(['list', '__proto__']);
    await expect(client['__proto__']!('a')).resolves.toEqual(['proto', 'a']);
    await expect(client['list']!('b')).resolves.toEqual(['list', 'b']);
  });
});

describe('the base URL', () => {
  const answered: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    answered.push(request.url);
    return new Response('{"status":"success","data":1}', { headers: { 'content-type': 'application/json' } });
  };
  const GET_THING: OperationDescriptor = { name: 'getThing', operationId: 'getThing', method: 'get', path: '/things/{id}', result: 'envelope', parseAs: 'json', errors: [], unwrap };

  // The path is appended to the base URL's text: after a `?` it became part of the query, after a
  // `#` part of the fragment, which is never sent, so the call reached the base URL's own
  // resource and resolved with its answer as the operation's data.
  it.each(['https://api.test/v2?tenant=1', 'https://api.test/v2#x', 'https://api.test?'])('%s, with a query or fragment, is refused when the client is made', (baseUrl) => {
    expect(() => createRuntime({ baseUrl, fetch }, {})).toThrow(new TypeError(`baseUrl must be a URL, without "?" or "#" (paths are appended to it): ${baseUrl}`));
  });

  // A red-team pass (2026-11-28): outside a browser such a base URL failed every call with fetch's
  // "Failed to parse URL from api.test/things/1?api_key=SECRET", the query API key in the message.
  it.each(['api.test', 'http://[bad', 'api.test/v2'])('%j, not a URL anywhere, is refused when the client is made, not on each call with the URL quoted', (baseUrl) => {
    expect(() => createRuntime({ baseUrl, fetch }, {})).toThrow(new TypeError(`baseUrl must be a URL, without "?" or "#" (paths are appended to it): ${baseUrl}`));
  });

  // The review of that change: refusing a relative base URL outside a browser broke a server that
  // renders an app's pages, which makes the app's clients at import and calls only from the browser.
  it.each(['', '/v2', './api'])('%j, relative to the page, is taken where the client is made; a call where no page resolves it fails without quoting its query', async (baseUrl) => {
    const runtime = createRuntime({ baseUrl, fetch }, {});
    const error = await runtime.call(GET_THING, { params: { path: { id: '1' }, query: { api_key: 'SECRET' } } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'RequestInputError' });
    expect((error as Error).message).toContain(`${baseUrl}/things/1`);
    expect((error as Error).message).not.toContain('SECRET');
  });

  // A review (2026-11-29): a base URL with a user name and password was taken, every call then
  // failed (fetch refuses a URL holding credentials) and the error quoted the password into logs.
  it.each([
    'https://alice:s3cret@api.test',
    'https://alice:s3cret@api.test/v2/',
    'https://alice@api.test',
    'https://:s3cret@api.test',
    'HTTP://alice:s3cret@api.test',
    'https:alice:s3cret@api.test',
    'https:\\\\alice:s3cret@api.test',
    '//alice:s3cret@api.test/v2',
    'https://alice:s3cret@[bad',
    'https://alice:s3cret@api.test/v2?tenant=1',
    'alice:s3cret@api.test',
    'user_name:s3cret@api.test',
    'alice@api.test',
  ])('%j, holding a user name or password, is refused when the client is made without quoting them', (baseUrl) => {
    const error = (() => {
      try {
        createRuntime({ baseUrl, fetch }, {});
      } catch (caught) {
        return caught as Error;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(TypeError);
    expect(error?.message).toBe('baseUrl must be a URL, without username or password: send them by auth or an Authorization header');
    expect(error?.message).not.toMatch(/s3cret|alice/);
  });

  it.each(['https://api.test/@me', 'https://api.test/v2/@me/', '/@me', './@me', 'https://api.test:8443/v2'])('%j, with an @ only in its path, is taken', (baseUrl) => {
    expect(() => createRuntime({ baseUrl, fetch }, {})).not.toThrow();
  });

  it('with a mount path and a trailing slash has the operation\'s path appended', async () => {
    await expect(createRuntime({ baseUrl: 'https://api.test/v2/', fetch }, {}).call(GET_THING, { params: { path: { id: 'a?b#c' } } })).resolves.toBe(1);
    expect(answered).toEqual(['https://api.test/v2/things/a%3Fb%23c']);
  });
});

// A red-team pass (2026-11-28): an operation offered as JSON and XML sent fetch's `Accept: */*`,
// and a server free to choose (Spring with jackson-dataformat-xml) answered XML, refused as "not JSON".
describe('the Accept header', () => {
  const negotiating = (seen: (string | null)[]) => async (request: Request) => {
    const accept = request.headers.get('accept');
    seen.push(accept);
    return accept?.startsWith('application/json')
      ? new Response('{"id":"1"}', { headers: { 'content-type': 'application/json' } })
      : new Response('<thing><id>1</id></thing>', { headers: { 'content-type': 'application/xml' } });
  };
  const GET_THING: OperationDescriptor = { name: 'getThing', operationId: 'getThing', method: 'get', path: '/things', result: 'body', parseAs: 'json', errors: [], accept: 'application/json, */*;q=0.1' };

  it('asks for what the operation reads, so a server choosing by it answers that', async () => {
    const seen: (string | null)[] = [];
    await expect(createRuntime({ baseUrl: 'https://api.test', fetch: negotiating(seen) }, {}).call(GET_THING, undefined)).resolves.toEqual({ id: '1' });
    expect(seen).toEqual(['application/json, */*;q=0.1']);
  });

  it('gives way to an Accept of the client\'s headers and of the call\'s', async () => {
    const seen: (string | null)[] = [];
    const runtime = createRuntime({ baseUrl: 'https://api.test', fetch: negotiating(seen), headers: { accept: 'application/json' } }, {});
    await runtime.call(GET_THING, undefined);
    await runtime.call(GET_THING, undefined, { headers: { Accept: 'application/xml' } }).catch(() => undefined);
    await createRuntime({ baseUrl: 'https://api.test', fetch: negotiating(seen) }, {}).call({ ...GET_THING, accept: undefined }, undefined).catch(() => undefined);
    // No Accept of its own without one in the descriptor: fetch then asks for `*/*`.
    expect(seen).toEqual(['application/json', 'application/xml', null]);
  });
});

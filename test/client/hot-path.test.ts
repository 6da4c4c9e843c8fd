/**
 * The client's fast paths, against a stubbed fetch (no server): what each attempt of a retried
 * call sends (the request itself, a new Request or a clone), that a call with no timeout and no
 * caller signal hands the Request no signal, and that timeouts and caller signals still reach the
 * Request when they are set.
 */
import { describe, expect, it } from 'vitest';
import { bodyEncoder, createRuntime, RequestTimeoutError, textByCharset, unwrap, type OperationDescriptor } from '../../generators/runtime/client-runtime.js';
import { retryingFetch } from '../../generators/runtime/client/retry.js';

const FAST = { retries: 2, baseDelayMs: 1, maxDelayMs: 5 };
const BUSY = () => new Response('{"status":"error","error":"busy","code":"unavailable"}', { status: 503 });
const OK = () => new Response('{"status":"success","data":{"ok":true}}', { status: 200, headers: { 'content-type': 'application/json' } });

/** A fetch that answers `replies` in order (a thrown value is a network failure) and records what it got. */
function scripted(...replies: (() => Response | Error)[]) {
  const seen: Request[] = [];
  const bodies: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    seen.push(request);
    bodies.push(request.body === null ? '' : await request.text());
    const reply = replies[seen.length - 1] ?? OK;
    const value = reply();
    if (value instanceof Error) throw value;
    return value;
  };
  return { fetch, seen, bodies };
}

describe('what each attempt sends', () => {
  it('a body-less request: the request itself first, then a new one with the headers as built', async () => {
    const stub = scripted(BUSY, () => new TypeError('fetch failed'));
    const request = new Request('http://api.test/v1/things/1?x=1', { headers: { Authorization: 'Bearer t', 'X-Trace': 'a' } });
    const attempts = { count: 0 };
    // A fetch that changes the Request it gets: the change must not leak into the next attempt.
    const mutating = (sent: Request) => {
      sent.headers.append('X-Trace', 'added');
      return stub.fetch(sent);
    };
    const response = await retryingFetch({ fetch: mutating, policy: FAST, attempts })(request);
    expect(response.status).toBe(200);
    expect(attempts.count).toBe(3);
    expect(stub.seen[0]).toBe(request);
    expect(new Set(stub.seen).size).toBe(3);
    for (const sent of stub.seen) {
      expect(sent.method).toBe('GET');
      expect(sent.url).toBe('http://api.test/v1/things/1?x=1');
      expect(sent.headers.get('authorization')).toBe('Bearer t');
    }
    expect(stub.seen.map((sent) => sent.headers.get('x-trace'))).toEqual(['a, added', 'a, added', 'a, added']);
  });

  it('a PUT with a body re-sends the same body each time: clones first, the original last', async () => {
    const stub = scripted(() => new TypeError('fetch failed'), BUSY);
    const request = new Request('http://api.test/v1/things/1', { method: 'PUT', body: '{"name":"Gear"}', headers: { 'Content-Type': 'application/json' } });
    const response = await retryingFetch({ fetch: stub.fetch, policy: FAST, attempts: { count: 0 } })(request);
    expect(response.status).toBe(200);
    expect(stub.bodies).toEqual(['{"name":"Gear"}', '{"name":"Gear"}', '{"name":"Gear"}']);
    expect(stub.seen[0]).not.toBe(request);
    expect(stub.seen[1]).not.toBe(request);
    expect(stub.seen[2]).toBe(request);
    expect(stub.seen.map((sent) => sent.headers.get('content-type'))).toEqual(Array(3).fill('application/json'));
  });

  it('a request that can be sent only once (a POST, or retries off) is sent as it is, body and all', async () => {
    for (const [method, policy] of [['POST', FAST], ['PUT', { ...FAST, retries: 0 }]] as const) {
      const stub = scripted(BUSY);
      const request = new Request('http://api.test/v1/things', { method, body: 'payload' });
      const response = await retryingFetch({ fetch: stub.fetch, policy, attempts: { count: 0 } })(request);
      expect(response.status).toBe(503);
      expect(stub.seen).toEqual([request]);
      expect(stub.bodies).toEqual(['payload']);
    }
  });

  it('without a signal, retry waits still happen and network errors still end the call', async () => {
    const stub = scripted(...Array(3).fill(() => new TypeError('fetch failed')));
    const attempts = { count: 0 };
    const failing = retryingFetch({ fetch: stub.fetch, policy: FAST, attempts })(new Request('http://api.test/x'));
    await expect(failing).rejects.toThrow('fetch failed');
    expect(attempts.count).toBe(3);
  });
});

const GET_THING: OperationDescriptor = {
  name: 'getThing',
  operationId: 'getThing',
  method: 'get',
  path: '/v1/things/{id}',
  result: 'envelope',
  parseAs: 'json',
  errors: [],
  unwrap,
};

const SAVE_THING: OperationDescriptor = { ...GET_THING, name: 'saveThing', operationId: 'saveThing', method: 'post' };

/** A fetch that answers after `ms` unless the Request's signal aborts first. */
function slowFetch(ms: number, seen: Request[]) {
  return (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      seen.push(request);
      const timer = setTimeout(() => resolve(OK()), ms);
      request.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(request.signal.reason);
      });
    });
}

describe('signals on the Request', () => {
  it('a call with no timeout and no caller signal resolves, and nothing aborts its Request', async () => {
    const seen: Request[] = [];
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: slowFetch(1, seen) }, {});
    await expect(runtime.call(GET_THING, { params: { path: { id: 7 } } })).resolves.toEqual({ ok: true });
    expect(seen[0]?.url).toBe('http://api.test/v1/things/7');
    expect(seen[0]?.signal.aborted).toBe(false);
  });

  it('a timeout still aborts the Request in flight, with RequestTimeoutError', async () => {
    const seen: Request[] = [];
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: slowFetch(5000, seen), timeoutMs: 30 }, {});
    const started = Date.now();
    await expect(runtime.call(GET_THING, { params: { path: { id: 7 } } })).rejects.toBeInstanceOf(RequestTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen[0]?.signal.aborted).toBe(true);
  });

  it('a caller signal still aborts the Request in flight, with its reason', async () => {
    const seen: Request[] = [];
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: slowFetch(5000, seen) }, {});
    const controller = new AbortController();
    setTimeout(() => controller.abort('left the page'), 20);
    await expect(runtime.call(SAVE_THING, { params: { path: { id: 7 } }, body: { a: 1 } }, { signal: controller.signal })).rejects.toBe('left the page');
    expect(seen[0]?.signal.aborted).toBe(true);
  });

  it('a POST body reaches the fetch once, as JSON', async () => {
    const stub = scripted();
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: stub.fetch }, {});
    await runtime.call(SAVE_THING, { params: { path: { id: 7 } }, body: { a: 1 } });
    expect(stub.bodies).toEqual(['{"a":1}']);
    expect(stub.seen[0]?.headers.get('content-type')).toBe('application/json');
  });
});

describe('each 2xx is read its own way (OperationDescriptor.successes)', () => {
  /** A fetch answering each call with the next of `answers`. */
  function answering(...answers: (() => Response)[]) {
    return async () => answers.shift()!();
  }
  const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  // Until 2026-11-28 every 2xx was read the success response's way: the plain 203 and the 204 of
  // an enveloped call rejected with EnvelopeError, a text 203 of a JSON call with ResponseBodyError.
  it('an enveloped call unwraps its envelopes, resolves a plain 203 whole and a documented 204 with undefined', async () => {
    const operation: OperationDescriptor = { ...SAVE_THING, successes: { 203: { result: 'body', parseAs: 'json' }, 204: { result: 'empty', parseAs: 'json' } } };
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: answering(json(200, { status: 'success', data: { id: 1 } }), json(203, { cached: true }), () => new Response(null, { status: 204 })) }, {});
    const call = () => runtime.call(operation, { params: { path: { id: 7 } }, body: {} });
    expect(await call()).toEqual({ id: 1 });
    expect(await call()).toEqual({ cached: true });
    expect(await call()).toBeUndefined();
  });

  it('a plain JSON call reads a text 203 as a string, unwraps an enveloped 202, and reads other statuses its own way', async () => {
    const operation: OperationDescriptor = { ...SAVE_THING, result: 'body', successes: { 202: { result: 'envelope', parseAs: 'json' }, 203: { result: 'body', parseAs: 'text' } } };
    const text = () => new Response('moved on', { status: 203, headers: { 'content-type': 'text/plain' } });
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: answering(json(200, { id: 1 }), json(202, { status: 'success', data: { job: 2 } }), text, json(201, { id: 3 })) }, {});
    const call = () => runtime.call(operation, { params: { path: { id: 7 } }, body: {} });
    expect(await call()).toEqual({ id: 1 });
    expect(await call()).toEqual({ job: 2 });
    expect(await call()).toBe('moved on');
    expect(await call()).toEqual({ id: 3 });
  });

  // An attack (2026-11-28): with textByCharset named for a text 201, a bytes 202 was read as text too.
  it('reads a bytes 2xx as a Blob although the operation names a text reader for another 2xx', async () => {
    const operation: OperationDescriptor = { ...SAVE_THING, result: 'body', textByCharset, successes: { 201: { result: 'body', parseAs: 'text' }, 202: { result: 'body', parseAs: 'blob' } } };
    const bytes = () => new Response(new Uint8Array([0xff, 0x00]), { status: 202, headers: { 'content-type': 'application/octet-stream' } });
    const text = () => new Response('caf\u00e9', { status: 201, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: answering(bytes, text) }, {});
    const call = () => runtime.call(operation, { params: { path: { id: 7 } }, body: {} });
    const blob = await call();
    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await (blob as Blob).arrayBuffer())]).toEqual([0xff, 0x00]);
    expect(await call()).toBe('caf\u00e9');
  });

  it('a `2XX` range gives the way for statuses not listed', async () => {
    const operation: OperationDescriptor = { ...SAVE_THING, result: 'body', successes: { '2XX': { result: 'body', parseAs: 'text' } } };
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: answering(() => new Response('{"not":"parsed"}', { status: 206 })) }, {});
    expect(await runtime.call(operation, { params: { path: { id: 7 } }, body: {} })).toBe('{"not":"parsed"}');
  });
});

describe('body encoders come from the operation', () => {
  const CREATE_FORM: OperationDescriptor = { ...SAVE_THING, name: 'createForm', operationId: 'createForm', path: '/v1/forms', requestContentType: 'application/x-www-form-urlencoded' };

  it('a form body is encoded by the encoder its descriptor names', async () => {
    const stub = scripted();
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: stub.fetch }, {});
    await runtime.call({ ...CREATE_FORM, bodyEncoder }, { body: { name: 'a b', tags: [1, 2] } });
    expect(stub.bodies).toEqual(['name=a+b&tags%5B0%5D=1&tags%5B1%5D=2']);
    expect(stub.seen[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('without one, such a body is refused before anything is sent, saying to regenerate', async () => {
    const stub = scripted();
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: stub.fetch }, {});
    await expect(runtime.call(CREATE_FORM, { body: { name: 'x' } })).rejects.toThrow(/createForm: its descriptor lacks OperationDescriptor\.bodyEncoder, which this call needs \(regenerate client\.ts\)/);
    expect(stub.seen).toEqual([]);
  });
});

describe('a session rule from an older client.ts', () => {
  // Before the rule moved to runtime/client/session.ts (decision 0031), a login's descriptor named
  // it as text with the token's property beside it; that descriptor failed with "operation.session
  // is not a function" once it met this runtime.
  it('is refused before anything is sent, saying to regenerate', async () => {
    const stub = scripted();
    const runtime = createRuntime({ baseUrl: 'http://api.test', fetch: stub.fetch }, {});
    const login = { ...SAVE_THING, name: 'login', operationId: 'login', path: '/v1/login', session: 'login', tokenProperty: 'token' } as unknown as OperationDescriptor;
    await expect(runtime.call(login, { body: { username: 'u', password: 'p' } })).rejects.toThrow(/login: its descriptor lacks OperationDescriptor\.session as a function, which this call needs \(regenerate client\.ts\)/);
    expect(stub.seen).toEqual([]);
  });
});

/**
 * The failures a generated server answers itself, in the document's own error shape, over real
 * HTTP: a pet store whose errors are `{code: integer, message}` gets exactly that for 400, 401,
 * 404, 413 and 500 (not our `{status, error, code}`); a document that declares no error body gets
 * RFC 9457 problem details; the `formatProblem` hook can change either.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, loadServerRuntime, removeApi, startApi, type RunningApi } from '../support/generated-api.js';
import { rawExchange as exchange, rawJsonBody as bodyOf, rawRequest } from './helpers/raw-http.js';

const PETSTORE = fileURLToPath(new URL('./fixtures/petstore.yaml', import.meta.url));
const NO_ERROR_SCHEMA = fileURLToPath(new URL('./fixtures/no-error-schema.yaml', import.meta.url));
const INTERNAL = 'Internal server error; the request id is in the X-Request-Id header';

const petHandlers = {
  listPets: () => ({ status: 200, data: [{ id: 1, name: 'Rex' }] }),
  createPets: () => ({ status: 201 }),
  showPetById: ({ path }: { path: { petId: string } }) => {
    if (path.petId === 'boom') throw new Error('database is down');
    return path.petId === '7' ? { status: 404, data: { code: 404, message: 'no pet 7' } } : { status: 200, data: { id: 1, name: 'Rex' } };
  },
};
const petAuthenticate = ([credential]: readonly { value: string }[]) => (credential?.value === 'secret' ? { name: 'keeper' } : undefined);

async function answer(api: RunningApi, path: string, init: RequestInit = {}): Promise<{ status: number; type: string | null; body: unknown; challenge: string | null }> {
  const response = await fetch(`${api.baseUrl}${path}`, init);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json(), challenge: response.headers.get('www-authenticate') };
}

function portOf(api: RunningApi): number {
  return Number(new URL(api.baseUrl).port);
}

/** Bytes that are not HTTP at all: answered by the server's client-error handler, before any route. */
function garbage(port: number): Promise<string> {
  return exchange(port, 'NOT HTTP AT ALL\r\n\r\n');
}

describe('a pet store with its own error schema {code: integer, message}', () => {
  let out: string;
  let api: RunningApi;
  beforeAll(async () => {
    out = await generateApi(PETSTORE, 'petstore-errors');
    api = await startApi(out, { handlers: petHandlers, authenticate: petAuthenticate, bodyLimit: 200 });
  }, 240_000);
  afterAll(async () => {
    await api?.close();
    if (out !== undefined) removeApi(out);
  });

  it('answers a malformed request 400 in its shape', async () => {
    expect(await answer(api, '/pets?limit=many')).toMatchObject({ status: 400, type: 'application/json; charset=utf-8', body: { code: 400, message: 'query parameter limit must be integer' } });
    expect((await answer(api, '/pets?limit=101')).body).toEqual({ code: 400, message: 'query parameter limit must be <= 100' });
  });

  it('answers missing and wrong credentials 401 in its shape', async () => {
    const post = (headers: Record<string, string>) => answer(api, '/pets', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"id":2,"name":"Tom"}' });
    expect(await post({})).toMatchObject({ status: 401, body: { code: 401, message: 'authentication required: send the header api_key' } });
    expect(await post({ api_key: 'guess' })).toMatchObject({ status: 401, body: { code: 401, message: 'credentials are invalid, expired or revoked; log in again or use another key' } });
    expect((await fetch(`${api.baseUrl}/pets`, { method: 'POST', headers: { 'content-type': 'application/json', api_key: 'secret' }, body: '{"id":2,"name":"Tom"}' })).status).toBe(201);
  });

  it('answers an unknown route and a malformed URL in its shape', async () => {
    expect(await answer(api, '/owners')).toMatchObject({ status: 404, body: { code: 404, message: 'no operation at GET "/owners"' } });
    // A path it serves, under a method it does not: 405 with the methods it takes, in the same shape.
    const deleted = await fetch(`${api.baseUrl}/pets/1`, { method: 'DELETE' });
    expect([deleted.status, deleted.headers.get('allow'), await deleted.json()]).toEqual([405, 'GET, HEAD', { code: 405, message: 'no operation at DELETE "/pets/1"; this path takes GET, HEAD' }]);
    const raw = await rawRequest(portOf(api), { method: 'GET', path: '/pets/%', headers: {} });
    expect([raw.status, JSON.parse(raw.body)]).toEqual([400, { code: 400, message: 'URL is not valid percent-encoding; encode path segments with encodeURIComponent' }]);
  });

  it('answers a body over the limit 413 and a handler that throws 500, in its shape', async () => {
    const big = await answer(api, '/pets', { method: 'POST', headers: { 'content-type': 'application/json', api_key: 'secret' }, body: JSON.stringify({ id: 1, name: 'x'.repeat(500) }) });
    expect(big).toMatchObject({ status: 413, body: { code: 413 } });
    expect(await answer(api, '/pets/boom')).toMatchObject({ status: 500, body: { code: 500, message: INTERNAL } });
  });

  it('sends what a handler returns for its own errors', async () => {
    expect(await answer(api, '/pets/7')).toMatchObject({ status: 404, body: { code: 404, message: 'no pet 7' } });
  });

  it('answers unparsable HTTP in its shape too', async () => {
    const text = await garbage(portOf(api));
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ code: 400, message: 'request could not be parsed as HTTP' });
  });

  it('answers an expectation it cannot meet 417 in its shape, and still continues a 100-continue request', async () => {
    const port = portOf(api);
    const bogus = await exchange(port, 'GET /pets HTTP/1.1\r\nHost: pets\r\nExpect: bogus\r\nConnection: close\r\n\r\n');
    expect(bogus).toMatch(/^HTTP\/1\.1 417 Expectation Failed\r\n(.+\r\n)*Content-Type: application\/json; charset=utf-8\r\n/i);
    expect(bodyOf(bogus)).toEqual({ code: 417, message: 'Expect "bogus" cannot be met; send no Expect header, or Expect: 100-continue' });
    const pet = '{"id":2,"name":"Tom"}';
    const head = `POST /pets HTTP/1.1\r\nHost: pets\r\nApi_key: secret\r\nContent-Type: application/json\r\nContent-Length: ${pet.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`;
    const created = await exchange(port, head, pet);
    expect(created).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 Created\r\n/);
  });

  it('answers CONNECT 501 in its shape instead of closing the connection without a word (it is no proxy)', async () => {
    const answer = await exchange(portOf(api), 'CONNECT pets.example:443 HTTP/1.1\r\nHost: pets.example:443\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 501 Not Implemented\r\n(.+\r\n)*content-type: application\/json; charset=utf-8\r\n/i);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(bodyOf(answer)).toEqual({ code: 501, message: 'CONNECT "pets.example:443" is not served: this server is not a proxy' });
  });

  it('answers an HTTP/1.1 request without Host 400 in its shape; HTTP/1.0 needs none', async () => {
    const port = portOf(api);
    const hostless = await exchange(port, 'GET /pets HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(hostless).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n(.+\r\n)*Content-Type: application\/json; charset=utf-8\r\n/i);
    expect(bodyOf(hostless)).toEqual({ code: 400, message: 'an HTTP/1.1 request must have a Host header; send Host' });
    expect(await exchange(port, 'GET /pets HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('answers an HTTP/1.1 request whose Host is empty 400 in its shape, unless its target is in absolute form', async () => {
    const port = portOf(api);
    const message = 'the Host header is empty; send the host name (and port) of the server in Host';
    for (const host of ['Host:', 'Host:   ']) {
      const empty = await exchange(port, `GET /pets HTTP/1.1\r\n${host}\r\nConnection: close\r\n\r\n`);
      expect([empty.split('\r\n')[0], bodyOf(empty)], host).toEqual(['HTTP/1.1 400 Bad Request', { code: 400, message }]);
    }
    // The target names the authority (RFC 9112 §3.2.2); HTTP/1.0 needs no Host at all.
    expect(await exchange(port, 'GET http://pets.example/pets HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(await exchange(port, 'GET /pets HTTP/1.0\r\nHost:\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });

  it('answers a Host that is not a host name with an optional port 400 in its shape (RFC 9112 §3.2); valid ones pass', async () => {
    const port = portOf(api);
    for (const host of ['a b', 'pets/x', 'user@pets', 'pets:80x', 'pets:80:81', '[::1', 'p%zz', 'pets\\x']) {
      const answer = await exchange(port, `GET /pets HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect([answer.split('\r\n')[0], (bodyOf(answer) as { message: string }).message], host).toEqual(['HTTP/1.1 400 Bad Request', expect.stringContaining(`the Host header ${JSON.stringify(host)} is not a host name`)]);
    }
    for (const host of ['pets', 'pets:8080', 'pets:', '127.0.0.1:1', '[::1]:8080', '[fe80::1%25eth0]', 'xn--bcher-kva.example', 'a%41b', "a!$&'()*+,;=b"]) {
      expect(await exchange(port, `GET /pets HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), host).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    }
  });

  it('answers a request with two Host headers 400 in its shape, as RFC 9112 §3.2 requires (Node keeps the first)', async () => {
    const twice = await exchange(portOf(api), 'GET /pets HTTP/1.1\r\nHost: pets\r\nhost: elsewhere\r\nConnection: close\r\n\r\n');
    expect([twice.split('\r\n')[0], bodyOf(twice)]).toEqual(['HTTP/1.1 400 Bad Request', { code: 400, message: 'a request must have one Host header; send one' }]);
  });
});

describe('a document that declares no error body', () => {
  let out: string;
  let api: RunningApi;
  beforeAll(async () => {
    out = await generateApi(NO_ERROR_SCHEMA, 'no-error-schema');
    const { HttpProblem } = await loadServerRuntime(out);
    api = await startApi(out, {
      handlers: {
        readCounter: () => ({ status: 200, data: { value: 3 } }),
        setCounter: () => {
          throw new Error('disk full');
        },
      },
      authenticate: ([credential]: readonly { value: string }[]) => {
        if (credential?.value === 'reader') throw new HttpProblem(403, 'forbidden', 'this token may only read counters');
        return credential?.value === 'ok' ? {} : undefined;
      },
      bodyLimit: 100,
    });
  }, 240_000);
  afterAll(async () => {
    await api?.close();
    if (out !== undefined) removeApi(out);
  });

  const PROBLEM = 'application/problem+json; charset=utf-8';

  it('answers RFC 9457 problem details (application/problem+json)', async () => {
    expect(await answer(api, '/counters/hits')).toEqual({
      status: 401,
      type: PROBLEM,
      challenge: 'Bearer',
      body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'authentication required: send Authorization: Bearer <token>', code: 'unauthenticated' },
    });
    expect(await answer(api, '/counters/HITS', { headers: { authorization: 'Bearer ok' } })).toMatchObject({
      status: 400,
      type: PROBLEM,
      body: { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'path parameter name must match pattern "^[a-z]+$"', code: 'invalid_request' },
    });
    expect(await answer(api, '/nowhere')).toMatchObject({ status: 404, type: PROBLEM, body: { title: 'Not Found', status: 404, code: 'not_found' } });
    expect(await answer(api, '/counters/hits', { method: 'POST' })).toMatchObject({ status: 405, type: PROBLEM, body: { title: 'Method Not Allowed', status: 405, code: 'method_not_allowed' } });
  });

  it('answers 403, 413 and 500 with problem details as well', async () => {
    const put = (token: string, body: string) => answer(api, '/counters/hits', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
    expect(await put('reader', '{"value":1}')).toMatchObject({ status: 403, type: PROBLEM, body: { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'this token may only read counters', code: 'forbidden' } });
    expect(await put('ok', JSON.stringify({ value: 1, pad: 'x'.repeat(200) }))).toMatchObject({ status: 413, type: PROBLEM, body: { type: 'about:blank', title: 'Payload Too Large', status: 413 } });
    expect(await put('ok', '{"value":1}')).toMatchObject({ status: 500, type: PROBLEM, body: { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: INTERNAL } });
  });

  it('answers unparsable HTTP with problem details too', async () => {
    const text = await garbage(portOf(api));
    expect(text).toMatch(/Content-Type: application\/problem\+json; charset=utf-8\r\n/);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400, code: 'invalid_request' });
  });
});

describe('the formatProblem hook', () => {
  let out: string;
  let api: RunningApi;
  const seen: unknown[] = [];
  beforeAll(async () => {
    out = await generateApi(PETSTORE, 'petstore-hook');
    api = await startApi(out, {
      handlers: petHandlers,
      authenticate: petAuthenticate,
      formatProblem: (problem: { status: number; code: string }, context: { standard: { body: object }; route?: { operationId: string } }) => {
        seen.push([problem.code, context.route?.operationId, context.standard.body]);
        return { contentType: 'application/vnd.pets.error+json', body: { ...context.standard.body, reason: problem.code } };
      },
    });
  }, 240_000);
  afterAll(async () => {
    await api?.close();
    if (out !== undefined) removeApi(out);
  });

  it('gets the problem, the operation and the standard body, and decides what is sent', async () => {
    expect(await answer(api, '/pets?limit=many')).toMatchObject({
      status: 400,
      type: 'application/vnd.pets.error+json; charset=utf-8',
      body: { code: 400, message: 'query parameter limit must be integer', reason: 'invalid_request' },
    });
    expect(seen).toEqual([['invalid_request', 'listPets', { code: 400, message: 'query parameter limit must be integer' }]]);
  });
});

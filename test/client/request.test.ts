/**
 * The runtime builds requests and reads answers with openapi-fetch's serialisers instead of its
 * client (decision 0031). Each case here goes through both, and what reaches `fetch` (URL,
 * method, headers, body, redirect mode) and what the call resolves with must be the same. The
 * path is written by the runtime itself (path-params.ts, as openapi-fetch writes a plain value; the
 * declared styles openapi-fetch never reads are path-styles.test.ts's), then handed to buildRequest.
 */
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { writtenPath } from '../../generators/runtime/client/path-params.js';
import { buildRequest, readOutcome, withoutTrailingSlash, type RequestParts } from '../../generators/runtime/client/request.js';

interface Case {
  readonly label: string;
  readonly method: string;
  readonly path: string;
  readonly params?: { readonly [location: string]: unknown };
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
}

const BASE = 'http://api.test/prefix/';

const CASES: readonly Case[] = [
  { label: 'a path parameter and no query', method: 'GET', path: '/things/{id}', params: { path: { id: 'a b/c' } } },
  {
    label: 'query scalars, arrays, objects, nulls and an empty array',
    method: 'GET',
    path: '/things',
    params: { query: { q: 'x y', tags: ['a', 'b&c'], filter: { kind: 'k', n: 2 }, skip: null, none: undefined, empty: [] } },
  },
  { label: 'header parameters over the given headers', method: 'GET', path: '/h', params: { header: { 'X-Trace': 't1', 'X-Skip': undefined } }, headers: { 'x-trace': 't0', Accept: 'application/json' } },
  { label: 'a JSON body', method: 'POST', path: '/things', body: { name: 'n', list: [1, 2] }, headers: { Authorization: 'Bearer t' } },
  { label: 'a body with a form Content-Type given as a header', method: 'POST', path: '/forms', body: { a: '1', b: 'x y' }, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
  { label: 'a null body', method: 'PUT', path: '/things/1', body: null },
];

async function describeRequest(request: Request): Promise<unknown> {
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: request.body === null ? null : await request.text(),
    redirect: request.redirect,
  };
}

async function viaOpenapiFetch(entry: Case): Promise<unknown> {
  let seen: Request | undefined;
  const client = createClient({ baseUrl: BASE, fetch: async (request: Request) => ((seen = request), new Response('{}', { status: 200 })) });
  await client.request(entry.method.toLowerCase() as 'get', entry.path as never, { params: entry.params, headers: entry.headers, body: entry.body } as never);
  return describeRequest(seen!);
}

async function viaRuntime(entry: Case): Promise<unknown> {
  const parts: RequestParts = {
    baseUrl: withoutTrailingSlash(BASE),
    method: entry.method,
    path: writtenPath({ operationId: 'case', path: entry.path }, entry.params?.['path']),
    params: entry.params,
    headers: entry.headers ?? {},
    body: entry.body,
    bodySerializer: undefined,
    credentials: undefined,
    signal: undefined,
  };
  return describeRequest(buildRequest(parts));
}

describe('requests as openapi-fetch builds them', () => {
  it.each(CASES.map((entry) => [entry.label, entry] as const))('%s', async (_label, entry) => {
    expect(await viaRuntime(entry)).toEqual(await viaOpenapiFetch(entry));
  });

  it('sets credentials and a signal only when given', () => {
    const parts: RequestParts = { baseUrl: 'http://api.test', method: 'GET', path: '/x', params: undefined, headers: {}, body: undefined, bodySerializer: undefined, credentials: undefined, signal: undefined };
    expect(buildRequest(parts).signal.aborted).toBe(false);
    const controller = new AbortController();
    const request = buildRequest({ ...parts, credentials: 'include', signal: controller.signal });
    controller.abort();
    expect(request.credentials).toBe('include');
    expect(request.signal.aborted).toBe(true);
  });
});

interface Answer {
  readonly label: string;
  readonly method: string;
  readonly parseAs: 'json' | 'text' | 'blob';
  readonly response: () => Response;
}

const ANSWERS: readonly Answer[] = [
  { label: 'JSON with a length', method: 'GET', parseAs: 'json', response: () => new Response('{"a":1}', { headers: { 'Content-Length': '7' } }) },
  { label: 'JSON without a length', method: 'GET', parseAs: 'json', response: () => new Response('[1,2]') },
  { label: 'an empty body without a length', method: 'GET', parseAs: 'json', response: () => new Response('') },
  { label: '204', method: 'DELETE', parseAs: 'json', response: () => new Response(null, { status: 204 }) },
  { label: 'HEAD', method: 'HEAD', parseAs: 'json', response: () => new Response(null, { status: 200 }) },
  { label: 'a zero length', method: 'GET', parseAs: 'json', response: () => new Response(null, { status: 200, headers: { 'Content-Length': '0' } }) },
  { label: 'text', method: 'GET', parseAs: 'text', response: () => new Response('plain') },
  { label: 'an error body in JSON', method: 'GET', parseAs: 'json', response: () => new Response('{"code":"x"}', { status: 404 }) },
  { label: 'an error body in text', method: 'GET', parseAs: 'json', response: () => new Response('not json', { status: 500 }) },
  { label: 'an empty error', method: 'GET', parseAs: 'json', response: () => new Response(null, { status: 401, headers: { 'Content-Length': '0' } }) },
];

describe('answers read as openapi-fetch reads them', () => {
  it.each(ANSWERS.map((entry) => [entry.label, entry] as const))('%s', async (_label, entry) => {
    const client = createClient({ baseUrl: 'http://api.test', fetch: async () => entry.response() });
    const theirs = await client.request(entry.method.toLowerCase() as 'get', '/x' as never, { parseAs: entry.parseAs } as never);
    const ours = await readOutcome(entry.response(), entry.method, entry.parseAs, 'op');
    const view = (outcome: { data?: unknown; error?: unknown; response: Response }) => ({ data: outcome.data, error: outcome.error, hasData: 'data' in outcome, hasError: 'error' in outcome, status: outcome.response.status });
    expect(view(ours)).toEqual(view(theirs as never));
  });
});

describe('an empty error body', () => {
  // A declared error without content is typed `body: undefined`; a chunked empty answer (Node's
  // `res.writeHead(404); res.end()` sends one) must read so too, not as openapi-fetch's ''.
  it.each([
    ['chunked, no length', () => new Response('', { status: 404 })],
    ['a zero length', () => new Response(null, { status: 404, headers: { 'Content-Length': '0' } })],
  ] as const)('%s reads as undefined', async (_label, response) => {
    const outcome = await readOutcome(response(), 'GET', 'json', 'op');
    expect(outcome).toMatchObject({ error: undefined });
    expect('error' in outcome).toBe(true);
  });
});

/**
 * Query parameters sent by their declared style, end to end: a client generated from a small
 * document calls a server built from the same document (as generated/server.ts builds it, over
 * real HTTP), and both what went over the wire and what the server's handler was given are
 * checked. The client used openapi-fetch's default for every operation, repeated keys for lists
 * and `name[member]=…` for objects, whatever the document declared, so a server that reads the
 * declared styles (ours, decisions/0017, or any that follows OpenAPI) refused or misread them.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createQuerySerializer } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClient, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { loadClient, type ClientMethod } from './helpers/load-client.js';
import { documentApp, type DocumentApp } from '../server/helpers/document-app.js';
import { appBundle } from '../../scripts/bench/client-size.js';
import { document } from '../server/helpers/generated-server.js';

const OK = `responses: {"200": {description: ok, content: {application/json: {schema: {}}}}}`;

const DOCUMENT = document(`  /form-object:
    get:
      operationId: formObject
      parameters:
        - {name: filter, in: query, required: true, schema: {type: object, required: [color], properties: {color: {type: string}, size: {type: integer}}, additionalProperties: false}}
        - {name: limit, in: query, schema: {type: integer}}
      ${OK}
  /open-object:
    get:
      operationId: openObject
      parameters:
        - {name: extra, in: query, schema: {type: object, additionalProperties: {type: string}}}
      ${OK}
  /joined-list:
    get:
      operationId: joinedList
      parameters:
        - {name: ids, in: query, explode: false, schema: {type: array, items: {type: integer}}}
        - {name: names, in: query, style: form, explode: false, schema: {type: array, items: {type: string}}}
      ${OK}
  /pipe-list:
    get:
      operationId: pipeList
      parameters:
        - {name: tags, in: query, style: pipeDelimited, schema: {type: array, items: {type: string}}}
      ${OK}
  /space-list:
    get:
      operationId: spaceList
      parameters:
        - {name: words, in: query, style: spaceDelimited, explode: false, schema: {type: array, items: {type: string}}}
      ${OK}
  /joined-object:
    get:
      operationId: joinedObject
      parameters:
        - {name: point, in: query, explode: false, schema: {type: object, properties: {x: {type: integer}, label: {type: string}}, additionalProperties: false}}
      ${OK}
  /default-only:
    get:
      operationId: defaultOnly
      parameters:
        - {name: q, in: query, schema: {type: string}}
        - {name: page, in: query, schema: {type: integer}}
        - {name: tags, in: query, schema: {type: array, items: {type: string}}}
        - {name: meta, in: query, style: deepObject, explode: true, schema: {type: object, additionalProperties: {type: string}}}
      ${OK}
  /reserved:
    get:
      operationId: reserved
      parameters:
        - {name: next, in: query, allowReserved: true, schema: {type: string}}
        - {name: back, in: query, schema: {type: string}}
      ${OK}`);

let served: DocumentApp;
let outDir: string;
let call: (operation: string, query: Record<string, unknown>) => Promise<{ readonly search: string; readonly query: unknown }>;

beforeAll(async () => {
  outDir = scratchDir('query-styles');
  const spec = path.join(outDir, 'openapi.yaml');
  writeFileSync(spec, DOCUMENT);
  await generateClient(spec, path.join(outDir, 'client'));
  served = await documentApp('query-styles', DOCUMENT);
  await served.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = served.app.server.address() as AddressInfo;
  const searches: string[] = [];
  const { createApiClient } = await loadClient(path.join(outDir, 'client'));
  const client = createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    retry: false,
    fetch: (request: Request) => {
      searches.push(new URL(request.url).search);
      return globalThis.fetch(request);
    },
  });
  call = async (operation, query) => {
    const method = client[operation] as ClientMethod;
    const answer = (await method({ params: { query } })) as { query: unknown };
    return { search: searches.at(-1)!, query: answer.query };
  };
}, 120_000);

afterAll(async () => {
  await served?.app.close();
  removeScratchDirs();
});

describe('query parameters in their declared style, client to server', () => {
  it('writes an object in the default style (form, exploded) as its members, which the server gathers', async () => {
    expect(await call('formObject', { filter: { color: 'red', size: 10 }, limit: 5 })).toEqual({
      search: '?color=red&size=10&limit=5',
      query: { filter: { color: 'red', size: 10 }, limit: 5 },
    });
  });

  it('joins a list with commas when explode is false', async () => {
    expect(await call('joinedList', { ids: [1, 2, 3] })).toEqual({ search: '?ids=1,2,3', query: { ids: [1, 2, 3] } });
  });

  it('joins a pipeDelimited list with |', async () => {
    expect(await call('pipeList', { tags: ['a', 'b', 'c'] })).toEqual({ search: '?tags=a|b|c', query: { tags: ['a', 'b', 'c'] } });
  });

  it('joins a spaceDelimited list with encoded spaces', async () => {
    expect(await call('spaceList', { words: ['a', 'b'] })).toEqual({ search: '?words=a%20b', query: { words: ['a', 'b'] } });
  });

  it('writes an object as name=key,value,… when explode is false', async () => {
    expect(await call('joinedObject', { point: { x: 7, label: 'top' } })).toEqual({ search: '?point=x,7,label,top', query: { point: { x: 7, label: 'top' } } });
  });

  it('percent-encodes reserved characters in items, members and member names, so only the separators are bare', async () => {
    const names = ['a&b', 'c=d', 'é ü', '100%', 'x+y', 'h#i', 'p|q'];
    expect(await call('joinedList', { names })).toEqual({
      search: '?names=a%26b,c%3Dd,%C3%A9%20%C3%BC,100%25,x%2By,h%23i,p%7Cq',
      query: { names },
    });
    const extra = { 'a b': 'x&y=z', 'c/d': '#1+1 %' };
    expect(await call('openObject', { extra })).toEqual({ search: '?a%20b=x%26y%3Dz&c%2Fd=%231%2B1%20%25', query: { extra } });
  });

  it('sends reserved characters as they are where allowReserved says so, and escapes them elsewhere', async () => {
    const next = 'https://app.test/a/b?c=d&e#f';
    expect(await call('reserved', { next, back: 'a/b:c' })).toEqual({
      search: '?next=https://app.test/a/b?c%3Dd%26e%23f&back=a%2Fb%3Ac',
      query: { next, back: 'a/b:c' },
    });
  });

  it('writes parameters openapi-fetch already writes as declared exactly as it does', async () => {
    const query = { q: 'x y&z', page: 2, tags: ['a', 'b/c'], meta: { k: 'v w' } };
    const answer = await call('defaultOnly', query);
    expect(answer.search).toBe(`?${createQuerySerializer()(query)}`);
    expect(answer.query).toEqual(query);
  });
});

describe('what an app bundles', () => {
  /** A string only the style-aware serialiser (client/query-styles.ts) holds. */
  const SERIALISER = 'has no OpenAPI style to write it in';
  const app = (operation: string) =>
    `import { createClientCore, ${operation} } from './client.ts';\nconst core = createClientCore({ baseUrl: 'https://api.example' });\nconsole.log(await ${operation}(core, { params: { query: {} } }));`;

  it('keeps the style-aware serialiser only when the app calls an operation that needs it', async () => {
    const plain = await appBundle(path.join(outDir, 'client'), app('defaultOnly'));
    expect(plain.text).not.toContain(SERIALISER);
    const styled = await appBundle(path.join(outDir, 'client'), app('pipeList'));
    expect(styled.text).toContain(SERIALISER);
    expect(styled.text).not.toContain('/form-object');
  }, 60_000);
});

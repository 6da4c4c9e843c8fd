/**
 * A pet store whose errors are its own `{code: integer, message}`: its generated client, talking
 * to its generated server over real HTTP, reports the server's code and message (never
 * `code: undefined`), exposes the body typed as the document's Error schema, and takes the
 * store's own API key by its scheme name.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, loadGeneratedClient, removeApi, startApi, type LooseClient, type RunningApi } from '../support/generated-api.js';
import { tsc } from './helpers/tsc.js';

const PETSTORE = fileURLToPath(new URL('../server/fixtures/petstore.yaml', import.meta.url));

let out: string;
let api: RunningApi;
let client: LooseClient;

beforeAll(async () => {
  out = await generateApi(PETSTORE, 'petstore-client');
  api = await startApi(out, {
    handlers: {
      listPets: () => ({ status: 200, data: [{ id: 1, name: 'Rex' }] }),
      createPets: () => ({ status: 201 }),
      showPetById: ({ path: { petId } }: { path: { petId: string } }) => (petId === '7' ? { status: 404, data: { code: 404, message: 'no pet 7' } } : { status: 200, data: { id: 1, name: 'Rex' } }),
    },
    authenticate: ([credential]: readonly { value: string }[]) => (credential?.value === 'secret' ? { name: 'keeper' } : undefined),
  });
  client = await loadGeneratedClient(out);
}, 240_000);

afterAll(async () => {
  await api?.close();
  if (out !== undefined) removeApi(out);
});

async function failure(call: Promise<unknown>): Promise<InstanceType<LooseClient['ApiError']>> {
  const error = await call.then(() => undefined, (caught: unknown) => caught);
  if (!(error instanceof client.ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the pet store client over HTTP', () => {
  it('reports the code and message of the store\'s own error body', async () => {
    const pets = client.createApiClient({ baseUrl: api.baseUrl, retry: false });
    const invalid = await failure(pets['listPets']!({ params: { query: { limit: 'many' } } }));
    expect(invalid).toMatchObject({ status: 400, code: 400, message: 'query parameter limit must be integer', body: { code: 400, message: 'query parameter limit must be integer' } });
    expect(client.isOperationError(invalid, 'listPets')).toBe(true);
    const missing = await failure(pets['showPetById']!({ params: { path: { petId: '7' } } }));
    expect(missing).toMatchObject({ status: 404, code: 404, message: 'no pet 7' });
  });

  it('sends its API key by scheme name, and answers 401 in the store\'s shape without it', async () => {
    const body = { id: 2, name: 'Tom' };
    const anonymous = await failure(client.createApiClient({ baseUrl: api.baseUrl, retry: false })['createPets']!({ body }));
    expect(anonymous).toMatchObject({ status: 401, code: 401, message: 'authentication required: send the header api_key' });
    const keeper = client.createApiClient({ baseUrl: api.baseUrl, retry: false, auth: { api_key: 'secret' } });
    await expect(keeper['createPets']!({ body })).resolves.toBeUndefined();
  });

  it('types the error body as the document\'s Error schema and the code as a number (strict tsc)', async () => {
    const consumer = config();
    writeFileSync(path.join(out, 'consumer.ts'), CONSUMER);
    writeFileSync(path.join(out, 'tsconfig.json'), JSON.stringify({ compilerOptions: consumer, files: ['consumer.ts'] }));
    const result = await tsc(path.join(out, 'tsconfig.json'));
    expect(result.output).toBe('');
  }, 120_000);
});

describe('the pet store output', () => {
  it('carries none of the media service\'s conventions: no login headers, no X-Api-Key, no session', () => {
    const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.(ts|json|html|md)$/.test(entry.name));
    expect(files.length).toBeGreaterThan(20);
    for (const entry of files) {
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      expect({ file: entry.name, found: text.match(/LoginClientHeaders|X-Api-Key|X-Client-Id|X-Client-Platform|X-Device-Id|movie|playback|season|episode|tmdb/i)?.[0] }).toEqual({ file: entry.name, found: undefined });
    }
    const client = readFileSync(path.join(out, 'client.ts'), 'utf8');
    expect(client).not.toMatch(/loginSession|logoutSession|sessionScheme|clientHeaders: \{/);
    expect(client).toMatch(/export type Auth = \{\s*\/\*\*[^*]*\*\/\s*readonly api_key\?: string \| undefined;\s*\};/);
  });
});

function config(): Record<string, unknown> {
  const text = readFileSync(fileURLToPath(new URL('./consumer/tsconfig.json', import.meta.url)), 'utf8');
  return (JSON.parse(text) as { compilerOptions: Record<string, unknown> }).compilerOptions;
}

const CONSUMER = `
import { createApiClient, isOperationError } from './client.js';

const api = createApiClient({ baseUrl: 'http://petstore.example/v1', auth: { api_key: 'secret' } });

export async function nameOf(petId: string): Promise<string> {
  try {
    return (await api.showPetById({ params: { path: { petId } } })).name;
  } catch (error) {
    if (isOperationError(error, 'showPetById')) {
      const code: number = error.code;
      const message: string = error.body.message;
      const echoed: number = error.body.code;
      return \`\${code} \${echoed}: \${message}\`;
    }
    throw error;
  }
}

// @ts-expect-error the store has no scheme of that name
createApiClient({ baseUrl: 'http://petstore.example/v1', auth: { apiKeyAuth: 'secret' } });
`;

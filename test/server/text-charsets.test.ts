/**
 * A text answer is written in the charset its Content-Type names: Node writes a string as UTF-8
 * whatever the header says, so `café` declared `text/plain; charset=iso-8859-1` went as UTF-8
 * bytes labelled Latin-1, and every reader decoded `cafÃ©`. A character the charset cannot hold
 * is the handler's broken contract: a 500 for the client, the reason in the log.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApi, loadGeneratedClient, removeApi, startApi, type LooseClient, type RunningApi } from '../support/generated-api.js';

const SPEC = fileURLToPath(new URL('./fixtures/text-charsets.yaml', import.meta.url));

let out: string;
let api: RunningApi;
let client: ReturnType<LooseClient['createApiClient']>;
/** What each operation answers, set per test. */
const answers = new Map<string, unknown>();
const answer = (operation: string) => () => answers.get(operation);

beforeAll(async () => {
  out = await generateApi(SPEC, 'text-charsets');
  api = await startApi(out, { handlers: { getLatin1: answer('getLatin1'), getAscii: answer('getAscii'), getUtf8: answer('getUtf8') } });
  client = (await loadGeneratedClient(out)).createApiClient({ baseUrl: api.baseUrl, retry: false });
}, 240_000);

afterAll(async () => {
  await api?.close();
  if (out !== undefined) removeApi(out);
});

async function get(path: string): Promise<{ status: number; type: string | null; bytes: number[] }> {
  const response = await fetch(`${api.baseUrl}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: [...new Uint8Array(await response.arrayBuffer())] };
}

describe('text answers in a declared charset', () => {
  it('writes ISO-8859-1 text as one byte a character', async () => {
    answers.set('getLatin1', { status: 200, data: 'café ÿ' });
    expect(await get('/latin1')).toEqual({ status: 200, type: 'text/plain; charset=iso-8859-1', bytes: [0x63, 0x61, 0x66, 0xe9, 0x20, 0xff] });
  });

  it("writes in the charset of the handler's own Content-Type when it sets one", async () => {
    answers.set('getUtf8', { status: 200, data: 'é', headers: { 'Content-Type': 'text/plain; charset=latin1' } });
    expect(await get('/utf8')).toEqual({ status: 200, type: 'text/plain; charset=latin1', bytes: [0xe9] });
  });

  it('answers 500 for a character the charset cannot hold, and writes none of the text', async () => {
    answers.set('getLatin1', { status: 200, data: 'price: 5 €' });
    const latin1 = await get('/latin1');
    expect(latin1.status).toBe(500);
    expect(Buffer.from(latin1.bytes).toString('utf8')).not.toContain('price');
    answers.set('getAscii', { status: 200, data: 'naïve' });
    expect((await get('/ascii')).status).toBe(500);
    answers.set('getAscii', { status: 200, data: 'plain,ascii\n' });
    expect(await get('/ascii')).toEqual({ status: 200, type: 'text/csv; charset=us-ascii', bytes: [...Buffer.from('plain,ascii\n')] });
  });

  it('writes UTF-8 where no charset is named', async () => {
    answers.set('getUtf8', { status: 200, data: 'café €' });
    expect(await get('/utf8')).toEqual({ status: 200, type: 'text/plain; charset=utf-8', bytes: [...Buffer.from('café €', 'utf8')] });
  });
});

// The other end: the generated client reads each answer in the charset its Content-Type names
// (fetch's text() reads UTF-8 whatever the label, so Latin-1's é, one byte 0xE9, read as U+FFFD).
describe('text answers read by the generated client, over HTTP', () => {
  it.each([
    ['getLatin1', 'café ÿ'],
    ['getAscii', 'plain,ascii\n'],
    ['getUtf8', 'café €'],
  ])('%s reads %j', async (operation, text) => {
    answers.set(operation, { status: 200, data: text });
    await expect(client[operation]!()).resolves.toBe(text);
  });

  it("reads by the label the handler's own Content-Type names", async () => {
    answers.set('getUtf8', { status: 200, data: 'café', headers: { 'Content-Type': 'text/plain; charset="ISO-8859-1"' } });
    expect((await get('/utf8')).bytes).toEqual([0x63, 0x61, 0x66, 0xe9]);
    await expect(client['getUtf8']!()).resolves.toBe('café');
  });

  it('reads UTF-8 under a label TextDecoder does not know', async () => {
    answers.set('getUtf8', { status: 200, data: 'café', headers: { 'Content-Type': 'text/plain; charset=x-unknown-charset' } });
    expect((await get('/utf8')).bytes).toEqual([...Buffer.from('café', 'utf8')]);
    await expect(client['getUtf8']!()).resolves.toBe('café');
  });
});

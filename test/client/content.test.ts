/**
 * The generated client of fixtures/content-api.yaml over real HTTP, against a server that records
 * what arrives: files go as multipart form data or raw bytes with the right Content-Type; image,
 * wildcard and octet-stream answers resolve as Blobs and text as strings (as they are typed:
 * content-types.test.ts); an event stream yields each event as it arrives, before the server
 * closes the connection; cookie parameters reach the server in the Cookie header.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { generateClient, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { loadClient, type ClientMethod, type LooseClientModule } from './helpers/load-client.js';
import { TestServer, type RecordedRequest, type Reply } from './helpers/server.js';

const SPEC = fileURLToPath(new URL('./fixtures/content-api.yaml', import.meta.url));
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
const DEFAULTS = new Map<string, Reply>([
  ['uploadFile', { status: 201, body: { id: 'f1', size: 10 } }],
  ['replaceFile', { status: 204 }],
  ['putImage', { status: 204 }],
  ['getImage', { status: 200, bytes: PNG, headers: { 'content-type': 'image/png' } }],
  ['downloadFile', { status: 200, text: '{"looks":"like json"}', headers: { 'content-type': 'application/json' } }],
  ['getArchive', { status: 200, bytes: new Uint8Array([0x50, 0x4b, 3, 4]), headers: { 'content-type': 'application/octet-stream' } }],
  ['getNote', { status: 200, text: '# Note\n*bold*', headers: { 'content-type': 'text/markdown; charset=utf-8' } }],
  ['getPreferences', { status: 200, body: { theme: 'dark' } }],
  ['createAccount', { status: 201, body: { id: 'a1', name: 'ada' } }],
]);

let client: LooseClientModule;
let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  const outDir = scratchDir('content');
  const model = await generateClient(SPEC, outDir);
  client = await loadClient(outDir);
  server = new TestServer(model.operations, DEFAULTS);
  baseUrl = await server.listen();
}, 120_000);

afterAll(async () => {
  await server?.close();
  removeScratchDirs();
});

beforeEach(() => server.reset());

function method(name: string, options: Record<string, unknown> = {}): ClientMethod {
  const found = client.createApiClient({ baseUrl, retry: false, ...options })[name];
  if (found === undefined) throw new Error(`generated client has no method ${name}`);
  return found;
}

function only(requests: readonly RecordedRequest[]): RecordedRequest {
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

/** The multipart body as a server's form parser reads it. */
async function formOf(request: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.raw), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
}

describe('request bodies of bytes', () => {
  it('sends a file form as multipart/form-data: files with their names and bytes, text fields as text', async () => {
    const file = new File([PNG], 'clip.png', { type: 'image/png' });
    await method('uploadFile')({ body: { file, title: 'Clip ✓', thumbnails: [new Blob(['a']), new Blob(['bc'])] } });
    const request = only(server.requests);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(request);
    const sent = form.get('file') as File;
    expect([sent.name, sent.type, [...new Uint8Array(await sent.arrayBuffer())]]).toEqual(['clip.png', 'image/png', [...PNG]]);
    expect(form.get('title')).toBe('Clip ✓');
    expect(await Promise.all(form.getAll('thumbnails').map((part) => (part as Blob).text()))).toEqual(['a', 'bc']);
  });

  // A red-team pass (2026-11-28): the client option `headers: { 'Content-Type': 'application/json' }`,
  // which many apps set, labelled every multipart body JSON, with no boundary; form, text and raw
  // bodies already took the document's type over it.
  it.each(['Content-Type', 'content-type'])('sends multipart with its boundary even when the client\'s headers set %s', async (name) => {
    await method('uploadFile', { headers: { [name]: 'application/json', Accept: 'application/json' } })({ body: { file: new Blob(['x']), title: 'T' } });
    const request = only(server.requests);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.accept).toBe('application/json');
    expect((await formOf(request)).get('title')).toBe('T');
  });

  it('sends a raw binary body as its bytes, labelled with the document\'s media type', async () => {
    await method('replaceFile')({ params: { path: { fileId: 'f1' } }, body: new Blob([PNG]) });
    const request = only(server.requests);
    expect([request.method, request.headers['content-type'], [...request.raw]]).toEqual(['PUT', 'application/octet-stream', [...PNG]]);
  });

  it('labels a body of a wildcard media type with the Blob\'s own type, or as plain bytes', async () => {
    await method('putImage')({ params: { path: { imageId: 'i1' } }, body: new File([PNG], 'a.png', { type: 'image/png' }) });
    await method('putImage')({ params: { path: { imageId: 'i2' } }, body: new Blob([PNG]) });
    expect(server.requests.map((request) => [request.headers['content-type'], request.raw.length])).toEqual([
      ['image/png', PNG.length],
      ['application/octet-stream', PNG.length],
    ]);
  });
});

describe('answers read by media type', () => {
  it('resolves an image, a wildcard answer and an octet stream as Blobs, whatever their schema or Content-Type', async () => {
    const image = await method('getImage')({ params: { path: { imageId: 'i1' } } });
    expect(image).toBeInstanceOf(Blob);
    expect([(image as Blob).type, [...new Uint8Array(await (image as Blob).arrayBuffer())]]).toEqual(['image/png', [...PNG]]);
    const anything = await method('downloadFile')({ params: { path: { fileId: 'f1' } } });
    expect(anything).toBeInstanceOf(Blob);
    expect(await (anything as Blob).text()).toBe('{"looks":"like json"}');
    const archive = await method('getArchive')();
    expect(archive).toBeInstanceOf(Blob);
    expect((archive as Blob).size).toBe(4);
  });

  it('resolves an empty Blob for an empty image answer, never undefined', async () => {
    server.queue('getImage', { status: 200, bytes: new Uint8Array(), headers: { 'content-type': 'image/png' } });
    const image = await method('getImage')({ params: { path: { imageId: 'i1' } } });
    expect(image).toBeInstanceOf(Blob);
    expect((image as Blob).size).toBe(0);
  });

  it('resolves text as a string', async () => {
    await expect(method('getNote')({ params: { path: { noteId: 'n1' } } })).resolves.toBe('# Note\n*bold*');
  });

  it('rejects with ApiError for an error answer of a binary operation, with its text', async () => {
    server.queue('getImage', { status: 404, text: 'no image i9', headers: { 'content-type': 'text/plain' } });
    const error = await method('getImage')({ params: { path: { imageId: 'i9' } } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ status: 404, body: 'no image i9' });
  });
});

/** A promise and the function that settles it. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

const SSE = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };

describe('server-sent events', () => {
  it('yields each event as it arrives: the first before the server sends the rest', async () => {
    const firstSeen = deferred();
    let serverSentRest = false;
    server.queue('watchEvents', {
      status: 200,
      headers: SSE,
      stream: async (write) => {
        write(': connected\n\nevent: added\nid: 1\ndata: {"file":"f1"}\n\n');
        // Holds the connection open until the client has the first event (a client that waits
        // for the end gets it 3 s later, after the rest, and fails the check below).
        await Promise.race([firstSeen.promise, new Promise((resolve) => setTimeout(resolve, 3_000))]);
        serverSentRest = true;
        write('data: line one\ndata: line two\n\nretry: 5000\nid: 2\nda');
        write('ta: split across writes\r\n\r\n');
      },
    });
    const events = (await method('watchEvents')({ params: { query: { topic: 'files' } } })) as AsyncIterable<unknown>;
    const seen: unknown[] = [];
    for await (const event of events) {
      if (seen.length === 0) expect(serverSentRest).toBe(false);
      seen.push(event);
      if (seen.length === 1) firstSeen.resolve();
    }
    expect(seen).toEqual([
      { event: 'added', data: '{"file":"f1"}', id: '1' },
      { event: 'message', data: 'line one\nline two', id: '1' },
      { event: 'message', data: 'split across writes', id: '2', retry: 5000 },
    ]);
    expect(new URL(only(server.requests).url, baseUrl).searchParams.get('topic')).toBe('files');
  });

  it('closes the connection when the caller stops reading', async () => {
    const outcome = new Promise<string>((resolve) => {
      server.onClose = () => resolve('closed by the client');
      server.queue('watchEvents', {
        status: 200,
        headers: SSE,
        stream: async (write) => {
          write('data: one\n\n');
          // Comments for 2 s unless the client's cancel closes the socket first.
          for (let round = 0; round < 200; round++) {
            await new Promise((wait) => setTimeout(wait, 10));
            write(': still here\n\n');
          }
          resolve('the server finished');
        },
      });
    });
    for await (const event of (await method('watchEvents')()) as AsyncIterable<{ data: string }>) {
      expect(event.data).toBe('one');
      break;
    }
    expect(await outcome).toBe('closed by the client');
  });

  it('lets the call\'s timeout cover the wait for the answer only, and the caller\'s signal stop the stream', async () => {
    const release = deferred();
    server.queue('watchEvents', {
      status: 200,
      headers: SSE,
      stream: async (write) => {
        write('data: early\n\n');
        await Promise.race([release.promise, new Promise((resolve) => setTimeout(resolve, 3_000))]);
        write('data: after the timeout\n\n');
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      },
    });
    const controller = new AbortController();
    const events = (await method('watchEvents', { timeoutMs: 100 })(undefined, { signal: controller.signal })) as AsyncIterable<{ data: string }>;
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of events) {
        seen.push(event.data);
        if (seen.length === 1) setTimeout(release.resolve, 300); // well past the 100 ms timeout
        if (seen.length === 2) controller.abort(new Error('done watching'));
      }
    })();
    await expect(reading).rejects.toThrow('done watching');
    expect(seen).toEqual(['early', 'after the timeout']);
  });

  it('ends a stream whose event outgrows maxEventLength with a ResponseBodyError, after the events before it, and closes the connection', async () => {
    const closed = new Promise<string>((resolve) => {
      server.onClose = () => resolve('closed by the client');
      server.queue('watchEvents', {
        status: 200,
        headers: SSE,
        stream: async (write) => {
          write('data: first\n\ndata: ');
          // A line that never ends, 200 characters at a time, for up to 2 s unless the client closes the socket.
          for (let round = 0; round < 200; round++) {
            await new Promise((wait) => setTimeout(wait, 10));
            write('z'.repeat(200));
          }
          resolve('the server finished');
        },
      });
    });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of (await method('watchEvents', { maxEventLength: 1024 })()) as AsyncIterable<{ data: string }>) seen.push(event.data);
    })();
    const error = await reading.then(() => undefined, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(client.ResponseBodyError);
    expect(error).toMatchObject({ name: 'ResponseBodyError', operationId: 'watchEvents', status: 200 });
    expect((error as Error).message).toMatch(
      /^watchEvents failed with HTTP 200 OK: its "text\/event-stream" body holds an event longer than maxEventLength \(1024 characters\), so the stream was ended: "data: z{58}"\.\.\.$/,
    );
    expect(seen).toEqual(['first']);
    expect(await closed).toBe('closed by the client');
  });

  it('holds at most 1 MiB of one event by default', async () => {
    server.queue('watchEvents', {
      status: 200,
      headers: SSE,
      stream: async (write) => {
        for (let round = 0; round < 24; round++) write(`data: ${'w'.repeat(50_000)}\n`); // 1.2 MB of data lines, no blank line
        write('\n');
      },
    });
    const events = (await method('watchEvents')()) as AsyncIterable<unknown>;
    const iterate = async () => {
      for await (const event of events) void event;
    };
    await expect(iterate()).rejects.toThrow(/holds an event longer than maxEventLength \(1048576 characters\)/);
  });

  it('refuses a maxEventLength that is no positive number', async () => {
    server.queue('watchEvents', { status: 200, headers: SSE, stream: async (write) => write('data: x\n\n') });
    await expect(method('watchEvents', { maxEventLength: 0 })()).rejects.toThrow('maxEventLength must be a positive number of characters or Infinity, got 0');
  });

  it('rejects the call with ApiError when the answer is an error, before any event', async () => {
    server.queue('watchEvents', { status: 503, body: { message: 'busy' } });
    await expect(method('watchEvents')()).rejects.toBeInstanceOf(client.ApiError);
  });
});

describe('cookie parameters', () => {
  it('are sent in the Cookie header, percent-encoded, a list as one pair per item, after the app\'s own cookies', async () => {
    await method('getPreferences', { headers: { cookie: 'session=s1' } })({ params: { cookie: { theme: 'dark; blue', recent: [3, 4] }, query: { lang: 'en' } } });
    const request = only(server.requests);
    expect(request.headers.cookie).toBe('session=s1; theme=dark%3B%20blue; recent=3; recent=4');
    expect(request.url).toBe('/preferences?lang=en');
  });
});

describe('readOnly and writeOnly members', () => {
  it('sends what the caller gives and resolves with what the server answers', async () => {
    await expect(method('createAccount')({ body: { name: 'ada', password: 'secret' } })).resolves.toEqual({ id: 'a1', name: 'ada' });
    expect(JSON.parse(only(server.requests).body)).toEqual({ name: 'ada', password: 'secret' });
  });
});

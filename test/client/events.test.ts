/**
 * The event stream parser (generators/runtime/client/events.ts) against the HTML standard's
 * interpretation of `text/event-stream`: every field, comments, multi-line data, the three line
 * endings, and the same events whatever way the text is cut into chunks.
 */
import { describe, expect, it } from 'vitest';
import { EventStreamParser, MAX_EVENT_LENGTH, serverSentEvents, type EventReading, type ServerSentEvent } from '../../generators/runtime/client/events.js';
import { createRuntime, eventStream, type OperationDescriptor } from '../../generators/runtime/client-runtime.js';

function parse(...chunks: string[]): ServerSentEvent[] {
  const parser = new EventStreamParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

const STREAM = [
  '\uFEFF: a comment, then an event with every field\n',
  'event: added\nid: 7\nretry: 2500\ndata: {"id":"a"}\n\n',
  'data: first line\ndata:second line, no space\ndata:  two spaces keep one\n\n',
  ': keep-alive\n\n',
  'id\ndata\n\n',
  'event: removed\r\ndata: crlf\r\n\r\n',
  'data: cr\r\r',
  'retry: soon\nunknown: field\ndata: ignored fields\n\n',
  'id: with\u0000nul\ndata: id kept\n\n',
  'event: empty-block\n\n',
  'data: é ✓ 😀\n\n',
  'data: never finished',
].join('');

const EXPECTED: ServerSentEvent[] = [
  { event: 'added', data: '{"id":"a"}', id: '7', retry: 2500 },
  { event: 'message', data: 'first line\nsecond line, no space\n two spaces keep one', id: '7', retry: 2500 },
  { event: 'message', data: '', id: '', retry: 2500 },
  { event: 'removed', data: 'crlf', id: '', retry: 2500 },
  { event: 'message', data: 'cr', id: '', retry: 2500 },
  { event: 'message', data: 'ignored fields', id: '', retry: 2500 },
  { event: 'message', data: 'id kept', id: '', retry: 2500 },
  { event: 'message', data: 'é ✓ 😀', id: '', retry: 2500 },
];

describe('the text/event-stream parser', () => {
  it('reads every field, skips comments, joins data lines, drops an unfinished event', () => {
    expect(parse(STREAM)).toEqual(EXPECTED);
  });

  it('gives the same events however the stream is cut, CR and LF of one line end included', () => {
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = [];
      for (let start = 0; start < STREAM.length; start += size) chunks.push(STREAM.slice(start, start + size));
      expect(parse(...chunks)).toEqual(EXPECTED);
    }
    expect(parse('data: a\r', '\n', 'data: b\r', '', '\n\r\n')).toEqual([{ event: 'message', data: 'a\nb', id: '' }]);
  });

  it('leaves out retry until the stream sets it', () => {
    expect(parse('data: x\n\n')).toEqual([{ event: 'message', data: 'x', id: '' }]);
  });
});

describe('the longest event the parser holds', () => {
  it('stops at an event whose data lines together outgrow the limit, after the events before it', () => {
    const parser = new EventStreamParser(24);
    expect(parser.push('data: short\n\ndata: 0123456789\ndata: abcdefghij\n')).toEqual([{ event: 'message', data: 'short', id: '' }]);
    expect(parser.overflow).toBe('0123456789\ndata: abcdefghij');
    expect(parser.push('\ndata: more\n\n')).toEqual([]); // nothing more is read
  });

  it('counts a line whose end has not arrived, however it comes, and the event type', () => {
    const parser = new EventStreamParser(16);
    for (const piece of ['data: ', 'xxxxx', 'xxxxx']) {
      expect(parser.push(piece)).toEqual([]);
      expect(parser.overflow).toBeUndefined();
    }
    parser.push('x');
    expect(parser.overflow).toBe('data: xxxxxxxxxxx');
    const typed = new EventStreamParser(20);
    typed.push('event: abcdefghij\ndata: xxxx');
    expect(typed.overflow).toBeUndefined();
    typed.push('x');
    expect(typed.overflow).toBe('data: xxxxx');
  });

  it('does not add up comments, ended events or ignored fields: a long stream of short events never overflows', () => {
    const parser = new EventStreamParser(32);
    const events = [];
    for (let round = 0; round < 1000; round++) events.push(...parser.push(`: keep-alive ${round}\nid: ${round}\nunknown: field\ndata: event ${round}\n\n`));
    expect(events).toHaveLength(1000);
    expect(parser.overflow).toBeUndefined();
  });

  it('holds up to MAX_EVENT_LENGTH (1 MiB of ASCII) by default, no more', () => {
    const line = `data: ${'x'.repeat(MAX_EVENT_LENGTH - 6)}`;
    const parser = new EventStreamParser();
    parser.push(line);
    expect(parser.overflow).toBeUndefined();
    expect(parser.push('\n\n')).toEqual([{ event: 'message', data: line.slice(6), id: '' }]);
    parser.push(`${line}x`);
    expect(parser.overflow?.length).toBe(MAX_EVENT_LENGTH + 1);
  });
});

/** A body whose chunks are given by the test, one read at a time. */
function byteStream(chunks: readonly Uint8Array[]) {
  let index = 0;
  let cancelled = false;
  return {
    get cancelled() {
      return cancelled;
    },
    getReader: () => ({
      read: async () => (index < chunks.length ? { done: false, value: chunks[index++] } : { done: true }),
      cancel: async () => {
        cancelled = true;
      },
    }),
  };
}

/** What serverSentEvents is told to do, counting how often reading ended. */
function reading(extra: Partial<EventReading> = {}): EventReading & { readonly ended: () => number } {
  let ended = 0;
  return {
    onEnd: () => void ended++,
    failure: (error) => error,
    tooLong: (text) => new Error(`too long: ${text.slice(0, 12)}`),
    ended: () => ended,
    ...extra,
  };
}

describe('serverSentEvents', () => {
  it('yields the events before one longer than maxEventLength, then throws what `tooLong` makes and cancels the body', async () => {
    const body = byteStream([new TextEncoder().encode('data: one\n\ndata: '), new TextEncoder().encode('y'.repeat(100)), new TextEncoder().encode('\n\ndata: never\n\n')]);
    const read = reading({ maxEventLength: 64 });
    const seen: string[] = [];
    const iterate = async () => {
      for await (const event of serverSentEvents(body, read)) seen.push(event.data);
    };
    await expect(iterate()).rejects.toThrow('too long: data: yyyyyy');
    expect([seen, read.ended(), body.cancelled]).toEqual([['one'], 1, true]);
  });

  it('decodes UTF-8 split inside a character and yields events in order', async () => {
    const bytes = new TextEncoder().encode('data: 😀 ok\n\ndata: two\n\n');
    const body = byteStream([bytes.slice(0, 8), bytes.slice(8)]);
    let ended = 0;
    const seen: string[] = [];
    for await (const event of serverSentEvents(body, { ...reading(), onEnd: () => ended++ })) seen.push(event.data);
    expect(seen).toEqual(['😀 ok', 'two']);
    expect([ended, body.cancelled]).toEqual([1, false]);
  });

  it('cancels the body when the caller stops early', async () => {
    const body = byteStream([new TextEncoder().encode('data: one\n\ndata: two\n\n')]);
    let ended = 0;
    for await (const event of serverSentEvents(body, { ...reading(), onEnd: () => ended++ })) {
      expect(event.data).toBe('one');
      break;
    }
    expect([ended, body.cancelled]).toEqual([1, true]);
  });

  it('throws what `failure` makes of a failed read', async () => {
    const body = { getReader: () => ({ read: () => Promise.reject(new TypeError('terminated')), cancel: async () => undefined }) };
    const iterate = async () => {
      for await (const event of serverSentEvents(body, reading({ failure: (error) => new Error(`wrapped: ${(error as Error).message}`) }))) void event;
    };
    await expect(iterate()).rejects.toThrow('wrapped: terminated');
  });
});

describe('an event stream call', () => {
  const WATCH: OperationDescriptor = { name: 'watch', operationId: 'watch', method: 'get', path: '/events', result: 'body', parseAs: 'stream', errors: [], eventStream };

  // A red-team pass (2026-11-28): with an app's fetch that drops the Request's signal (the
  // `fetch` option allows one), the caller's abort never reached the body, so a stream that kept
  // sending comments kept the loop waiting, and the connection open, forever.
  it('ends at the caller\'s abort with its reason, and cancels the body, even when the app\'s fetch ignores the signal', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('data: first\n\n')),
      pull: async (controller) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        controller.enqueue(new TextEncoder().encode(': still here\n'));
      },
      cancel: () => void (cancelled = true),
    });
    const fetch = async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    const caller = new AbortController();
    const events = (await createRuntime({ baseUrl: 'http://api.test', fetch }, {}).call(WATCH, undefined, { signal: caller.signal })) as AsyncIterable<ServerSentEvent>;
    const seen: string[] = [];
    const iterate = async () => {
      for await (const event of events) {
        seen.push(event.data);
        setTimeout(() => caller.abort(new Error('left the page')), 20);
      }
    };
    await expect(iterate()).rejects.toThrow('left the page');
    expect([seen, cancelled]).toEqual([['first'], true]);
  });

  // A red-team pass (2026-11-28): a 200 that is not an event stream (a proxy's HTML page, a JSON
  // answer from a server that would not stream) was parsed as one: its lines are fields no event
  // has, so the loop ended with no event and no error, as if the stream had nothing to say.
  it.each([
    ['application/json', '{"error":"streaming disabled"}'],
    ['text/html; charset=utf-8', '<html><title>502 Bad Gateway</title></html>'],
  ])('rejects its iteration with ResponseBodyError for a %s answer, quoting the body', async (type, text) => {
    const fetch = async () => new Response(new TextEncoder().encode(text), { headers: { 'content-type': type } });
    const events = (await createRuntime({ baseUrl: 'http://api.test', fetch }, {}).call(WATCH, undefined)) as AsyncIterable<ServerSentEvent>;
    const seen: string[] = [];
    const iterate = async () => {
      for await (const event of events) seen.push(event.data);
    };
    const error = await iterate().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ResponseBodyError', status: 200, body: text });
    expect((error as Error).message).toContain(`body is not an event stream: ${JSON.stringify(text)}`);
    expect(seen).toEqual([]);
  });

  // The review of that change: the whole body was read to quote it, so a stream that never ends
  // under another label hung the loop while its text piled up in memory.
  it('reads only the first chunk of an endless answer of another type, cancels the rest and rejects', async () => {
    let cancelled = false;
    let chunks = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        chunks += 1;
        controller.enqueue(new TextEncoder().encode(`data: ${chunks}\n\n`));
      },
      cancel: () => void (cancelled = true),
    });
    const fetch = async () => new Response(body, { headers: { 'content-type': 'text/plain' } });
    const events = (await createRuntime({ baseUrl: 'http://api.test', fetch }, {}).call(WATCH, undefined)) as AsyncIterable<ServerSentEvent>;
    const iterate = async () => {
      for await (const event of events) void event;
    };
    await expect(iterate()).rejects.toThrow('body is not an event stream: "data: 1\\n\\n"');
    expect(cancelled).toBe(true);
    expect(chunks).toBeLessThan(4);
  });

  it('reads an answer with no Content-Type at all as events (a Node server\'s bare res.write sends none)', async () => {
    const fetch = async () => new Response(new TextEncoder().encode('data: x\n\n'));
    const events = (await createRuntime({ baseUrl: 'http://api.test', fetch }, {}).call(WATCH, undefined)) as AsyncIterable<ServerSentEvent>;
    const seen: string[] = [];
    for await (const event of events) seen.push(event.data);
    expect(seen).toEqual(['x']);
  });

  it('yields nothing, without an error, for a bodiless 204', async () => {
    const fetch = async () => new Response(null, { status: 204 });
    const events = (await createRuntime({ baseUrl: 'http://api.test', fetch }, {}).call(WATCH, undefined)) as AsyncIterable<ServerSentEvent>;
    const seen: unknown[] = [];
    for await (const event of events) seen.push(event);
    expect(seen).toEqual([]);
  });
});

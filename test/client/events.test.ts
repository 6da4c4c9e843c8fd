/**
 * The event stream parser (generators/runtime/client/events.ts) against the HTML standard's
 * interpretation of `text/event-stream`: every field, comments, multi-line data, the three line
 * endings, and the same events whatever way the text is cut into chunks.
 */
import { describe, expect, it } from 'vitest';
import { EventStreamParser, serverSentEvents, type ServerSentEvent } from '../../generators/runtime/client/events.js';

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

describe('serverSentEvents', () => {
  it('decodes UTF-8 split inside a character and yields events in order', async () => {
    const bytes = new TextEncoder().encode('data: 😀 ok\n\ndata: two\n\n');
    const body = byteStream([bytes.slice(0, 8), bytes.slice(8)]);
    let ended = 0;
    const seen: string[] = [];
    for await (const event of serverSentEvents(body, { onEnd: () => ended++, failure: (error) => error })) seen.push(event.data);
    expect(seen).toEqual(['😀 ok', 'two']);
    expect([ended, body.cancelled]).toEqual([1, false]);
  });

  it('cancels the body when the caller stops early', async () => {
    const body = byteStream([new TextEncoder().encode('data: one\n\ndata: two\n\n')]);
    let ended = 0;
    for await (const event of serverSentEvents(body, { onEnd: () => ended++, failure: (error) => error })) {
      expect(event.data).toBe('one');
      break;
    }
    expect([ended, body.cancelled]).toEqual([1, true]);
  });

  it('throws what `failure` makes of a failed read', async () => {
    const body = { getReader: () => ({ read: () => Promise.reject(new TypeError('terminated')), cancel: async () => undefined }) };
    const iterate = async () => {
      for await (const event of serverSentEvents(body, { onEnd: () => undefined, failure: (error) => new Error(`wrapped: ${(error as Error).message}`) })) void event;
    };
    await expect(iterate()).rejects.toThrow('wrapped: terminated');
  });
});

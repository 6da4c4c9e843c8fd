/**
 * Generated from generators/runtime/server/respond-content.ts by npm run generate. Do not edit.
 */

/**
 * Answers that are not JSON (decisions/0029), as the generated client reads them: text is sent as
 * the string the handler returned; bytes (any other type: `image/png`, `application/octet-stream`,
 * a wildcard) as the Buffer, Uint8Array, Blob or stream of chunks it returned; and
 * `text/event-stream` as server-sent events, each written to the socket as soon as the handler's
 * async iterable yields it, until the iterable ends or the client goes away (then the iterable is
 * told to stop: its `return()` is called, which runs a generator's `finally`).
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { charsetParameter, essenceOf, mediaKind } from './media-types.js';

export type ContentKind = 'text' | 'events' | 'bytes';

/** How an answer of this media type is written when it is not JSON; `undefined` for JSON (and forms, sent as JSON as before). */
export function contentKindOf(contentType: string | undefined): ContentKind | undefined {
  if (contentType === undefined) return undefined;
  const kind = mediaKind(contentType);
  return kind === 'text' || kind === 'events' || kind === 'bytes' ? kind : undefined;
}

/** What the handler returned as `data` when it is not what the media type needs, in words for the log. */
export function contentMismatch(kind: ContentKind, data: unknown): string | undefined {
  switch (kind) {
    case 'text':
      return typeof data === 'string' ? undefined : 'data that is not a string for a text answer';
    case 'bytes':
      return data instanceof Uint8Array || data instanceof Blob || isAsyncIterable(data)
        ? undefined
        : 'data that is not bytes (Uint8Array, Blob or an async iterable of chunks)';
    case 'events':
      return isAsyncIterable(data) ? undefined : 'data that is not an async iterable of events';
  }
}

/** Writes `data` (checked with `contentMismatch`); status and the handler's headers are already on the reply. */
export function sendContent(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ContentKind,
  declared: string,
  data: unknown,
): void {
  switch (kind) {
    case 'text': {
      if (!reply.hasHeader('content-type')) reply.header('content-type', textType(declared));
      // Checked with `unwritableText`: every character fits when the charset is a one-byte one.
      const oneByte = oneByteLimit(String(reply.getHeader('content-type'))) !== undefined;
      reply.send(oneByte ? Buffer.from(data as string, 'latin1') : data);
      return;
    }
    case 'bytes':
      sendBytes(reply, declared, data as Uint8Array | Blob | AsyncIterable<Uint8Array>);
      return;
    case 'events':
      streamEvents(request, reply, data as AsyncIterable<unknown>);
  }
}

/**
 * A character of a text answer that the charset it is sent in cannot hold, in words for the log
 * (the handler broke its contract), or `undefined`. `headers` are the handler's own, whose
 * Content-Type, if it sets one, is the one sent.
 */
export function unwritableText(
  declared: string,
  headers: unknown,
  text: string,
): string | undefined {
  const own =
    typeof headers === 'object' && headers !== null
      ? Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1]
      : undefined;
  const contentType = typeof own === 'string' ? own : textType(declared);
  const limit = oneByteLimit(contentType);
  if (limit === undefined) return undefined;
  for (let index = 0; index < text.length; index++) {
    if (text.charCodeAt(index) > limit)
      return `text with ${JSON.stringify(text[index])} at ${index}, which its charset (${contentType}) cannot write`;
  }
  return undefined;
}

/**
 * Charsets whose bytes are the characters' code points, by the highest one each can hold (the
 * client's runtime/client/body.ts writes request bodies by the same list). Node writes a string as
 * UTF-8 whatever the Content-Type says, so `café` answered under `charset=iso-8859-1` went as
 * UTF-8 bytes labelled Latin-1, and every reader decoded `cafÃ©`. Node has no encoder for other
 * charsets; text in those still goes as UTF-8.
 */
const ONE_BYTE_CHARSETS = new Map([
  ['iso-8859-1', 0xff],
  ['latin1', 0xff],
  ['us-ascii', 0x7f],
  ['ascii', 0x7f],
]);

function oneByteLimit(contentType: string): number | undefined {
  return ONE_BYTE_CHARSETS.get(charsetParameter(contentType)?.toLowerCase() ?? '');
}

function textType(declared: string): string {
  if (declared.includes('*')) return 'text/plain; charset=utf-8';
  return charsetParameter(declared) !== undefined ? declared : `${declared}; charset=utf-8`;
}

const UNKNOWN_BYTES = 'application/octet-stream';

/** The declared type, unless it is a wildcard: then the handler's header, a Blob's own type, or bytes of no known type. */
function sendBytes(
  reply: FastifyReply,
  declared: string,
  data: Uint8Array | Blob | AsyncIterable<Uint8Array>,
): void {
  if (!reply.hasHeader('content-type')) {
    const own = data instanceof Blob && data.type !== '' ? data.type : UNKNOWN_BYTES;
    reply.header('content-type', essenceOf(declared).includes('*') ? own : declared);
  }
  if (data instanceof Uint8Array) {
    reply.send(
      Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    );
  } else if (data instanceof Blob) {
    reply.send(Readable.fromWeb(data.stream() as Parameters<typeof Readable.fromWeb>[0]));
  } else {
    reply.send(data instanceof Readable ? data : Readable.from(data, { objectMode: false }));
  }
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function'
  );
}

/**
 * The event stream: headers at once (the client's call resolves on them), then each event as it
 * is yielded, waiting for the socket to drain when it is behind. Written on the raw response
 * (Fastify steps aside: `hijack`), so nothing buffers an event. An iterable that throws, or yields
 * something that is not an event, cuts the connection after the events already written, which
 * the client reports as a network error rather than a clean end.
 */
function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncIterable<unknown>,
): void {
  const response = reply.raw;
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) response.setHeader(name, value);
  // no-cache unless the handler or the app chose a directive (a service that sends no-store on
  // every answer keeps it: writeHead's own headers would replace it).
  const caching = response.hasHeader('cache-control') ? {} : { 'cache-control': 'no-cache' };
  response.writeHead(reply.statusCode, {
    'content-type': 'text/event-stream; charset=utf-8',
    ...caching,
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const iterator = events[Symbol.asyncIterator]();
  let closed = false;
  const stop = (): void => {
    closed = true;
    // A generator waiting for its next event finishes when it resumes; a rejection here is the iterable's own business.
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  };
  response.once('close', stop);
  const pump = async (): Promise<void> => {
    for (let next = await iterator.next(); !closed; next = await iterator.next()) {
      if (next.done === true) {
        response.end();
        return;
      }
      if (!response.write(eventText(next.value))) await drained(response);
    }
  };
  pump().then(
    () => response.removeListener('close', stop),
    (error: unknown) => {
      request.log.error({ err: error }, 'event stream failed; connection closed');
      response.removeListener('close', stop);
      stop();
      // Ending the socket (not the response) sends what was written, then closes the connection
      // without the end of the chunked body, which the client reads as a dropped stream.
      if (response.socket !== null) response.socket.end();
      else response.destroy();
    },
  );
}

function drained(
  response: NodeJS.WritableStream & {
    once(event: 'drain' | 'close', listener: () => void): unknown;
  },
): Promise<void> {
  return new Promise((resolve) => {
    response.once('drain', resolve);
    response.once('close', resolve);
  });
}

const LINE_BREAK = /\r\n|\r|\n/;
/** `event` and `id` are one line each, and an id with NUL is ignored by clients (HTML standard). */
const SINGLE_LINE = /^[^\r\n\0]*$/;

/** One event (or comment) in the event stream format (a ServerSentEventInit, checked: it comes from a handler). */
export function eventText(value: unknown): string {
  if (typeof value !== 'object' || value === null)
    throw new TypeError('an event stream yielded something that is not an event');
  const event = value as {
    readonly [K in 'event' | 'data' | 'id' | 'retry' | 'comment']?: unknown;
  };
  if (typeof event.comment === 'string')
    return `${event.comment
      .split(LINE_BREAK)
      .map((line) => `: ${line}\n`)
      .join('')}\n`;
  if (typeof event.data !== 'string') throw new TypeError('an event has no string data');
  let text = '';
  if (event.event !== undefined) text += `event: ${singleLine(event.event, 'event')}\n`;
  if (event.id !== undefined) text += `id: ${singleLine(event.id, 'id')}\n`;
  if (event.retry !== undefined) {
    if (!Number.isSafeInteger(event.retry) || (event.retry as number) < 0)
      throw new TypeError('an event retry is not a whole number of milliseconds');
    text += `retry: ${String(event.retry)}\n`;
  }
  for (const line of event.data.split(LINE_BREAK)) text += `data: ${line}\n`;
  return `${text}\n`;
}

function singleLine(value: unknown, field: string): string {
  if (typeof value !== 'string' || !SINGLE_LINE.test(value))
    throw new TypeError(`an event ${field} is not one line of text`);
  return value;
}

/**
 * Generated from generators/runtime/client/events.ts by npm run generate. Do not edit.
 */
/**
 * Server-sent events: a `text/event-stream` success body read as it arrives, as an async iterable
 * of events, parsed as the HTML standard's event stream interpretation says
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation):
 * lines end with CRLF, LF or CR (even when a chunk ends between CR and LF); a line starting with
 * `:` is a comment; `field: value` loses one space after the colon; `data` lines join with LF;
 * a blank line dispatches the event, unless it has no data; `id` (without NUL) and `retry` (ASCII
 * digits only) persist from event to event; unknown fields are ignored; an event the stream ends
 * in the middle of is dropped. No reconnection: the stream is the one response (call again with
 * a `Last-Event-ID` header from `event.id` to resume, where the server supports it).
 *
 * Browser-safe and free of Node APIs: the body is read with `getReader()` (iterating a
 * ReadableStream with `for await` needs lib types not every set-up has) and decoded with TextDecoder.
 *
 * An event may hold at most `maxEventLength` characters (its data, its type and any one line,
 * ended or not; 1 MiB of ASCII by default): a server that never ends a line or an event would
 * otherwise grow the client's memory without bound. A longer one ends the stream with
 * ResponseBodyError, after the events before it.
 *
 * The generated client names `eventStream` only in the descriptors of operations that answer
 * with an event stream, so other apps do not ship this file.
 */
import { NetworkError, ResponseBodyError } from './errors.js';
import { essenceOf } from '../media-type.js';
import { abortReason } from './signals.js';
/**
 * The default of ClientOptions.maxEventLength: the most text, in UTF-16 code units as JavaScript
 * counts a string's length, one event may hold (1,048,576: 1 MiB of ASCII, at most 2 MiB of memory).
 */
export const MAX_EVENT_LENGTH = 1_048_576;
const LF = 10;
const CR = 13;
const COLON = 58;
const SPACE = 32;
const DIGITS = /^[0-9]+$/;
/** The event stream parser: text in (any chunking), complete events out. */
export class EventStreamParser {
    #maxLength;
    /** The text of a line whose end has not arrived yet. */
    #partial = '';
    /** The length of the event's data lines so far (and the LF that will join each to the next). */
    #dataLength = 0;
    #overflow;
    /** The previous text ended with CR: an LF starting the next one ends no second line. */
    #afterCR = false;
    #started = false;
    #data = [];
    #type = '';
    #id = '';
    #retry;
    /** `maxLength`: the most text one event may hold (its data and type, and any one line); see MAX_EVENT_LENGTH. */
    constructor(maxLength = MAX_EVENT_LENGTH) {
        this.#maxLength = maxLength;
    }
    /**
     * Set once an event outgrew `maxLength`: its text so far (data lines and the line that went
     * over, joined with LF). The parser then reads nothing more; the stream is to be ended.
     */
    get overflow() {
        return this.#overflow;
    }
    /** Reads the next piece of the stream; returns the events it completes, in order, up to one that is too long. */
    push(text) {
        if (this.#overflow !== undefined)
            return [];
        let chunk = text;
        if (!this.#started && chunk !== '') {
            this.#started = true;
            if (chunk.charCodeAt(0) === 0xfeff)
                chunk = chunk.slice(1);
        }
        if (this.#afterCR && chunk !== '') {
            this.#afterCR = false;
            if (chunk.charCodeAt(0) === LF)
                chunk = chunk.slice(1);
        }
        const events = [];
        const source = this.#partial + chunk;
        let lineStart = 0;
        for (let index = this.#partial.length; index < source.length; index++) {
            const code = source.charCodeAt(index);
            if (code !== LF && code !== CR)
                continue;
            const line = source.slice(lineStart, index);
            if (this.#tooLong(line))
                return events;
            this.#line(line, events);
            if (code === CR) {
                if (index + 1 === source.length)
                    this.#afterCR = true;
                else if (source.charCodeAt(index + 1) === LF)
                    index++;
            }
            lineStart = index + 1;
        }
        this.#partial = source.slice(lineStart);
        this.#tooLong(this.#partial);
        return events;
    }
    /** True (and `overflow` set) when the event with `line` added would hold more than `maxLength`. */
    #tooLong(line) {
        if (this.#dataLength + this.#type.length + line.length <= this.#maxLength)
            return false;
        this.#overflow = [...this.#data, line].join('\n');
        return true;
    }
    #line(line, events) {
        if (line === '') {
            this.#dispatch(events);
            return;
        }
        if (line.charCodeAt(0) === COLON)
            return; // a comment (servers send them to keep the connection open)
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.charCodeAt(0) === SPACE)
            value = value.slice(1);
        switch (field) {
            case 'event':
                this.#type = value;
                break;
            case 'data':
                this.#data.push(value);
                this.#dataLength += value.length + 1;
                break;
            case 'id':
                if (!value.includes('\u0000'))
                    this.#id = value;
                break;
            case 'retry':
                if (DIGITS.test(value))
                    this.#retry = Number(value);
                break;
            default:
                break;
        }
    }
    #dispatch(events) {
        const type = this.#type;
        this.#type = '';
        if (this.#data.length === 0)
            return; // a block with no data line dispatches nothing
        const data = this.#data.join('\n');
        this.#data = [];
        this.#dataLength = 0;
        const event = { event: type === '' ? 'message' : type, data, id: this.#id };
        events.push(this.#retry === undefined ? event : { ...event, retry: this.#retry });
    }
}
/**
 * The events of a response body, each yielded as soon as its blank line arrives. Iterate it once.
 * Leaving the loop early (`break`, `return`, a throw) cancels the body, which closes the
 * connection; to stop while waiting for the next event, abort the call's `signal`.
 */
export async function* serverSentEvents(body, reading) {
    if (body === null || body === undefined) {
        reading.onEnd();
        return;
    }
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new EventStreamParser(reading.maxEventLength);
    const { signal } = reading;
    // Cancelling ends a pending read (as done); the check after each read turns that into the abort.
    const stop = () => void reader.cancel().catch(() => undefined);
    signal?.addEventListener('abort', stop);
    if (signal?.aborted)
        stop();
    let ended = false;
    try {
        for (;;) {
            let chunk;
            try {
                chunk = await reader.read();
            }
            catch (error) {
                ended = true; // a failed body needs no cancel
                throw reading.failure(error);
            }
            if (signal?.aborted)
                throw reading.failure(signal.reason);
            // At the end, what the decoder still holds: an event with no blank line after it is then dropped.
            if (chunk.done)
                ended = true;
            const text = chunk.done
                ? decoder.decode()
                : chunk.value === undefined
                    ? ''
                    : decoder.decode(chunk.value, { stream: true });
            for (const event of parser.push(text))
                yield event;
            // The events before it were yielded; leaving now cancels the body (below), which closes the connection.
            if (parser.overflow !== undefined)
                throw reading.tooLong(parser.overflow);
            if (chunk.done)
                return;
        }
    }
    finally {
        signal?.removeEventListener('abort', stop);
        if (!ended)
            await reader.cancel().catch(() => undefined);
        reading.onEnd();
    }
}
/**
 * The result of a call whose answer is an event stream: its events as they arrive. The call's
 * timeout covered the wait for the answer, not the stream, which lasts as long as the server
 * keeps it open; the caller's signal still aborts it, and is let go of when reading ends. A read
 * that fails is the signal's reason when it was aborted, else a NetworkError; an event longer
 * than `options.maxEventLength` is a ResponseBodyError. (Arguments in a row, not an object: the
 * call is in every app's core, decision 0031.)
 */
export function eventStream(response, operationId, signal, attempts, options) {
    const { maxEventLength } = options;
    signal.answered();
    if (maxEventLength !== undefined && !(maxEventLength > 0)) {
        signal.dispose();
        throw new RangeError(`maxEventLength must be a positive number of characters or Infinity, got ${String(maxEventLength)}`);
    }
    // A body labelled another type (a proxy's HTML page, a JSON answer to a request the server would
    // not stream) has lines the parser reads as fields no event has: the stream ended with no event
    // and no error. EventSource refuses such an answer too. One with no Content-Type at all (what a
    // Node server's bare `res.write` sends) is read as events, as it always was; a bodiless answer
    // (204) is still no events.
    const type = response.headers.get('content-type');
    if (response.body !== null && type !== null && essenceOf(type) !== 'text/event-stream')
        return notAnEventStream(response, operationId, signal);
    return serverSentEvents(response.body, {
        signal: signal.signal,
        onEnd: signal.dispose,
        failure: (error) => signal.signal?.aborted === true
            ? abortReason(signal.signal)
            : new NetworkError(operationId, attempts.count, error),
        maxEventLength,
        tooLong: (text) => new ResponseBodyError(operationId, response, text, `holds an event longer than maxEventLength (${maxEventLength ?? MAX_EVENT_LENGTH} characters), so the stream was ended`),
    });
}
/**
 * The events of an answer that is not an event stream: none; iterating rejects with
 * ResponseBodyError quoting the start of its text. Only the first chunk is read and the rest is
 * cancelled: such a body may never end (a stream under another label), and reading it whole hung
 * the loop while its text piled up in memory.
 */
async function* notAnEventStream(response, operationId, signal) {
    try {
        const reader = response.body.getReader();
        const first = await reader.read();
        reader.cancel().catch(() => undefined);
        throw new ResponseBodyError(operationId, response, new TextDecoder().decode(first.value?.subarray(0, 1024)), 'is not an event stream');
    }
    finally {
        signal.dispose();
    }
}

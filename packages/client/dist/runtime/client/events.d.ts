/**
 * Generated from generators/runtime/client/events.ts by npm run generate. Do not edit.
 */
import { type CallSignal } from './signals.js';
/** One event of a `text/event-stream` response. */
export interface ServerSentEvent {
    /** The `event` field; `'message'` when the event names no type. */
    readonly event: string;
    /** The event's `data` lines joined with `\n`; parse it yourself (JSON, for most APIs). */
    readonly data: string;
    /** The last event id the stream set (`id` field) up to this event; `''` when none. */
    readonly id: string;
    /** The reconnection time (ms) the stream last asked for (`retry` field), when it did. */
    readonly retry?: number;
}
/** The part of a ReadableStream reader used here, typed by shape so no DOM or Node stream types are needed. */
export interface ByteReader {
    read(): Promise<{
        readonly done: boolean;
        readonly value?: Uint8Array | undefined;
    }>;
    cancel(reason?: unknown): Promise<void>;
}
export interface ByteStream {
    getReader(): ByteReader;
}
/**
 * The default of ClientOptions.maxEventLength: the most text, in UTF-16 code units as JavaScript
 * counts a string's length, one event may hold (1,048,576: 1 MiB of ASCII, at most 2 MiB of memory).
 */
export declare const MAX_EVENT_LENGTH = 1048576;
/** The event stream parser: text in (any chunking), complete events out. */
export declare class EventStreamParser {
    #private;
    /** `maxLength`: the most text one event may hold (its data and type, and any one line); see MAX_EVENT_LENGTH. */
    constructor(maxLength?: number);
    /**
     * Set once an event outgrew `maxLength`: its text so far (data lines and the line that went
     * over, joined with LF). The parser then reads nothing more; the stream is to be ended.
     */
    get overflow(): string | undefined;
    /** Reads the next piece of the stream; returns the events it completes, in order, up to one that is too long. */
    push(text: string): ServerSentEvent[];
}
export interface EventReading {
    /** Called once when reading ends: the stream ended, failed, or the caller stopped iterating. */
    readonly onEnd: () => void;
    /** What to throw for a read that failed (an abort's reason, a network error). */
    readonly failure: (error: unknown) => unknown;
    /** The most text one event may hold; MAX_EVENT_LENGTH when absent. */
    readonly maxEventLength?: number | undefined;
    /** What to throw for an event longer than that, given its text so far. */
    readonly tooLong: (text: string) => unknown;
    /**
     * Ends reading when it aborts (then `failure` makes the error), also when the body would not
     * end: an app's fetch that drops the Request's signal leaves its body unaborted.
     */
    readonly signal?: AbortSignal | undefined;
}
/**
 * The events of a response body, each yielded as soon as its blank line arrives. Iterate it once.
 * Leaving the loop early (`break`, `return`, a throw) cancels the body, which closes the
 * connection; to stop while waiting for the next event, abort the call's `signal`.
 */
export declare function serverSentEvents(body: ByteStream | null | undefined, reading: EventReading): AsyncGenerator<ServerSentEvent, void, undefined>;
/**
 * The result of a call whose answer is an event stream: its events as they arrive. The call's
 * timeout covered the wait for the answer, not the stream, which lasts as long as the server
 * keeps it open; the caller's signal still aborts it, and is let go of when reading ends. A read
 * that fails is the signal's reason when it was aborted, else a NetworkError; an event longer
 * than `options.maxEventLength` is a ResponseBodyError. (Arguments in a row, not an object: the
 * call is in every app's core, decision 0031.)
 */
export declare function eventStream(response: Response, operationId: string, signal: CallSignal, attempts: {
    readonly count: number;
}, options: {
    readonly maxEventLength?: number | undefined;
}): AsyncIterable<ServerSentEvent>;

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
/** The event stream parser: text in (any chunking), complete events out. */
export declare class EventStreamParser {
    #private;
    /** Reads the next piece of the stream; returns the events it completes, in order. */
    push(text: string): ServerSentEvent[];
}
export interface EventReading {
    /** Called once when reading ends: the stream ended, failed, or the caller stopped iterating. */
    readonly onEnd: () => void;
    /** What to throw for a read that failed (an abort's reason, a network error). */
    readonly failure: (error: unknown) => unknown;
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
 * that fails is the signal's reason when it was aborted, else a NetworkError.
 */
export declare function eventStream(body: unknown, call: {
    readonly operationId: string;
    readonly signal: CallSignal;
    readonly attempts: {
        readonly count: number;
    };
}): AsyncIterable<ServerSentEvent>;

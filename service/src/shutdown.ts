/**
 * Graceful shutdown. Once it starts, every new request (on a connection the server already had,
 * or a new one) gets the contract's 503 `unavailable` with `Connection: close`, so clients go to
 * another server behind the same address; the responses already started are written to the end;
 * once nothing has been in flight for QUIET_MS, the server closes and the store after it. Past
 * the grace period the remaining responses are cut, so the process always ends.
 *
 * Why the quiet period: closing the moment the last response was out reset the connections of
 * clients that sent again at once (ten writers killed by SIGTERM got ECONNRESET, none the 503),
 * and a reset POST leaves the client not knowing whether it was done. Waiting until requests stop
 * coming answers them 503 instead (nothing done, safe to send again); only a connection that
 * arrives in the instant the listener closes can still be reset.
 *
 * Why it waits itself before closing the server: Node's `server.close()` destroys every
 * connection it counts as idle, and it counts a response as done once `end()` was called, not
 * once its bytes are out; Fastify ends a large body in one call, so a slow reader lost the rest of
 * it (a 4.3 MB listing was cut). Here a response counts as in flight until Node reports it
 * handed to the operating system (its `close` event), and the server is closed only after that.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { HttpProblem, sendProblem } from '../../generated/runtime/server-runtime.js';
import type { Store } from './store/types.js';

export const DEFAULT_GRACE_MS = 10_000;
/** What a refused request is told to wait before sending again (another server may answer sooner). */
const RETRY_AFTER_SECONDS = 5;
/** How long no request may be in flight before the server closes (bounded by the grace period). */
export const QUIET_MS = 500;

export type ShutdownOutcome = 'finished' | 'cut';

export interface ShutdownGate {
  readonly draining: boolean;
  /** Refuses new requests, waits up to `graceMs` for started responses, closes the server and the store. */
  shutdown(graceMs?: number): Promise<ShutdownOutcome>;
}

/** Installs the hooks on `app` (before any route) and returns the switch that starts the drain. */
export function installShutdownGate(app: FastifyInstance, store: Store): ShutdownGate {
  let draining = false;
  let closing: Promise<ShutdownOutcome> | undefined;
  const inFlight = new InFlight();
  // A callback hook, not an async one: it runs on every request, and an async hook costs each
  // request a promise and a microtask turn (about a tenth of a small POST's time with the rest).
  app.addHook('onRequest', (_request, reply, done) => {
    // Refusals count too: the server closes only once they are written.
    inFlight.track(reply.raw);
    if (draining) {
      refuse(reply);
      return;
    }
    done();
  });
  return {
    get draining() {
      return draining;
    },
    shutdown(graceMs = DEFAULT_GRACE_MS) {
      draining = true;
      // A response that had not started when the drain began ends its connection after it. Set
      // here, once, rather than checked by an onSend hook on every response of the server's life.
      inFlight.closeConnectionsAfterResponse();
      closing ??= drainAndClose(app, inFlight, graceMs).finally(() => store.close());
      return closing;
    },
  };
}

function refuse(reply: Parameters<typeof sendProblem>[0]) {
  reply.header('connection', 'close');
  return sendProblem(reply, new HttpProblem(503, 'unavailable', 'The server is shutting down; send the request again', { 'retry-after': String(RETRY_AFTER_SECONDS) }));
}

async function drainAndClose(app: FastifyInstance, inFlight: InFlight, graceMs: number): Promise<ShutdownOutcome> {
  const finished = await inFlight.quiet(QUIET_MS, graceMs);
  if (!finished) app.server.closeAllConnections();
  await app.close();
  return finished ? 'finished' : 'cut';
}

/** Responses started and not yet handed to the operating system in full. */
class InFlight {
  readonly #responses = new Set<ServerResponse>();
  #onChange: (() => void) | undefined;
  /**
   * The `close` listener of every tracked response (`this` is the response): one function made
   * here, not a closure per request.
   */
  readonly #closed: (this: ServerResponse) => void;

  constructor() {
    const untrack = (response: ServerResponse): void => {
      this.#responses.delete(response);
      this.#onChange?.();
    };
    this.#closed = function (this: ServerResponse) {
      untrack(this);
    };
  }

  get #count(): number {
    return this.#responses.size;
  }

  track(response: ServerResponse): void {
    this.#responses.add(response);
    this.#onChange?.();
    // `close` comes once the response is fully written, or when its connection dies first.
    response.on('close', this.#closed);
  }

  /** `Connection: close` on every tracked response whose head is not written yet. */
  closeConnectionsAfterResponse(): void {
    for (const response of this.#responses) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
  }

  /**
   * True once nothing has been in flight for `quietMs`; when `timeoutMs` passes first, whether
   * nothing is in flight then (false: a response would be cut).
   */
  quiet(quietMs: number, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      let idle: NodeJS.Timeout | undefined;
      const finish = (outcome: boolean) => {
        clearTimeout(idle);
        clearTimeout(deadline);
        this.#onChange = undefined;
        resolve(outcome);
      };
      const deadline = setTimeout(() => finish(this.#count === 0), timeoutMs);
      this.#onChange = () => {
        clearTimeout(idle);
        if (this.#count === 0) idle = setTimeout(() => finish(true), quietMs);
      };
      this.#onChange();
    });
  }
}


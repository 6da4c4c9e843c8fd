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
  app.addHook('onRequest', async (_request, reply) => {
    // Refusals count too: the server closes only once they are written.
    inFlight.track(reply.raw);
    if (draining) return refuse(reply);
  });
  // A response that had not started when the drain began ends its connection after it.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return {
    get draining() {
      return draining;
    },
    shutdown(graceMs = DEFAULT_GRACE_MS) {
      draining = true;
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
  #count = 0;
  #onChange: (() => void) | undefined;

  track(response: NodeJS.EventEmitter): void {
    this.#count++;
    this.#onChange?.();
    // `close` comes once the response is fully written, or when its connection dies first.
    response.once('close', () => {
      this.#count--;
      this.#onChange?.();
    });
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

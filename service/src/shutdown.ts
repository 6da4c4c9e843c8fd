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
 * handed to the operating system (its `finish`), and the server is closed only after that.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpProblem, sendProblem } from '../../generated/runtime/server-runtime.js';
import type { Store } from './store/types.js';
import { DEFAULT_GRACE_MS } from './defaults.js';

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
  const inFlight = new InFlight(app.server);
  // A callback hook, not an async one: it runs on every request, and an async hook costs each
  // request a promise and a microtask turn (about a tenth of a small POST's time with the rest).
  app.addHook('onRequest', (request, reply, done) => {
    // Refusals count too: the server closes only once they are written.
    inFlight.started(request.raw, reply.raw);
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
  const startedAt = performance.now();
  const finished = await inFlight.quiet(QUIET_MS, graceMs);
  if (!finished) app.server.closeAllConnections();
  // The server closes once every connection has, and Node ends only idle ones: a connection whose
  // request is still arriving (headers trickled a byte at a time, or a body that stalled before
  // its request was routed) is owed no answer yet, and Node stops timing requests out once
  // close() is called: one such client held SIGTERM's exit for as long as it liked (200 s in a
  // probe). It gets the rest of the grace period to arrive (and be refused 503), then is ended; a
  // response in flight by then is cut, and said so.
  let cut = !finished;
  const deadline = setTimeout(() => {
    cut ||= inFlight.busy();
    app.server.closeAllConnections();
  }, Math.max(0, graceMs - (performance.now() - startedAt)));
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return cut ? 'cut' : 'finished';
}

/** How often the drain looks at the connections (only while it waits). */
const POLL_MS = 20;

/** The newest response of a connection (its requests are answered in order). */
const LATEST = Symbol('shutdown.latestResponse');

type Connection = Socket & { [LATEST]?: ServerResponse };

/**
 * Responses started and not yet handed to the operating system in full, found through the
 * connections that carry them. Per request this is a counter and one property on the connection:
 * a `close` listener and a set entry per response cost every request about a microsecond and a
 * half, and the drain can afford to look instead of being told.
 */
class InFlight {
  readonly #connections = new Set<Connection>();
  #started = 0;

  constructor(server: Server) {
    server.on('connection', (socket: Connection) => {
      this.#connections.add(socket);
      socket.once('close', () => this.#connections.delete(socket));
    });
  }

  started(request: IncomingMessage, response: ServerResponse): void {
    this.#started++;
    const connection = request.socket as Connection | null;
    if (connection !== null) connection[LATEST] = response;
  }

  /**
   * Whether some response is not yet handed to the operating system in full: `finish` comes
   * only then, however large the body and however slow its reader.
   */
  busy(): boolean {
    for (const connection of this.#connections) {
      const latest = connection[LATEST];
      if (latest !== undefined && !latest.writableFinished && !connection.destroyed) return true;
    }
    return false;
  }

  /** `Connection: close` on every response whose head is not written yet. */
  closeConnectionsAfterResponse(): void {
    for (const connection of this.#connections) {
      const latest = connection[LATEST];
      if (latest !== undefined && !latest.headersSent) latest.setHeader('connection', 'close');
    }
  }

  /**
   * True once nothing has been in flight, and no request has started, for `quietMs`; when
   * `timeoutMs` passes first, whether nothing is in flight then (false: a response would be cut).
   */
  quiet(quietMs: number, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const startedAt = performance.now();
      let quietSince = startedAt;
      let seen = this.#started;
      const poll = setInterval(() => {
        const now = performance.now();
        if (this.busy() || this.#started !== seen) {
          seen = this.#started;
          quietSince = now;
        }
        const outcome = now - quietSince >= quietMs ? true : now - startedAt >= timeoutMs ? !this.busy() : undefined;
        if (outcome === undefined) return;
        clearInterval(poll);
        resolve(outcome);
      }, POLL_MS);
    });
  }
}

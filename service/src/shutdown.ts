/**
 * Graceful shutdown. Once it starts, the server takes no new connections, answers every new
 * request on a connection it already had with the contract's 503 `unavailable` (and
 * `Connection: close`, so the client reconnects, to another server behind the same address),
 * lets the responses it had started finish, then closes the store. A response still running
 * after the grace period is cut, so the process always ends.
 */
import type { FastifyInstance } from 'fastify';
import { HttpProblem, sendProblem } from '../../generated/runtime/server-runtime.js';
import type { Store } from './store/types.js';

export const DEFAULT_GRACE_MS = 10_000;
/** What a refused request is told to wait before sending again (another server may answer sooner). */
const RETRY_AFTER_SECONDS = 5;

export type ShutdownOutcome = 'finished' | 'cut';

export interface ShutdownGate {
  readonly draining: boolean;
  /** Stops accepting, waits up to `graceMs` for in-flight responses, closes the store. */
  shutdown(graceMs?: number): Promise<ShutdownOutcome>;
}

/** Installs the hooks on `app` (before any route) and returns the switch that starts the drain. */
export function installShutdownGate(app: FastifyInstance, store: Store): ShutdownGate {
  let draining = false;
  let closing: Promise<ShutdownOutcome> | undefined;
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    const problem = new HttpProblem(503, 'unavailable', 'The server is shutting down; send the request again', { 'retry-after': String(RETRY_AFTER_SECONDS) });
    return sendProblem(reply, problem);
  });
  // A response that began before the drain ends its connection too, so close() need not wait
  // for idle keep-alive connections to time out.
  app.addHook('onSend', async (_request, reply) => {
    if (draining && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (draining) setImmediate(() => app.server.closeIdleConnections());
  });
  return {
    get draining() {
      return draining;
    },
    shutdown(graceMs = DEFAULT_GRACE_MS) {
      draining = true;
      closing ??= closeWithin(app, graceMs).finally(() => store.close());
      return closing;
    },
  };
}

async function closeWithin(app: FastifyInstance, graceMs: number): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), graceMs);
  });
  try {
    const outcome = await Promise.race([app.close().then(() => 'finished' as const), expired]);
    if (outcome === 'cut') {
      app.server.closeAllConnections();
      await app.close();
    }
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the benchmark parent and its server children tell each other.
 *
 * Every server runs in its own child process so it never shares an event loop with autocannon.
 * The parent passes the fixture in BENCH_SERVER_FIXTURE (JSON); the child listens on
 * 127.0.0.1, port 0, and answers over the IPC channel with its port (and, for the reference
 * server, the token it obtained by logging in).
 */
import type { AddressInfo } from 'node:net';

/** The two routes under load; the baselines answer them with the same bodies as the reference server. */
export const PLAYBACK_PATH = '/v1/movie/1/playback';
export const COMMENTS_PATH = '/api/v1/movie/tmdb-1396/comments';

export interface ServerFixture {
  readonly token: string;
  /** The exact JSON the reference server answers on GET playback (enveloped). */
  readonly playbackBody: unknown;
}

export interface ReadyMessage {
  readonly port: number;
  /** Only the reference server sends these: the token of its seeded user and anything worth a note. */
  readonly token?: string;
}

export function readFixture(): ServerFixture {
  const raw = process.env.BENCH_SERVER_FIXTURE;
  if (!raw) throw new Error('BENCH_SERVER_FIXTURE is not set: this file is started by scripts/bench/server.ts');
  return JSON.parse(raw) as ServerFixture;
}

export function announceReady(address: AddressInfo | string | null, extra: Omit<ReadyMessage, 'port'> = {}): void {
  if (!address || typeof address === 'string') throw new Error(`server child: unexpected listen address ${String(address)}`);
  if (!process.send) throw new Error('server child: no IPC channel (start it from scripts/bench/server.ts)');
  const message: ReadyMessage = { port: address.port, ...extra };
  process.send(message);
}

/** Same cost as a token-map lookup in a real server, without any of a real server's features. */
export function bearerChecker(token: string): (header: string | undefined) => boolean {
  const sessions = new Map([[token, { username: 'bench' }]]);
  return (header) => {
    if (!header || !header.startsWith('Bearer ')) return false;
    return sessions.has(header.slice('Bearer '.length));
  };
}

export const UNAUTHENTICATED_BODY = { status: 'error', error: 'Authentication required.', code: 'unauthenticated' };

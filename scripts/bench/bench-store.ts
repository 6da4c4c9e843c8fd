/**
 * The store a reference-server child runs on, chosen by the stores benchmark through the
 * environment (BENCH_STORE: `memory`, the default; `sqlite` in BENCH_DATA_DIR; `postgres` at
 * BENCH_DATABASE_URL), and the one request the benchmark sends a child over IPC: add N comments
 * straight through the store and report the memory the process holds before and after.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openStore } from '../../service/src/store/open.js';
import { MemoryStore } from '../../service/src/store/memory.js';
import type { NewComment, Store } from '../../service/src/store/types.js';

export type BenchStoreKind = 'memory' | 'sqlite' | 'postgres';

export interface FillRequest {
  readonly type: 'fill';
  readonly comments: number;
}

export interface FillReport {
  readonly type: 'filled';
  readonly heapBefore: number;
  readonly heapAfter: number;
  readonly rssBefore: number;
  readonly rssAfter: number;
}

/** The comment the POST scenario sends (each filled one numbered), so the memory figure matches what the load writes. */
const COMMENT = { type: 'note', title: 'Benchmark', comment: 'A note written by the benchmark.' } as const;
/** How many comment writes are in flight at once while filling (PostgreSQL answers each in turn). */
const FILL_BATCH = 500;

export async function openBenchStore(): Promise<Store> {
  const kind = process.env['BENCH_STORE'] ?? 'memory';
  if (kind === 'memory') return new MemoryStore();
  if (kind === 'sqlite') return (await openStore({ dataDir: required('BENCH_DATA_DIR') })).store;
  if (kind === 'postgres') return (await openStore({ databaseUrl: required('BENCH_DATABASE_URL') })).store;
  throw new Error(`BENCH_STORE=${kind}: expected memory, sqlite or postgres`);
}

/** Answers the benchmark's fill requests for `userId` until the process ends. */
export function answerFillRequests(store: Store, userId: number): void {
  const collect = garbageCollector();
  process.on('message', (message: FillRequest) => {
    if (message.type !== 'fill') return;
    void fill(store, userId, message.comments, collect).then((report) => process.send?.(report));
  });
}

async function fill(store: Store, userId: number, count: number, collect: () => void): Promise<FillReport> {
  collect();
  const before = process.memoryUsage();
  const quota = { key: `bench-fill:${userId}`, max: Number.MAX_SAFE_INTEGER, windowMs: 3_600_000, now: Date.now() };
  for (let start = 0; start < count; start += FILL_BATCH) {
    const batch: unknown[] = [];
    for (let index = start; index < Math.min(count, start + FILL_BATCH); index++) {
      // Its own text, as every real comment has (a shared string would be counted once).
      const text = `${COMMENT.comment} ${index}`;
      const comment: NewComment = { ...COMMENT, comment: text, mediaId: `tmdb-${index % 1000}`, userId, createdAt: new Date().toISOString(), score: undefined, seasonNumber: undefined, episodeNumber: undefined };
      batch.push(store.addComment(comment, quota));
    }
    await Promise.all(batch);
  }
  collect();
  const after = process.memoryUsage();
  return { type: 'filled', heapBefore: before.heapUsed, heapAfter: after.heapUsed, rssBefore: before.rss, rssAfter: after.rss };
}

/** A full collection without --expose-gc on the command line (the child is started by the shared launcher). */
function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the stores benchmark sets it`);
  return value;
}

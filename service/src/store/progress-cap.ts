/**
 * What one user's saved progress may hold (decision 0027): at most `movies` records and `bytes`
 * bytes. Saving past either ends the user's other progress saved longest ago (oldest
 * `lastWatchedAt`, then smallest movie id), never the one being saved. The database stores say
 * the same rule in SQL (their statements.ts); the in-memory store runs `evictedMovies`.
 */
import type { ProgressCap, ProgressRecord } from './types.js';

/**
 * A record's fixed columns (ids, the two positions, the time and this size), counted once per
 * record so that many small records cost something too. The migrations that add the size column
 * to stored records use the same sum (sqlite/schema.ts, postgres/schema.ts).
 */
export const PROGRESS_FIXED_BYTES = 48;

/** The bytes a record takes in a store: its text columns in UTF-8, and the fixed ones. */
export function progressBytes(progress: ProgressRecord, playerSettingsJson = playerSettingsText(progress)): number {
  let bytes = PROGRESS_FIXED_BYTES + Buffer.byteLength(progress.clientPlatform);
  for (const text of [progress.streamProtocol, progress.encodedData, progress.sourceUri, playerSettingsJson]) {
    if (text !== undefined) bytes += Buffer.byteLength(text);
  }
  return bytes;
}

/** `player_settings` as the stores keep it: JSON text, or nothing. */
export function playerSettingsText(progress: ProgressRecord): string | undefined {
  return progress.playerSettings === undefined ? undefined : JSON.stringify(progress.playerSettings);
}

export interface HeldProgress {
  readonly movieId: number;
  readonly lastWatchedAt: number;
  readonly bytes: number;
}

/**
 * The movies whose progress ends when `saved` joins `others` (the user's other records): the
 * others are kept newest first while they number fewer than `cap.movies` - 1 and fit in
 * `cap.bytes` with the saved one; the rest end.
 */
export function evictedMovies(others: readonly HeldProgress[], saved: HeldProgress, cap: ProgressCap): number[] {
  const newestFirst = [...others].sort((a, b) => b.lastWatchedAt - a.lastWatchedAt || b.movieId - a.movieId);
  let held = saved.bytes;
  const ended: number[] = [];
  newestFirst.forEach((progress, index) => {
    held += progress.bytes;
    if (index + 1 >= cap.movies || held > cap.bytes) ended.push(progress.movieId);
  });
  return ended;
}

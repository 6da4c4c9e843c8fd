/**
 * Playback progress (read and write) and continue watching for movies.
 */
import type { Handlers } from '../../../generated/server.js';
import type { Principal } from '../principal.js';
import { MOVIES, type MovieEntry } from '../catalog.js';
import type { ProgressRecord } from '../store/types.js';
import type { HandlerContext } from './context.js';
import { after } from '../store/awaitable.js';

/** Upstream rule: past 85 % or fewer than 300 s left counts as watched. */
const WATCHED_FRACTION = 0.85;
const WATCHED_REMAINING_SECONDS = 300;

type PlaybackHandlers = Pick<Handlers<Principal>, 'getPlaybackProgress' | 'savePlaybackProgress' | 'getContinueWatching'>;

export function playbackHandlers({ store, now, limits }: HandlerContext): PlaybackHandlers {
  return {
    // Synchronous when the store answers at once (the in-memory one does): no promise per read.
    getPlaybackProgress({ path, principal }) {
      return after(store.findProgress(principal.userId, path.id), (progress) => ({
        status: 200 as const,
        data: progress === undefined ? null : watchProgress(progress),
      }));
    },

    async savePlaybackProgress({ path, body, principal }) {
      const current = Math.min(body.current_progress_seconds, body.total_duration_seconds);
      const total = body.total_duration_seconds;
      const at = Math.floor(now() / 1000);
      if (current / total > WATCHED_FRACTION || total - current < WATCHED_REMAINING_SECONDS) {
        await store.markWatched({ userId: principal.userId, movieId: path.id, watchedAt: at }, limits.watchesPerUser);
        return { status: 200, data: { watched: true } };
      }
      const record: ProgressRecord = {
        userId: principal.userId,
        movieId: path.id,
        currentProgressSeconds: current,
        totalDurationSeconds: total,
        clientPlatform: principal.clientPlatform,
        lastWatchedAt: at,
        ...(body.stream_protocol === undefined ? {} : { streamProtocol: body.stream_protocol }),
        ...(body.encoded_data === undefined ? {} : { encodedData: body.encoded_data }),
        ...(body.source_uri === undefined ? {} : { sourceUri: body.source_uri }),
        ...(body.player_settings === undefined ? {} : { playerSettings: body.player_settings }),
      };
      // Past the per-user caps the progress saved longest ago ends: saving always succeeds.
      await store.saveProgress(record, { movies: limits.progressPerUser, bytes: limits.progressBytesPerUser });
      return { status: 200, data: watchProgress(record) };
    },

    async getContinueWatching({ path, principal }) {
      const progress = await store.findProgress(principal.userId, path.id);
      if (progress === undefined) return { status: 200, data: null };
      return {
        status: 200,
        data: {
          media_source: MOVIES.get(path.id)?.mediaSource ?? 'tmdb',
          media_type: 'movie',
          source_id: String(path.id),
          watch_action_type: 'resume',
          watch_progress: watchProgress(progress),
        },
      };
    },
  };
}

/** WatchProgress on the wire; optional members are left out (not `undefined`) when absent. */
interface WatchProgressData {
  client_platform: string;
  current_progress_seconds: number;
  total_duration_seconds: number;
  last_watched_at: number;
  media_source: string;
  media_type: 'movie';
  source_id: string;
  media_title?: string;
  overview?: string;
  release_date?: string;
  thumbnail_uri?: string;
  stream_protocol?: string;
  encoded_data?: string;
  source_uri?: string;
  player_settings?: { readonly [key: string]: unknown };
}

// Built member by member, in the order the body has always had, rather than with conditional
// spreads: this runs on every playback read and each spread is a temporary object and a slow copy.
function watchProgress(progress: ProgressRecord): WatchProgressData {
  const movie: MovieEntry | undefined = MOVIES.get(progress.movieId);
  const data: WatchProgressData = {
    client_platform: progress.clientPlatform,
    current_progress_seconds: progress.currentProgressSeconds,
    total_duration_seconds: progress.totalDurationSeconds,
    last_watched_at: progress.lastWatchedAt,
    media_source: movie?.mediaSource ?? 'tmdb',
    media_type: 'movie',
    source_id: String(progress.movieId),
  };
  if (movie !== undefined) {
    data.media_title = movie.title;
    data.overview = movie.overview;
    data.release_date = movie.releaseDate;
    data.thumbnail_uri = movie.thumbnailUri;
  }
  if (progress.streamProtocol !== undefined) data.stream_protocol = progress.streamProtocol;
  if (progress.encodedData !== undefined) data.encoded_data = progress.encodedData;
  if (progress.sourceUri !== undefined) data.source_uri = progress.sourceUri;
  if (progress.playerSettings !== undefined) data.player_settings = progress.playerSettings;
  return data;
}

/**
 * Playback progress (read and write) and continue watching for movies.
 */
import type { Handlers } from '../../../../generated/server.js';
import type { Principal } from '../principal.js';
import { MOVIES, type MovieEntry } from '../catalog.js';
import type { ProgressRecord } from '../store/types.js';
import type { HandlerContext } from './context.js';

/** Upstream rule: past 85 % or fewer than 300 s left counts as watched. */
const WATCHED_FRACTION = 0.85;
const WATCHED_REMAINING_SECONDS = 300;

type PlaybackHandlers = Pick<Handlers<Principal>, 'getPlaybackProgress' | 'savePlaybackProgress' | 'getContinueWatching'>;

export function playbackHandlers({ store, now }: HandlerContext): PlaybackHandlers {
  return {
    async getPlaybackProgress({ path, principal }) {
      const progress = await store.findProgress(principal.userId, path.id);
      return { status: 200, data: progress === undefined ? null : watchProgress(progress) };
    },

    async savePlaybackProgress({ path, body, principal }) {
      const current = Math.min(body.current_progress_seconds, body.total_duration_seconds);
      const total = body.total_duration_seconds;
      const at = Math.floor(now() / 1000);
      if (current / total > WATCHED_FRACTION || total - current < WATCHED_REMAINING_SECONDS) {
        await store.recordWatch({ userId: principal.userId, movieId: path.id, watchedAt: at });
        await store.clearProgress(principal.userId, path.id);
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
      await store.saveProgress(record);
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

function watchProgress(progress: ProgressRecord) {
  const movie: MovieEntry | undefined = MOVIES.get(progress.movieId);
  return {
    client_platform: progress.clientPlatform,
    current_progress_seconds: progress.currentProgressSeconds,
    total_duration_seconds: progress.totalDurationSeconds,
    last_watched_at: progress.lastWatchedAt,
    media_source: movie?.mediaSource ?? 'tmdb',
    media_type: 'movie',
    source_id: String(progress.movieId),
    ...(movie === undefined ? {} : { media_title: movie.title, overview: movie.overview, release_date: movie.releaseDate, thumbnail_uri: movie.thumbnailUri }),
    ...(progress.streamProtocol === undefined ? {} : { stream_protocol: progress.streamProtocol }),
    ...(progress.encodedData === undefined ? {} : { encoded_data: progress.encodedData }),
    ...(progress.sourceUri === undefined ? {} : { source_uri: progress.sourceUri }),
    ...(progress.playerSettings === undefined ? {} : { player_settings: progress.playerSettings }),
  };
}

/**
 * An app team's use of the generated client, compiled under strict settings by
 * test/client/types.test.ts (and by `npx tsc -p test/client/consumer/tsconfig.json` against the
 * committed generated/). It only uses what an app would import from generated/client.js.
 */
import {
  ApiError,
  RequestTimeoutError,
  createApiClient,
  isOperationError,
  type ApiClient,
  type GetContinueWatchingData,
  type ListCommentsData,
  type LoginData,
} from '../../../generated/client.js';

export function createBrowserClient(deviceId: string): ApiClient {
  return createApiClient({
    baseUrl: 'https://media.example',
    clientHeaders: { clientId: 'media-tracker-web', platform: 'web', deviceId },
    retry: { retries: 3, baseDelayMs: 250, maxDelayMs: 5000 },
    timeoutMs: 10_000,
  });
}

/** Logs in and greets the user; wrong credentials become a message, not a crash. */
export async function signIn(api: ApiClient, username: string, password: string): Promise<string> {
  try {
    const session: LoginData = await api.login({ body: { username, password } });
    return session.role === 'admin' ? `Welcome back, administrator ${session.display_name}` : `Hi ${session.display_name}`;
  } catch (error) {
    if (isOperationError(error, 'login')) {
      switch (error.status) {
        case 400:
          return `Check the form: ${error.message} (${error.code})`;
        case 401:
          return 'Wrong username or password';
        default:
          return `Login failed: ${error.code}`;
      }
    }
    throw error;
  }
}

/** What to show on a movie page: resume position, or nothing to continue. */
export async function resumeLabel(api: ApiClient, movieId: number, signal: AbortSignal): Promise<string> {
  const next: GetContinueWatchingData = await api.getContinueWatching({ params: { path: { id: movieId } } }, { signal });
  if (next === null) return 'Play';
  const seconds = next.watch_progress?.current_progress_seconds ?? 0;
  return `${next.watch_action_type} at ${Math.floor(seconds / 60)} min`;
}

export async function reviewsOf(api: ApiClient, mediaId: string): Promise<string[]> {
  const comments: ListCommentsData = await api.listComments({ params: { path: { id: mediaId }, query: { type: 'review' } } });
  return comments.map((comment) => `${comment.owner_display_name}: ${comment.score ?? '-'}`);
}

/** postComment is the one operation without the envelope: it resolves with the new id, a string. */
export async function addNote(api: ApiClient, mediaId: string, text: string): Promise<string> {
  const commentId = await api.postComment({ params: { path: { id: mediaId } }, body: { comment_type: 'note', comment: text } });
  return commentId.trim();
}

export async function seasonTitle(api: ApiClient): Promise<string> {
  const season = await api.getSeasonDetails({ params: { path: { id: 'tmdb-1396', seasonNumber: 1 } } }, { timeoutMs: 2000 });
  return `${season.media_title} (${season.episodes.length} episodes)`;
}

export async function firstPageOfFiles(api: ApiClient): Promise<number> {
  const page = await api.listMediaFiles({ params: { query: { limit: 50 } } });
  return page.total_records;
}

export async function savePosition(api: ApiClient, movieId: number, seconds: number, total: number): Promise<boolean> {
  const saved = await api.savePlaybackProgress({
    params: { path: { id: movieId } },
    body: { current_progress_seconds: seconds, total_duration_seconds: total },
  });
  return 'watched' in saved;
}

export function describeFailure(error: unknown): string {
  if (error instanceof RequestTimeoutError) return `Timed out after ${error.timeoutMs} ms`;
  if (error instanceof ApiError) return `HTTP ${error.status}: ${error.message}`;
  return 'Unexpected failure';
}

export async function signOut(api: ApiClient): Promise<void> {
  await api.logout();
}

export function withApiKey(key: string): ApiClient {
  return createApiClient({ baseUrl: 'https://media.example', auth: { apiKeyAuth: key }, retry: false });
}

/** An app's own settings, any of them unset; the options take them as they are (no spreading). */
interface AppConfig {
  readonly apiKey?: string | undefined;
  readonly deviceId?: string | undefined;
  readonly timeoutMs?: number | undefined;
  readonly retries?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly pageSize?: number | undefined;
}

export async function fromConfig(config: AppConfig, movieId: number): Promise<GetContinueWatchingData> {
  // Under exactOptionalPropertyTypes each of these was TS2375/TS2379 (string | undefined is not string).
  const api = createApiClient({
    baseUrl: 'https://media.example',
    auth: { apiKeyAuth: config.apiKey },
    clientHeaders: { clientId: 'media-tracker-web', platform: 'web', deviceId: config.deviceId },
    timeoutMs: config.timeoutMs,
    retry: { retries: config.retries },
  });
  return api.getContinueWatching({ params: { path: { id: movieId } } }, { signal: config.signal, timeoutMs: config.timeoutMs, retry: undefined });
}

/** An optional parameter (and an optional location) from the app's own settings, unset or not. */
export async function pageFromConfig(config: AppConfig, mediaId: string): Promise<ListCommentsData> {
  const api = createApiClient({ baseUrl: 'https://media.example' });
  return api.listComments({ params: { path: { id: mediaId }, query: { type: 'review', limit: config.pageSize, offset: undefined }, header: undefined } });
}

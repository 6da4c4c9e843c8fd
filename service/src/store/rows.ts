/**
 * Rows of the database stores and the records they become. Both SQL schemas use these column
 * names, so one mapping serves SQLite and PostgreSQL (whose 64-bit integers the PostgreSQL store
 * reads as numbers). NULL columns become absent members, as the in-memory store has them.
 */
import { playerSettingsText, progressBytes } from './progress-cap.js';
import type { ApiKeyRecord, CommentView, ProgressRecord, Role, SessionRecord, UserRecord } from './types.js';

export interface UserRow {
  readonly id: number;
  readonly username: string;
  readonly display_name: string;
  readonly role: string;
  readonly password_hash: string;
  readonly created_at: string;
}

export interface SessionRow {
  readonly token_hash: string;
  readonly user_id: number;
  readonly client_id: string;
  readonly client_platform: string;
  readonly device_id: string;
  readonly expires_at: number;
}

export interface ApiKeyRow {
  readonly id: number;
  readonly user_id: number;
  readonly name: string;
  readonly secret_hash: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
  readonly expires_at: string | null;
}

export interface ProgressRow {
  readonly user_id: number;
  readonly movie_id: number;
  readonly current_progress_seconds: number;
  readonly total_duration_seconds: number;
  readonly client_platform: string;
  readonly last_watched_at: number;
  readonly stream_protocol: string | null;
  readonly encoded_data: string | null;
  readonly source_uri: string | null;
  readonly player_settings: string | null;
  readonly bytes: number;
}

export interface CommentRow {
  readonly id: number;
  readonly media_id: string;
  readonly user_id: number;
  readonly type: string;
  readonly title: string | null;
  readonly comment: string | null;
  readonly score: number | null;
  readonly season_number: number | null;
  readonly episode_number: number | null;
  readonly created_at: string;
  readonly owner_username: string;
  readonly owner_display_name: string;
}

export function userFromRow(row: UserRow): UserRecord {
  return { id: row.id, username: row.username, displayName: row.display_name, role: row.role as Role, passwordHash: row.password_hash, createdAt: row.created_at };
}

export function sessionFromRow(row: SessionRow): SessionRecord {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    clientId: row.client_id,
    clientPlatform: row.client_platform,
    deviceId: row.device_id,
    expiresAt: row.expires_at,
  };
}

export function apiKeyFromRow(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    secretHash: row.secret_hash,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
  };
}

export function progressFromRow(row: ProgressRow): ProgressRecord {
  return {
    userId: row.user_id,
    movieId: row.movie_id,
    currentProgressSeconds: row.current_progress_seconds,
    totalDurationSeconds: row.total_duration_seconds,
    clientPlatform: row.client_platform,
    lastWatchedAt: row.last_watched_at,
    ...(row.stream_protocol === null ? {} : { streamProtocol: row.stream_protocol }),
    ...(row.encoded_data === null ? {} : { encodedData: row.encoded_data }),
    ...(row.source_uri === null ? {} : { sourceUri: row.source_uri }),
    ...(row.player_settings === null ? {} : { playerSettings: JSON.parse(row.player_settings) as { [key: string]: unknown } }),
  };
}

/** The progress columns in schema order, for an insert or upsert, and last its size (progress-cap.ts). */
export function progressValues(progress: ProgressRecord): unknown[] {
  const playerSettings = playerSettingsText(progress);
  return [
    progress.userId,
    progress.movieId,
    progress.currentProgressSeconds,
    progress.totalDurationSeconds,
    progress.clientPlatform,
    progress.lastWatchedAt,
    progress.streamProtocol ?? null,
    progress.encodedData ?? null,
    progress.sourceUri ?? null,
    playerSettings ?? null,
    progressBytes(progress, playerSettings),
  ];
}

export function commentFromRow(row: CommentRow): CommentView {
  return {
    id: String(row.id),
    mediaId: row.media_id,
    userId: row.user_id,
    type: row.type as CommentView['type'],
    title: row.title ?? undefined,
    comment: row.comment ?? undefined,
    score: row.score ?? undefined,
    seasonNumber: row.season_number ?? undefined,
    episodeNumber: row.episode_number ?? undefined,
    createdAt: row.created_at,
    sequence: row.id,
    ownerUsername: row.owner_username,
    ownerDisplayName: row.owner_display_name,
  };
}

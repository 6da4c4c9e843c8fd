/**
 * Mistakes the generated client must turn into compile errors. Each `@ts-expect-error` names the
 * TypeScript error code it stands for; types.test.ts checks that the file compiles (no directive
 * is unused) AND that, with the directives removed, exactly these lines fail with these codes —
 * so a directive cannot pass by swallowing some other error.
 */
import { createApiClient, isOperationError } from '../../../generated/client.js';

const api = createApiClient({ baseUrl: 'http://127.0.0.1:1', clientHeaders: { clientId: 'a', platform: 'web', deviceId: 'd' } });

export async function wrongParameter(): Promise<void> {
  // @ts-expect-error TS2322 the playback id is an integer, not a string
  await api.getPlaybackProgress({ params: { path: { id: 'tmdb-550' } } });
  // @ts-expect-error TS2353 listComments has no query parameter `kind`
  await api.listComments({ params: { path: { id: 'tmdb-550' }, query: { type: 'review', kind: 'x' } } });
  // @ts-expect-error TS2322 comment type is one of review, note, comment
  await api.listComments({ params: { path: { id: 'tmdb-550' }, query: { type: 'rant' } } });
  // @ts-expect-error TS2554 getSeasonDetails needs its path parameters
  await api.getSeasonDetails();
}

export async function wrongBodyField(): Promise<void> {
  // @ts-expect-error TS2353 login's body has no `remember_me`
  await api.login({ body: { username: 'alice', password: 'pw', remember_me: true } });
  // @ts-expect-error TS2322 createUser's body requires display_name
  await api.createUser({ body: { username: 'bob', password: 'long enough' } });
}

export async function missingField(): Promise<void> {
  const session = await api.login({ body: { username: 'alice', password: 'pw' } });
  // @ts-expect-error TS2339 a login session has no `password`
  console.log(session.password);
  const files = await api.listMediaFiles();
  // @ts-expect-error TS2339 the media file list has no `items`
  console.log(files.items);
  const commentId = await api.postComment({ params: { path: { id: 'tmdb-550' } }, body: { comment_type: 'note' } });
  // @ts-expect-error TS2339 postComment resolves with a bare string, not an envelope
  console.log(commentId.data);
}

export function wrongErrorCode(error: unknown): void {
  if (!isOperationError(error, 'login')) return;
  // @ts-expect-error TS2367 login never answers with code `not_found`
  if (error.code === 'not_found') console.log('unreachable');
  // @ts-expect-error TS2367 login does not document status 404
  if (error.status === 404) console.log('unreachable');
  if (error.status === 400) {
    // @ts-expect-error TS2367 a 400 of login carries `invalid_request` only
    if (error.code === 'internal') console.log('unreachable');
  }
  // @ts-expect-error TS2345 there is no operation `signIn`
  isOperationError(error, 'signIn');
}

/**
 * Comment members the contract ties to others: `score` is "reviews only" (Comment.score,
 * CommentType) and `episode_number` is given "with season_number" (CommentCreate). Before, a
 * note or comment posted with a score was stored and listed with it (a public note showed it to
 * everyone as a rating), and an episode number without a season was kept as is (found by a
 * functional red-team pass).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../generated/client.js';
import { expectApiError } from '../server/helpers/expect.js';
import { loggedInUser, startReferenceServer, type RunningServer } from '../server/helpers/reference.js';

let server: RunningServer;
let client: ApiClient;
const params = { path: { id: 'tmdb-550' } };

beforeAll(async () => {
  server = await startReferenceServer();
  ({ client } = await loggedInUser(server, 'comment-fields'));
});
afterAll(async () => {
  await server.close();
  await server.store.close();
});

describe('score', () => {
  it.each(['note', 'comment'] as const)('is refused on a %s, and nothing is stored', async (type) => {
    const message = await expectApiError(client.postComment({ params, body: { comment_type: type, comment: 'text', score: 5 } }), 400, 'invalid_request');
    expect(message).toBe('body field score must not be sent');
    expect(await client.listComments({ params: { ...params, query: { type } } })).toEqual([]);
  });

  it('is kept on a review', async () => {
    await client.postComment({ params, body: { comment_type: 'review', score: 70 } });
    expect((await client.listComments({ params: { ...params, query: { type: 'review' } } })).map((comment) => comment.score)).toEqual([70]);
  });
});

describe('episode_number', () => {
  it('is refused without season_number', async () => {
    await expectApiError(client.postComment({ params, body: { comment_type: 'comment', episode_number: 3 } }), 400, 'invalid_request');
  });

  it('is kept with season_number, and season_number alone is fine', async () => {
    await client.postComment({ params, body: { comment_type: 'comment', season_number: 1, episode_number: 3 } });
    await client.postComment({ params, body: { comment_type: 'comment', season_number: 2 } });
    const listed = await client.listComments({ params: { ...params, query: { type: 'comment' } } });
    expect(listed.map((comment) => [comment.season_number, comment.episode_number])).toEqual([[2, undefined], [1, 3]]);
    expect(server.violations).toEqual([]);
  });
});

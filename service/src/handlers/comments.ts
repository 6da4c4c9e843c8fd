/**
 * Comments on movies: reviews (scored), notes (public) and comments. A listing is the caller's own
 * comments of that type plus everyone's public ones, newest first, `[]` when there are none.
 */
import type { Handlers } from '../../../generated/server.js';
import type { Principal } from '../principal.js';
import type { CommentRecord, Store, UserRecord } from '../store/types.js';
import type { HandlerContext } from './context.js';
import { after } from '../store/awaitable.js';

export function commentHandlers({ store, now }: HandlerContext): Pick<Handlers<Principal>, 'listComments' | 'postComment'> {
  const isoTime = isoTimestamps();
  return {
    async listComments({ path, query, principal }) {
      const visible = (await store.listComments(path.id, query.type))
        .filter((comment) => comment.userId === principal.userId || isPublic(comment))
        .sort((a, b) => b.sequence - a.sequence);
      return { status: 200, data: await withOwners(store, visible) };
    },

    postComment({ path, body, principal }) {
      // The schema already requires `score` for reviews; this guards a document edit that drops it.
      if (body.comment_type === 'review' && body.score === undefined) {
        return { status: 400, code: 'invalid_request', message: 'body field score is required for a review' };
      }
      // One fixed shape (absent members are `undefined`) instead of conditional spreads: cheaper
      // per comment, and every stored record shares one hidden class.
      const created = store.addComment({
        mediaId: path.id,
        userId: principal.userId,
        type: body.comment_type,
        createdAt: isoTime(now()),
        title: body.title,
        comment: body.comment,
        score: body.score,
        seasonNumber: body.season_number,
        episodeNumber: body.episode_number,
      });
      // The documented envelope exception: the 200 body is the new comment's id as a bare string.
      return after(created, (record) => ({ status: 200 as const, data: record.id }));
    },
  };
}

/** `new Date(ms).toISOString()`, remembered for the last millisecond (comments under load often share one). */
function isoTimestamps(): (ms: number) => string {
  let lastMs = Number.NaN;
  let last = '';
  return (ms) => {
    if (ms !== lastMs) {
      last = new Date(ms).toISOString();
      lastMs = ms;
    }
    return last;
  };
}

function isPublic(comment: CommentRecord): boolean {
  return comment.type === 'note';
}

async function withOwners(store: Store, comments: readonly CommentRecord[]) {
  const owners = new Map<number, UserRecord | undefined>();
  const result = [];
  for (const comment of comments) {
    if (!owners.has(comment.userId)) owners.set(comment.userId, await store.findUserById(comment.userId));
    const owner = owners.get(comment.userId);
    if (owner === undefined) continue; // the owner's account was deleted
    result.push({
      comment_id: comment.id,
      comment_type: comment.type,
      owner_username: owner.username,
      owner_display_name: owner.displayName,
      is_public: isPublic(comment),
      created_at: comment.createdAt,
      updated_at: comment.createdAt,
      ...(comment.title === undefined ? {} : { title: comment.title }),
      ...(comment.comment === undefined ? {} : { comment: comment.comment }),
      ...(comment.score === undefined ? {} : { score: comment.score }),
      ...(comment.seasonNumber === undefined ? {} : { season_number: comment.seasonNumber }),
      ...(comment.episodeNumber === undefined ? {} : { episode_number: comment.episodeNumber }),
    });
  }
  return result;
}

/**
 * Comments on movies: reviews (scored), notes (public) and comments. A listing is one page of the
 * caller's own comments of that type plus everyone's public ones, newest first, `[]` when there
 * are none. Posting is limited per user and window (429 past it).
 */
import type { Handlers } from '../../../generated/server.js';
import type { Principal } from '../principal.js';
import { canonicalMediaId } from '../media-ids.js';
import { after } from '../store/awaitable.js';
import type { CommentType, CommentView } from '../store/types.js';
import type { HandlerContext } from './context.js';
import { rateLimited } from './rate-limited.js';

export function commentHandlers({ store, now, limits }: HandlerContext): Pick<Handlers<Principal>, 'listComments' | 'postComment'> {
  const isoTime = isoTimestamps();
  return {
    listComments({ path, query, principal }) {
      const page = store.listComments({
        mediaId: canonicalMediaId(path.id),
        type: query.type,
        // Notes are public: everyone's are listed. Reviews and comments are private: only the caller's.
        authorId: isPublicType(query.type) ? undefined : principal.userId,
        // The document's defaults, filled in before this runs.
        limit: query.limit,
        offset: query.offset,
      });
      return after(page, (comments) => ({ status: 200 as const, data: comments.map(commentData) }));
    },

    postComment({ path, body, principal }) {
      // The schema already requires `score` for reviews; this guards a document edit that drops it.
      if (body.comment_type === 'review' && body.score === undefined) {
        return { status: 400, code: 'invalid_request', message: 'body field score is required for a review' };
      }
      // The record's score is "reviews only": a score on a note or comment was stored and shown
      // to everyone on a public note, as if it rated the movie. The schema refuses it too (its
      // `else`, spec decision 0013); this, like the check above, guards a document edit.
      if (body.comment_type !== 'review' && body.score !== undefined) {
        return { status: 400, code: 'invalid_request', message: `body field score is for reviews only; leave it out of a ${body.comment_type}` };
      }
      // An episode number names an episode only within a season (the schema's dependentRequired too).
      if (body.episode_number !== undefined && body.season_number === undefined) {
        return { status: 400, code: 'invalid_request', message: 'body field episode_number needs season_number' };
      }
      const at = now();
      // One fixed shape (absent members are `undefined`) instead of conditional spreads: cheaper
      // per comment, and every stored record shares one hidden class.
      const admitted = store.addComment(
        {
          mediaId: canonicalMediaId(path.id),
          userId: principal.userId,
          type: body.comment_type,
          createdAt: isoTime(at),
          title: body.title,
          comment: body.comment,
          score: body.score,
          seasonNumber: body.season_number,
          episodeNumber: body.episode_number,
        },
        { key: `comments:${principal.userId}`, max: limits.comments.max, windowMs: limits.comments.windowMs, now: at },
      );
      // The documented envelope exception: the 200 body is the new comment's id as a bare string.
      return after(admitted, (result) =>
        result.ok ? { status: 200 as const, data: result.value.id } : rateLimited(result.window, at, `you have posted ${limits.comments.max} comments in this window`),
      );
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

function isPublicType(type: CommentType): boolean {
  return type === 'note';
}

/** A listed comment on the wire; optional members are left out (not `undefined`) when absent. */
function commentData(comment: CommentView) {
  return {
    comment_id: comment.id,
    comment_type: comment.type,
    owner_username: comment.ownerUsername,
    owner_display_name: comment.ownerDisplayName,
    is_public: isPublicType(comment.type),
    created_at: comment.createdAt,
    updated_at: comment.createdAt,
    ...(comment.title === undefined ? {} : { title: comment.title }),
    ...(comment.comment === undefined ? {} : { comment: comment.comment }),
    ...(comment.score === undefined ? {} : { score: comment.score }),
    ...(comment.seasonNumber === undefined ? {} : { season_number: comment.seasonNumber }),
    ...(comment.episodeNumber === undefined ? {} : { episode_number: comment.episodeNumber }),
  };
}

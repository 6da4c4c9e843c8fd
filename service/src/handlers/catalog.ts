/**
 * Read-only catalogue operations: season details and the media file list.
 */
import type { Handlers } from '../../../generated/server.js';
import type { Principal } from '../principal.js';
import { MEDIA_FILES, SEASONS } from '../catalog.js';
import { canonicalMediaId } from '../media-ids.js';

export function catalogHandlers(): Pick<Handlers<Principal>, 'getSeasonDetails' | 'listMediaFiles'> {
  return {
    async getSeasonDetails({ path }) {
      const season = SEASONS.get(canonicalMediaId(path.id))?.get(path.seasonNumber);
      if (season === undefined) {
        return { status: 404, code: 'not_found', message: `no season ${path.seasonNumber} of ${path.id} in the catalogue` };
      }
      return { status: 200, data: season };
    },

    async listMediaFiles({ query }) {
      // Bounds are enforced by the schema (400 when out of range); its defaults are filled in before this runs.
      const { limit, offset } = query;
      return {
        status: 200,
        data: { files: MEDIA_FILES.slice(offset, offset + limit), limit, offset, total_records: MEDIA_FILES.length },
      };
    },
  };
}

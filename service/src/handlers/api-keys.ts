/**
 * Per-application API keys of the calling user: one per name and a capped number per user, the
 * secret shown once at creation, stored as a SHA-256 hash, revocable by their owner only.
 */
import type { Handlers } from '../../../generated/server.js';
import { quoted } from '../../../generated/runtime/server-runtime.js';
import type { Principal } from '../principal.js';
import { newSecret, secretHash } from '../secrets.js';
import { normalizeApiKeyName } from '../api-key-names.js';
import type { ApiKeyRecord } from '../store/types.js';
import type { HandlerContext } from './context.js';

export function apiKeyHandlers({ store, limits }: HandlerContext): Pick<Handlers<Principal>, 'createApiKey' | 'listApiKeys' | 'revokeApiKey'> {
  return {
    async createApiKey({ body, principal }) {
      // Stored normalised, so a look-alike of an existing name is that name: 409, not a second key.
      const name = normalizeApiKeyName(body.name);
      if (!name.ok) return { status: 400, code: 'invalid_request', message: name.reason };
      const secret = newSecret();
      const created = await store.createApiKey({ userId: principal.userId, name: name.name, secretHash: secretHash(secret) }, limits.apiKeysPerUser);
      if (created === 'duplicate') {
        return { status: 409, code: 'conflict', message: `you already have an API key named ${quoted(name.name)}; revoke it first` };
      }
      if (created === 'limit') {
        return { status: 409, code: 'conflict', message: `you already have ${limits.apiKeysPerUser} API keys, the most allowed; revoke one first` };
      }
      return { status: 200, data: { ...keyMetadata(created), api_key: secret } };
    },

    async listApiKeys({ principal }) {
      return { status: 200, data: (await store.listApiKeys(principal.userId)).map(keyMetadata) };
    },

    async revokeApiKey({ path, principal }) {
      // Someone else's key answers exactly like a missing one: ids of other users' keys stay private.
      if (!(await store.deleteApiKey(principal.userId, path.id))) {
        return { status: 404, code: 'not_found', message: `you have no API key with id ${path.id}` };
      }
      return { status: 200, data: null };
    },
  };
}

function keyMetadata(key: ApiKeyRecord) {
  return { id: key.id, name: key.name, created_at: key.createdAt, last_used_at: key.lastUsedAt, expires_at: key.expiresAt };
}

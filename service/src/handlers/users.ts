/**
 * Admin user management (x-roles: [admin]; the runtime answers 403 to everyone else). Responses
 * never carry password material: records are mapped field by field.
 */
import type { Handlers } from '../../../generated/server.js';
import { quoted } from '../../../generated/runtime/server-runtime.js';
import type { Principal } from '../principal.js';
import { hashPassword } from '../secrets.js';
import { normalizeNewUsername } from '../usernames.js';
import type { ActingAdmin, UserRecord } from '../store/types.js';
import type { HandlerContext } from './context.js';

type UserHandlers = Pick<Handlers<Principal>, 'createUser' | 'listUsers' | 'deleteUser' | 'resetUserPassword'>;

export function userHandlers({ store, passwordCost }: HandlerContext): UserHandlers {
  return {
    async createUser({ body }) {
      const name = normalizeNewUsername(body.username);
      if (!name.ok) return { status: 400, code: 'invalid_request', message: name.reason };
      const created = await store.createUser({
        username: name.username,
        displayName: body.display_name,
        role: 'user',
        passwordHash: await hashPassword(body.password, passwordCost),
      });
      if (created === 'duplicate') return { status: 409, code: 'conflict', message: `username ${quoted(name.username)} is taken` };
      return { status: 200, data: publicUser(created) };
    },

    async listUsers({ query }) {
      // Bounds are enforced by the schema (400 when out of range); its defaults are filled in before this runs.
      const { limit, offset } = query;
      const page = await store.listUsers({ limit, offset });
      return { status: 200, data: { users: page.users.map(publicUser), limit, offset, total_records: page.total } };
    },

    async deleteUser({ path, principal }) {
      if (path.id === principal.userId) {
        return { status: 400, code: 'invalid_request', message: 'an admin cannot delete their own account; ask another admin' };
      }
      // deleteUser ends the user's sessions and API keys with the account, and only while the
      // caller's credentials hold (another admin may have ended them since authentication).
      if (!(await store.deleteUser(path.id, actingAdmin(principal)))) return { status: 404, code: 'not_found', message: `no user with id ${path.id}` };
      return { status: 200, data: null };
    },

    async resetUserPassword({ path, body, principal }) {
      // The new hash and the end of every session of the user are one write, made only while the
      // caller's credentials hold.
      if (!(await store.resetPassword(path.id, await hashPassword(body.new_password, passwordCost), actingAdmin(principal)))) {
        return { status: 404, code: 'not_found', message: `no user with id ${path.id}` };
      }
      return { status: 200, data: null };
    },
  };
}

function actingAdmin(principal: Principal): ActingAdmin {
  return principal.sessionTokenHash === undefined ? { userId: principal.userId } : { userId: principal.userId, sessionTokenHash: principal.sessionTokenHash };
}

function publicUser(user: UserRecord) {
  return { id: user.id, username: user.username, display_name: user.displayName, role: user.role, created_at: user.createdAt };
}

/**
 * The kept session token when a logout and a login overlap (a stubbed fetch, no server): an app
 * whose session expired logs out and logs in again at once, and the logout's answer arrives last.
 * The logout ended the session it was sent with; it must not forget the token the login kept meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { createRuntime, loginSession, logoutSession, unwrap, type ContractInfo, type OperationDescriptor } from '../../generators/runtime/client-runtime.js';

const CONTRACT: ContractInfo = { securitySchemes: [{ key: 'bearer', kind: 'bearer' }], sessionScheme: 'bearer' };

function operation(name: string, method: OperationDescriptor['method'], extra: Partial<OperationDescriptor>): OperationDescriptor {
  return { name, operationId: name, method, path: `/${name}`, result: 'envelope', parseAs: 'json', errors: [], unwrap, ...extra };
}

const LOGIN = operation('login', 'post', { session: loginSession('token') });
const LOGOUT = operation('logout', 'post', { session: logoutSession, security: [['bearer']] });
const WHO_AM_I = operation('whoAmI', 'get', { security: [['bearer']] });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Login answers at once with `token`; logout answers `logoutStatus` once `release` is called; whoAmI echoes Authorization. */
function server(token: string, logoutStatus: number) {
  let release = (): void => {};
  const logoutAnswered = new Promise<void>((resolve) => (release = resolve));
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (path === '/login') return json(200, { status: 'success', data: { token } });
    if (path === '/logout') {
      await logoutAnswered;
      return logoutStatus === 200 ? json(200, { status: 'success', data: null }) : json(logoutStatus, { status: 'error', error: 'expired', code: 'unauthenticated' });
    }
    return json(200, { status: 'success', data: request.headers.get('authorization') });
  };
  return { fetch, release };
}

describe('a logout answered after a later login', () => {
  it.each([401, 200])('keeps the new login\'s token when the logout answers %i', async (status) => {
    const stub = server('new-token', status);
    const core = createRuntime({ baseUrl: 'https://api.test', fetch: stub.fetch, retry: false }, CONTRACT);
    core.tokens.set('old-token');
    const loggingOut = core.call(LOGOUT, undefined).catch((error: unknown) => error);
    await core.call(LOGIN, { body: { username: 'ada', password: 'pw' } });
    stub.release();
    await loggingOut;
    expect(core.tokens.get()).toBe('new-token');
    await expect(core.call(WHO_AM_I, undefined)).resolves.toBe('Bearer new-token');
  });

  it('still forgets the token it was sent with when nothing else changed it', async () => {
    const stub = server('unused', 401);
    const core = createRuntime({ baseUrl: 'https://api.test', fetch: stub.fetch, retry: false }, CONTRACT);
    core.tokens.set('old-token');
    stub.release();
    await expect(core.call(LOGOUT, undefined)).rejects.toMatchObject({ status: 401 });
    expect(core.tokens.get()).toBeUndefined();
  });
});

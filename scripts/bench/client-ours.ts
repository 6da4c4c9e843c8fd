/**
 * How the benchmark calls the generated client: create it on the stubbed fetch and call the
 * playback read. Kept apart because it is the one file that knows the generated API's shape.
 */
import type { Call, FetchStub } from './client-calls.js';
import { BASE_URL, PLAYBACK_ID, TOKEN } from './client-calls.js';

export async function ourPlaybackCall(module: Record<string, unknown>, stub: FetchStub): Promise<Call | { missing: string }> {
  const create = module.createApiClient;
  if (typeof create !== 'function') return { missing: 'the generated client.ts does not export createApiClient' };
  const client = create({ baseUrl: BASE_URL, fetch: stub, auth: { bearerAuth: TOKEN } }) as Record<string, unknown>;
  const method = client.getPlaybackProgress;
  if (typeof method !== 'function') return { missing: 'the generated client has no getPlaybackProgress method' };
  return () => method.call(client, { params: { path: { id: PLAYBACK_ID } } }) as Promise<unknown>;
}

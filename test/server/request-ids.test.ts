/**
 * X-Request-Id names one request among all a deployment answered, so the log line behind a 500
 * ("the request id is in the X-Request-Id header") is found by it. Fastify's default ids count
 * from `req-1` in every server, so a restarted process, or each process behind a load balancer,
 * answered with the same ids: a client quoting the id of its failure pointed at as many log lines
 * as there had been processes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../service/src/app.js';
import { TEST_PASSWORD_COST } from './helpers/reference.js';

const built: BuiltApp[] = [];
afterAll(async () => {
  await Promise.all(built.map(({ app }) => app.close()));
});

async function requestIds(count: number): Promise<string[]> {
  const service = await buildApp({ passwordCost: TEST_PASSWORD_COST });
  built.push(service);
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const response = await service.app.inject({ method: 'GET', url: '/api/v1/media_files' });
    expect(response.statusCode).toBe(401);
    ids.push(String(response.headers['x-request-id']));
  }
  return ids;
}

describe('request ids', () => {
  it('are not repeated by another server (a restart, or another process behind the balancer), nor within one', async () => {
    const first = await requestIds(50);
    const second = await requestIds(50);
    expect(new Set([...first, ...second]).size).toBe(100);
    // Short enough to read out over the phone, and only characters a log search takes as one word.
    for (const id of [...first, ...second]) expect(id).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });
});

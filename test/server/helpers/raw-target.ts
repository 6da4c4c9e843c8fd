/**
 * For a file of raw-socket tests: the reference server, started before the file's tests and closed
 * after them, with the port to connect to and a logged-in user's token. The fields are filled in
 * by the file's `beforeAll`, so read them inside tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { loggedInUser, startReferenceServer, type RunningServer } from './reference.js';

export interface RawTarget {
  server: RunningServer;
  port: number;
  token: string;
}

export function rawTarget(username: string): RawTarget {
  const target = {} as RawTarget;
  beforeAll(async () => {
    target.server = await startReferenceServer();
    target.port = Number(new URL(target.server.baseUrl).port);
    target.token = (await loggedInUser(target.server, username)).token;
  });
  afterAll(async () => {
    await target.server?.close();
  });
  return target;
}

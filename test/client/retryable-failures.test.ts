/**
 * Which failures of fetch are retried (decisions/0006): every one, as before, except those a later
 * attempt certainly meets again: Node's fetch (undici) refusing the request itself (a port it never
 * dials, a scheme it does not speak, a redirect it was told not to follow), which it says in a
 * `cause` with no code, a server certificate it refused, and an abort of the app's own fetch (a
 * timeout of one attempt is retried).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRuntime, NetworkError, type OperationDescriptor, unwrap } from '../../generators/runtime/client-runtime.js';
import { retryingFetch } from '../../generators/runtime/client/retry.js';

const FAST = { retries: 2, baseDelayMs: 1, maxDelayMs: 5 };

/** undici's network error: "fetch failed", the reason in its cause (a system error's code on it, or none). */
function fetchFailed(message: string, code?: string): TypeError {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(message), code === undefined ? {} : { code }) });
}

/** How many attempts retryingFetch makes when every one fails with `failure`. */
async function attemptsFor(failure: unknown): Promise<number> {
  const attempts = { count: 0 };
  const failing = async (): Promise<Response> => {
    throw failure;
  };
  await expect(retryingFetch({ fetch: failing, policy: FAST, attempts })(new Request('http://api.test/x'))).rejects.toBe(failure);
  return attempts.count;
}

describe('what retrying may get past', () => {
  const retried: [string, unknown][] = [
    ['connection refused', fetchFailed('connect ECONNREFUSED 127.0.0.1:1234', 'ECONNREFUSED')],
    ['connection reset', fetchFailed('read ECONNRESET', 'ECONNRESET')],
    ['the other side closed', fetchFailed('other side closed', 'UND_ERR_SOCKET')],
    ['connect timeout', fetchFailed('Connect Timeout Error', 'UND_ERR_CONNECT_TIMEOUT')],
    ['no such host', fetchFailed('getaddrinfo ENOTFOUND api.test', 'ENOTFOUND')],
    ['DNS not answering', fetchFailed('getaddrinfo EAI_AGAIN api.test', 'EAI_AGAIN')],
    ['every address refused (AggregateError)', new TypeError('fetch failed', { cause: Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' }) })],
    // Browsers give no reason for any network failure ("Failed to fetch", "Load failed").
    ['a browser network error', new TypeError('Failed to fetch')],
    // An app's own fetch (node-fetch's FetchError) naming the system error itself.
    ['an error carrying a network code itself', Object.assign(new Error('request to http://api.test/x failed'), { code: 'ECONNRESET' })],
    // An app's fetch that times each attempt out on its own (AbortSignal.timeout per call): the next attempt has its own time.
    ['a timeout of one attempt of the app’s own fetch', new DOMException('The operation timed out', 'TimeoutError')],
  ];
  it.each(retried)('retries %s', async (_, failure) => {
    expect(await attemptsFor(failure)).toBe(3);
  });

  const final: [string, unknown][] = [
    ['a port fetch never dials', fetchFailed('bad port')],
    ['a scheme fetch does not speak', fetchFailed('unknown scheme')],
    ['a redirect refused', fetchFailed('unexpected redirect')],
    // A certificate the client refused is refused again on every attempt (undici's cause carries Node's code).
    ['a self-signed certificate', fetchFailed('self-signed certificate', 'DEPTH_ZERO_SELF_SIGNED_CERT')],
    ['an expired certificate', fetchFailed('certificate has expired', 'CERT_HAS_EXPIRED')],
    ['an unknown issuer', fetchFailed('unable to verify the first certificate', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE')],
    ['a certificate for another host', fetchFailed("Hostname/IP does not match certificate's altnames", 'ERR_TLS_CERT_ALTNAME_INVALID')],
    ['an abort of the app’s own fetch', new DOMException('This operation was aborted', 'AbortError')],
    // node-fetch's AbortError is an Error of that name, not a DOMException.
    ['an abort of an app’s fetch that is no DOMException', Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' })],
  ];
  it.each(final)('does not retry %s', async (_, failure) => {
    expect(await attemptsFor(failure)).toBe(1);
  });
});

describe('an answer retried', () => {
  it('is let go even when its body has no cancel (node-fetch answers with a Node stream), and the call is asked again', async () => {
    const attempts = { count: 0 };
    // What node-fetch resolves with: a status and headers like a Response, a body without cancel().
    const streamBodied = { status: 503, headers: new Headers(), body: { pipe: () => undefined } } as unknown as Response;
    const answers = [streamBodied, new Response('{}', { status: 200 })];
    const fetchImpl = async (): Promise<Response> => answers.shift()!;
    const response = await retryingFetch({ fetch: fetchImpl, policy: FAST, attempts })(new Request('http://api.test/x'));
    expect({ status: response.status, attempts: attempts.count }).toEqual({ status: 200, attempts: 2 });
  });
});

const GET_THING: OperationDescriptor = { name: 'getThing', operationId: 'getThing', method: 'get', path: '/v1/things', result: 'body', parseAs: 'json', errors: [], unwrap };

async function networkErrorOf(baseUrl: string): Promise<NetworkError> {
  const runtime = createRuntime({ baseUrl, retry: { retries: 2, baseDelayMs: 300, maxDelayMs: 300 } }, {});
  const error = await runtime.call(GET_THING, {}).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(NetworkError);
  return error as NetworkError;
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("Node's fetch, through the client", () => {
  it.each([
    ['a port fetch refuses to dial', 'http://127.0.0.1:6000', 'bad port'],
    ['a scheme fetch does not speak', 'foo://127.0.0.1', 'unknown scheme'],
  ])('fails at once for %s, without waiting out the backoff', async (_, baseUrl, reason) => {
    const started = Date.now();
    const error = await networkErrorOf(baseUrl);
    expect(error.attempts).toBe(1);
    expect(error.message).toContain(reason);
    expect(Date.now() - started).toBeLessThan(250);
  });

  it('still retries a refused connection', async () => {
    const error = await networkErrorOf(`http://127.0.0.1:${await closedPort()}`);
    expect(error.attempts).toBe(3);
    expect(error.message).toContain('ECONNREFUSED');
  });
});

/** A self-signed key and certificate for 127.0.0.1, made by openssl; `undefined` without it. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'mtc-cert-'));
  try {
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '1', '-subj', '/CN=127.0.0.1'], { cwd: dir });
    if (made.status !== 0) return undefined;
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("Node's fetch, against a server whose certificate it refuses", () => {
  const certificate = selfSignedCertificate();
  if (certificate === undefined) console.warn('retryable-failures: SKIPPED the TLS certificate test: openssl is not installed');

  it.skipIf(certificate === undefined)('fails after one attempt, without waiting out the backoff', async () => {
    const server = createHttpsServer(certificate!, (_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const error = await networkErrorOf(`https://127.0.0.1:${(server.address() as { port: number }).port}`);
      expect(error.attempts).toBe(1);
      expect(error.message).toContain('self-signed certificate');
      expect(Date.now() - started).toBeLessThan(250);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

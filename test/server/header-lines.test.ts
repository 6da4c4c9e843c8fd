/**
 * Header lines as the server reads them: every one, and each field a request may send once sent
 * once.
 *
 * Every header line a request sends within the header size limit is read. Node keeps the first
 * 1,000 lines by default (`server.maxHeadersCount`, whose pairs count a name and a value each)
 * and drops the rest without a word, so the server answered a request other than the one sent:
 * a credential after the 1,000th line was "authentication required" (401), a Content-Type there
 * made a JSON body "required" (400), and a second Host line there escaped the check that refuses
 * two (RFC 9112 §3.2), though a proxy in front may have routed by it. Node's 16 KiB bound on the
 * whole head still bounds what a request can send.
 */
import { describe, expect, it } from 'vitest';
import { rawExchange, rawJsonBody } from './helpers/raw-http.js';
import { rawTarget } from './helpers/raw-target.js';

const target = rawTarget('many-headers');

/** `count` short header lines (`a0: 1` …): 1,500 of them are 12 KB, within the 16 KiB head. */
const filler = (count: number) => Array.from({ length: count }, (_unused, index) => `a${index}: 1\r\n`).join('');

function statusOf(answer: string): number {
  return Number(answer.slice(9, 12));
}

describe('a request with more than 1,000 header lines', () => {
  it('is answered with every header it sent: a credential after the 1,000th line authenticates', async () => {
    const answer = await rawExchange(target.port, `GET /api/v1/api_keys HTTP/1.1\r\nHost: x\r\n${filler(1_500)}Authorization: Bearer ${target.token}\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(200);
  });

  it('has a JSON body read by the Content-Type it gave after the 1,000th line', async () => {
    const body = JSON.stringify({ name: 'late-content-type' });
    const answer = await rawExchange(
      target.port,
      `POST /api/v1/api_keys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${target.token}\r\n${filler(1_200)}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(statusOf(answer)).toBe(200);
  });

  it('is refused when it sends a second Host line there, as any request with two is', async () => {
    const answer = await rawExchange(target.port, `GET /api/v1/api_keys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${target.token}\r\n${filler(1_200)}Host: elsewhere\r\nConnection: close\r\n\r\n`);
    expect([statusOf(answer), rawJsonBody(answer)]).toEqual([400, { status: 'error', error: 'a request must have one Host header; send one', code: 'invalid_request' }]);
  });
});

/**
 * Content-Type and Authorization are single values (RFC 9110 §8.3, §11.6.2): a request with two
 * lines of either is malformed, and Node kept the first one silently, while a proxy or firewall in
 * front may act on the last (a body screened as `text/plain` and parsed as JSON; a request logged
 * under one credential and served under another). Refused as two Host lines are.
 */
describe('a request with a field it may send once sent twice', () => {
  it.each([
    ['Content-Type', 'Content-Type: application/json\r\nContent-Type: text/plain\r\n'],
    ['content-type', 'Content-Type: application/json\r\ncontent-type: application/json\r\n'],
    ['Authorization', 'Authorization: Bearer nope\r\n'],
  ])('is refused 400 naming it (%s), before anything is done', async (name, extra) => {
    const body = JSON.stringify({ name: `twice-${name}` });
    const answer = await rawExchange(
      target.port,
      `POST /api/v1/api_keys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${target.token}\r\n${extra.startsWith('Authorization') ? `${extra}Content-Type: application/json\r\n` : extra}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect([statusOf(answer), rawJsonBody(answer)]).toEqual([400, { status: 'error', error: `a request must have one ${name.toLowerCase() === 'content-type' ? 'Content-Type' : 'Authorization'} header; send one`, code: 'invalid_request' }]);
    const keys = await target.server.fetch('/api/v1/api_keys', { headers: { authorization: `Bearer ${target.token}` } });
    expect(((await keys.json()) as { data: { name: string }[] }).data.map((key) => key.name)).not.toContain(`twice-${name}`);
  });
});

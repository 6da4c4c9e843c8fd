/**
 * Raw HTTP/1.1 requests with node:http, for what fetch refuses to send (bodies on GET, any
 * method, any header, broken encodings). Loopback only: the host is always 127.0.0.1.
 */
import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawRequest {
  readonly method: string;
  readonly path: string;
  /** A list sends one header line per value. */
  readonly headers: Readonly<Record<string, string | string[]>>;
  readonly body?: string | Buffer;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

export function rawRequest(port: number, input: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // Node frames bodies of GET/DELETE/OPTIONS only when told the length; without it the body
    // bytes would reach the server as a second request.
    const headers = input.body === undefined ? input.headers : { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) };
    const outgoing = request(
      { host: '127.0.0.1', port, method: input.method, path: input.path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    // The server may answer (413, 401) and close before reading a large body: that is a response, not a failure.
    outgoing.on('error', reject);
    if (input.body !== undefined) outgoing.write(input.body);
    outgoing.end();
  });
}

/**
 * Bytes written to a socket as they are, for what node:http will not send at all (no Host, two
 * Host lines, any Expect); the answer is everything read until the server closes. `then` is
 * written once the server has answered anything (a body after `100 Continue`).
 */
export function rawExchange(port: number, text: string | Buffer, then?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      if (answer === '' && then !== undefined) socket.write(then);
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The body of a whole HTTP/1.1 answer read by rawExchange, parsed as JSON. */
export function rawJsonBody(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

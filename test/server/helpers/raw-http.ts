/**
 * Raw HTTP/1.1 requests with node:http, for what fetch refuses to send (bodies on GET, any
 * method, any header, broken encodings). Loopback only: the host is always 127.0.0.1.
 */
import { request } from 'node:http';

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

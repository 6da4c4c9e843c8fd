/**
 * Answering a request Node could not parse only after the answers its connection still owes.
 * HTTP/1.1 answers requests in the order they arrived (RFC 9112 §9.3.2). A client that pipelined
 * a request behind one still being handled, and whose next request was malformed, was sent the
 * 400 at once, raw on the socket, and the connection closed: it read the 400 as the answer to the
 * earlier request, whose real answer was lost although its handler ran (a login made a session,
 * a comment was posted, and a client retrying on the 400 posted it twice); and an answer already
 * being sent, such as an event stream, had the 400 written into its body.
 *
 * Node gives a connection's responses to its socket one at a time, the current one in
 * `socket._httpMessage`, and the next pipelined one when the current has finished (its own
 * `finish` listener, registered before the application sees the request, does that). The field is
 * not public API, but it is what Node's own fallback for client errors reads, and has been since
 * Node 0.x; without it the owed answers are invisible here.
 */
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

interface SocketWithResponse {
  readonly _httpMessage?: ServerResponse | null;
}

/**
 * Sockets whose closing answer is sent or waiting. Node reports the parse error again for every
 * later chunk the client sends (six reports for five more writes, measured on Node 20), and each
 * report would add one more waiter to the response in flight.
 */
const answering = new WeakSet<Duplex>();

/**
 * Ends `socket` with `text` (a whole raw HTTP response) once no earlier request on it is still
 * owed its response; at once when none is. A response whose own request has not arrived whole is
 * the failed request's (a stalled or malformed body): `text` is its answer, sent now, unless that
 * response has started already, when `text` would land inside it and the connection is closed
 * instead.
 */
export function endAfterOwedResponses(socket: Duplex, text: string): void {
  if (answering.has(socket)) return;
  answering.add(socket);
  const endWithText = () => {
    if (socket.writable) socket.end(text);
  };
  afterOwed(socket, endWithText);
}

function afterOwed(socket: Duplex, answer: () => void): void {
  const owed = (socket as Duplex & SocketWithResponse)._httpMessage;
  if (owed === null || owed === undefined) {
    answer();
  } else if (owed.req.complete) {
    owed.once('finish', () => afterOwed(socket, answer));
  } else if (owed.headersSent) {
    socket.destroy();
  } else {
    answer();
  }
}

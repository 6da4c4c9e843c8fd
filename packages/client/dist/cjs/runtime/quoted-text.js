"use strict";
/**
 * Generated from generators/runtime/quoted-text.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.quoted = quoted;
exports.printable = printable;
/**
 * The other side's text quoted in an error message, one rule for every runtime file that quotes
 * it: what a server sent, in the client's errors (client/errors.ts) and the envelope's
 * (envelope.ts); what a client sent, in the server's own error answers (server/: a header, a
 * query name, a JSON member name, a path), which a client prints or logs in turn.
 * Dependency-free and browser-safe, as the client's files are.
 */
/**
 * Text from the other side quoted in a message, so a proxy's page or a request's header is
 * recognisable but neither kilobytes long nor able to act on a terminal or reorder a log line:
 * at most 64 characters, in JSON's quotes and escapes (C0 controls, quotes, backslashes, a
 * surrogate the cut leaves alone), every other character outside printable ASCII (DEL, C1
 * controls, direction marks, line separators, letters of other scripts) percent-encoded as UTF-8
 * (`%C2%9B`), as in a URL. Percent-encoding is the escape the platform already has (`encodeURI`):
 * a `\uXXXX` writer cost every app's bundle more (decision 0038).
 * The `u` flag matters: it takes a surrogate pair as one character; encodeURI throws on half of one.
 * A cut text ends `...` (its length is left out for the same reason; the error's `body` has it).
 */
function quoted(text) {
    return (JSON.stringify(text.slice(0, 64)).replace(/[^ -~]/gu, encodeURI) +
        (text.length > 64 ? '...' : ''));
}
/**
 * A server's own message for people, made the message of a client error (`ApiError.message`,
 * which apps print and log): kept as written in any script, since a server may answer in its
 * users' language, but C0 and C1 controls, DEL, direction marks and overrides, and line and
 * paragraph separators percent-encoded as `quoted` encodes them, so the message can neither act on
 * a terminal (ESC, CSI) nor forge or reorder a log line (CR, LF, U+202E); at most 1,024
 * characters, a cut one ending `...` (the error's `body` holds the whole text).
 */
function printable(text) {
    return (text
        .slice(0, 1024)
        .replace(/[\0-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/gu, encodeURI) +
        (text.length > 1024 ? '...' : ''));
}

"use strict";
/**
 * Generated from generators/runtime/client/charset-label.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.charsetLabel = charsetLabel;
/**
 * The `charset` parameter of a Content-Type, as written (quoted or not), or `undefined`: one reader
 * for the text body the client writes (body.ts) and the text answer it reads (text-answer.ts).
 */
function charsetLabel(contentType) {
    return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}

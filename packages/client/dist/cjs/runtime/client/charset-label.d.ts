/**
 * Generated from generators/runtime/client/charset-label.ts by npm run generate. Do not edit.
 */
/**
 * The `charset` parameter of a Content-Type, as written (quoted or not), or `undefined`: one reader
 * for the text body the client writes (body.ts) and the text answer it reads (text-answer.ts).
 */
export declare function charsetLabel(contentType: string | null | undefined): string | undefined;

/**
 * Generated from generators/runtime/client/text-answer.ts by npm run generate. Do not edit.
 */
/**
 * A text answer read in the charset its Content-Type names. fetch's `response.text()`, which
 * openapi-fetch calls, decodes UTF-8 whatever the label says, so `café` sent as ISO-8859-1 bytes
 * (as the generated server writes such text, decisions/0029) read `caf\uFFFD`. TextDecoder knows
 * the WHATWG Encoding Standard's labels; a label it does not know (or no label) reads as UTF-8,
 * as before. Named by the descriptor of an operation whose success answer is text, so an app
 * calling only JSON operations does not bundle it (decision 0031).
 */
export declare function textByCharset(response: Response): Promise<string>;

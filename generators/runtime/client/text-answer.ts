/**
 * A text answer read in the charset its Content-Type names. fetch's `response.text()`, which
 * openapi-fetch calls, decodes UTF-8 whatever the label says, so `café` sent as ISO-8859-1 bytes
 * (as the generated server writes such text, decisions/0029) read `caf\uFFFD`. TextDecoder knows
 * the WHATWG Encoding Standard's labels; a label it does not know (or no label) reads as UTF-8,
 * as before. Named by the descriptor of an operation whose success answer is text, so an app
 * calling only JSON operations does not bundle it (decision 0031).
 */
import { charsetLabel } from './charset-label.js';

export async function textByCharset(response: Response): Promise<string> {
  return decoderFor(charsetLabel(response.headers.get('content-type'))).decode(await response.arrayBuffer());
}

/** Not typed `TextDecoder`: a Node service's lib has the global but no DOM type of that name. */
function decoderFor(label: string | undefined) {
  try {
    return new TextDecoder(label);
  } catch {
    // RangeError: a label the platform does not know.
    return new TextDecoder();
  }
}

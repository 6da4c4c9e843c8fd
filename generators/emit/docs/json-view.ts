/**
 * Example data and other JSON values from the document, shown as written: pretty-printed JSON,
 * escaped. A `$ref` inside example data is data here (it was never fetched and is not now).
 */
import { text } from './html.js';

/** Values whose one-line JSON is at most this long are shown inline, in `<code>`. */
const INLINE = 60;

/** JSON text of `value`, pretty-printed; a value JSON cannot write says so instead. */
export function jsonText(value: unknown, indent = 2): string {
  try {
    return JSON.stringify(value, null, indent) ?? String(value);
  } catch {
    return '(a value that cannot be written as JSON)';
  }
}

/** A short value as `<code>`, a longer one as a `<pre>` block. */
export function jsonValue(value: unknown): string {
  const line = jsonText(value, 0);
  if (line.length <= INLINE && !line.includes('\n')) return `<code>${text(line)}</code>`;
  return jsonBlock(value);
}

export function jsonBlock(value: unknown): string {
  return `<pre class="json"><code>${text(jsonText(value))}</code></pre>`;
}

/**
 * The page's Content-Security-Policy, and the check that the page loads nothing from anywhere.
 *
 * The page has no script at all and one stylesheet of ours (style.ts), allowed by its hash; the
 * policy forbids everything else (images, fonts, frames, fetches, forms, a `<base>`). It goes in
 * a meta tag right after the charset declaration; service/src/docs-page.ts reads it from there
 * and sends it as a header too. `remoteReferences` is a second, independent line of defence: the
 * emitter refuses a page in whose markup it finds anything a browser would fetch.
 */
import { createHash } from 'node:crypto';
import { STYLESHEET } from './style.js';

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLESHEET).digest('base64')}'`;

/** No scripts; our one stylesheet; no images, fonts, connections, frames, forms or base URL. */
export const CONTENT_SECURITY_POLICY = ["default-src 'none'", `style-src ${STYLE_HASH}`, "base-uri 'none'", "form-action 'none'"].join('; ');

/** Tags that make a browser fetch their src/href on load (whatever the URL: the page loads nothing). */
const LOADING_REFERENCE = /<(?:script|link|img|iframe|frame|source|video|audio|embed|object|image|use|track|input|portal)\b[^>]*?\s(?:src|href|srcset|data|poster|xlink:href)\s*=/gi;
/** The content of `<style>` elements. */
const STYLE_ELEMENTS = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** A `style` attribute's start; it counts only inside a tag (text may say `style=` freely). */
const STYLE_ATTRIBUTE = /\sstyle\s*=/gi;
const CSS_LOAD = /url\(|@import\b|image-set\(/i;
const META_REFRESH = /<meta\b[^>]*http-equiv\s*=\s*["']?refresh/gi;

/** What in the page's markup would load something, each as found (cut to 120 characters); [] when nothing. */
export function remoteReferences(html: string): string[] {
  const styles = [...html.matchAll(STYLE_ELEMENTS)].filter((match) => CSS_LOAD.test(match[1] ?? ''));
  // The page has no style attribute at all: one inside a tag is reported whatever it says.
  const attributes = [...html.matchAll(STYLE_ATTRIBUTE)].filter((match) => html.lastIndexOf('<', match.index) > html.lastIndexOf('>', match.index));
  return [...html.matchAll(LOADING_REFERENCE), ...styles, ...attributes, ...html.matchAll(META_REFRESH)].map((match) => match[0].slice(0, 120));
}

/** The meta tag carrying the policy; it must follow `<meta charset>` directly. */
export function policyMeta(): string {
  return `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`;
}

/** Throws when the page's markup would load anything: a bug of this emitter, never of a document. */
export function assertOffline(html: string): void {
  const found = remoteReferences(html);
  if (found.length > 0) throw new Error(`the docs page would load resources:\n  ${found.join('\n  ')}\nEvery piece of document text must be escaped (generators/emit/docs/html.ts).`);
}

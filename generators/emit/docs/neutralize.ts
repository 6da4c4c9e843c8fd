/**
 * Spec text is untrusted, and the renderer turns `description` markdown into HTML, including
 * raw HTML and markdown images: a document could make every reader's browser fetch a tracking
 * pixel. Before rendering, each description loses the constructs that load something (images,
 * frames, media, scripts, styles, embeds); their alt text stays, links stay (a click is the
 * reader's choice). A remote `x-logo` is dropped. The Content-Security-Policy is the backstop.
 */
import { rewriteItems, rewriteMembers } from './copy-on-write.js';

const MARKDOWN_IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const MARKDOWN_IMAGE_REFERENCE_DEFINITION = /^\s*\[[^\]]+\]:\s*\S+.*$/gm;
const LOADING_ELEMENT = /<\s*(script|style|iframe|frame|object|embed|video|audio|picture|svg|math|template|noscript)\b[\s\S]*?<\s*\/\s*\1\s*>/gi;
const LOADING_TAG = /<\s*\/?\s*(img|image|iframe|frame|frameset|script|style|link|meta|base|object|embed|video|audio|source|track|picture|svg|use|input|form|body|html|head)\b[^>]*>/gi;

export function neutralizeMarkdown(text: string): string {
  return text
    .replace(LOADING_ELEMENT, '')
    .replace(LOADING_TAG, '')
    .replace(MARKDOWN_IMAGE, (_match, alt: string) => (alt.trim() === '' ? '' : `[image: ${alt.trim()}]`))
    // `![x][ref]` with `[ref]: url` elsewhere: dropping the definitions leaves plain text.
    .replace(MARKDOWN_IMAGE_REFERENCE_DEFINITION, (line) => (/\]:\s*(https?:)?\/\//i.test(line) ? '' : line));
}

function isRemote(url: unknown): boolean {
  return typeof url !== 'string' || !url.trim().toLowerCase().startsWith('data:');
}

/**
 * The document with every `description` neutralised, sharing each subtree that needed no change
 * (copy-on-write.ts); the input is left alone.
 */
export function neutralizeDocument(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'description' ? neutralizeMarkdown(value) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return rewriteItems(value, (item: unknown) => neutralizeDocument(item));
  return rewriteMembers(value, (name, child) =>
    name === 'x-logo' && isRemote((child as { url?: unknown } | null)?.url) ? undefined : [name, neutralizeDocument(child, name)],
  );
}

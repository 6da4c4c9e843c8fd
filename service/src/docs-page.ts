/**
 * The headers /docs is sent with. The generated page carries its Content-Security-Policy in a
 * meta tag (generators/emit/docs/offline.ts), but a meta policy cannot forbid framing (browsers
 * ignore frame-ancestors there) and a page served without nosniff may be read as another type.
 * So the header repeats the page's own policy, read from the page so the two never drift, and
 * adds frame-ancestors 'none'; a page that names no policy gets the strictest one (nothing
 * loads) rather than none.
 */
const STRICTEST = "default-src 'none'";

export function docsPageHeaders(html: string): Record<string, string> {
  const policy = metaPolicies(html).join(', ') || STRICTEST;
  return { 'content-security-policy': `${policy}; frame-ancestors 'none'`, 'x-content-type-options': 'nosniff' };
}

/**
 * The policies of the page's `<meta http-equiv="Content-Security-Policy">` tags. Browsers apply
 * only those in the head, and every one of them (a comma joins policies in a header, each enforced).
 */
function metaPolicies(html: string): string[] {
  const headEnd = html.search(/<\/head\s*>|<body[\s>]/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const policies: string[] = [];
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/\bhttp-equiv\s*=\s*(["']?)content-security-policy\1(?=[\s/>])/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const policy = decodeAttribute(content?.[1] ?? content?.[2] ?? '').trim().replace(/[\s;]+$/, '');
    if (policy !== '') policies.push(policy);
  }
  return policies;
}

/** The character references an attribute value may hold where a policy has quotes or ampersands. */
function decodeAttribute(value: string): string {
  return value.replace(/&(quot|#39|#x27|apos|amp);/gi, (_match, name: string) => ({ quot: '"', '#39': "'", '#x27': "'", apos: "'", amp: '&' })[name.toLowerCase()] ?? '');
}

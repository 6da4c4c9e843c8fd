/**
 * Makes the rendered page fully offline. The Redocly bundle loads its "API docs by Redocly"
 * attribution logo from cdn.redoc.ly at run time; we point it at an inline SVG instead (the link
 * to redocly.com stays, as a plain link). A Content-Security-Policy then forbids every network
 * load as a second line of defence: if a future Redocly version adds another remote asset, the
 * browser refuses it and the docs browser test sees the console error.
 */

/** The remote assets the bundle is known to load, and what replaces each. */
const ATTRIBUTION_LOGO = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="16" viewBox="0 0 64 16">' +
    '<text x="0" y="12" font-family="sans-serif" font-size="12" fill="#555">Redocly</text></svg>',
);
const REPLACEMENTS: readonly (readonly [string, string])[] = [
  ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', ATTRIBUTION_LOGO],
  ['https://cdn.redoc.ly/redoc/logo-mini.svg', ATTRIBUTION_LOGO],
];

/** Inline scripts and styles only; images and fonts from data: URIs; no fetch, no frames, no forms. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function svgDataUri(svg: string): string {
  // encodeURIComponent leaves no backtick, quote or `$`, so the URI is safe inside the bundle's
  // template literals and attribute values.
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Tags that make a browser fetch their src/href on load, in the page's static markup. */
const LOADING_REFERENCE = /<(?:script|link|img|iframe|source|video|audio|embed|object|image|use|track)\b[^>]*?\s(?:src|href|srcset|data|poster|xlink:href)\s*=\s*["']?\s*(?:https?:)?\/\//gi;
const CSS_REMOTE = /(?:url\(\s*["']?\s*(?:https?:)?\/\/|@import\s+["']?(?:https?:)?\/\/)/gi;

export function remoteReferences(html: string): string[] {
  const known = REPLACEMENTS.map(([url]) => url).filter((url) => html.includes(url));
  const markup = [...html.matchAll(LOADING_REFERENCE), ...html.matchAll(CSS_REMOTE)].map((match) => match[0].slice(0, 120));
  return [...known, ...markup];
}

/** After the charset declaration (which must come first), before any script or style. */
function insertPolicy(page: string): string {
  const anchor = /<meta charset=[^>]*>/i.exec(page) ?? /<head>/i.exec(page);
  if (!anchor) throw new Error('the rendered docs page has no <head>; cannot add the Content-Security-Policy');
  const at = anchor.index + anchor[0].length;
  const meta = `\n  <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
  return page.slice(0, at) + meta + page.slice(at);
}

export function makeOffline(html: string): string {
  // A plain string search per asset: one regular expression alternating the URLs scanned the
  // 2.6 MB page about ten times slower, and the page is copied only where an asset occurs.
  let page = html;
  for (const [url, replacement] of REPLACEMENTS) if (page.includes(url)) page = page.replaceAll(url, replacement);
  // Searched before the policy goes in: the policy names no URL (docs-renderer.test.ts), and
  // the page is still one flat string here; searching the joined one would copy it first (about
  // 10 MB on Stripe's page, for every search).
  const left = remoteReferences(page);
  if (left.length > 0) {
    throw new Error(`the rendered docs page still loads remote resources:\n  ${left.join('\n  ')}\nAdd a replacement in generators/emit/docs/offline.ts.`);
  }
  return insertPolicy(page);
}

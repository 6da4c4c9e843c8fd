/**
 * Markdown from the document (descriptions, the generated "Reading this reference" section)
 * to HTML, with markdown-it (CommonMark). Spec text is untrusted, so:
 * - raw HTML is off: a tag in a description is shown as text;
 * - images are not images: their alt text is shown, marked, so nothing is loaded;
 * - links are kept only for http:, https:, mailto: and anchors of this page (any other link,
 *   `javascript:` or `data:` among them, stays as the text that was written), and each gets
 *   rel="noopener noreferrer nofollow"; an in-page link written for another renderer goes to the
 *   section it names here (foreign-anchors.ts), and one that names nothing here is shown as its
 *   text alone, since its target means nothing to the reader of this page;
 * - headings are moved down to sit under the page's own (a description's `# Title` is not the
 *   page's title), its shallowest heading one level below the page's heading it sits under: a
 *   description that starts at `##` (Scalar Galaxy's) put h3s straight under the page's h1, a
 *   gap a screen reader's list of headings shows as a missing level.
 *
 * One Markdown per page (`createMarkdown`): it remembers the texts it rendered, so a text
 * repeated through shared components is rendered once and, when long, repeated as a short
 * excerpt only; the page stays linear in the document's size.
 *
 * Markdown's cost is not its length alone: markdown-it keeps tokens for every table cell, list
 * item and inline span, and writes each cell as `<td>…</td>`. One 8 MB description that was a
 * 2,000 × 2,000 table took 34 s and 3.8 GB and wrote 44 MB of HTML, so a document at the input
 * limit (32 MiB, decisions/0014) would have exhausted the machine. A text longer than
 * TEXT_LIMIT, and every text once the page has rendered PAGE_BUDGET characters of Markdown, is
 * shown as its plain text instead (escaped, paragraphs and line breaks kept): linear, and about
 * its own size. Stripe's descriptions are 0.73 MB in all, the longest 1.8 KB.
 */
import markdownItFactory, { type Env, type MarkdownIt, type RendererRule } from 'markdown-it';
import { decodeFragment } from '../../shared/json-pointer.js';
import type { AnchorResolver } from './foreign-anchors.js';
import { excerpt, text } from './html.js';

const ALLOWED_LINK = /^(?:https?:|mailto:|#)/i;
/** Longer texts are written out in full once per page; later uses show an excerpt. */
const REPEAT_IN_FULL = 2_000;
const EXCERPT = 240;
/** Characters of one text rendered as Markdown at most (longer: plain text). */
const TEXT_LIMIT = 256 * 1024;
/** Characters of Markdown one page renders at most (then: plain text). */
const PAGE_BUDGET = 4 * 1024 * 1024;
const REL = 'noopener noreferrer nofollow';

interface PageEnv extends Env {
  /** Levels a heading is moved down by (a `#` becomes `h<1 + shift>`, at most h6). */
  shift: number;
}

function markdownIt(isPageId: (id: string) => boolean, resolveAnchor: AnchorResolver): MarkdownIt {
  const md = markdownItFactory({ html: false, linkify: false, typographer: false });
  // A link to a part of the document by its JSON pointer (`#/components/schemas/Pet`, how
  // descriptions written for the document itself refer to a schema), or by another renderer's
  // anchor, goes to that part's section.
  const normalizeLink = md.normalizeLink.bind(md);
  md.normalizeLink = (url) => {
    const target = url.trim();
    const id = target.startsWith('#') && !isPageId(target.slice(1)) ? resolveAnchor(decodeFragment(target.slice(1))) : undefined;
    return id === undefined ? normalizeLink(url) : `#${id}`;
  };
  // Every in-page link is parsed as a link, so that one to nothing here can be shown as its text
  // alone (link_open below), not as the Markdown that was written.
  md.validateLink = (url) => ALLOWED_LINK.test(url.trim());
  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const alt = self.renderInlineAsText(tokens[index]?.children ?? [], options, env);
    return `<span class="image-alt">[image: ${text(alt)}]</span>`;
  };
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    const href = String(token.attrGet('href') ?? '');
    if (!href.startsWith('#')) token.attrSet('rel', REL);
    else if (!isPageId(href.slice(1))) {
      token.meta = { ...token.meta, textOnly: true };
      return '';
    }
    return self.renderToken(tokens, index, options);
  };
  // Links do not nest: a link's close belongs to the nearest open before it.
  md.renderer.rules.link_close = (tokens, index, options, _env, self) => {
    let open = index - 1;
    while (open >= 0 && tokens[open]!.type !== 'link_open') open -= 1;
    return open >= 0 && tokens[open]!.meta?.textOnly === true ? '' : self.renderToken(tokens, index, options);
  };
  const heading: RendererRule = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const level = Math.min(6, Number(token.tag.slice(1)) + ((env as PageEnv | undefined)?.shift ?? 0));
    token.tag = `h${level}`;
    return self.renderToken(tokens, index, options);
  };
  md.renderer.rules.heading_open = heading;
  md.renderer.rules.heading_close = heading;
  md.renderer.rules.th_open = alignedCell;
  md.renderer.rules.td_open = alignedCell;
  return md;
}

/**
 * A table cell of an aligned column (`|:-:|--:|`): markdown-it writes its alignment as a `style`
 * attribute, which the page's policy blocks (only our stylesheet is allowed) and which the
 * emitter's own check refuses as a possible load, so one aligned table in any description failed
 * the whole generate. The alignment is a class of our stylesheet instead (style.ts).
 */
const alignedCell: RendererRule = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  const align = /^text-align:(left|center|right)$/.exec(String(token.attrGet('style') ?? ''))?.[1];
  token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
  if (align !== undefined) token.attrJoin('class', `align-${align}`);
  return self.renderToken(tokens, index, options);
};

export type Markdown = (source: string, shift: number) => string;

/**
 * One line of prose that no Markdown rule can apply to: it starts with a letter or `(` (no list,
 * heading, quote, table or code block) and holds no character with a meaning inline (emphasis,
 * code, links, HTML, entities, escapes). markdown-it would write it as one paragraph of its
 * escaped text, which is what `plainParagraph` writes without parsing: most descriptions of a
 * large document (Stripe's: "Specifies which fields in the response should be expanded.") are
 * such lines, and parsing them took most of the page's Markdown time.
 */
const PLAIN_LINE = /^[A-Za-z(][^\n\r\\`*_[\]<>!&#|~]*$/;

function plainParagraph(md: MarkdownIt, source: string): string | undefined {
  const line = source.trim();
  return line === source && PLAIN_LINE.test(line) ? `<p>${md.utils.escapeHtml(line)}</p>\n` : undefined;
}

/** The text as written, escaped: a paragraph per blank-line-separated block, its line breaks kept. */
function plainText(md: MarkdownIt, source: string): string {
  return source
    .split(/\n[ \t]*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${md.utils.escapeHtml(block.trim()).replace(/\n/g, '<br>\n')}</p>\n`)
    .join('');
}

/**
 * A renderer for one page: `render(text, shift)` gives the HTML of `text` in a `div.md`. An
 * in-page link (`#id`) is kept when `isPageId(id)`, or when `resolveAnchor` reads it as a part
 * of the document with a section here (a JSON pointer, another renderer's anchor); otherwise it
 * went nowhere on this page, and its text is shown without a link.
 */
export function createMarkdown(isPageId: (id: string) => boolean = () => true, resolveAnchor: AnchorResolver = () => undefined): Markdown {
  const md = markdownIt(isPageId, resolveAnchor);
  const rendered = new Map<string, string>();
  let budget = PAGE_BUDGET;
  const toHtml = (source: string, shift: number): string => {
    const plain = plainParagraph(md, source);
    if (plain !== undefined) return plain;
    if (source.length > TEXT_LIMIT || source.length > budget) return plainText(md, source);
    budget -= source.length;
    const env: PageEnv = { shift };
    const tokens = md.parse(source, env);
    // Without a heading, the shift changes nothing.
    const top = tokens.reduce((least, token) => (token.type === 'heading_open' ? Math.min(least, Number(token.tag.slice(1))) : least), 6);
    env.shift = shift - (top - 1);
    return md.renderer.render(tokens, md.options, env);
  };
  return (source, shift) => {
    const key = `${shift}\0${source}`;
    const known = rendered.get(key);
    if (known !== undefined) {
      if (source.length <= REPEAT_IN_FULL) return known;
      return `<div class="md"><p>${text(excerpt(source, EXCERPT))} <em>(the same text as shown in full above)</em></p></div>`;
    }
    const html = `<div class="md">${toHtml(source, shift)}</div>`;
    rendered.set(key, html);
    return html;
  };
}

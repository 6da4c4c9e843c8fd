/**
 * Published paths (`/v1/shops/{shopId}/orders/{orderId}`) to Fastify routes that match exactly the
 * published path, whatever characters it holds. The path is data: no character in it may act as
 * router syntax (find-my-way reads `:name` as a parameter, `:name(...)` as a regular expression,
 * `-` and `.` as ends of a parameter name, `*` as a wildcard, `/:x?` as an optional parameter).
 *
 * Per segment (between two `/`):
 * - text only, of ordinary characters: a static route, `:` written `::`;
 * - exactly one `{template}` with nothing after it in the segment: `:p0`, optionally after static
 *   text (`v{version}` → `v:p0`);
 * - anything else (`{name}:cancel`, `Products({key})`, `{file}.{ext}`, a `*` or `%` in the text):
 *   one regular-expression node whose expressions we write ourselves, never the document: each
 *   template becomes `([\s\S](?:(?!S)[\s\S])*)` where S is the static text after it (the value
 *   ends at the first S after its first character, so matching is linear), the segment's last `([\s\S]+)` (it ends where the text
 *   after it ends the segment, also linear: valueExpression); static text after a template
 *   stays router text, and static text the router cannot hold (`*`, `%`, `?`, `#`) becomes a
 *   constant expression `:s0((?:literal))`, percent-escapes decoded the way the router decodes
 *   the request's segment before matching it.
 *
 * Parameters are renamed `p0`, `p1`, ... (constants `s0`, ...) and `names` restores the
 * document's names. Plain paths cost nothing extra per request: only odd segments are matched by
 * expressions.
 */
import type { RouteParameter } from './contract.js';

export interface FastifyPath {
  readonly url: string;
  /** Router key (`p0`) → the name the document uses (`id`). */
  readonly names: ReadonlyMap<string, string>;
  /**
   * The route as the router compares routes (find-my-way's pattern: parameter names and the
   * contents of expressions left out). Two routes of one method with equal patterns cannot both
   * be registered; a HEAD route with the pattern of a GET replaces the GET's automatic one.
   */
  readonly pattern: string;
}

type Piece = { readonly kind: 'static'; readonly text: string } | { readonly kind: 'template'; readonly name: string };

export function toFastifyPath(published: string, parameters: readonly RouteParameter[]): FastifyPath {
  const declared = new Set(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name));
  const builder = new RouteBuilder(published, declared);
  const segments = published.split('/').map((segment) => builder.segment(piecesOf(segment)));
  return { url: segments.map((segment) => segment.url).join('/'), names: builder.names, pattern: segments.map((segment) => segment.pattern).join('/') };
}

/** Text the router keeps as static text only after a parameter, never in a static node. */
const NOT_STATIC_NODE = /[*%?#]/;
/** Text the router cannot hold anywhere as static text: decoded and matched by an expression. */
const NOT_STATIC_TEXT = /[%?#]/;

interface SegmentRoute {
  readonly url: string;
  readonly pattern: string;
}

class RouteBuilder {
  readonly names = new Map<string, string>();
  #constants = 0;

  private readonly published: string;
  private readonly declared: ReadonlySet<string>;

  constructor(published: string, declared: ReadonlySet<string>) {
    this.published = published;
    this.declared = declared;
  }

  segment(pieces: readonly Piece[]): SegmentRoute {
    const [first, second] = pieces;
    if (first === undefined) return { url: '', pattern: '' };
    const plainPrefix = first.kind === 'static' && !NOT_STATIC_NODE.test(first.text);
    if (pieces.length === 1 && first.kind === 'static' && plainPrefix) return { url: escapeColons(first.text), pattern: first.text };
    // `{id}` or `v{id}`: static text the router can hold, then one parameter ending the segment.
    if (pieces.length === 1 && first.kind === 'template') return { url: `:${this.parameter(first.name)}`, pattern: ':' };
    if (pieces.length === 2 && plainPrefix && second?.kind === 'template') {
      return { url: `${escapeColons(staticText(first))}:${this.parameter(second.name)}`, pattern: `${staticText(first)}:` };
    }
    return this.expressionNode(pieces);
  }

  /**
   * Static text the router can hold, then one router node matched by an expression. That node
   * must start with a parameter, so leading text the router cannot hold becomes a constant. The
   * router compares such nodes by their static text after parameters only, as the pattern does.
   */
  private expressionNode(pieces: readonly Piece[]): SegmentRoute {
    const [first] = pieces;
    const prefix = first?.kind === 'static' && !NOT_STATIC_NODE.test(first.text) ? first.text : '';
    let url = escapeColons(prefix);
    let parts = '';
    // Every parameter is written `:name(...)`; text after one stays literal text of the node.
    let afterParameter = false;
    pieces.forEach((piece, index) => {
      if (index === 0 && prefix !== '') return;
      if (piece.kind === 'static' && afterParameter && !NOT_STATIC_TEXT.test(piece.text)) {
        url += escapeColons(piece.text);
        parts += piece.text;
        afterParameter = false;
        return;
      }
      if (piece.kind === 'template') {
        url += `:${this.parameter(piece.name)}(${valueExpression(pieces.slice(index + 1))})`;
        parts += '()';
      } else {
        for (const chunk of constantChunks(decodedText(piece.text))) {
          url += `:s${this.#constants++}((?:${escapeExpression(chunk)}))`;
          parts += '()';
        }
      }
      afterParameter = true;
    });
    return { url, pattern: `${prefix}:${parts}` };
  }

  private parameter(name: string): string {
    if (!this.declared.has(name)) {
      throw new Error(`path ${this.published}: template {${name}} has no path parameter; declare it with in: path`);
    }
    const key = `p${this.names.size}`;
    this.names.set(key, name);
    return key;
  }
}

function piecesOf(segment: string): Piece[] {
  return segment
    .split(/(\{[^{}]*\})/)
    .filter((text) => text !== '')
    .map((text) => {
      const template = /^\{([^{}]*)\}$/.exec(text);
      return template === null ? { kind: 'static', text } : { kind: 'template', name: template[1] ?? '' };
    });
}

function staticText(piece: Piece): string {
  return piece.kind === 'static' ? piece.text : '';
}

/**
 * A template's value: at least one character (a path parameter is required). Followed by another
 * template in its segment, it ends at the first occurrence of the static text between them (a
 * linear match, whatever the request); the segment's last template takes all it can, since only
 * the static text that ends the segment may follow it: `/files/{path}.json` reads `x.json.json` as
 * `x.json`, the value the client sent (`.`, `:` and `(` are sent unescaped), where ending at the
 * first `.json` found no route. Greedy up to a fixed suffix is linear too: one backtrack per
 * character, each comparing the suffix. Two templates with nothing between them cannot be told
 * apart; the first then takes one character. A value's first character never ends it (the value
 * has one at least), so `{a}-{b}` reads `-5-x` as a = `-5`, the value the client sent for -5,
 * where a value starting with the text after it found no route (404).
 */
function valueExpression(after: readonly Piece[]): string {
  const [next] = after;
  if (next === undefined || !after.some((piece) => piece.kind === 'template')) return '[\\s\\S]+';
  if (next.kind === 'template') return '[\\s\\S]';
  return `[\\s\\S](?:(?!${escapeExpression(decodedText(next.text))})[\\s\\S])*`;
}

/**
 * The router refuses a match when any one parameter, constants included, is longer than its
 * `maxParamLength` (100 by default; serverOptions raises it), so long constant text is matched in short pieces.
 */
const CONSTANT_CHUNK = 32;

function constantChunks(text: string): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length; start += CONSTANT_CHUNK) chunks.push(text.slice(start, start + CONSTANT_CHUNK));
  return chunks;
}

/** `::` is the router's literal colon. */
function escapeColons(text: string): string {
  return text.replace(/:/g, '::');
}

/**
 * The router matches an expression node against the segment with every percent-escape decoded;
 * a malformed escape cannot arrive (the router answers 400 first), so it is kept as written.
 */
function decodedText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Every UTF-16 unit outside [A-Za-z0-9_] as `\uXXXX`: literal in the router's expressions (which
 * have no `u` flag), with no `(`, `)` or `\` left for the router's parser to count.
 */
function escapeExpression(text: string): string {
  return text.replace(/[^A-Za-z0-9_]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The request's path, written here from the operation's template and checked as written, before
 * anything is sent. Each `{name}` is replaced by its value's text: by the operation's own
 * `pathWriter` (client/path-styles.ts) when some path parameter of it has a style other than the
 * plain `simple` one or may be a list or an object, else by `plainValue` (a string, number or
 * boolean, percent-encoded with encodeURIComponent, as openapi-fetch's default wrote it).
 *
 * Then every segment that holds a value is checked as written: encodeURIComponent leaves `.` as
 * it is, so `/users/{id}` with id `..` would become `/users/..`, which URL parsers collapse into
 * `/` — a request to a different resource — and a label value `.` is written `..`. A segment that
 * is `.` or `..` in any encoding (`%2e`, `%252e`, `%25%32%65`, ...) is refused, as are missing values and ones
 * written as nothing (an empty segment, or `{id}` left in the URL). A `/` inside a value is always
 * written `%2F`, so no value changes which segments the path has.
 */
import { RequestInputError } from './errors.js';
import { hasOwn } from '../own-property.js';

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** One value as written in the path, or why it cannot be. */
export type Written = string | { readonly problem: string };

/** Writes one path parameter's value (`name` is the parameter's, as in the template). */
export type PathWriter = (value: unknown, name: string) => Written;

/**
 * True when a server decoding the segment any number of times reads it as `.` or `..`, which URL
 * parsers collapse. Decoding is taken at its most lenient, as some servers' is: `%` and two hex
 * digits become their character, anything else stays (a strict decoder, decodeURIComponent,
 * decodes the same or refuses, so it reads a dot from no more spellings). A decoded character can
 * complete an escape with what precedes it: `%32` is `2` and `%65` is `e`, so `%25%32%65` is `%2e`
 * once decoded and `.` twice, and `%%32e` is `%2e` to a lenient decoder. So escapes are decoded
 * on a stack as they complete, which gives in one pass what decoding until nothing changes gives
 * (escapes never overlap: a `%` is no hex digit), however deep the encoding. Overlong UTF-8
 * (`%c0%ae`) is no dot: decoders of UTF-8 refuse it.
 */
export function isDotSegment(segment: string): boolean {
  const decoded: string[] = [];
  for (const char of segment) {
    decoded.push(char);
    for (let last; /^%[\da-f]{2}$/i.test((last = decoded.slice(-3).join(''))); ) decoded.splice(-3, 3, String.fromCharCode(parseInt(last.slice(1), 16)));
  }
  return /^\.\.?$/.test(decoded.join(''));
}

/** A lone surrogate (not well-formed Unicode) cannot be percent-encoded: encodeURIComponent throws. */
export const LONE_SURROGATE = { problem: 'contains a lone surrogate (not well-formed Unicode), which cannot be percent-encoded' } as const;

/** A primitive in the plain `simple` style: its text, percent-encoded. */
export function plainValue(value: unknown): Written {
  if (value === undefined || value === null) return { problem: 'is missing' };
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    return { problem: `must be a string, number or boolean, got ${Array.isArray(value) ? 'an array' : typeof value}` };
  }
  if (value === '') return { problem: 'is empty, which would leave an empty path segment' };
  try {
    return encodeURIComponent(value);
  } catch {
    return LONE_SURROGATE;
  }
}

/** A template's segment: its static text and its parameters (by name), in order. */
type Segment = (string | { readonly name: string })[];

/**
 * Templates cut into segments once, not on every call (cutting the template again on each was a
 * third of the client's own time per call). Bounded: cleared when full.
 */
const cutTemplates = new Map<string, Segment[]>();

function cutTemplate(template: string): Segment[] {
  const known = cutTemplates.get(template);
  if (known !== undefined) return known;
  const segments: Segment[] = [[]];
  // Static text splits where it holds a `/`; a placeholder stays in the segment it starts in.
  const addText = (text: string): void =>
    text.split('/').forEach((piece, index) => {
      if (index > 0) segments.push([]);
      if (piece !== '') segments[segments.length - 1]!.push(piece);
    });
  let end = 0;
  // match with the global flag, not matchAll (ES2020's lib): each `{name}`, found left to right.
  for (const placeholder of template.match(PLACEHOLDER) ?? []) {
    const start = template.indexOf(placeholder, end);
    addText(template.slice(end, start));
    segments[segments.length - 1]!.push({ name: placeholder.slice(1, -1) });
    end = start + placeholder.length;
  }
  addText(template.slice(end));
  if (cutTemplates.size >= 1000) cutTemplates.clear();
  cutTemplates.set(template, segments);
  return segments;
}

/**
 * The operation's path with every parameter written (`values`: the call's `params.path`); throws
 * RequestInputError naming every value that cannot be written or writes a dot segment.
 */
export function writtenPath(operation: { readonly operationId: string; readonly path: string; readonly pathWriter?: PathWriter | undefined }, values: unknown): string {
  const template = operation.path;
  const given = typeof values === 'object' && values !== null ? (values as { readonly [name: string]: unknown }) : {};
  const write = operation.pathWriter ?? plainValue;
  const segments = cutTemplate(template);
  const problems: string[] = [];
  const written = segments.map((segment) =>
    segment
      .map((part) => {
        if (typeof part === 'string') return part;
        const value = write(hasOwn(given, part.name) ? given[part.name] : undefined, part.name);
        if (typeof value === 'string') return value;
        problems.push(`path parameter "${part.name}" ${value.problem}`);
        return '';
      })
      .join(''),
  );
  if (problems.length === 0) {
    // Values never hold a bare `/`, so each written segment is its template segment's.
    segments.forEach((segment, index) => {
      const names = segment.filter((part): part is { readonly name: string } => typeof part !== 'string').map((part) => part.name);
      if (names.length > 0 && isDotSegment(written[index]!)) {
        problems.push(`path parameter "${names.join('", "')}" is written as the segment ${JSON.stringify(written[index])}, a dot segment that would change which resource the URL names`);
      }
    });
  }
  if (problems.length > 0) throw new RequestInputError(operation.operationId, `${problems.join('; ')} (path ${template}); pass a value in params.path that can be written in its segment`);
  return written.join('/');
}

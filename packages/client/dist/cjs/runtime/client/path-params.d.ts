/**
 * Generated from generators/runtime/client/path-params.ts by npm run generate. Do not edit.
 */
/** One value as written in the path, or why it cannot be. */
export type Written = string | {
    readonly problem: string;
};
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
export declare function isDotSegment(segment: string): boolean;
/** A lone surrogate (not well-formed Unicode) cannot be percent-encoded: encodeURIComponent throws. */
export declare const LONE_SURROGATE: {
    readonly problem: "contains a lone surrogate (not well-formed Unicode), which cannot be percent-encoded";
};
/** A primitive in the plain `simple` style: its text, percent-encoded. */
export declare function plainValue(value: unknown): Written;
/**
 * The operation's path with every parameter written (`values`: the call's `params.path`); throws
 * RequestInputError naming every value that cannot be written or writes a dot segment.
 */
export declare function writtenPath(operation: {
    readonly operationId: string;
    readonly path: string;
    readonly pathWriter?: PathWriter | undefined;
}, values: unknown): string;

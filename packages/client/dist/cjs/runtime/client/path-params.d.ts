/**
 * Generated from generators/runtime/client/path-params.ts by npm run generate. Do not edit.
 */
/** One value as written in the path, or why it cannot be. */
export type Written = string | {
    readonly problem: string;
};
/** Writes one path parameter's value (`name` is the parameter's, as in the template). */
export type PathWriter = (value: unknown, name: string) => Written;
/** True when URL parsers (or a server decoding more than once) would read the segment as `.` or `..`. */
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

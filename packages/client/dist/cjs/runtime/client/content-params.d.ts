/**
 * Generated from generators/runtime/client/content-params.ts by npm run generate. Do not edit.
 */
/** One parameter described by `content`: where it is sent and its media type. */
export interface ContentParameter {
    readonly in: 'path' | 'query' | 'header' | 'cookie';
    /** The parameter's name as in the document. */
    readonly name: string;
    /** The media type of its `content` the generator chose (JSON when the document lists one). */
    readonly contentType: string;
}
/**
 * The operation's input with each of `declared` written as its media type's text (a copy: the
 * caller's objects are not changed). Made once per operation when its descriptor is made, hence
 * free of side effects.
 */
export declare function contentParameters(declared: readonly ContentParameter[]): (input: unknown, operation: {
    readonly operationId: string;
}) => unknown;

/**
 * Generated from generators/runtime/client/header-styles.ts by npm run generate. Do not edit.
 */
/** One header parameter the operation writes by the simple style. */
export interface HeaderStyle {
    /** As the document names it (the key of the call's `params.header`). */
    readonly name: string;
    readonly explode: boolean;
}
/** The call's header parameters with those in the operation's styles written as text. */
export type HeaderWriter = (headers: Readonly<Record<string, unknown>>, operationId: string) => Record<string, unknown>;
/** True when this header parameter may be a list or an object (`types`: the JSON types its schema allows; undefined: any). */
export declare function headerWrittenByStyle(parameter: {
    readonly style: string;
}, types: readonly string[] | undefined): boolean;
export declare function styledHeaders(styles: readonly HeaderStyle[]): HeaderWriter;

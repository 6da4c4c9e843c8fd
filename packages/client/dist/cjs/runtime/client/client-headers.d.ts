/**
 * Generated from generators/runtime/client/client-headers.ts by npm run generate. Do not edit.
 */
/** What one call needs to fill its headers. */
export interface ClientHeaderCall {
    readonly operationId: string;
    /** The headers the operation declares `x-client-header` on, with the document's spelling. */
    readonly declared: readonly {
        readonly name: string;
        readonly required: boolean;
    }[];
    /** The call's own header parameters: they win. */
    readonly given: object | undefined;
    /** The app's `clientHeaders` option. */
    readonly values: {
        readonly [option: string]: unknown;
    } | undefined;
    /** The document's option names and the headers they fill (`ContractInfo.clientHeaders`). */
    readonly names: {
        readonly [option: string]: string;
    } | undefined;
}
/** The call's header parameters with its `x-client-header` headers filled in; a missing required one is refused. */
export declare function fillClientHeaders(call: ClientHeaderCall): Record<string, unknown>;

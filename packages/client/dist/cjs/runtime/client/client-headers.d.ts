/**
 * Generated from generators/runtime/client/client-headers.ts by npm run generate. Do not edit.
 */
/** The operation whose headers are filled: its `x-client-header` headers, with the document's spelling. */
export interface ClientHeaderOperation {
    readonly operationId: string;
    readonly clientHeaders?: readonly {
        readonly name: string;
        readonly required: boolean;
    }[] | undefined;
}
type Values = {
    readonly [option: string]: unknown;
} | undefined;
type Names = {
    readonly [option: string]: string;
} | undefined;
/**
 * The call's header parameters (`given`, which win) with its `x-client-header` headers filled in
 * from the app's `clientHeaders` option (`values`) by the document's option names (`names`,
 * `ContractInfo.clientHeaders`); a missing required one is refused. Takes the descriptor and the
 * options as they are, so the runtime core that every app bundles builds nothing for it.
 */
export declare function fillClientHeaders(operation: ClientHeaderOperation, given: object | undefined, values: Values, names: Names): Record<string, unknown>;
export {};

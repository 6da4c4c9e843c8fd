/**
 * Generated from generators/runtime/client/default-query.ts by npm run generate. Do not edit.
 */
export declare function defaultQuery(query: Record<string, unknown>): string;

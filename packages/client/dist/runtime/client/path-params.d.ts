/**
 * Generated from generators/runtime/client/path-params.ts by npm run generate. Do not edit.
 */
/** The names of `{placeholders}` in a path template, in order. */
export declare function pathParameterNames(template: string): string[];
/** Why `value` cannot be a path segment, or `undefined` when it can. */
export declare function pathValueProblem(value: unknown): string | undefined;
/** Throws RequestInputError naming every bad path parameter of the call. */
export declare function assertPathParameters(operationId: string, template: string, values: unknown): void;

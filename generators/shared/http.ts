/**
 * The HTTP methods an OpenAPI path item can hold, in the order OpenAPI lists them: the order in
 * which the model lists an item's operations, and the one list every stage reads.
 */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

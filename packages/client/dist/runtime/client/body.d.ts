/**
 * Generated from generators/runtime/client/body.ts by npm run generate. Do not edit.
 */
/**
 * Request bodies that are not JSON. openapi-fetch serialises every body with JSON.stringify and
 * labels it application/json; a document whose operation takes a form (Stripe, OAuth token
 * endpoints), multipart or text needs the body encoded as its media type says.
 */
/** The media type family the runtime knows how to encode. */
export type BodyEncoding = 'json' | 'form' | 'multipart' | 'text' | 'raw';
export declare function bodyEncoding(contentType: string | undefined): BodyEncoding;
export declare function formBody(body: unknown): URLSearchParams;
export declare function multipartBody(body: unknown): FormData;
export interface BodyEncoder {
    /** Passed to openapi-fetch; absent for JSON (its default). */
    readonly bodySerializer?: (body: unknown) => unknown;
    /**
     * The Content-Type to send, or how to choose it from the body (a wildcard media type); absent
     * for JSON (openapi-fetch's default) and multipart (fetch adds the boundary).
     */
    readonly contentType?: string | ((body: unknown) => string);
}
/** How to encode a request body of media type `contentType`. */
export declare function bodyEncoder(contentType: string | undefined): BodyEncoder;

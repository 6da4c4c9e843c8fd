/**
 * Generated from generators/runtime/client/body.ts by npm run generate. Do not edit.
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
     * for JSON (openapi-fetch's default); `null` for multipart: fetch writes it with the boundary,
     * so a Content-Type of the client's `headers` option is removed (openapi-fetch's header merge
     * deletes a header whose value is null). A client-wide `Content-Type: application/json`, which
     * many apps set, otherwise labelled every multipart body JSON, with no boundary to read it by.
     */
    readonly contentType?: string | null | ((body: unknown) => string);
}
/** JSON as openapi-fetch writes it, labelled with the document's own JSON type (a wildcard names none: openapi-fetch's application/json). */
export declare function jsonEncoder(contentType: string | undefined): BodyEncoder;
export declare function formEncoder(): BodyEncoder;
export declare function multipartEncoder(): BodyEncoder;
export declare function textEncoder(contentType: string | undefined): BodyEncoder;
export declare function rawEncoder(contentType: string | undefined): BodyEncoder;
/** The runtime function client.ts names for each family (JSON needs none). */
export declare const ENCODER_NAMES: {
    readonly json: "jsonEncoder";
    readonly form: "formEncoder";
    readonly multipart: "multipartEncoder";
    readonly text: "textEncoder";
    readonly raw: "rawEncoder";
};
/** How to encode a request body of media type `contentType`, whatever its family. */
export declare function bodyEncoder(contentType: string | undefined): BodyEncoder;

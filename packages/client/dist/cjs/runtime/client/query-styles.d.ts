/**
 * Generated from generators/runtime/client/query-styles.ts by npm run generate. Do not edit.
 */
/** One query parameter's declared way of writing lists and objects. */
export interface QueryStyle {
    /** The parameter's name as in the document. */
    readonly name: string;
    /** `form`, `spaceDelimited`, `pipeDelimited` or `deepObject`; any other is written as openapi-fetch does. */
    readonly style: string;
    readonly explode: boolean;
    /** OpenAPI's `allowReserved`: reserved characters in values are not percent-encoded. */
    readonly allowReserved?: boolean;
}
/**
 * True when openapi-fetch's default serialiser would write some value of this query parameter
 * otherwise than its style says: an object in the form style, a list or object its style joins
 * (`explode: false`), or any value with reserved characters when `allowReserved` is set. `types`
 * are the JSON types its schema allows (undefined: any type).
 */
export declare function writtenByStyle(parameter: Omit<QueryStyle, 'name'>, types: readonly string[] | undefined): boolean;
/**
 * The query serialiser of one operation: parameters in `styles` by their style, any other key (a
 * parameter openapi-fetch already writes as declared, an API key) by openapi-fetch's default.
 * Made once per operation when its descriptor is made, hence free of side effects.
 */
export declare function styledQuery(styles: readonly QueryStyle[]): (query: Record<string, unknown>) => string;

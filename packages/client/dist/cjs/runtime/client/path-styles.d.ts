/**
 * Generated from generators/runtime/client/path-styles.ts by npm run generate. Do not edit.
 */
/**
 * Path parameters in their declared style (OpenAPI 3.1, "Style Values" and the table under "Style
 * Examples"; RFC 6570's simple, label and matrix expansions). For a parameter `id`, the string
 * `blue`, the list ['blue', 'black'] and the object {R: 100, G: 200}:
 *
 * | style | explode | primitive | list | object |
 * |---|---|---|---|---|
 * | simple | false | `blue` | `blue,black` | `R,100,G,200` |
 * | simple | true | `blue` | `blue,black` | `R=100,G=200` |
 * | label | false | `.blue` | `.blue,black` | `.R,100,G,200` |
 * | label | true | `.blue` | `.blue.black` | `.R=100.G=200` |
 * | matrix | false | `;id=blue` | `;id=blue,black` | `;id=R,100,G,200` |
 * | matrix | true | `;id=blue` | `;id=blue;id=black` | `;R=100;G=200` |
 *
 * Every item, member name and value is percent-encoded (encodeURIComponent, and RFC 6570's
 * reserved `!'()*` too), so only the separators are bare: an item's own `,` `;` `=` `/` `%` is an
 * escape the server decodes after splitting (decisions/0037). A label value's `.` is escaped as
 * well (`%2E`), since `.` separates a label list's items and RFC 6570 would leave it bare. An
 * empty text in label or matrix is `.` or `;id`, as RFC 6570 writes it; an empty list or object
 * (which RFC 6570 writes as nothing, dropping the segment's value), a list or object inside one,
 * and an empty text in the simple style (an empty segment) are refused before sending.
 *
 * openapi-fetch's default writes every path value in the simple style, ignoring the document's
 * `style`, and this client refused lists and objects outright. A generated operation names
 * `pathWriter: styledPath([...])` only when a path parameter of it needs this (`pathWrittenByStyle`,
 * the rule the client emitter applies), so other apps do not bundle this file (decision 0031).
 */
import { type PathWriter } from './path-params.js';
/** One path parameter the operation writes by its style. */
export interface PathStyle {
    /** As in the path template. */
    readonly name: string;
    readonly style: 'simple' | 'label' | 'matrix';
    readonly explode: boolean;
}
/**
 * True when this path parameter must be written by `styledPath`: in the label or matrix style, or
 * in the simple style with a schema that allows a list or an object (`types`: the JSON types it
 * allows; undefined: any). A style OpenAPI does not define for paths (`form`, ...) is written as a
 * plain value, as the generated server reads it (one primitive text).
 */
export declare function pathWrittenByStyle(parameter: {
    readonly style: string;
}, types: readonly string[] | undefined): parameter is {
    readonly style: PathStyle['style'];
};
/** The writer of one operation's path values: those in `styles` by their style, any other as a plain value. */
export declare function styledPath(styles: readonly PathStyle[]): PathWriter;

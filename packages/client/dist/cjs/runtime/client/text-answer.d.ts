/**
 * Generated from generators/runtime/client/text-answer.ts by npm run generate. Do not edit.
 */
export declare function textByCharset(response: Response): Promise<string>;

/**
 * Generated from generators/runtime/server/types.ts by npm run generate. Do not edit.
 */

/**
 * Type helpers the generated handler contract is written with.
 */
import type { UploadedFile } from './contract.js';

/**
 * The `data` member of an enveloped body as openapi-typescript prints it
 * (`components['schemas']['SuccessEnvelope'] & { data?: X }`): `X`, without the `undefined`
 * an optional property adds (JSON has no undefined; `null` stays when the schema allows it).
 */
export type EnvelopeData<Body> = Body extends { readonly data?: infer D }
  ? Exclude<D, undefined>
  : never;

/**
 * A `multipart/form-data` body as the handler receives it: the generated types say `Blob` for a
 * file member (what a client sends), the server hands over an UploadedFile (its bytes, name and
 * type), one or a list as the member's schema says.
 */
export type MultipartBody<Form> = Form extends object
  ? { [K in keyof Form]: FilePart<Form[K]> }
  : Form;

type FilePart<Value> = Value extends Blob
  ? UploadedFile
  : Value extends readonly (infer Item)[]
    ? (Item extends Blob ? UploadedFile : Item)[]
    : Value;

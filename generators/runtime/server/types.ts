/**
 * Type helpers the generated handler contract is written with.
 */
import type { UploadedFile } from './contract.js';

/**
 * The `data` member of an enveloped body as openapi-typescript prints it
 * (`components['schemas']['SuccessEnvelope'] & { data?: X }`): `X`, without the `undefined`
 * an optional property adds (JSON has no undefined; `null` stays when the schema allows it).
 */
export type EnvelopeData<Body> = Body extends { readonly data?: infer D } ? Exclude<D, undefined> : never;

/**
 * A `multipart/form-data` body as the handler receives it: the generated types say `Blob` for a
 * file member (what a client sends), the server hands over an UploadedFile (its bytes, name and
 * type), one or a list as the member's schema says. `Declared` is the form as the document's types
 * say it when `Form` is the `Writable<…>` of it (a document with readOnly members): `Writable`
 * maps every object, a Blob too, into one whose methods are `{}`, so files are found by the
 * declared member now (a new-user pass, 2026-11-29: a document with a readOnly `id` and an upload
 * handed its handler's `body.file` as that mangled Blob, no `data`, no `filename`).
 */
export type MultipartBody<Form, Declared = Form> = Form extends object
  ? { [K in keyof Form]: K extends keyof Declared ? FilePart<Form[K], Declared[K]> : Form[K] }
  : Form;

/** The member's declared type, its files (alone or in a list) as UploadedFile; unchanged without files. */
type FileOf<Value> = Value extends Blob ? UploadedFile : Value extends readonly (infer Item)[] ? (Item extends Blob ? UploadedFile : Item)[] : Value;

/** A member with files as FileOf makes it; any other as `Form` has it (readOnly members already left out). */
type FilePart<Value, Declared> = [FileOf<Declared>] extends [Declared] ? Value : FileOf<Declared>;

/** What the runtime writes as a header's value (runtime/server/respond.ts, `applyExtras`): its text, one line per item. */
type HeaderValue = string | number | readonly string[];

/** A number or boolean header may also be given as its text (`'30'` for `Retry-After: integer`, never `'soon'`): it is text on the wire. */
type AsText<V> = V extends number | boolean ? V | `${V}` : V;

/** The declared members of openapi-typescript's headers object, without its `[name: string]: unknown`. */
type Named<Declared> = {
  [K in keyof Declared as string extends K ? never : number extends K ? never : K]: AsText<Declared[K]>;
};

/**
 * Names a handler must return. Not Set-Cookie, which the result's `cookies` writes, nor
 * Content-Type, which OpenAPI says to ignore (https://spec.openapis.org/oas/v3.1.0#fixed-fields-12)
 * and the runtime sets from the media type.
 */
type RequiredNames<Declared> = {
  [K in keyof Named<Declared>]-?: {} extends Pick<Named<Declared>, K>
    ? never
    : K extends string
      ? Lowercase<K> extends 'set-cookie' | 'content-type'
        ? never
        : K
      : never;
}[keyof Named<Declared>];

/** One required header, as the document spells its name or in lower case (HTTP names are case-insensitive). */
type Present<K extends string, V> = { readonly [P in K]: V } | { readonly [P in Lowercase<K>]: V };

/** Every required header present: the intersection of their Present, each kept a union (inferred from a parameter, which intersects). */
type AllPresent<Declared> = (
  RequiredNames<Declared> extends infer K
    ? K extends string
      ? (value: Present<K, Named<Declared>[K & keyof Named<Declared>]>) => void
      : never
    : never
) extends (value: infer I) => void
  ? I
  : never;

/** Every declared header, in either spelling, has its declared type where given. */
type Typed<N> = { readonly [K in keyof N]?: N[K] } & {
  readonly [K in keyof N as K extends string ? Lowercase<K> : never]?: N[K];
};

type Headers<Declared> = Typed<Named<Declared>> & AllPresent<Declared> & { readonly [name: string]: HeaderValue };

/**
 * The `headers` a handler returns for a response that declares some, from openapi-typescript's
 * `responses[status]['headers']` (the declared names with their types, then
 * `[name: string]: unknown`): a required header must be there (a 201's `Location`), a declared
 * one must have its type (`X-Total-Count: number`), any other name stays free. A name is matched
 * as the document spells it or in lower case.
 */
export type DeclaredHeaders<Declared> = [RequiredNames<Declared>] extends [never]
  ? { readonly headers?: Headers<Declared> }
  : { readonly headers: Headers<Declared> };

/**
 * A location's parameters as the handler receives them: those the runtime fills in from their
 * schema's `default` when the request leaves them out (emit/server/handler-types.ts, `isFilledIn`)
 * are always there, so `query.limit` is a number, not `number | undefined` the handler would
 * default again.
 */
export type WithDefaults<Parameters, Filled extends keyof Parameters> = Parameters & {
  readonly [K in Filled]-?: Exclude<Parameters[K], undefined>;
};

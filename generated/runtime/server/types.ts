/**
 * Generated from generators/runtime/server/types.ts by npm run generate. Do not edit.
 */

/**
 * Type helpers the generated handler contract is written with.
 */

/**
 * The `data` member of an enveloped body as openapi-typescript prints it
 * (`components['schemas']['SuccessEnvelope'] & { data?: X }`): `X`, without the `undefined`
 * an optional property adds (JSON has no undefined; `null` stays when the schema allows it).
 */
export type EnvelopeData<Body> = Body extends { readonly data?: infer D }
  ? Exclude<D, undefined>
  : never;

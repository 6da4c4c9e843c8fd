/**
 * Generated from generators/runtime/client/types.ts by npm run generate. Do not edit.
 */
export {};

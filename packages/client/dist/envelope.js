/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */
export { EnvelopeError, isErrorBody, isSuccessEnvelope, unwrap } from './runtime/envelope.js';

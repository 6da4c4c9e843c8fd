'use strict';
// What openapi-typescript's Redocly ref-utils.js takes from its utils.js, without the rest of
// that module's imports (scripts/light-ref-utils.mjs checks the definitions there match these).
function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function isTruthy(value) {
  return !!value;
}
exports.isPlainObject = isPlainObject;
exports.isTruthy = isTruthy;

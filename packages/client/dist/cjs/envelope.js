"use strict";
/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.unwrap = exports.isSuccessEnvelope = exports.isErrorBody = exports.EnvelopeError = void 0;
var envelope_js_1 = require("./runtime/envelope.js");
Object.defineProperty(exports, "EnvelopeError", { enumerable: true, get: function () { return envelope_js_1.EnvelopeError; } });
Object.defineProperty(exports, "isErrorBody", { enumerable: true, get: function () { return envelope_js_1.isErrorBody; } });
Object.defineProperty(exports, "isSuccessEnvelope", { enumerable: true, get: function () { return envelope_js_1.isSuccessEnvelope; } });
Object.defineProperty(exports, "unwrap", { enumerable: true, get: function () { return envelope_js_1.unwrap; } });

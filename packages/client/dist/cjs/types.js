"use strict";
/**
 * Generated from spec/openapi.yaml by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });

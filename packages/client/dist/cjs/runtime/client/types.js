"use strict";
/**
 * Generated from generators/runtime/client/types.ts by npm run generate. Do not edit.
 */
Object.defineProperty(exports, "__esModule", { value: true });

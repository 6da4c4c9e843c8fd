import type { Emitter } from '../model/types.js';

// PLACEHOLDER until the owning work lands: emits nothing.
export const emitBundle: Emitter = () => [];

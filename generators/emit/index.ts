/**
 * The emitters, in the order their files are listed. Each is a pure function of the model:
 * it returns files and never touches the disk (generators/write/ is the one writer).
 */
import type { Emitter } from '../model/types.js';
import { emitBundle } from './bundle.js';
import { emitTypes } from './types.js';
import { emitEnvelope } from './envelope.js';
import { emitClient } from './client.js';
import { emitServer } from './server.js';
import { emitRuntime } from './runtime.js';
import { emitDocs } from './docs.js';

export const EMITTERS: readonly { readonly name: string; readonly emit: Emitter }[] = [
  { name: 'bundle', emit: emitBundle },
  { name: 'types', emit: emitTypes },
  { name: 'envelope', emit: emitEnvelope },
  { name: 'client', emit: emitClient },
  { name: 'server', emit: emitServer },
  { name: 'runtime', emit: emitRuntime },
  { name: 'docs', emit: emitDocs },
];

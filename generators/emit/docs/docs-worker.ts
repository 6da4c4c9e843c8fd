/**
 * The docs page (../docs.ts) in a worker thread: the model and the regenerate command come in as
 * workerData, the files go back as the one message. A compiled entry of its own in the CLI build
 * (scripts/launch.mjs, ../worker-thread.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ApiModel } from '../../model/types.js';
import { docsFiles } from './files.js';

const { model, regenerateCommand } = workerData as { readonly model: ApiModel; readonly regenerateCommand: string };
parentPort?.postMessage(docsFiles(model, regenerateCommand));

/**
 * The start check (start-check.ts) in a worker thread: the route table and the operations'
 * pointers come in as workerData, the failure (or null) goes back as the one message. Started by
 * start-check-thread.ts; a compiled entry of its own in the CLI build (scripts/launch.mjs).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ApiDefinition } from '../../runtime/server/contract.js';
import { startFailureOf } from './start-check.js';

const { api, operationPointers } = workerData as { readonly api: ApiDefinition; readonly operationPointers: readonly string[] };
const failure = await startFailureOf(api, operationPointers);
parentPort?.postMessage({ failure: failure ?? null });

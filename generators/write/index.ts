export { prepareOutput, writeOutput, writeOutputs, type Output, type WriteHooks } from './write.js';
export { assertCheckable, checkOutput, type CheckResult, type Drift, type DriftKind } from './check.js';
export { MANIFEST_PATH } from './manifest.js';

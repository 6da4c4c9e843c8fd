/** The breaking-change report: compare two bundled documents, render the result. */
export { compareDocuments } from './compare.js';
export { withSources } from './report.js';
export { DiffWorkLimitError, WORK_LIMITS, type WorkLimits } from './work.js';
export { formatReport, REPORT_FORMATS, summaryLine, type ReportFormat } from './format.js';
export { loadBundled, DiffInputError, type DocumentLoader } from './load.js';
export { DEFAULT_SPEC, describeSource, loadSource, parseSource, type Source } from './sources.js';
export type { BundledDocument, Change, ChangeKind, ChangeLocation, LoadedSide, Severity, SideLocation, SourcePlace } from './types.js';

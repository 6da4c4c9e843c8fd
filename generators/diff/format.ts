/**
 * The three renderings of a change list: plain text for terminals, markdown for pull-request
 * comments, JSON for tools. Spec text (paths, field names, enum values) is untrusted: markdown
 * output escapes it so a hostile name cannot inject links, HTML or table cells, and both text
 * renderings percent-encode what would act on a terminal, reorder a line or start a new one
 * (shared/printable-text.ts). JSON carries the text as it is: its reader is a program.
 */
import { longestBacktickRun } from '../print/escape.js';
import { printableLine } from '../shared/printable-text.js';
import type { Change, Severity } from './types.js';

export type ReportFormat = 'text' | 'markdown' | 'json';
export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'markdown', 'json'];

export interface ReportInput {
  readonly base: string;
  readonly head: string;
  readonly changes: readonly Change[];
}

function bySeverity(changes: readonly Change[], severity: Severity): Change[] {
  return changes.filter((change) => change.severity === severity);
}

function operationText(change: Change): string {
  const op = change.location.operation;
  if (op === undefined) return '(document)';
  const own = op.webhook === true ? `webhook ${op.path} ${op.method}` : `${op.method} ${op.path}`;
  if (op.callback === undefined) return printableLine(own);
  // `POST /subscriptions, callback onEvent: POST {$request.body#/callbackUrl}`
  const { name, expression, method } = op.callback;
  const inside = [method, expression].filter((part) => part !== undefined).join(' ');
  return printableLine(`${own}, callback ${name}${inside === '' ? '' : `: ${inside}`}`);
}

/** `head spec/components/schemas/Movie.yaml:12:5 #/properties/title`: the file holding the node, else the bundled document's pointer. */
function locationText(change: Change): string {
  const { document, pointer, source } = change.location;
  return source === undefined ? `${document} ${printableLine(pointer)}` : `${document} ${printableLine(`${source.file}:${source.line}:${source.column} ${source.pointer}`)}`;
}

function markdownLocation(change: Change): string {
  const { document, pointer, source } = change.location;
  return source === undefined ? `${document} ${markdownCode(pointer)}` : `${document} ${markdownCode(`${source.file}:${source.line}:${source.column}`)} ${markdownCode(source.pointer)}`;
}

/** Changes grouped by operation, groups in the order the (sorted) list first names them. */
function groupByOperation(changes: readonly Change[]): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = operationText(change);
    const group = groups.get(key) ?? [];
    group.push(change);
    groups.set(key, group);
  }
  return groups;
}

/** What an empty report says instead of two empty sections and a row of zeros. */
export const NO_CHANGES = 'No changes: the contracts are the same for clients.';

export function formatText(input: ReportInput): string {
  const lines = [`API changes from ${printableLine(input.base)} to ${printableLine(input.head)}`, ''];
  if (input.changes.length === 0) return `${[...lines, NO_CHANGES].join('\n')}\n`;
  for (const [severity, title] of [['breaking', 'Breaking'], ['compatible', 'Compatible']] as const) {
    const list = bySeverity(input.changes, severity);
    lines.push(`${title} (${list.length})`);
    if (list.length === 0) lines.push('  none');
    for (const [operation, group] of groupByOperation(list)) {
      lines.push(`  ${operation}`);
      for (const change of group) lines.push(`    - [${change.kind}] ${printableLine(change.message)}`, `      at ${locationText(change)}`);
    }
    lines.push('');
  }
  lines.push(summaryLine(input.changes));
  return `${lines.join('\n')}\n`;
}

export function summaryLine(changes: readonly Change[]): string {
  const breaking = bySeverity(changes, 'breaking').length;
  return `${breaking} breaking, ${changes.length - breaking} compatible`;
}

/**
 * Text for a markdown table cell: backslash escapes (readable in the raw comment) so spec text
 * cannot open HTML, links, emphasis, entities or a new cell; line breaks percent-encoded, as in
 * the text report. They became spaces, so a member named `evil\n` read as `evil ` and its pointer
 * named another member (a red-team pass, 2026-11-29).
 */
export function escapeMarkdown(text: string): string {
  return printableLine(text).replace(/[\\`*_[\]<>|&~!]/g, (char) => `\\${char}`);
}

/** A code span for a table cell: the fence outgrows any backtick run, and `|` is escaped for GFM tables. */
export function markdownCode(text: string): string {
  const flat = printableLine(text).replace(/\|/g, '\\|');
  const fence = '`'.repeat(longestBacktickRun(flat) + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

export function formatMarkdown(input: ReportInput): string {
  const breaking = bySeverity(input.changes, 'breaking');
  const comparing = `Comparing ${markdownCode(input.base)} → ${markdownCode(input.head)}`;
  if (input.changes.length === 0) return ['## API contract changes', '', `${comparing}. ${NO_CHANGES}`, ''].join('\n');
  const lines = ['## API contract changes', '', `${comparing}: **${summaryLine(input.changes)}**.`, ''];
  if (breaking.length > 0) lines.push('> [!WARNING]', '> This change breaks existing clients. Bump the API version or make the change compatible.', '');
  for (const [severity, title] of [['breaking', 'Breaking'], ['compatible', 'Compatible']] as const) {
    const list = bySeverity(input.changes, severity);
    lines.push(`### ${title} (${list.length})`, '');
    if (list.length === 0) {
      lines.push('None.', '');
      continue;
    }
    lines.push('| Operation | Change | Kind | Location |', '|---|---|---|---|');
    for (const change of list) {
      lines.push(`| ${markdownCode(operationText(change))} | ${escapeMarkdown(change.message)} | ${change.kind} | ${markdownLocation(change)} |`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}`;
}

export function formatJson(input: ReportInput): string {
  const breaking = bySeverity(input.changes, 'breaking').length;
  const report = {
    base: input.base,
    head: input.head,
    summary: { breaking, compatible: input.changes.length - breaking },
    changes: input.changes,
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

export function formatReport(format: ReportFormat, input: ReportInput): string {
  switch (format) {
    case 'text':
      return formatText(input);
    case 'markdown':
      return formatMarkdown(input);
    case 'json':
      return formatJson(input);
  }
}

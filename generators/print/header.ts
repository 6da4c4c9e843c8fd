/**
 * The header every generated file starts with. It names the source and the command that
 * regenerates it, and carries no timestamp or tool version so an upgrade or a second run never
 * touches files whose content did not change.
 */
import { escapeCommentText, htmlCommentText } from './escape.js';

export type HeaderStyle = 'block' | 'html' | 'hash';

export function headerText(source: string, command: string): string {
  return `Generated from ${source} by ${command}. Do not edit.`;
}

/** The header as a comment, followed by a blank line. JSON files get none (see generated/README.md). */
export function fileHeader(style: HeaderStyle, source: string, command: string): string {
  const text = headerText(source, command);
  switch (style) {
    case 'block':
      return `/**\n * ${escapeCommentText(text).replace(/\n/g, ' ')}\n */\n\n`;
    case 'html':
      return `<!-- ${htmlCommentText(text).replace(/\n/g, ' ')} -->\n`;
    case 'hash':
      return `# ${escapeCommentText(text).replace(/\n/g, ' ')}\n\n`;
  }
}

/** The header style for a generated path, by extension; `undefined` for JSON (no comments allowed). */
export function headerStyleFor(path: string): HeaderStyle | undefined {
  if (/\.(ts|mts|cts|js|mjs|cjs|css)$/.test(path)) return 'block';
  if (/\.html?$/.test(path) || /\.md$/.test(path)) return 'html';
  if (/\.ya?ml$/.test(path)) return 'hash';
  return undefined;
}

/**
 * Text → value, with syntax errors reported as file:line:column. JSON goes through JSON.parse
 * (fast on multi-MB documents); YAML through the `yaml` package with alias expansion capped, so
 * a "billion laughs" document fails instead of exhausting memory.
 */
import { LineCounter, parseDocument } from 'yaml';
import { SpecError, type SpecProblem } from './problems.js';

const MAX_ALIAS_EXPANSIONS = 1000;

export function parseText(file: string, text: string): unknown {
  return looksLikeJson(file, text) ? parseJson(file, text) : parseYaml(file, text);
}

function looksLikeJson(file: string, text: string): boolean {
  return file.toLowerCase().endsWith('.json') || /^\s*[[{]/.test(text);
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { line, column } = jsonErrorPosition(text, message);
    throw new SpecError([syntaxProblem(file, line, column, `invalid JSON: ${message}`)]);
  }
}

/** Node 20 reports "at position N", Node 22 adds "(line L column C)": use the offset, which both give. */
function jsonErrorPosition(text: string, message: string): { line: number; column: number } {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return { line, column };
}

function parseYaml(file: string, text: string): unknown {
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, uniqueKeys: true, prettyErrors: false });
  if (document.errors.length > 0) {
    throw new SpecError(
      document.errors.map((error) => {
        const position = error.linePos?.[0] ?? counter.linePos(error.pos[0]);
        return syntaxProblem(file, position.line, position.col, `invalid YAML: ${firstLine(error.message)}`);
      }),
    );
  }
  try {
    return document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new SpecError([syntaxProblem(file, 0, 0, `YAML could not be read: ${message}`)]);
  }
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

function syntaxProblem(file: string, line: number, column: number, message: string): SpecProblem {
  return { file, line, column, pointer: '', message, hint: 'Fix the syntax at this position; the file must be valid JSON or YAML.' };
}

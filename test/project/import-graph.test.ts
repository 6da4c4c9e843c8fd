/**
 * The generators' folders are stages (decisions/0001): each may import only from earlier ones,
 * so the pipeline reads load -> model -> emit -> format -> write from the folders alone. The
 * import graph is built from the import specifiers of every .ts/.mjs file under generators/
 * (static, type-only, re-exports and dynamic `import()`); the test fails on any import from a
 * later stage into an earlier one and on any cycle between folders, and proves it would on a
 * small tree with the old layout's faults.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, scratchDir } from '../generators/helpers/scratch.js';

/** Stages, earliest first. A folder is a stage; root files belong to the stage named for them. */
const STAGES: readonly { readonly name: string; readonly folders?: readonly string[]; readonly rootFiles?: readonly string[] }[] = [
  // Copied verbatim into the output: it imports nothing of the generators.
  { name: 'runtime', folders: ['runtime'] },
  { name: 'base', rootFiles: ['toolkit-root.ts', 'disk-cache.ts', 'scratch.ts', 'redocly-process.ts', 'redocly-child.mjs'] },
  { name: 'shared', folders: ['shared'] },
  { name: 'print', folders: ['print'] },
  { name: 'load', folders: ['load'] },
  { name: 'model', folders: ['model'] },
  { name: 'emit', folders: ['emit'] },
  { name: 'format', folders: ['format'] },
  { name: 'write', folders: ['write'] },
  { name: 'pipeline', rootFiles: ['outputs.ts', 'failures.ts', 'progress.ts', 'pipeline.ts'] },
  { name: 'diff', folders: ['diff'] },
];

interface Edge {
  readonly from: string;
  readonly to: string;
  readonly fromStage: string;
  readonly toStage: string;
}

/** Every relative import between files under `root`, with the stage of each end. */
export function importEdges(root: string): { edges: Edge[]; unplaced: string[] } {
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.(ts|mts|mjs)$/.test(file)).map((file) => file.split(path.sep).join('/'));
  const edges: Edge[] = [];
  const unplaced = new Set<string>();
  for (const file of files) {
    const fromStage = stageOf(file);
    if (fromStage === undefined) unplaced.add(file);
    for (const specifier of importSpecifiers(readFileSync(path.join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      // NodeNext: `./x.js` names the source `./x.ts`.
      const to = target.endsWith('.js') && files.includes(target.replace(/\.js$/, '.ts')) ? target.replace(/\.js$/, '.ts') : target;
      if (to.startsWith('..')) continue; // outside generators/ (node_modules are not relative)
      const toStage = stageOf(to);
      if (toStage === undefined) unplaced.add(to);
      if (fromStage !== undefined && toStage !== undefined) edges.push({ from: file, to, fromStage, toStage });
    }
  }
  return { edges, unplaced: [...unplaced].sort() };
}

/** `from '...'`, `import '...'`, `export ... from '...'`, `import('...')`, `import type ... from '...'`. */
function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g)].map((match) => match[2]!);
}

function stageOf(file: string): string | undefined {
  const [first, ...rest] = file.split('/');
  if (rest.length === 0) return STAGES.find((stage) => stage.rootFiles?.includes(first!))?.name;
  return STAGES.find((stage) => stage.folders?.includes(first!))?.name;
}

const rank = (stage: string): number => STAGES.findIndex((each) => each.name === stage);

/** Imports from a later stage into an earlier one, as `from -> to` lines. */
export function backwardImports(edges: readonly Edge[]): string[] {
  return edges
    .filter((edge) => rank(edge.toStage) > rank(edge.fromStage))
    .map((edge) => `${edge.from} -> ${edge.to} (${edge.fromStage} imports the later ${edge.toStage})`)
    .sort();
}

/** Cycles between stages: each a list of stages that reach each other (strongly connected, more than one). */
export function stageCycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) if (edge.fromStage !== edge.toStage) next.set(edge.fromStage, (next.get(edge.fromStage) ?? new Set()).add(edge.toStage));
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const pending = [from];
    for (let stage = pending.pop(); stage !== undefined; stage = pending.pop()) {
      for (const target of next.get(stage) ?? []) {
        if (target === to) return true;
        if (!seen.has(target)) pending.push(...(seen.add(target), [target]));
      }
    }
    return false;
  };
  const cycles: string[][] = [];
  const placed = new Set<string>();
  for (const stage of STAGES.map((each) => each.name)) {
    if (placed.has(stage)) continue;
    const group = STAGES.map((each) => each.name).filter((other) => other === stage || (reaches(stage, other) && reaches(other, stage)));
    group.forEach((member) => placed.add(member));
    if (group.length > 1) cycles.push(group);
  }
  return cycles;
}

describe('the generators import only from earlier stages', () => {
  const { edges, unplaced } = importEdges(path.join(REPO_ROOT, 'generators'));

  it('places every file in a stage', () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(unplaced).toEqual([]);
  });

  it('has no import from a later stage into an earlier one', () => {
    expect(backwardImports(edges)).toEqual([]);
  });

  it('has no cycle between folders', () => {
    expect(stageCycles(edges)).toEqual([]);
  });

  it('keeps the runtime self-contained: it is copied into the output as it is', () => {
    expect(edges.filter((edge) => edge.fromStage === 'runtime' && edge.toStage !== 'runtime')).toEqual([]);
  });
});

describe('the check itself', () => {
  it('fails on the old layout: load and model importing each other, emit importing write, a file in no stage', () => {
    const root = scratchDir('import-graph');
    const write = (file: string, text: string): void => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('load/index.ts', "import { HTTP_METHODS } from '../model/types.js';\n");
    write('model/types.ts', "export const HTTP_METHODS = [];\n");
    write('model/build.ts', "import type { LoadedDocument } from '../load/index.js';\n");
    write('emit/types.ts', "// import { ignored } from '../write/comment.js';\nimport { formatTypeScript } from '../write/format.js';\n");
    write('write/format.ts', "export const lazy = () => import('../emit/types.js');\n");
    write('stray.ts', "export {};\n");
    const { edges, unplaced } = importEdges(root);
    expect(unplaced).toEqual(['stray.ts']);
    expect(backwardImports(edges)).toEqual([
      'emit/types.ts -> write/format.ts (emit imports the later write)',
      'load/index.ts -> model/types.ts (load imports the later model)',
    ]);
    expect(stageCycles(edges)).toEqual([['load', 'model'], ['emit', 'write']]);
  });
});

/**
 * The docs renderer's command line carries no document text (issue 11, finding 1): a title
 * such as `--template=FILE` or `--help` used to reach `redocly build-docs` as options (read FILE
 * into the page; fail the run). Every title below must come out as the page's <title>, exactly.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCS_PATH, emitDocs } from '../../generators/emit/docs.js';
import { CONTENT_SECURITY_POLICY, makeOffline, remoteReferences } from '../../generators/emit/docs/offline.js';
import { prepareRenderer, RENDER_ARGUMENTS, withTitle } from '../../generators/emit/docs/render.js';
import { buildModel } from '../../generators/model/build.js';
import { htmlText } from '../../generators/print/escape.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'docs-renderer-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A file the renderer must never read: its text in the page would mean it did. */
const TEMPLATE = path.join(scratch, 'template.html');
writeFileSync(TEMPLATE, '<html><body>SECRET-TEMPLATE-CONTENT {{title}}</body></html>\n');

/** Pages by title: each title is rendered once however many tests read its page. */
const pages = new Map<string, Promise<string>>();

function pageFor(title: string): Promise<string> {
  let page = pages.get(title);
  if (page === undefined) pages.set(title, (page = render(title)));
  return page;
}

/**
 * Started now, used by the second render: the way generate runs it, its CLI loads while other
 * work goes on (here, the first render), then renders once told to.
 */
const preparedEarly = prepareRenderer();
afterAll(() => preparedEarly.dispose());

async function render(title: string): Promise<string> {
  const document = { openapi: '3.1.0', info: { title, version: '1' }, paths: { '/a': { get: { operationId: 'a', responses: { '204': { description: 'none' } } } } } };
  const docsRenderer = title === TITLES[6] ? preparedEarly : undefined;
  const files = await emitDocs(buildModel({ document }, { source: 'hostile.yaml' }), { regenerateCommand: 'npm run generate', ...(docsRenderer === undefined ? {} : { docsRenderer }) });
  expect(files.map((file) => file.path)).toEqual([DOCS_PATH]);
  return files[0]?.contents ?? '';
}

function pageTitle(page: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(page)?.[1];
}

const TITLES = [
  `--template=${TEMPLATE}`,
  '--help',
  `--output=${path.join(scratch, 'elsewhere.html')}`,
  '--title',
  'a title with spaces = and an equals sign',
  'two\nlines',
  '"quoted" and \'single\' & <b>bold</b>',
];

describe('titles that look like options', () => {
  // Rendered for real: the title that once made the renderer read a file into the page, and the
  // one that needs the most escaping. The renderer's arguments are constant whatever the title
  // (below), so each other title differs from these only in the title set on the rendered page:
  // the next test sets each on the first of these pages (a Redocly render costs about two seconds).
  it.each([[TITLES[0]!], [TITLES[6]!]])('%j becomes the page title and nothing else', async (title) => {
    const page = await pageFor(title);
    expect(page).not.toContain('SECRET-TEMPLATE-CONTENT');
    expect(pageTitle(page)).toBe(htmlText(`${title} 1`));
    expect(page).toContain('Redocly');
  }, 120_000);

  it('every other title becomes the page title of a rendered page, and nothing else', async () => {
    const page = await pageFor(TITLES[0]!);
    expect(page).not.toContain('SECRET-TEMPLATE-CONTENT');
    for (const title of TITLES) {
      const titled = withTitle(page, `${title} 1`);
      expect(titled).not.toContain('SECRET-TEMPLATE-CONTENT');
      expect(pageTitle(titled)).toBe(htmlText(`${title} 1`));
      expect(titled.replace(/<title>[^<]*<\/title>/, '')).toBe(page.replace(/<title>[^<]*<\/title>/, ''));
    }
  }, 120_000);
});

describe('the renderer command line', () => {
  it('is constant: every argument is ours, the document travels in a file', () => {
    expect(RENDER_ARGUMENTS).toEqual(['build-docs', 'openapi.json', '--inlineBundle', '--output', 'index.html', '--config', 'redocly.yaml']);
  });

  it('sets the title of the first <title> element only, escaped', () => {
    const page = '<head><title>Doc &lt;1&gt;</title></head><body><title>x</title></body>';
    expect(withTitle(page, '</title><script>')).toBe('<head><title>&lt;/title&gt;&lt;script&gt;</title></head><body><title>x</title></body>');
    expect(() => withTitle('<head></head>', 'x')).toThrow(/no <title>/);
    expect(() => withTitle('<head><title>unclosed</head>', 'x')).toThrow(/no <title>/);
    // Markup inside it: not the renderer's text-only title.
    expect(() => withTitle('<head><title>a<b>c</b></title></head>', 'x')).toThrow(/no <title>/);
  });
});

describe('the page made offline', () => {
  it('replaces every known remote asset, each by its own data URI, and adds the policy after the charset', () => {
    const full = 'https://cdn.redoc.ly/redoc/logo-mini-full.svg';
    const mini = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
    const page = `<html><head><meta charset="utf-8"><title>t</title></head><body><script>a="${full}";b="${mini}";c="${full}"</script></body></html>`;
    const offline = makeOffline(page);
    expect(offline).not.toContain('cdn.redoc.ly');
    expect(offline.match(/data:image\/svg\+xml,/g)).toHaveLength(3);
    expect(offline).toContain(`<meta charset="utf-8">\n  <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`);
    expect(remoteReferences(offline)).toEqual([]);
    expect(() => makeOffline('<html><head><meta charset="utf-8"></head><body><img src="https://example.com/x.png"></body></html>')).toThrow(/still loads remote resources/);
  });
});

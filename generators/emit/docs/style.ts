/**
 * The page's one stylesheet: constant, so the Content-Security-Policy allows exactly it by hash
 * (offline.ts) and nothing from the document can style the page. Light and dark follow the
 * reader's system setting; the sidebar stays in view on wide screens and sits above on narrow ones.
 * Every inline element is a bidi isolate: a right-to-left override in a title (U+202E) reversed
 * the version badge after it ("2.0.0" read "0.0.2"); isolated, document text can reorder only
 * itself, never the page's own words and badges beside it. A word longer than the column (a
 * URL, a token in a description) breaks anywhere rather than widening the page past the screen.
 * A fact (an example, a default, an enum) is an inline block no wider than the column: a long
 * value's one-line <pre> scrolls in its own box instead of stretching the fact, and the page, to it.
 * A Markdown table wider than the column scrolls in its own box too; its columns' alignment is a
 * class here, the policy allowing no style attribute.
 * A name in a heading (a schema's, a security scheme's, a webhook's) is as large as the heading:
 * at the code size (13 px) a schema's name read smaller than the "object" under it, so the eye
 * lost where one schema ended and the next began. h5 and h6 stay readable (a callback's parts are
 * h6), and a callback is indented under its operation like a body. A section's rule is left out
 * right under its group's heading, whose own rule it doubled. A description's own top headings
 * are h2 in the overview (markdown.ts), smaller and without the rule of the page's sections.
 * The link that skips the contents is out of sight until it has the keyboard's focus.
 * Operation and schema sections far from the window are laid out only when reached
 * (content-visibility; find, links and printing still see them): on Stripe's 5 MB page a window
 * resize took 3.7-6.1 s of the main thread, and the page 4.8-5.5 s to load, without it.
 * Printed, the page is its main column alone, in the light colours: a `<pre>` kept its screen
 * height and scroll box and lost every line of an example below the 420th pixel (and the right
 * end of long lines), the contents took 300 pixels of every sheet and were cut at one sheet's
 * height, and a reader whose system was dark got light grey text on white paper (browsers do
 * not print backgrounds).
 */
export const STYLESHEET = `
:root{color-scheme:light dark;--fg:#1d2330;--muted:#5b6475;--bg:#fff;--panel:#f5f7fa;--line:#dde2ea;--accent:#2457c5;--code:#eef1f6}
@media (prefers-color-scheme:dark){:root{--fg:#e4e8ef;--muted:#a0a9b8;--bg:#15181e;--panel:#1c2028;--line:#2e3440;--accent:#7aa5ff;--code:#262b35}.badge.required{color:#ff9b8f;border-color:#7a2e27}.badge.deprecated{color:#f0b35a;border-color:#6b4a17}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);display:flex;align-items:flex-start}
a{color:var(--accent)}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
code{background:var(--code);padding:1px 4px;border-radius:3px;overflow-wrap:anywhere}
pre{background:var(--code);padding:10px;border-radius:4px;overflow:auto;max-height:420px}
pre code{background:none;padding:0}
nav.toc{position:sticky;top:0;width:300px;flex:none;height:100vh;overflow:auto;background:var(--panel);border-right:1px solid var(--line);padding:16px 12px;font-size:14px}
nav.toc ul{list-style:none;margin:0;padding:0}
nav.toc li{margin:2px 0}
nav.toc a{text-decoration:none;color:var(--fg);display:block;padding:2px 6px;border-radius:3px}
nav.toc a:hover{background:var(--line)}
nav.toc details>summary{cursor:pointer;font-weight:600;margin-top:8px}
nav.toc summary a{display:inline;padding:0}
nav.toc li>a{display:flex;gap:6px;align-items:baseline}
nav.toc .method{flex:none}
nav.toc .label{min-width:0;overflow-wrap:anywhere}
nav.toc .toc-title{font-weight:700;font-size:16px;margin:0 0 8px}
main{flex:1;min-width:0;max-width:1100px;padding:24px 40px 120px;overflow-wrap:anywhere}
h1 .version{font-size:14px;font-weight:500;color:var(--muted);border:1px solid var(--line);border-radius:10px;padding:1px 8px;vertical-align:middle}
h5{font-size:14px}h6{font-size:13px;margin:12px 0 6px}
:is(h1,h2,h3,h4,h5,h6) code{font-size:.92em}
h2{border-bottom:1px solid var(--line);padding-bottom:4px;margin-top:48px}
.md h2{border-bottom:0;margin-top:28px;font-size:1.3em}
section.op{border-top:1px solid var(--line);padding-top:8px;margin-top:32px}
section.schema-section{border-top:1px solid var(--line);margin-top:24px}
h2+section.schema-section,section.tag+section.op{border-top:0;margin-top:0}
section.op,section.schema-section{content-visibility:auto;contain-intrinsic-size:auto 900px}
section.op:target,section.schema-section:target{outline:2px solid var(--accent);outline-offset:8px}
.op-line{font-size:15px}
.op-meta,.note,.lead{color:var(--muted)}
.method{display:inline-block;min-width:58px;text-align:center;font:700 12px/20px ui-monospace,monospace;color:#fff;border-radius:3px;padding:0 6px;background:#6b7280}
.m-get{background:#1f7a4d}.m-post{background:#2457c5}.m-put{background:#9a5b00}.m-patch{background:#7a4fc2}.m-delete{background:#b42318}
.badge{font-size:12px;border:1px solid var(--line);border-radius:8px;padding:0 6px;color:var(--muted)}
.badge.required{color:#b42318;border-color:#e8b4ae}.badge.deprecated{color:#9a5b00;border-color:#e6c48f}
.status{display:inline-block;min-width:44px;text-align:center;font:700 13px/20px ui-monospace,monospace;border-radius:3px;padding:0 6px;color:#fff;background:#6b7280}
.s2{background:#1f7a4d}.s3{background:#2457c5}.s4{background:#9a5b00}.s5{background:#b42318}
.response,.media,.request-body,.server,.scheme,.callback,.raw-op{margin:10px 0}
.media,.callback{border-left:3px solid var(--line);padding-left:12px}
.media-type{font-weight:600;margin:6px 0}
ul.props{list-style:none;padding-left:0;margin:4px 0}
ul.props>li{border-left:2px solid var(--line);padding:4px 0 4px 12px;margin:4px 0}
.prop-name{font-weight:600}
.schema .schema{margin-left:4px}
.schema-head .type{color:var(--accent);font-weight:600}
.schema-title{font-weight:600}
.facts .fact{display:inline-block;max-width:100%;margin-right:10px;color:var(--muted);font-size:13px}
.part{margin:6px 0 6px 4px}
.part-title{font-weight:600;font-size:13px;color:var(--muted);margin:6px 0 2px}
ol.variants>li{margin:6px 0}
.example>summary{cursor:pointer;font-size:13px;color:var(--muted)}
.md p{margin:6px 0}
.image-alt{color:var(--muted);font-style:italic}
.md table{border-collapse:collapse;margin:6px 0;display:block;max-width:100%;overflow-x:auto}.md th,.md td{border:1px solid var(--line);padding:3px 8px;text-align:left}.md .align-center{text-align:center}.md .align-right{text-align:right}
span,code,a,summary,em,strong{unicode-bidi:isolate}
a.skip{position:absolute;left:8px;top:-40px;z-index:1;background:var(--bg);padding:6px 10px;border:1px solid var(--line)}a.skip:focus{top:8px}
@media (max-width:900px){body{display:block}nav.toc{position:static;width:auto;height:auto;max-height:50vh}main{padding:16px}}
@media print{:root{color-scheme:light;--fg:#1d2330;--muted:#5b6475;--bg:#fff;--panel:#f5f7fa;--line:#dde2ea;--accent:#2457c5;--code:#eef1f6}.badge.required{color:#b42318;border-color:#e8b4ae}.badge.deprecated{color:#9a5b00;border-color:#e6c48f}body{display:block}nav.toc,a.skip{display:none}main{max-width:none;padding:0}pre{max-height:none;overflow:visible;white-space:pre-wrap}.md table{display:table;overflow:visible}section.op,section.schema-section{content-visibility:visible}:is(h1,h2,h3,h4,h5,h6){break-after:avoid}}
`;

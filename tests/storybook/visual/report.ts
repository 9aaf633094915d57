import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { entries } from '../catalogue';
import { MAX_DIFF_PIXELS, PIXEL_THRESHOLD } from './images';
import {
  BASELINE_EXTENSION,
  baselineDir,
  baselineFile,
  baselineShots,
  browserFile,
  type ComponentResult,
  type Finding,
  LANGS,
  photographed,
  readScreenshots,
  reportDir,
  resultsDir,
  screenshotsFile,
  type Shot,
  shotName,
} from './layout';

/**
 * After the catalogue run (Playwright's global teardown): the visual report a designer opens from
 * the catalogue build, storybook-static/visual-report/index.html. Each changed story with its
 * picture before, after and the difference; new stories; what the modes found; and how to accept.
 * With VISUAL_UPDATE=1 (the spec has written the new and changed pictures), the baselines no shot uses are removed.
 */
export default function writeReport(): void {
  if (!existsSync(resultsDir)) return;
  const results = readdirSync(resultsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(`${resultsDir}/${file}`, 'utf8')) as ComponentResult)
    .sort((a, b) => a.title.localeCompare(b.title) || a.lang.localeCompare(b.lang));
  const update = process.env.VISUAL_UPDATE === '1';
  const shots = results.flatMap((result) => result.shots);
  const findings = results.flatMap((result) => result.findings);
  const changed = shots.filter((shot) => shot.status === 'changed');
  const added = shots.filter((shot) => shot.status === 'new');

  // A baseline no shot uses: its story is no longer photographed (gone, or now a `Should…` test), or
  // both of its story's tests ran (one per language) and took other shots of it (a width or a
  // language it no longer has). A run narrowed with -g leaves the stories it did not run alone.
  const stories = new Set(entries.filter(photographed).map((entry) => entry.id));
  const testedIn = new Map<string, Set<string>>();
  for (const result of results) for (const story of result.stories) testedIn.set(story, (testedIn.get(story) ?? new Set()).add(result.lang));
  const taken = new Set(shots.map((shot) => shotName(shot.story, shot.lang, shot.width)));
  const orphans = baselineShots().filter((name) => {
    const story = name.split('.')[0] ?? '';
    if (!stories.has(story)) return true;
    return LANGS.every((lang) => testedIn.get(story)?.has(lang)) && !taken.has(name);
  });
  if (update) {
    for (const name of orphans) rmSync(baselineFile(name));
    // Each approved shot's screenshot bytes, for the next runs' fast path (a shot not in this run keeps its own).
    const screens = readScreenshots();
    for (const shot of shots) screens[shotName(shot.story, shot.lang, shot.width)] = shot.screenshot;
    for (const name of Object.keys(screens)) if (!existsSync(baselineFile(name))) delete screens[name];
    const sorted = Object.fromEntries(Object.entries(screens).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(screenshotsFile, `${JSON.stringify(sorted, null, 1)}\n`);
  }
  const baselineBytes = existsSync(baselineDir) ? readdirSync(baselineDir).reduce((sum, file) => sum + statSync(`${baselineDir}/${file}`).size, 0) : 0;

  // Pictures drawn by another Chromium may differ by its text rendering alone: say so.
  const chromium = results[0]?.chromium ?? 'unknown';
  if (update && results.length) writeFileSync(browserFile, `${chromium}\n`);
  const baselineChromium = existsSync(browserFile) ? readFileSync(browserFile, 'utf8').trim() : 'none recorded';
  const otherBrowser = chromium !== baselineChromium;
  if (otherBrowser) {
    console.warn(
      `The baselines were drawn by Chromium ${baselineChromium}; this run used ${chromium}. Differences may be the browser's: see the README's Contributing section.`,
    );
  }

  const seconds = Math.round(results.reduce((sum, result) => sum + result.ms, 0) / 1000);
  const storyCount = new Set(shots.map((shot) => shot.story)).size;
  const modes = ['forced colours', 'text spacing at 320 px', '400 % zoom', 'reduced motion'] as const;

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${changed.length + added.length} pictures to review</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0 auto; max-width: 90rem; padding: 1rem; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.25rem; margin-top: 2rem; } h3 { font-size: 1rem; }
  .shots { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; }
  img { max-width: 100%; height: auto; border: 1px solid GrayText; background: white; }
  article { border-top: 1px solid GrayText; padding-block: 1rem; }
  table { border-collapse: collapse; } th, td { border: 1px solid GrayText; padding: 0.25rem 0.5rem; text-align: left; }
  code { font-size: 0.9em; }
  a:focus-visible { outline: 3px solid; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Visual review of the component catalogue</h1>
<p>${escape(new Date().toISOString().slice(0, 16).replace('T', ' '))} UTC · ${storyCount} stories · ${shots.length} pictures (360 and 1280 px, English and Kinyarwanda) · ${seconds} s of checks${update ? ' · <strong>run with <code>--update</code>: the pictures below are now the baselines</strong>' : ''}</p>
<table>
  <caption>Summary</caption>
  <tbody>
    <tr><th scope="row">Pictures that changed</th><td>${changed.length}</td></tr>
    <tr><th scope="row">New pictures (no baseline yet)</th><td>${added.length}</td></tr>
    ${modes.map((mode) => `<tr><th scope="row">Findings: ${mode}</th><td>${findings.filter((f) => f.mode === mode).length}</td></tr>`).join('\n    ')}
    <tr><th scope="row">Baselines no shot uses${update ? ' (removed)' : ''}</th><td>${orphans.length}</td></tr>
    <tr><th scope="row">Chromium</th><td>${escape(chromium)}${otherBrowser ? ` <strong>(the baselines were drawn by ${escape(baselineChromium)})</strong>` : ''}</td></tr>
    <tr><th scope="row">Baseline folder</th><td>${(baselineBytes / 1024 / 1024).toFixed(1)} MB</td></tr>
  </tbody>
</table>
<p>A picture counts as changed when more than ${MAX_DIFF_PIXELS} of its pixels differ by more than ${PIXEL_THRESHOLD} of the colour range (pixelmatch; anti-aliased edges are not counted), or when its size changed. To accept the changes below, run <code>npm run test:visual -- --update</code> and commit <code>tests/storybook/visual/baselines/</code> with the change; the README's Contributing section says who reviews what.</p>
${section('Changed', changed, (shot) => figures(shot, ['before', 'after', 'diff']))}
${section('New', added, (shot) => figures(shot, ['after']))}
<h2>What the modes found (${findings.length})</h2>
${findings.length ? `<ul>${findings.map(findingItem).join('\n')}</ul>` : '<p>Nothing: every story holds in forced colours, with text spacing at 320 px, at 400 % zoom and with reduced motion.</p>'}
${orphans.length ? `<h2>Baselines no shot uses${update ? ' (removed)' : ''}</h2><p>Their story is no longer photographed, or no longer in that language or at that width.</p><ul>${orphans.map((name) => `<li><code>${escape(name)}${BASELINE_EXTENSION}</code></li>`).join('')}</ul>` : ''}
</main>
</body>
</html>
`;
  writeFileSync(`${reportDir}/index.html`, html);
  console.log(
    `Visual review: ${changed.length} changed, ${added.length} new, ${findings.length} findings in the modes, of ${shots.length} pictures of ${storyCount} stories → storybook-static/visual-report/index.html`,
  );
}

function section(heading: string, shots: Shot[], body: (shot: Shot) => string): string {
  if (!shots.length) return '';
  return `<h2>${heading} (${shots.length})</h2>\n${shots
    .map(
      (shot) => `<article>
<h3>${escape(shot.title)}, ${shot.lang === 'rw' ? 'Kinyarwanda' : shot.lang === 'fr' ? 'French' : 'English'}, ${shot.width} px</h3>
<p>${shot.pixels !== undefined ? `${shot.pixels} pixels differ` : 'No baseline yet'}${shot.size ? `; the picture's size changed, ${escape(shot.size)}` : ''}. <a href="../?path=/story/${shot.story}&amp;globals=locale:${shot.lang}">Open the story</a></p>
${body(shot)}
</article>`,
    )
    .join('\n')}`;
}

function figures(shot: Shot, kinds: ('before' | 'after' | 'diff')[]): string {
  const name = shotName(shot.story, shot.lang, shot.width);
  const captions = { before: 'Before (the baseline)', after: 'After (this build)', diff: 'Difference (in red)' };
  const alts = {
    before: `${shot.title} as approved`,
    after: `${shot.title} as this build draws it`,
    diff: `The pixels that differ, in red, over a faded copy`,
  };
  return `<div class="shots">${kinds
    .map((kind) => {
      // The baseline as committed (WebP); this run's picture and the difference as PNG.
      const src = `img/${name}.${kind}${kind === 'before' ? BASELINE_EXTENSION : '.png'}`;
      return `<figure><figcaption>${captions[kind]}</figcaption><a href="${src}"><img src="${src}" alt="${escape(alts[kind])}" loading="lazy"></a></figure>`;
    })
    .join('')}</div>`;
}

function findingItem(finding: Finding): string {
  return `<li><a href="../?path=/story/${finding.story}&amp;globals=locale:${finding.lang}"><code>${finding.story}</code></a> (${finding.lang}, ${finding.mode}): ${escape(finding.text)}</li>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

import { spawnSync } from 'node:child_process';

/**
 * `npm run test:visual`: builds the catalogue, then photographs every story and checks it in the
 * modes (tests/storybook/visual.spec.ts); fails on a picture that differs from its baseline.
 *   npm run test:visual -- --update      accept the pictures as they are now (writes the baselines)
 *   npm run test:visual -- --no-build    use the catalogue already in storybook-static/
 * Any other argument goes to Playwright (a title filter: `-g "Components/Button "`).
 * The report: storybook-static/visual-report/index.html.
 */
const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const rest = args.filter((arg) => arg !== '--update' && arg !== '--no-build');

const run = (command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env) => {
  const { status } = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
};

if (build) run('npm', ['run', 'build-storybook']);
run('npx', ['playwright', 'test', '-c', 'playwright.catalogue.config.ts', 'tests/storybook/visual.spec.ts', ...rest], {
  ...process.env,
  ...(update ? { VISUAL_UPDATE: '1' } : {}),
});

// `npm test`: every test of the project, from a fresh clone: installs what is
// missing, then typecheck + lint, unit tests, production build, browser tests.
import { ensureDependencies, runOrExit } from './lib.mjs';
import { ensureBrowser } from './ensure-browser.mjs';

const started = Date.now();
const step = (title) => console.info(`\n=== ${title} (${Math.round((Date.now() - started) / 1000)} s)`);

ensureDependencies();
step('Typecheck and lint');
runOrExit('npm', ['run', '-s', 'check']);
step('Unit tests (Vitest)');
runOrExit('npm', ['run', '-s', 'test:unit']);
step('Production build');
runOrExit('npm', ['run', '-s', 'build']);
step('Size budgets (first load, Mantine styles)');
runOrExit('node', ['scripts/size.mjs', 'dist']);
step('Browser tests (Playwright, Chromium)');
ensureBrowser();
runOrExit('npx', ['playwright', 'test']);
step('All tests passed');

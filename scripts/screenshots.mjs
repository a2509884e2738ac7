// `npm run screenshots`: the README's pictures of the option chain's first screen (1440×900 and a
// 390 px phone), taken from the production build (npm run build first) in demo mode, on the day it runs.
import { root } from './lib.mjs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { startPreview } from '../bench/server.mjs';
const preview = await startPreview(root, 'dist');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${preview.url}/options/1`);
await page.getByRole('grid').first().waitFor({ timeout: 60000 });
// The strip scrolls its selected expiry into view after the first paint.
await page.waitForTimeout(1500);
await page.screenshot({ path: `${root}/docs/screenshots/option-chain-1440x900.png` });
await page.setViewportSize({ width: 390, height: 844 });
await page.waitForTimeout(800);
await page.screenshot({ path: `${root}/docs/screenshots/option-chain-390x844.png` });
await browser.close();
await preview.stop();

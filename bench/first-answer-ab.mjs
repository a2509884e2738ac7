// Interleaved A/B of the worker's first answer: two builds (folders), served side by side, a fresh
// worker per sample, the builds alternating per route and round, so both see the same machine load.
//   node bench/first-answer-ab.mjs <distA> <distB> [rounds=4] [perRound=2]
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { startPreview } from './server.mjs';
import { launch } from './page.mjs';
import { firstAnswersInBrowser, recordFirstRequests } from './first-answer.mjs';
import { round, summarize, table } from './stats.mjs';

const [distA, distB, rounds = '4', perRound = '2'] = process.argv.slice(2);
const previews = [await startPreview(root, distA), await startPreview(root, distB)];
const browser = await launch();
const load = { before: loadavg().map((value) => round(value)) };
try {
  const routes = (await recordFirstRequests(browser, previews[1].url)).filter((route) => route.refdata);
  const samples = [routes.map(() => []), routes.map(() => [])];
  for (let r = 0; r < Number(rounds); r++) {
    for (const side of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const results = await firstAnswersInBrowser(browser, previews[side].url, join(root, side === 0 ? distA : distB), routes, Number(perRound));
      results.forEach((result, index) => samples[side][index].push(...result.samples.map((sample) => sample.ms)));
    }
  }
  load.after = loadavg().map((value) => round(value));
  const rows = routes.map((route, index) => {
    const [a, b] = [summarize(samples[0][index]), summarize(samples[1][index])];
    return [route.name, a.median, a.p95, b.median, b.p95, a.count];
  });
  console.info(`load average before ${load.before.join(' / ')}, after ${load.after.join(' / ')}`);
  console.info(table(['route', `${distA} median`, `${distA} p95`, `${distB} median`, `${distB} p95`, 'samples each'], rows));
} finally {
  await browser.close();
  for (const preview of previews) await preview.stop();
}

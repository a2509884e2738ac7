// The hand-written baseline (bench/baseline.html): the same data as the app rendered with plain
// DOM, timed the same way, so that the app's paint time can be given as a ratio to it.
import { readFileSync } from 'node:fs';
import { measureSwitches } from './chain.mjs';

const HTML = readFileSync(new URL('./baseline.html', import.meta.url), 'utf8');

async function open(context) {
  const page = await context.newPage();
  await page.setContent(HTML);
  return page;
}

/**
 * The chain window the app showed, per expiry: its strikes (read from the app's grid) with the
 * call and put of each from the option space answers the app received (captured requests).
 */
export function chainWindow(requests, strikesByDate) {
  const options = new Map();
  for (const request of requests.filter((entry) => /\/contractoptionspaces\//.test(entry.url) && entry.body)) {
    for (const space of JSON.parse(request.body).OptionSpace ?? []) {
      const date = (space.Expiry ?? '').slice(0, 10);
      for (const option of space.SpecificOptions ?? [])
        options.set(`${date}|${option.StrikePrice}|${option.PutCall}`, { uic: option.Uic, status: option.TradingStatus ?? 'No status' });
    }
  }
  return Object.entries(strikesByDate).map(([date, strikes]) => ({
    date,
    rows: strikes.map((strike) => ({ strike, call: options.get(`${date}|${strike}|Call`) ?? null, put: options.get(`${date}|${strike}|Put`) ?? null })),
  }));
}

/** Expiry switches on the baseline chain, timed by the same code as the app's (bench/chain.mjs). */
export async function baselineChain(context, expiries, { rounds, settleMs }) {
  const page = await open(context);
  try {
    await page.evaluate((data) => window.baseline.chain(data), expiries);
    return await measureSwitches(page, { dates: expiries.map((expiry) => expiry.date), rounds, via: 'click', settleMs });
  } finally {
    await page.close();
  }
}

/** The answers the app received for each search, by keywords (the `Keywords` parameter). */
export function searchAnswers(requests) {
  const answers = {};
  for (const request of requests.filter((entry) => /\/ref\/v1\/instruments\?/.test(entry.url) && entry.body && entry.status === 200)) {
    const keywords = new URL(request.url).searchParams.get('Keywords');
    if (keywords) answers[keywords] = JSON.parse(request.body).Data ?? [];
  }
  return answers;
}

/**
 * Shows each query's result page on the baseline, `rounds` times, timing from the change of the
 * search box until the frame with the new rows is painted (the app's figure to compare is from
 * its debounced commit of the keywords until its result page is painted).
 */
export async function baselineSearch(context, answers, { rounds }) {
  const page = await open(context);
  try {
    await page.evaluate((data) => window.baseline.search(data), answers);
    return await page.evaluate(
      async ({ queries, rounds }) => {
        const afterPaint = () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now());
              channel.port2.postMessage(0);
            }),
          );
        const input = document.querySelector('input[type=search]');
        const samples = [];
        await afterPaint();
        for (let round = 0; round < rounds; round++) {
          for (const query of queries) {
            const started = performance.now();
            input.value = query;
            input.dispatchEvent(new Event('input', { bubbles: true }));
            samples.push((await afterPaint()) - started);
          }
        }
        return samples;
      },
      { queries: Object.keys(answers), rounds },
    );
  } finally {
    await page.close();
  }
}

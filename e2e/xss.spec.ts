import type { Locator, Page } from '@playwright/test';
import type { Feed } from '../src/api/types';
import { allowTime, configureDemo, expect, test } from './support/fixtures';
import { follow } from './support/navigation';
import { askSimulator } from './support/service';
import { WATCHED_HOST, XSS_PAYLOADS } from './support/xss-payloads';

// The simulator builds its universe in the page first: allow for a busy machine.

const SIM_NOW = '2026-11-20T10:00:00Z';
/** Where the service puts text people read: descriptions, symbols, names (exchanges, event types, lookups, time zones, accounts), error messages. */
const TEXT_FIELDS = [
  'Description',
  'Symbol',
  'Name',
  'ExchangeName',
  'PriceSourceName',
  'DisplayName',
  'TimeZoneAbbreviation',
  'LotSizeText',
  'TradingUnitsSingular',
  'TradingUnitsPlural',
  'AccountDisplayName',
  'ClientName',
  'Remarks',
  'Reason',
  'InformationToComply',
  'Message',
  'AssetTypes',
];
/** Every payload in one text, so that each field shown anywhere carries the whole corpus. */
const ALL_PAYLOADS = XSS_PAYLOADS.join(' ');
const EVENT_PATH = '/openapi/ca/v2/events/*';

/** Every text field of every answer holds all payloads; narratives (HTML) get one payload each, from `seed` on. */
function rules(seed: number, extra: object[] = []): string {
  return JSON.stringify([
    ...extra,
    { path: '**', kind: 'inject', fields: TEXT_FIELDS, values: [ALL_PAYLOADS] },
    { path: EVENT_PATH, kind: 'inject', fields: ['Narrative'], values: XSS_PAYLOADS, seed },
  ]);
}

/** The default client's events with the most narratives (the event's and its options'), asked of the simulator in this process, until they hold every payload. */
function eventsCoveringPayloads(): { id: string; narratives: number; ofOptions: number }[] {
  const answer = askSimulator<Feed<Narrated>>('/openapi/ca/v2/events?$top=1000', 'demo', SIM_NOW);
  type Narrated = { EventId?: string; Narrative?: unknown; Options?: { Narrative?: unknown }[] };
  const events = (answer.Data ?? []).map((event) => {
    const ofOptions = (event.Options ?? []).filter((option) => typeof option.Narrative === 'string').length;
    return { id: event.EventId ?? '', ofOptions, narratives: ofOptions + (typeof event.Narrative === 'string' ? 1 : 0) };
  });
  events.sort((a, b) => b.narratives - a.narratives);
  const chosen: typeof events = [];
  for (let covered = 0; covered < XSS_PAYLOADS.length; covered += chosen.at(-1)?.narratives ?? 0) chosen.push(events[chosen.length] as (typeof events)[number]);
  return chosen;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The payloads a region does not show as text (all of them shown: none). */
async function missingText(region: Locator): Promise<number[]> {
  const text = squeeze(await region.innerText());
  return XSS_PAYLOADS.flatMap((payload, index) => (text.includes(squeeze(payload)) ? [] : [index + 1]));
}

/**
 * Watches the page for any sign that a payload ran or was let into the live page: dialogs, console output and
 * uncaught errors, requests to the watched host (from any page of the context), and, through a MutationObserver
 * installed before the app starts, elements and attributes the app never makes from service data (event handler
 * attributes, javascript:/data:/vbscript: addresses, addresses on the watched host, and script, frame, form,
 * object, embed, base, meta, link or style elements carrying a payload).
 */
async function watch(page: Page, where: () => string): Promise<string[]> {
  const findings: string[] = [];
  const note = (what: string) => findings.push(`${where()}: ${what}`);
  page.on('dialog', (dialog) => {
    note(`dialog ${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss();
  });
  // A payload's own output (the app may log a service error that quotes one: that is text, not a payload running).
  page.on('console', (message) => {
    if (/^xss\d+$/i.test(message.text().trim())) note(`console ${message.type()} "${message.text()}"`);
  });
  page.on('pageerror', (error) => note(`uncaught error ${error.message}`));
  page.context().on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith(WATCHED_HOST)) note(`request ${request.method()} ${request.url()}`);
  });
  await page.exposeBinding('__xssFinding', (_source, text: string) => note(text));
  await page.addInitScript((host) => {
    // Frames are the page's only if a payload added one, which the observer of the page reports.
    if (window !== window.top) return;
    const report = (window as unknown as { __xssFinding: (text: string) => void }).__xssFinding;
    const DANGEROUS = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'FORM', 'OBJECT', 'EMBED', 'BASE', 'META', 'LINK', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
    const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'background', 'srcdoc']);
    const snippet = (element: Element) => element.outerHTML.slice(0, 160);
    const onWatchedHost = (address: string) => {
      try {
        return new URL(address, document.baseURI).hostname.endsWith(host);
      } catch {
        return false;
      }
    };
    const ownAsset = (address: string) => {
      try {
        const url = new URL(address, document.baseURI);
        return url.origin === location.origin && /^\/assets\/[\w.-]+$/.test(url.pathname);
      } catch {
        return false;
      }
    };
    const inspect = (element: Element) => {
      for (const { name, value } of Array.from(element.attributes)) {
        const lower = name.toLowerCase();
        if (lower.startsWith('on')) report(`${lower} attribute on ${snippet(element)}`);
        // Browsers ignore whitespace and control characters in a scheme.
        else if (URL_ATTRIBUTES.has(lower) && /^(javascript|vbscript|data):/i.test(value.replace(/[\s\p{Cc}]/gu, '')))
          report(`${lower}=${value.slice(0, 80)} on ${snippet(element)}`);
        else if (URL_ATTRIBUTES.has(lower) && lower !== 'srcdoc' && value.split(',').some((candidate) => onWatchedHost(candidate.trim().split(/\s+/)[0] ?? '')))
          report(`${lower} to the watched host on ${snippet(element)}`);
        else if (lower === 'style' && /url\(|@import|expression\(/i.test(value) && value.includes(host)) report(`style loading from the watched host on ${snippet(element)}`);
      }
      // A payload carries "xss" and its number, or the watched host; the app's own chunks (whose content hashes may spell
      // "xss", as MultiSelect-BxsSZKWC.js did) are preloaded from this origin's /assets/.
      const own = element.tagName.toUpperCase() === 'LINK' && ownAsset(element.getAttribute('href') ?? '');
      if (DANGEROUS.has(element.tagName.toUpperCase()) && !own && /xss(\d|\.invalid)/i.test(element.outerHTML))
        report(`<${element.tagName.toLowerCase()}> from service data: ${snippet(element)}`);
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) inspect(record.target);
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          inspect(node);
          node.querySelectorAll('*').forEach(inspect);
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, WATCHED_HOST);
  return findings;
}

test.describe('XSS payloads in service data', () => {
  test('the corpus: at least 50 different payloads, each of which would report back if it ran', () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      expect(
        [`xss${index + 1}`, `${WATCHED_HOST}/${index + 1}`].some((mark) => payload.includes(mark)),
        payload,
      ).toBe(true);
    }
  });

  test('render inert in every view that shows them, as text where text is expected', async ({ page, cspViolations }) => {
    allowTime(180_000);
    let view = 'start';
    const findings = await watch(page, () => view);
    await configureDemo(page, { simNow: SIM_NOW });
    await page.addInitScript((text) => localStorage.setItem('refex:sim-faults', text), rules(0));
    const setRules = (text: string) => page.evaluate((value) => localStorage.setItem('refex:sim-faults', value), text);
    const main = page.getByRole('main');

    /** Opens a view and waits until `region` shows every payload as text. */
    const visit = async (name: string, url: string | undefined, ready: Locator, region: Locator = main) => {
      view = name;
      if (url) await follow(page, url);
      await expect(ready).toBeVisible();
      await expect.soft.poll(() => missingText(region), { message: `${name}: payloads not shown as text` }).toEqual([]);
      expect(findings.map((finding) => finding.slice(0, 300))).toEqual([]);
      if (process.env.XSS_TRACE) console.info(`${name}: ${Date.now() - started} ms`);
      started = Date.now();
    };
    let started = Date.now();

    await page.goto('/timezones');
    await visit('time zones', undefined, page.getByRole('table', { name: 'Time zones' }));
    await visit('instrument details', '/instruments/Stock/211', main.getByRole('table', { name: 'Identity' }));
    await visit('trading schedule', '/instruments/Stock/211/schedule', main.getByRole('radiogroup', { name: 'View' }));
    await visit('compare', '/compare?items=211:Stock,261:Stock,16350:Stock', main.getByRole('table', { name: 'Comparison' }));
    await visit('option chain', '/options/129', main.getByRole('tablist', { name: 'Expiries' }));
    await visit('futures space', '/futures/28001', main.getByRole('table', { name: /^Futures of/ }));
    await visit('option roots', '/browse/options', main.getByRole('table', { name: 'Option roots' }));
    await visit('futures spaces', '/browse/futures', main.getByRole('table', { name: 'Futures spaces' }));
    await visit('search results', '/?q=shell', main.getByRole('table', { name: 'Search results' }));

    view = 'quick jump';
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('combobox', { name: 'Quick jump search' }).fill('shell');
    await visit(
      'quick jump',
      undefined,
      page.getByRole('listbox', { name: 'Quick jump results' }).getByRole('option').first(),
      page.getByRole('listbox', { name: 'Quick jump results' }),
    );
    await page.keyboard.press('Escape');

    await visit('corporate-actions inbox', '/corporate-actions', main.getByRole('table', { name: 'Corporate action events' }));
    view = 'event type filter';
    await main.getByRole('button', { name: 'More filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Event types' }).click();
    await visit('event type filter (lookup names)', undefined, page.getByRole('listbox').getByRole('option').first(), page.getByRole('listbox'));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();

    // Narratives are HTML: each event's narratives take the next payloads, one each, through the sanitiser.
    let seed = 0;
    for (const event of eventsCoveringPayloads()) {
      await setRules(rules(seed));
      await visit(`event ${event.id} (payloads ${seed + 1}–${seed + event.narratives})`, `/corporate-actions/${event.id}`, main.getByText(event.id, { exact: true }));
      // Each narrative is there, cleaned (a payload with nothing else left shows as no narrative).
      await expect(main.getByRole('heading', { name: 'Narrative', level: 2 })).toBeVisible();
      await expect(main.getByText('Option narrative', { exact: true })).toHaveCount(event.ofOptions);
      seed += event.narratives;
    }
    expect(seed).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);

    // Error panels: the service's own 400, then a refusal of every request; their messages (and field problems) are all payloads.
    const alert = (code: string) => main.getByRole('alert').filter({ hasText: code });
    await visit('search error', '/?q=shell&types=Nonsense', alert('AssetTypesParseFailed'), alert('AssetTypesParseFailed'));
    for (const [name, url] of [
      ['details', '/instruments/Stock/261'],
      ['schedule', '/instruments/Stock/16350/schedule'],
      ['compare', '/compare?items=261:Stock,16350:Stock'],
      ['option chain', '/options/16'],
      ['futures', '/futures/28002'],
      ['option roots', '/browse/options?q=index'],
      ['inbox', '/corporate-actions?status=Upcoming'],
      ['event', '/corporate-actions/9501103'],
    ] as const) {
      // The error code tells this view's panel from the previous one's.
      const code = `Refused${name.replace(/\W/g, '')}`;
      await setRules(rules(0, [{ path: '**', kind: 'status', status: 400, errorCode: code, message: 'Refused.' }]));
      await visit(`${name} error`, url, alert(code).first(), alert(code).first());
    }

    view = 'end';
    // Nothing is refused by the Content Security Policy: the sanitiser renames handlers and <base> before it
    // parses a narrative (Chromium reports those even in an inert document).
    expect(cspViolations.splice(0), 'refusals by the Content Security Policy').toEqual([]);
    expect(findings.map((finding) => finding.slice(0, 400))).toEqual([]);
  });
});

/**
 * The real service's sample payloads (copied from the reference material into
 * __fixtures__/samples) against the client's types and the formatters.
 *
 * The `satisfies` lists below are checked by the type checker (`npm run
 * check`): a field typed differently from what the service really sends
 * fails there. At run time, each sample goes through the client as the
 * service sends it (its exact bytes) and through the formatters the views use.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, feedItems, fetchAllPages, resolveNextLink, type FetchLike } from './client';
import { ApiError } from './errors';
import type { ContractOptionSpace, CorporateActionEvent, Feed, FuturesSpace, InstrumentDetails, InstrumentSummary, LookupEntry, TimeZoneDetails, TradingSchedule } from './types';
import { asNumber, clean, display, enumLabel, formatDate, formatNumber, parseServiceDate } from '@/lib/format';
import { entryTarget } from '@/model/search-entries';
import caEvent from './__fixtures__/samples/ca-event-by-id-saxospec.json';
import caLookup from './__fixtures__/samples/ca-events-lookupdata-saxospec.json';
import caEvents from './__fixtures__/samples/ca-events-saxospec.json';
import space1 from './__fixtures__/samples/contractoptionspaces-1.json';
import space2 from './__fixtures__/samples/contractoptionspaces-2.json';
import spaceSpec from './__fixtures__/samples/contractoptionspaces-saxospec.json';
import futuresSpec from './__fixtures__/samples/futuresspaces-saxospec.json';
import instruments1 from './__fixtures__/samples/instruments-1.json';
import instruments2 from './__fixtures__/samples/instruments-2.json';
import instruments3 from './__fixtures__/samples/instruments-3.json';
import instruments4 from './__fixtures__/samples/instruments-4.json';
import instruments5 from './__fixtures__/samples/instruments-5.json';
import instrumentsSpec from './__fixtures__/samples/instruments-saxospec.json';
import liveItems from './__fixtures__/samples/instruments-data-items-1.json';
import detailsList1 from './__fixtures__/samples/instruments-details-1.json';
import detailsListSpec from './__fixtures__/samples/instruments-details-saxospec.json';
import details1 from './__fixtures__/samples/instruments-details-uic-assettype-1.json';
import detailsSpec from './__fixtures__/samples/instruments-details-uic-assettype-saxospec.json';
import timezones1 from './__fixtures__/samples/timezones-1.json';
import timezonesSpec from './__fixtures__/samples/timezones-saxospec.json';
import schedule1 from './__fixtures__/samples/tradingschedule-1.json';
import scheduleSpec from './__fixtures__/samples/tradingschedule-saxospec.json';
import batchHeaders from './__fixtures__/samples/http-headers-batch-refdata-1.txt?raw';

// Type checks: every sample is a value of its resource type.
const searchFeeds = [instruments1, instruments2, instruments3, instruments4, instruments5, instrumentsSpec] satisfies Feed<InstrumentSummary>[];
const liveSummaries = liveItems satisfies InstrumentSummary[];
const detailsFeeds = [detailsList1, detailsListSpec] satisfies Feed<InstrumentDetails>[];
const detailsItems = [details1, detailsSpec] satisfies InstrumentDetails[];
const optionSpaces = [space1, space2, spaceSpec] satisfies ContractOptionSpace[];
const futuresSpaces = [futuresSpec] satisfies FuturesSpace[];
const schedules = [schedule1, scheduleSpec] satisfies TradingSchedule[];
const timeZoneFeeds = [timezones1, timezonesSpec] satisfies Feed<TimeZoneDetails>[];
const eventFeeds = [caEvents] satisfies Feed<CorporateActionEvent>[];
const events = [caEvent] satisfies CorporateActionEvent[];
const lookupFeeds = [caLookup] satisfies Feed<LookupEntry>[];

/** The samples' exact bytes, by file name. */
const RAW = import.meta.glob<string>('./__fixtures__/samples/*.json', { query: '?raw', import: 'default', eager: true });

function rawSample(name: string): string {
  const text = RAW[`./__fixtures__/samples/${name}`];
  if (text === undefined) throw new Error(`No sample ${name}`);
  return text;
}

const GATEWAY = 'https://gateway.saxobank.com/sim/openapi';

/** A gateway that answers every request with the given sample's bytes, as the real one sends JSON. */
function sampleGateway(name: string) {
  const requested: string[] = [];
  const fetch: FetchLike = async (url) => {
    requested.push(url);
    return new Response(rawSample(name), { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  };
  return { api: createApiClient({ key: 'samples', baseUrl: GATEWAY, token: 't', fetch }), requested };
}

describe('real sample payloads', () => {
  it('are all covered by this test', () => {
    const covered = [
      ...searchFeeds,
      liveSummaries,
      ...detailsFeeds,
      ...detailsItems,
      ...optionSpaces,
      ...futuresSpaces,
      ...schedules,
      ...timeZoneFeeds,
      ...eventFeeds,
      ...events,
      ...lookupFeeds,
    ];
    expect(covered).toHaveLength(Object.keys(RAW).length);
  });

  it('come through the client unchanged, from the bytes the service sends', async () => {
    const cases: [string, string, unknown][] = [
      ['instruments-2.json', '/openapi/ref/v1/instruments', instruments2],
      ['instruments-details-1.json', '/openapi/ref/v1/instruments/details', detailsList1],
      ['instruments-details-uic-assettype-1.json', '/openapi/ref/v1/instruments/details/23/FxForwards', details1],
      ['contractoptionspaces-2.json', '/openapi/ref/v1/instruments/contractoptionspaces/706', space2],
      ['futuresspaces-saxospec.json', '/openapi/ref/v1/instruments/futuresspaces/3406797', futuresSpec],
      ['tradingschedule-1.json', '/openapi/ref/v1/instruments/tradingschedule/21/FxSpot', schedule1],
      ['timezones-1.json', '/openapi/ref/v1/timezones', timezones1],
      ['ca-events-saxospec.json', '/openapi/ca/v2/events', caEvents],
      ['ca-event-by-id-saxospec.json', '/openapi/ca/v2/events/9652429', caEvent],
      ['ca-events-lookupdata-saxospec.json', '/openapi/ca/v2/events/lookupdata', caLookup],
    ];
    for (const [name, path, expected] of cases) {
      const { api, requested } = sampleGateway(name);
      await expect(api.get(path)).resolves.toEqual(expected);
      expect(requested).toEqual([`https://gateway.saxobank.com/sim${path}`]);
    }
  });

  it('search entries: trimmed text, readable kinds and a target for every real entry', () => {
    const rows = [...searchFeeds.flatMap((feed) => feedItems<InstrumentSummary>(feed)), ...liveSummaries];
    expect(rows.length).toBeGreaterThan(340);
    for (const row of rows) {
      expect(display(row.Symbol)).toBe(display(row.Symbol).trim());
      expect(display(row.Description)).not.toMatch(/^\s|\s$/);
      expect(enumLabel(row.AssetType)).not.toBe('—');
      expect(entryTarget(row)).toBeDefined();
    }
    // The live data's trailing spaces and the spec's empty exchange.
    expect(display(liveSummaries.find((row) => row.Identifier === 15311)?.Description)).toBe('Safran');
    expect(display(instrumentsSpec.Data[0]?.ExchangeId)).toBe('—');
    // Option roots lead to their option space.
    expect(entryTarget(instruments5.Data[0] as InstrumentSummary)).toEqual({ to: '/options/$optionRootId', params: { optionRootId: 706 } });
  });

  it('details: numbers, dates and enums format, whatever form the sample has them in', () => {
    const all = [...detailsFeeds.flatMap((feed) => feedItems<InstrumentDetails>(feed)), ...detailsItems];
    expect(all.length).toBeGreaterThan(6);
    for (const item of all) {
      expect(asNumber(item.Uic)).toBeGreaterThan(0);
      expect(formatNumber(item.TickSize)).not.toBe('—');
      expect(enumLabel(item.AssetType)).not.toBe('—');
      expect(display(item.Description)).not.toBe('—');
    }
    expect(formatDate(detailsList1.Data[0]?.FxSpotDate)).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  });

  it('option spaces: every expiry has a date and every option a strike and a Uic', () => {
    for (const space of optionSpaces) {
      expect(space.OptionSpace.length).toBeGreaterThan(0);
      for (const entry of space.OptionSpace) {
        expect(parseServiceDate(entry.Expiry)).toBeInstanceOf(Date);
        for (const option of entry.SpecificOptions ?? []) {
          expect(asNumber(option.StrikePrice)).toBeDefined();
          expect(asNumber(option.Uic)).toBeGreaterThan(0);
          expect(['Call', 'Put']).toContain(clean(option.PutCall));
        }
      }
    }
  });

  it('futures spaces, schedules and time zones read as dates, states and offsets', () => {
    expect(futuresSpec.Elements.map((element) => formatDate(element.ExpiryDate))).toContain('14 Jul 2017');
    // The spec's placeholder session (year 9999, state "Undefined") reads as missing, not as a date.
    const placeholder = scheduleSpec.Sessions[0];
    expect(parseServiceDate(placeholder?.StartTime)).toBeUndefined();
    expect(enumLabel(placeholder?.State)).toBe('—');
    expect(schedule1.Sessions.map((session) => enumLabel(session.State))).toContain('Automated trading');
    for (const feed of timeZoneFeeds) {
      const zones = feedItems<TimeZoneDetails>(feed);
      // Ids as numeric text (the spec) or numbers (older answers), the first six being 0 to 5.
      expect(zones.slice(0, 6).map((zone) => display(zone.TimeZoneId))).toEqual(['0', '1', '2', '3', '4', '5']);
      expect(zones.every((zone) => clean(zone.ZoneName))).toBe(true);
    }
  });

  it('corporate actions: events, options and lookup values read as text, dates and labels', () => {
    const listed = feedItems<CorporateActionEvent>(caEvents);
    expect(listed).toHaveLength(1);
    for (const event of [...listed, ...events]) {
      expect(display(event.EventId)).toBe('9652429');
      expect(display(event.EventType?.Name)).toBe('Cash Dividend');
      expect(formatDate(event.Ex?.Date)).toBe('12 Feb 2021');
      expect(enumLabel(event.CorporateActionType)).toBe('Voluntary');
      expect(enumLabel(event.ElectionStatus)).toBe('Partial elected');
      for (const option of event.Options ?? []) expect(parseServiceDate(option.Deadline?.Date)).toBeInstanceOf(Date);
    }
    expect(feedItems<LookupEntry>(caLookup).map((entry) => entry.FieldGroup)).toEqual(['EventTypes', 'AssetTypes']);
  });

  it('follow the documentation’s relative __next link on the gateway, never elsewhere', async () => {
    expect(instrumentsSpec.__next).toBe('/openapi/....../?$top=1&$skip=1');
    expect(resolveNextLink(instrumentsSpec.__next, GATEWAY)).toBe('https://gateway.saxobank.com/sim/openapi/....../?$top=1&$skip=1');
    const pages: Record<string, Feed<InstrumentSummary>> = {
      'https://gateway.saxobank.com/sim/openapi/ref/v1/instruments?Keywords=oil': instrumentsSpec,
      'https://gateway.saxobank.com/sim/openapi/....../?$top=1&$skip=1': { Data: instruments4.Data },
    };
    const requested: string[] = [];
    const api = createApiClient({
      key: 'samples',
      baseUrl: GATEWAY,
      token: 't',
      fetch: async (url) => {
        requested.push(url);
        return Response.json(pages[url]);
      },
    });
    const all = await fetchAllPages<InstrumentSummary>(api, '/openapi/ref/v1/instruments', { query: { Keywords: 'oil' } });
    expect(all.Data.map((row) => row.Identifier)).toEqual([...instrumentsSpec.Data, ...instruments4.Data].map((row) => row.Identifier));
    expect(requested).toHaveLength(2);
  });

  it('an error answer with the real gateway’s headers and an empty body maps to one typed error', async () => {
    // The 404 part of a real batch answer: rate-limit and correlation headers, no body.
    const part = batchHeaders.split(/^--[0-9a-f-]+-*$/m).find((chunk) => /HTTP\/1\.1 404/.test(chunk));
    expect(part).toBeDefined();
    const headers = new Headers();
    for (const line of (part as string).split('\n')) {
      const match = /^([A-Za-z-]+): (.*)$/.exec(line.trim());
      if (match && !/^Content-Type$/i.test(match[1] as string)) headers.append(match[1] as string, match[2] as string);
    }
    const api = createApiClient({ key: 'samples', baseUrl: GATEWAY, token: 't', fetch: async () => new Response(null, { status: 404, headers }) });
    const error = await api.get('/openapi/ref/v1/instruments/futuresspaces/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      isNotFound: true,
      errorCode: undefined,
      correlationId: 'f37b4e6ec389406dbd626b546993c55e#193#8c59181d-2cce-4b87-a651-ae6c3aae3972#81',
      path: '/openapi/ref/v1/instruments/futuresspaces/1',
    });
  });
});

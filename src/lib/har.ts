/**
 * Request log records (src/api/request-log.ts) as an HTTP Archive (HAR 1.2), the format the browsers'
 * developer tools and HAR viewers read. Pure: records in, a document out.
 *
 * Nothing secret goes into the file. The request's headers are those the client sends (an `Accept`, and an
 * `Authorization` whose token is always masked); any header or query parameter named like a key, token,
 * secret, password, signature or cookie has its value masked, in the query list and the URL alike (and where
 * an answer echoes it, as a `__next` link echoes the query); and every
 * copy of the token (given as `token`) in a URL, a header or a body becomes `[token]` (as the client masks it).
 *
 * What a page cannot know is written as HAR says unknown values are: sizes of headers -1, the timings
 * but the whole as -1, no cookies (the client sends none), no HTTP version (`fetch` does not tell it). A request
 * that waited in the app's own line (the pacer's, under the gateway's quotas) has that wait as `timings.blocked`
 * (HAR's time spent in a queue), its entry starting when it was asked for and its `time` the whole.
 */
import { maskToken } from '@/api/client';
import { askedAt, type Exchange } from '@/api/request-log';

export const HAR_MASK = '[masked]';

export interface HarNameValue {
  readonly name: string;
  readonly value: string;
}

export interface HarEntry {
  readonly pageref?: string;
  readonly startedDateTime: string;
  readonly time: number;
  readonly request: {
    readonly method: string;
    readonly url: string;
    readonly httpVersion: string;
    readonly cookies: readonly HarNameValue[];
    readonly headers: readonly HarNameValue[];
    readonly queryString: readonly HarNameValue[];
    readonly headersSize: number;
    readonly bodySize: number;
  };
  readonly response: {
    readonly status: number;
    readonly statusText: string;
    readonly httpVersion: string;
    readonly cookies: readonly HarNameValue[];
    readonly headers: readonly HarNameValue[];
    readonly content: { readonly size: number; readonly mimeType: string; readonly text?: string; readonly comment?: string };
    readonly redirectURL: string;
    readonly headersSize: number;
    readonly bodySize: number;
  };
  readonly cache: Record<string, never>;
  readonly timings: {
    readonly blocked: number;
    readonly dns: number;
    readonly connect: number;
    readonly send: number;
    readonly wait: number;
    readonly receive: number;
    readonly ssl: number;
  };
  readonly comment?: string;
}

export interface Har {
  readonly log: {
    readonly version: '1.2';
    readonly creator: { readonly name: string; readonly version: string };
    readonly pages: readonly { readonly startedDateTime: string; readonly id: string; readonly title: string; readonly pageTimings: Record<string, never> }[];
    readonly entries: readonly HarEntry[];
    readonly comment: string;
  };
}

export interface HarOptions {
  /** The program that wrote the file. */
  readonly creator: { readonly name: string; readonly version: string };
  /** The page (the app's view) the requests belong to, as the HAR's one page's title. */
  readonly page?: string;
  /** The token the requests carried: every copy of it in the file is masked. */
  readonly token?: string | undefined;
  /** A status's reason phrase (`OK` for 200); none by default. */
  readonly statusText?: (status: number) => string;
}

/** A header or parameter whose value is a secret, by its name: keys, tokens, secrets, passwords, signatures, cookies, credentials. */
export function isSecretName(name: string): boolean {
  // By its words (`ClientKey`, `x-api-key`, `access_token`), so that `Keywords` is no key.
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => /(key|token|secret|password)s?$|^(passwd|pwd|signature|sig|credentials?|cookie|authorization)$/.test(word));
}

/** The value of a named header or parameter as it may go into the file. */
function maskedValue(name: string, value: string, token: string | undefined): string {
  if (/^(proxy-)?authorization$/i.test(name)) return `${value.split(/\s+/)[0] || 'Bearer'} ${HAR_MASK}`;
  return isSecretName(name) ? HAR_MASK : maskToken(value, token);
}

const encodeComponent = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%24/g, '$');

/** The values of a URL's parameters named like secrets, long enough to be told from ordinary text. */
function secretValues(url: string): string[] {
  try {
    return [...new URL(url).searchParams].filter(([name, value]) => isSecretName(name) && value.length >= 6).map(([, value]) => value);
  } catch {
    return [];
  }
}

/** A text with the secret parameters' values masked, as they are and as a URL carries them (a `__next` link echoes the query). */
function maskEchoes(text: string, secrets: readonly string[]): string {
  let masked = text;
  for (const secret of secrets) for (const form of new Set([secret, encodeURIComponent(secret), encodeComponent(secret)])) masked = masked.replaceAll(form, HAR_MASK);
  return masked;
}

/** A URL's query as HAR's list, and the URL with its secret parameters masked. */
export function maskedUrl(url: string, token?: string): { url: string; queryString: HarNameValue[] } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url: maskToken(url, token), queryString: [] };
  }
  const queryString = [...parsed.searchParams].map(([name, value]) => ({ name, value: maskedValue(name, value, token) }));
  if (queryString.some((entry, index) => entry.value !== [...parsed.searchParams][index]?.[1])) {
    // Rebuilt from the masked pairs, encoded as the app's client encodes them; an untouched URL keeps its exact text.
    parsed.search = queryString.map(({ name, value }) => `${encodeComponent(name)}=${encodeComponent(value)}`).join('&');
  }
  return { url: maskToken(parsed.href, token), queryString };
}

function headerValue(record: Exchange, name: string): string | undefined {
  return record.headers?.find(([header]) => header === name)?.[1];
}

function entryComment(record: Exchange): string | undefined {
  if (record.inLine) return "Waiting in the app's own line when the file was written: not sent yet.";
  if (record.unsent) return "Cancelled in the app's own line (timings.blocked): never sent to the gateway.";
  if (record.state === 'pending') return 'No answer yet when the file was written.';
  if (record.state === 'aborted') return 'Cancelled by the app before its answer came.';
  if (!record.status) return 'No answer came (network error).';
  if (record.state === 'failed' && record.status >= 200 && record.status < 300) return 'The connection broke off while the body came.';
  return undefined;
}

function content(record: Exchange, token: string | undefined): HarEntry['response']['content'] {
  const mimeType = headerValue(record, 'content-type') ?? (record.body ? 'application/json' : '');
  const size = record.size ?? 0;
  if (record.body !== undefined) {
    return {
      size,
      mimeType,
      text: maskEchoes(maskToken(record.body, token), secretValues(record.url)),
      ...(record.bodyCut ? { comment: `Cut at ${record.body.length} characters by the request log.` } : {}),
    };
  }
  if (record.bodyDropped) return { size, mimeType, comment: 'The body was no longer kept by the request log (it keeps the bodies of the latest requests).' };
  return { size, mimeType };
}

function toEntry(record: Exchange, options: HarOptions, pageref: string | undefined): HarEntry {
  const { token } = options;
  const { url, queryString } = maskedUrl(record.url, token);
  const wait = Math.max(0, Math.round(record.durationMs ?? 0));
  const blocked = Math.round(record.queuedMs ?? 0);
  const time = blocked + wait;
  const status = record.state === 'pending' || record.state === 'aborted' ? 0 : (record.status ?? 0);
  const comment = entryComment(record);
  return {
    ...(pageref ? { pageref } : {}),
    startedDateTime: new Date(askedAt(record)).toISOString(),
    time,
    request: {
      method: record.method,
      url,
      httpVersion: '',
      cookies: [],
      // The headers as the client sent them, which the log holds with the token masked (src/api/client.ts); a
      // record without them (an older log) gets what the client sends with every request. Masked once more here.
      headers: Object.entries(record.requestHeaders ?? { Authorization: 'Bearer', Accept: 'application/json' }).map(([name, value]) => ({
        name,
        value: maskedValue(name, value, token),
      })),
      queryString,
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status,
      statusText: status ? (options.statusText?.(status) ?? '') : '',
      httpVersion: '',
      cookies: [],
      headers: (record.headers ?? []).map(([name, value]) => ({ name, value: maskEchoes(maskedValue(name, value, token), secretValues(record.url)) })),
      content: content(record, token),
      redirectURL: '',
      headersSize: -1,
      bodySize: record.size ?? -1,
    },
    cache: {},
    // A page sees only the whole time from sending; HAR asks for send, wait and receive, and takes -1 for the others.
    timings: { blocked: blocked || -1, dns: -1, connect: -1, send: 0, wait, receive: 0, ssl: -1 },
    ...(comment ? { comment } : {}),
  };
}

/** The records as a HAR 1.2 document, in the order given (the log's: oldest first). */
export function buildHar(records: readonly Exchange[], options: HarOptions): Har {
  const first = records[0];
  const pageref = options.page !== undefined && first ? 'view' : undefined;
  return {
    log: {
      version: '1.2',
      creator: { name: options.creator.name, version: options.creator.version },
      pages: pageref && first ? [{ startedDateTime: new Date(askedAt(first)).toISOString(), id: pageref, title: options.page ?? '', pageTimings: {} }] : [],
      entries: records.map((record) => toEntry(record, options, pageref)),
      comment:
        'Written by the request inspector from its log: the requests as the app sent them and the answers as it read them. Tokens and values named like keys or secrets are masked; headers a page cannot read are missing.',
    },
  };
}

/** The document as the text of a `.har` file. */
export function harText(har: Har): string {
  return `${JSON.stringify(har, null, 2)}\n`;
}

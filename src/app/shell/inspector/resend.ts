/**
 * "Edit and send again", "Compare with the simulator": a logged request as a form (its path and query
 * parameters) and the form back as a URL, as pure functions.
 *
 * Only GET requests to the service's own paths are made: a path under `/openapi/ref/` or `/openapi/ca/`, on
 * the base address of the backend in use (the gateway's, with any prefix such as `/sim`, or the demo
 * simulator's). A path must be URL text already (a segment's own characters, or `%XX`), and may not leave
 * its place (`.` and `..` segments, which a URL parser would resolve, are refused). Names and values of
 * parameters may be any text a URL can carry: they are percent-encoded as the app's client encodes them.
 */
import { normalizeBaseUrl } from '@/api/client';

export interface ParamDraft {
  readonly name: string;
  readonly value: string;
}

export interface RequestDraft {
  /** The service's path, from `/openapi/` on. */
  readonly path: string;
  readonly params: readonly ParamDraft[];
}

/** What is wrong with a draft: its path, and each parameter by its row (undefined where it is right). */
export interface DraftErrors {
  readonly path?: string | undefined;
  readonly params: readonly { readonly name?: string | undefined; readonly value?: string | undefined }[];
}

export type BuiltRequest = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly errors: DraftErrors };

const SERVICE_PATH = /^\/openapi\/(ref|ca)\//i;

/** The service's part of a URL the app sent, from `/openapi/` on (a gateway's own prefix, such as `/sim`, left out). */
export function servicePathOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const at = parsed.pathname.toLowerCase().indexOf('/openapi/');
  return at < 0 ? undefined : parsed.pathname.slice(at);
}

/** A logged request as a form: its service path and its query parameters, decoded, in their order. */
export function draftOf(url: string): RequestDraft | undefined {
  const path = servicePathOf(url);
  if (path === undefined) return undefined;
  return { path, params: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })) };
}

/** The service path and query of a logged request, as sent (to ask another backend the same). */
export function pathAndQueryOf(url: string): string | undefined {
  const path = servicePathOf(url);
  return path === undefined ? undefined : `${path}${new URL(url).search}`;
}

// Control characters cannot be typed into a URL as they are.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A path's characters (RFC 3986: a segment's own characters and `/`), `%` only as `%XX`. */
const PATH_TEXT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

function pathError(path: string): string | undefined {
  if (!path) return 'Enter the path of a request to the service, from /openapi/ on.';
  if (!path.startsWith('/')) return 'A path starts with /openapi/.';
  if (!SERVICE_PATH.test(path)) return 'Only the service’s own paths can be sent from here: under /openapi/ref/ or /openapi/ca/.';
  if (/[?#]/.test(path)) return 'The path ends before its query: put each parameter in a row below.';
  if (!PATH_TEXT.test(path)) return "Not URL text: use letters, digits and - . _ ~ ! $ & ' ( ) * + , ; = : @, or %XX for any other character.";
  if (path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) return 'A path may not hold . or .. segments.';
  if (path.includes('//')) return 'A path has no empty segment (//).';
  return undefined;
}

/** Whether a text can be percent-encoded into a URL (a lone surrogate cannot) and holds no control character. */
function textError(text: string, what: string): string | undefined {
  if (CONTROL.test(text)) return `A ${what} cannot hold line breaks, tabs or other control characters.`;
  try {
    encodeURIComponent(text);
  } catch {
    return `This ${what} holds a broken character that no URL can carry.`;
  }
  return undefined;
}

/** A query's name or value as the app's client writes it: percent-encoded, `$` and `,` as they are. */
function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%24/g, '$');
}

const TOKEN_IN_URL = 'This holds your access token: it travels only in the Authorization header, never in a URL.';

/** Whether a text holds the session's token (a demo user's name, a few letters, is no secret: see maskToken). */
const holdsToken = (text: string, token: string | undefined) => token !== undefined && token.length >= 16 && text.includes(token);

/** The draft as the URL to send on `baseUrl`, or what is wrong with it; a draft that holds `token` is refused. */
export function buildRequestUrl(baseUrl: string, draft: RequestDraft, token?: string): BuiltRequest {
  const path = draft.path.trim();
  const params = draft.params.map(({ name, value }) => {
    const trimmed = name.trim();
    return {
      name: !trimmed ? 'Enter a name, or remove this parameter.' : holdsToken(trimmed, token) ? TOKEN_IN_URL : textError(trimmed, 'parameter name'),
      value: holdsToken(value, token) ? TOKEN_IN_URL : textError(value, 'value'),
    };
  });
  const errors: DraftErrors = { path: holdsToken(path, token) ? TOKEN_IN_URL : pathError(path), params };
  if (errors.path || params.some((param) => param.name || param.value)) return { ok: false, errors };
  const base = normalizeBaseUrl(baseUrl);
  const query = draft.params.map(({ name, value }) => `${encodeComponent(name.trim())}=${encodeComponent(value)}`).join('&');
  const url = `${base}${path}${query ? `?${query}` : ''}`;
  // The URL as fetch will send it must still be this path on this base.
  let parsed: URL;
  let baseParsed: URL;
  try {
    parsed = new URL(url);
    baseParsed = new URL(base);
  } catch {
    return { ok: false, errors: { path: 'This path does not make a URL on this backend.', params } };
  }
  const basePath = baseParsed.pathname.replace(/\/$/, '');
  if (parsed.origin !== baseParsed.origin || parsed.pathname !== `${basePath}${path}`)
    return { ok: false, errors: { path: 'This path does not stay on this backend’s address.', params } };
  return { ok: true, url: parsed.href };
}

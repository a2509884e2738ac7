/**
 * A GET request written out as code a developer can run: a curl command, a TypeScript `fetch` and
 * Python `requests`. Pure: text in, text out.
 *
 * The token goes only into the Authorization header. By default the code reads it from an environment
 * variable (`$OPENAPI_TOKEN`); with `token` given, the token itself is written into that header. It never
 * enters the URL: should a URL hold the token, that copy is replaced by `[token]`.
 *
 * Every character of the URL is quoted for its language: in the shell between single quotes (nothing
 * expands there; a quote is closed, escaped and reopened), in TypeScript and Python as escaped string
 * literals. curl reads `[]{}` in a URL as a glob: such a URL gets `--globoff`.
 */
import { maskToken } from '@/api/client';

export type SnippetLanguage = 'curl' | 'fetch' | 'python';

export const SNIPPET_LANGUAGES: readonly { id: SnippetLanguage; label: string }[] = [
  { id: 'curl', label: 'curl' },
  { id: 'fetch', label: 'fetch (TypeScript)' },
  { id: 'python', label: 'Python requests' },
];

/** The environment variable the code reads the token from when the token is not written in. */
export const TOKEN_VARIABLE = 'OPENAPI_TOKEN';

export interface SnippetRequest {
  /** The exact URL to GET. */
  url: string;
  /** The bearer token to write into the code; absent: the code reads TOKEN_VARIABLE. */
  token?: string | undefined;
}

/** A text between single quotes for a POSIX shell: nothing inside expands; a quote becomes `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A double-quoted string literal of JavaScript/TypeScript (JSON's escaping, plus the two line separators). */
export function jsString(text: string): string {
  return JSON.stringify(text).replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

/** A double-quoted Python 3 string literal: backslash, quote and every character outside printable ASCII escaped. */
export function pythonString(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || char === '"') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (code <= 0xff) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else if (code <= 0xffff) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += `\\U${code.toString(16).padStart(8, '0')}`;
  }
  return `${out}"`;
}

export function curlSnippet({ url, token }: SnippetRequest): string {
  const target = maskToken(url, token);
  const glob = /[[\]{}]/.test(target) ? ' --globoff' : '';
  // The variable is expanded by the shell, inside double quotes; a written-in token is quoted like any text.
  const authorization = token === undefined ? `"Authorization: Bearer $${TOKEN_VARIABLE}"` : shellQuote(`Authorization: Bearer ${token}`);
  return [`curl --silent --show-error${glob} ${shellQuote(target)} \\`, `  -H ${authorization} \\`, `  -H 'Accept: application/json'`].join('\n');
}

export function fetchSnippet({ url, token }: SnippetRequest): string {
  const target = maskToken(url, token);
  const tokenLines = token === undefined ? [`const token = process.env.${TOKEN_VARIABLE};`] : [`const token = ${jsString(token)};`];
  return [
    ...tokenLines,
    `const response = await fetch(${jsString(target)}, {`,
    '  headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },',
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}, X-Correlation ${response.headers.get("X-Correlation")}`);',
    'const body: unknown = await response.json();',
    'console.log(body);',
  ].join('\n');
}

export function pythonSnippet({ url, token }: SnippetRequest): string {
  const target = maskToken(url, token);
  const tokenLines =
    token === undefined ? ['import os', 'import requests', '', `token = os.environ[${pythonString(TOKEN_VARIABLE)}]`] : ['import requests', '', `token = ${pythonString(token)}`];
  return [
    ...tokenLines,
    'response = requests.get(',
    `    ${pythonString(target)},`,
    '    headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},',
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
}

export function snippet(language: SnippetLanguage, request: SnippetRequest): string {
  switch (language) {
    case 'curl':
      return curlSnippet(request);
    case 'fetch':
      return fetchSnippet(request);
    case 'python':
      return pythonSnippet(request);
  }
}

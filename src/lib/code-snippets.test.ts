import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { curlSnippet, fetchSnippet, jsString, pythonSnippet, pythonString, shellQuote, snippet, TOKEN_VARIABLE } from './code-snippets';

const TOKEN = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJkZW1vIn0.sig-0123456789';
const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');
/** Every printable ASCII character, and a few that are not: a URL of a `__next` link may hold any of them. */
const NASTY = `https://gw.test/openapi/ref/v1/instruments?Keywords=${PRINTABLE}&x=é€😀\u2028\t'"\\$(id)\`id\`!!`;

function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('quoting', () => {
  it('quotes every character for a POSIX shell: printf gives back the exact text', () => {
    const out = execFileSync('sh', ['-c', `printf %s ${shellQuote(NASTY)}`], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    expect(out).toBe(NASTY);
  });

  it('writes a JavaScript string literal that reads back as the text', () => {
    const literal = jsString(NASTY);
    expect(literal).not.toMatch(/[\u2028\u2029\n\t]/);
    expect(JSON.parse(literal)).toBe(NASTY);
  });

  it.skipIf(!hasCommand('python3'))('writes a Python string literal that reads back as the text', () => {
    const literal = pythonString(NASTY);
    expect(literal).toMatch(/^"[\x20-\x7e]*"$/);
    const out = execFileSync('python3', ['-c', `import sys; sys.stdout.buffer.write(${literal}.encode("utf-8"))`], { encoding: 'utf8' });
    expect(out).toBe(NASTY);
  });
});

describe('curl', () => {
  it('reads the token from the environment by default, and the URL as given', () => {
    const code = curlSnippet({ url: 'https://gw.test/openapi/ref/v1/instruments?Keywords=royal%20dutch&$top=1000' });
    expect(code).toBe(
      [
        `curl --silent --show-error 'https://gw.test/openapi/ref/v1/instruments?Keywords=royal%20dutch&$top=1000' \\`,
        `  -H "Authorization: Bearer $${TOKEN_VARIABLE}" \\`,
        `  -H 'Accept: application/json'`,
      ].join('\n'),
    );
  });

  it('runs in a shell as one command whose arguments are the URL and the two headers, the token only in a header', () => {
    // A stand-in for curl prints each argument on a line of its own.
    const fake = `curl() { for arg in "$@"; do printf '%s\\n' "$arg"; done; }\n`;
    const run = (code: string) =>
      execFileSync('sh', ['-c', fake + code], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', [TOKEN_VARIABLE]: 'from-env' } })
        .split('\n')
        .slice(0, -1);
    expect(run(curlSnippet({ url: NASTY.replace(/[\u2028\t]/g, '') }))).toEqual([
      '--silent',
      '--show-error',
      '--globoff',
      NASTY.replace(/[\u2028\t]/g, ''),
      '-H',
      'Authorization: Bearer from-env',
      '-H',
      'Accept: application/json',
    ]);
    const withToken = run(curlSnippet({ url: 'https://gw.test/openapi/ref/v1/timezones', token: TOKEN }));
    expect(withToken).toContain(`Authorization: Bearer ${TOKEN}`);
    expect(withToken.filter((arg) => arg.includes(TOKEN))).toEqual([`Authorization: Bearer ${TOKEN}`]);
  });

  it('asks curl not to glob only when the URL has brackets or braces', () => {
    expect(curlSnippet({ url: 'https://gw.test/a?b=c' })).not.toContain('--globoff');
    expect(curlSnippet({ url: 'https://gw.test/a?b=[1]' })).toContain('--globoff');
    expect(curlSnippet({ url: 'https://gw.test/a?b={1}' })).toContain('--globoff');
  });
});

describe('masking', () => {
  const inUrl = `https://gw.test/openapi/ref/v1/instruments?Keywords=${TOKEN}`;

  it.each(['curl', 'fetch', 'python'] as const)('%s: masked by default, written in the header only when asked, never in the URL', (language) => {
    const masked = snippet(language, { url: inUrl });
    expect(masked).toContain(TOKEN_VARIABLE);
    // Without the token, the URL is left as it is (nothing to mask).
    expect(masked).toContain(inUrl);
    const included = snippet(language, { url: inUrl, token: TOKEN });
    expect(included.split(TOKEN)).toHaveLength(2); // one copy, in the header (or the variable the header reads)
    expect(included).toContain('Keywords=[token]');
    expect(included).not.toContain(TOKEN_VARIABLE);
  });

  it('leaves a short demo token that is also a word of the URL alone', () => {
    const code = curlSnippet({ url: 'https://gw.test/openapi/ref/v1/instruments?Keywords=demo', token: 'demo' });
    expect(code).toContain('Keywords=demo');
    expect(code).toContain(`'Authorization: Bearer demo'`);
  });
});

describe('fetch and Python', () => {
  it('fetch reads the token from process.env and sends it as a bearer header', () => {
    const code = fetchSnippet({ url: 'https://gw.test/openapi/ref/v1/timezones' });
    expect(code).toContain(`const token = process.env.${TOKEN_VARIABLE};`);
    expect(code).toContain('await fetch("https://gw.test/openapi/ref/v1/timezones", {');
    expect(code).toContain('Authorization: `Bearer ${token}`');
  });

  it('Python reads the token from os.environ', () => {
    const code = pythonSnippet({ url: 'https://gw.test/openapi/ref/v1/timezones' });
    expect(code).toContain(`token = os.environ["${TOKEN_VARIABLE}"]`);
    expect(code).toContain('    "https://gw.test/openapi/ref/v1/timezones",');
  });

  it.skipIf(!hasCommand('python3'))('the Python code compiles', () => {
    const code = pythonSnippet({ url: NASTY, token: TOKEN });
    execFileSync('python3', ['-c', 'import sys, ast; ast.parse(sys.stdin.read())'], { input: code });
  });
});

/**
 * XSS payloads to place in service data (the simulator's `inject` fault). Each one, if it ever ran,
 * reports back in a way the browser test watches for: a dialog (alert, confirm, prompt), console
 * output mentioning "xss", or a request to the watched host (`http://xss.invalid/<n>`: a fetch, a
 * navigation, an image, a frame, a stylesheet, an object). Every payload carries its number and the
 * letters "xss", so an element it added can be told from the app's own.
 *
 * The corpus is the hand-written list below plus variants derived from it with a seeded generator
 * (mixed case, other separators and quotes, entity-encoded schemes), the same on every run.
 */
import { random as seededRandom } from './hostile-corpus';

/** The host payloads load from when they run; nothing should ever ask it for anything. */
export const WATCHED_HOST = 'xss.invalid';
const at = (n: number | string) => `http://${WATCHED_HOST}/${n}`;
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Hand-written payloads by family; `@@` is the payload's number, and `[[…]]` is replaced by the base64 of what it holds. */
const TEMPLATES: readonly string[] = [
  // Script elements.
  `<script>alert('xss@@')</script>`,
  `<script src="${at('@@')}"></script>`,
  `<SCRIPT>fetch('${at('@@')}')</SCRIPT>`,
  `</script><script>alert('xss@@')</script>`,
  `<script type="module">import('${at('@@')}')</script>`,
  `<svg><script>confirm('xss@@')</script></svg>`,
  // Event handlers.
  `<img src=x onerror=alert('xss@@')>`,
  `<img src="${at('@@')}" alt="xss@@">`,
  `<svg onload=alert('xss@@')>`,
  `<body onload=prompt('xss@@')>`,
  `<details open ontoggle=alert('xss@@')>xss@@</details>`,
  `<input autofocus onfocus=alert('xss@@') value=xss@@>`,
  `<video><source onerror=alert('xss@@')></video>`,
  `<audio src=x onerror=console.log('xss@@')>`,
  `<div onmouseover=alert('xss@@') style="position:fixed;inset:0">xss@@</div>`,
  `<svg><animate onbegin=alert('xss@@') attributeName=x dur=1s>`,
  `<img srcset="${at('@@')} 1x" alt=xss@@>`,
  `<marquee onstart=alert('xss@@')>xss@@</marquee>`,
  // javascript: and data: addresses.
  `javascript:alert('xss@@')`,
  `<a href="javascript:alert('xss@@')">xss@@</a>`,
  `<a href="&#106;avascript:alert('xss@@')">xss@@</a>`,
  `<a href="java&#x09;script:alert('xss@@')">xss@@</a>`,
  `<a href="data:text/html,<script>alert('xss@@')</script>">xss@@</a>`,
  `<iframe src="javascript:alert('xss@@')"></iframe>`,
  `<iframe src="${at('@@')}"></iframe>`,
  `<iframe srcdoc="<script>parent.alert('xss@@')</script>"></iframe>`,
  `<iframe title="xss@@" src="data:text/html;base64,[[<script>alert('xss@@')</script>]]"></iframe>`,
  `<form action="javascript:alert('xss@@')"><button>xss@@</button></form>`,
  `<form action="${at('@@')}" method="post"><input type=submit value=xss@@></form>`,
  `<object data="${at('@@')}"></object>`,
  `<object title="xss@@" data="data:text/html;base64,[[<script>alert('xss@@')</script>]]"></object>`,
  `<embed src="${at('@@')}">`,
  `<meta http-equiv="refresh" content="0;url=${at('@@')}">`,
  `<base href="${at('@@')}/">`,
  `<svg><a xlink:href="javascript:alert('xss@@')"><text x=20 y=20>xss@@</text></a></svg>`,
  `<math><a xlink:href="javascript:alert('xss@@')">xss@@</a></math>`,
  // CSS.
  `<div style="background:url(${at('@@')})">xss@@</div>`,
  `<style>@import '${at('@@')}';</style>`,
  `<style>body{background:url("${at('@@')}")}</style>`,
  `<link rel="stylesheet" href="${at('@@')}">`,
  `<p style="width:expression(alert('xss@@'))">xss@@</p>`,
  // Templates, noscript and parser differentials (mutation XSS).
  `<template><img src=x onerror=alert('xss@@')></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert('xss@@')>">`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert('xss@@') src>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert('xss@@')>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert('xss@@')>">`,
  `<!--<img src="--><img src=x onerror=alert('xss@@')//">`,
  `<xmp><p title="</xmp><img src=x onerror=alert('xss@@')>">`,
  `<textarea><img title="</textarea><img src=x onerror=alert('xss@@')>">`,
  `<noembed><img title="</noembed><img src=x onerror=alert('xss@@')>">`,
  // Breaking out of attributes, titles and templates.
  `"><img src=x onerror=alert('xss@@')>`,
  `' onmouseover='alert("xss@@")`,
  `" autofocus onfocus="alert('xss@@')`,
  `</title><img src=x onerror=alert('xss@@')>`,
  `</textarea><script>alert('xss@@')</script>`,
  `{{constructor.constructor('alert("xss@@")')()}}`,
  '${alert("xss@@")}',
  // Encodings and Unicode.
  `\u202Egpj.xss@@<img src=x onerror=alert('xss@@')>`,
  `\uFF1Cscript\uFF1Ealert('xss@@')\uFF1C/script\uFF1E`,
  `%3Cscript%3Ealert('xss@@')%3C%2Fscript%3E`,
  `&lt;img src=x onerror=alert('xss@@')&gt;`,
  `\\u003cimg src=x onerror=alert('xss@@')\\u003e`,
  `<img src=x onerror="&#97;&#108;&#101;&#114;&#116;('xss@@')">`,
  `<img/src=x/onerror=alert('xss@@')>`,
  `<img src=x onerror=alert('xss@@')//`,
  `javascript&colon;alert('xss@@')`,
  `<a href=" javascript:alert('xss@@')">xss@@</a>`,
  `\u0645\u0631\u062D\u0628\u0627 <b onclick=alert('xss@@')>xss@@</b> \u05E9\u05DC\u05D5\u05DD`,
];

/** Variants of handler and scheme payloads: mixed case, other separators and quotes, an entity-encoded scheme. */
function variants(seed: number, count: number): string[] {
  // The hostile-address corpus's seeded generator: the variants are the same on every run.
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const mixCase = (text: string) => [...text].map((char) => (random() < 0.5 ? char.toUpperCase() : char.toLowerCase())).join('');
  const tags = ['img src=x', 'svg', 'video src=x', 'body', 'iframe', 'image src=x', 'object data=x'];
  const handlers = ['onerror', 'onload', 'onfocus', 'onanimationstart', 'onpointerenter', 'onbegin'];
  const separators = [' ', '/', '\t', '\n', ' /'];
  const quotes = ['', '"', "'", '`'];
  const calls = ["alert('xss@@')", "confirm('xss@@')", "console.log('xss@@')", `fetch('${at('@@')}')`, `location='${at('@@')}'`];
  const schemes = ['javascript:', 'JAVASCRIPT:', '&#x6A;avascript:', 'java\nscript:', '&#0000106avascript:'];
  const out: string[] = [];
  while (out.length < count) {
    if (random() < 0.6) {
      const quote = pick(quotes);
      out.push(`<${mixCase(pick(tags))}${pick(separators)}${mixCase(pick(handlers))}=${quote}${pick(calls)}${quote}>xss@@`);
    } else {
      out.push(`<a href="${pick(schemes)}${pick(calls)}">xss@@</a>`);
    }
  }
  return out;
}

const VARIANT_SEED = 16;
const VARIANT_COUNT = 12;

/** The payloads, numbered from 1; each text differs from every other. */
export const XSS_PAYLOADS: readonly string[] = [...TEMPLATES, ...variants(VARIANT_SEED, VARIANT_COUNT)].map((template, index) =>
  template.replaceAll('@@', String(index + 1)).replace(/\[\[(.*?)\]\]/g, (_, inner: string) => base64(inner)),
);

if (new Set(XSS_PAYLOADS).size !== XSS_PAYLOADS.length || XSS_PAYLOADS.some((payload) => !/xss/i.test(payload))) throw new Error('XSS payloads must be distinct and carry "xss"');

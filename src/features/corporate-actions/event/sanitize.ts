/**
 * The narrative is HTML from the service; it is shown only after DOMPurify
 * has cleaned it. Allowed: text markup, lists, tables and links. Never:
 * scripts, styles, event handlers, forms and inputs, frames, objects, SVG or
 * MathML, and images (a remote image would tell a third party who reads what;
 * an image is replaced by its alternative text). Links keep only http, https
 * and mailto addresses, and open in a new tab without access to this one
 * (target=_blank, rel=noopener noreferrer).
 */
import DOMPurify, { type Config } from 'dompurify';
import { clean } from '@/lib/format';

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope', 'lang', 'dir'];
const SAFE_URL = /^(?:https?:|mailto:)/i;

/** Removed together with everything inside them (a form's button text is not narrative). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'meta',
  'link',
  'base',
  'title',
  'head',
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URL,
  KEEP_CONTENT: true,
  FORBID_TAGS: DROP_WITH_CONTENT,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // Its own instance, so these hooks never touch other uses of DOMPurify.
  const own = DOMPurify(window);
  own.addHook('uponSanitizeElement', (node, data) => {
    if (DROP_WITH_CONTENT.includes(data.tagName)) {
      while (node.firstChild) node.removeChild(node.firstChild);
      return;
    }
    // Images are not allowed (so never load); their alternative text stays readable.
    if (data.tagName === 'img' && node instanceof Element && node.parentNode) {
      const alt = node.getAttribute('alt')?.trim();
      if (alt) node.parentNode.insertBefore(node.ownerDocument.createTextNode(`[image: ${alt}] `), node);
    }
  });
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element = node as Element;
    const href = element.getAttribute('href')?.trim();
    if (!href || !SAFE_URL.test(href)) {
      element.removeAttribute('href');
      return;
    }
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = own;
  return own;
}

/**
 * Event-handler attributes and <base> tags renamed before the HTML is parsed (`onerror=` to
 * `x-onerror=`, `<base` to `<x-base`, which the sanitiser then drops as unknown). Parsing is inert,
 * but Chromium checks each handler and base address against the page's Content Security Policy as
 * it parses them, even in a detached document, and reports a violation for each: a narrative
 * carrying them would fill the console with refusals of what could never run.
 */
const HANDLER_ATTRIBUTE = /([\s/"'])(on[a-z]+\s*=)/gi;
const BASE_TAG = /<(\/?)(base\b)/gi;

/** Narratives cleaned already, by their text (an event opened again is not cleaned again); the oldest leave first. */
const cleaned = new Map<string, string>();
const CLEANED_KEPT = 100;

/** Safe HTML for a narrative from the service. */
export function sanitizeNarrative(html: unknown): string {
  // No narrative, or a placeholder ("Undefined", "null", "."): nothing to show.
  if (clean(html) === undefined || typeof html !== 'string') return '';
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const safe = instance().sanitize(html.replace(HANDLER_ATTRIBUTE, '$1x-$2').replace(BASE_TAG, '<$1x-$2'), { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  if (cleaned.size >= CLEANED_KEPT) cleaned.delete(cleaned.keys().next().value as string);
  cleaned.set(html, safe);
  return safe;
}

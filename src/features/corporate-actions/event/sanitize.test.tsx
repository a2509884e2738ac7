import { describe, expect, it, vi } from 'vitest';
import { sanitizeNarrative } from './sanitize';

function fragment(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeNarrative(html);
  return host;
}

describe('the narrative sanitiser', () => {
  it('reads a placeholder ("Undefined", "null", blanks) as no narrative', () => {
    for (const junk of ['Undefined', ' undefined ', 'null', '', '   ', undefined, 42]) expect(sanitizeNarrative(junk), String(junk)).toBe('');
  });

  it('keeps text markup, lists and safe links, which open in a new tab without access to this one', () => {
    const host = fragment('<p>Pay <b>EUR 0.23</b> per share.</p><ul><li>One</li></ul><a href="https://ir.example.com/notice.pdf" target="_self">notice</a>');
    expect(host.querySelector('b')?.textContent).toBe('EUR 0.23');
    expect(host.querySelectorAll('li')).toHaveLength(1);
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://ir.example.com/notice.pdf');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops scripts, styles, frames, forms, objects, SVG and meta refreshes with their content', () => {
    const host = fragment(
      `<p>Read.<script>alert('x')</script></p><style>body{display:none}</style><iframe src="https://attacker.example/f"></iframe>` +
        `<form action="https://attacker.example/f"><input name="pin"><button>Confirm</button></form><object data="javascript:alert(1)"></object>` +
        `<svg onload="alert(1)"><circle r="4"></circle></svg><meta http-equiv="refresh" content="0;url=https://attacker.example">`,
    );
    expect(host.querySelector('script, style, iframe, form, input, button, object, svg, meta')).toBeNull();
    expect(host.textContent).toBe('Read.');
  });

  it('removes every event handler', () => {
    const host = fragment(`<p onmouseover="alert(1)" onclick="alert(2)">Move here</p><a href="https://x.example" onclick="alert(3)">x</a>`);
    for (const element of host.querySelectorAll('*')) {
      expect([...element.attributes].filter((attribute) => attribute.name.startsWith('on'))).toEqual([]);
    }
    expect(host.textContent).toBe('Move herex');
  });

  it('renames handler attributes and <base> before parsing, so the page never checks (or reports) one', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const host = fragment(
      `<p onclick="alert(1)">A</p><img/onerror=alert(2)><svg ONLOAD ="alert(3)"></svg><BASE href="https://x.example/"><p title="x"onmouseover=alert(4)>B</p> Paid on 5 May.`,
    );
    const parsed = parse.mock.calls.map(([markup]) => String(markup)).join('');
    parse.mockRestore();
    expect(parsed).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
    expect(parsed).not.toMatch(/<base/i);
    expect(host.textContent).toBe('AB Paid on 5 May.');
    expect(host.querySelectorAll('[x-onclick], [x-onmouseover]')).toHaveLength(0);
  });

  it('never loads an image (remote or not) and keeps its alternative text', () => {
    const host = fragment(`<p><img src="https://tracker.example/pixel.gif" onerror="alert(1)" alt="scanned notice">Attached.</p><img src="x">`);
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toBe('[image: scanned notice] Attached.');
  });

  it('strips javascript:, data: and other unsafe link targets but keeps the words', () => {
    const host = fragment(
      `<a href="javascript:alert(1)">memo</a> <a href=" JaVaScRiPt:alert(2)">form</a> <a href="data:text/html;base64,PHNjcmlwdD4=">html</a> <a href="vbscript:x">vb</a> <a href="mailto:ca@example.com">mail</a>`,
    );
    const links = [...host.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, null, null, null, 'mailto:ca@example.com']);
    expect(host.textContent).toBe('memo form html vb mail');
  });

  it('gives nothing for missing or non-text narratives', () => {
    expect(sanitizeNarrative(undefined)).toBe('');
    expect(sanitizeNarrative(42)).toBe('');
    expect(sanitizeNarrative('   ')).toBe('');
  });
});

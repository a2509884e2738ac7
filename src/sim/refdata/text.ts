/** Text folding for keyword search: lower case, accents removed. */

const NON_ASCII = /[^ -~]/;

/** Whether a text is printable ASCII only: fold() just lower-cases such a text. */
export function isPrintableAscii(text: string): boolean {
  return !NON_ASCII.test(text);
}
const MARKS = /[\u0300-\u036f]/g;
const SPECIAL: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', œ: 'oe', å: 'a' };

export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (isPrintableAscii(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/[øæßłđœå]/g, (char) => SPECIAL[char] ?? char);
}

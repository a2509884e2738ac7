/** Text folding for keyword search: lower case, accents removed. */

const NON_ASCII = /[^ -~]/;
const MARKS = /[\u0300-\u036f]/g;
const SPECIAL: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', œ: 'oe', å: 'a' };

export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/[øæßłđœå]/g, (char) => SPECIAL[char] ?? char);
}

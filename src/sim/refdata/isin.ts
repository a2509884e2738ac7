/** ISIN helpers: check digit (ISO 6166, Luhn over the letter-expanded code) and validation. */

const scratch: number[] = [];

/** Check digit for the first eleven characters of an ISIN. */
export function isinCheckDigit(body: string): number {
  // Expand letters to two digits (A=10 … Z=35), then Luhn from the right.
  scratch.length = 0;
  const upper = body.toUpperCase();
  for (let i = 0; i < upper.length; i++) {
    const code = upper.charCodeAt(i);
    if (code >= 48 && code <= 57) scratch.push(code - 48);
    else {
      const value = code - 55;
      scratch.push(Math.floor(value / 10), value % 10);
    }
  }
  let sum = 0;
  for (let i = scratch.length - 1, double = true; i >= 0; i--, double = !double) {
    let value = scratch[i] as number;
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return (10 - (sum % 10)) % 10;
}

/** A complete ISIN from a country code and a nine-character national code. */
export function makeIsin(country: string, nsin: string): string {
  const body = `${country}${nsin}`.toUpperCase();
  return `${body}${isinCheckDigit(body)}`;
}

export function isValidIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin)) return false;
  return isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

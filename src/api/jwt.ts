/**
 * Reads the claims of a JWT access token, without verifying it. Returns
 * undefined for tokens that are not JWTs (such as the demo tokens).
 */
export function tokenClaims(token: string): Record<string, unknown> | undefined {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return undefined;
  try {
    const base64 = (parts[1] as string).replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const payload: unknown = JSON.parse(atob(padded));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The expiry (`exp` claim) of a JWT access token, if it has one. */
export function tokenExpiry(token: string): Date | undefined {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : undefined;
}

/** Minutes before expiry from which the app warns that the token is about to expire. */
export const TOKEN_WARNING_MINUTES = 30;

/**
 * Who a token stands for, as a short opaque id that is safe to put in query
 * keys: neither the token nor the user's id appear in it. A JWT names its
 * user (`sub`, or Saxo's `uid`), so a renewed token of the same user gives
 * the same id and keeps the cached data; any other token (opaque, or a JWT
 * without a subject) is its own identity, so no data crosses from one token
 * to another that may belong to someone else.
 */
export function tokenIdentity(token: string): string {
  const text = token.trim();
  if (!text) return 'none';
  const claims = tokenClaims(text);
  const subject = [claims?.sub, claims?.uid].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (subject) {
    const issuer = typeof claims?.iss === 'string' ? claims.iss : '';
    return `u${hash53(`sub\u0000${issuer}\u0000${subject.trim()}`)}`;
  }
  return `t${hash53(`token\u0000${text}`)}`;
}

/** cyrb53: a fast 53-bit string hash (not a cryptographic one; enough to tell identities apart in memory). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

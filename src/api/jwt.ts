/**
 * Reads the expiry (`exp` claim) of a JWT access token, without verifying it.
 * Returns undefined for tokens that are not JWTs (such as the demo tokens).
 */
export function tokenExpiry(token: string): Date | undefined {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return undefined;
  try {
    const base64 = (parts[1] as string).replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const payload: unknown = JSON.parse(atob(padded));
    if (payload && typeof payload === 'object' && 'exp' in payload) {
      const exp = (payload as { exp: unknown }).exp;
      if (typeof exp === 'number' && Number.isFinite(exp)) return new Date(exp * 1000);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Minutes before expiry from which the app warns that the token is about to expire. */
export const TOKEN_WARNING_MINUTES = 30;

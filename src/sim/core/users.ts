import type { SimUser } from './context';

/** Client key of the demo user's own client (see the corporate-action data). */
export const DEMO_CLIENT_KEY = 'Xq7fVb3mN2pLrT8kC1dWzA==';

/** Bearer tokens the simulator accepts, and who they stand for. */
export const SIM_USERS: Readonly<Record<string, SimUser>> = {
  demo: { token: 'demo', name: 'Demo user (full access)', access: 'full', clientKey: DEMO_CLIENT_KEY },
  'demo-restricted': {
    token: 'demo-restricted',
    name: 'Demo user (restricted)',
    access: 'restricted',
    clientKey: DEMO_CLIENT_KEY,
  },
};

/**
 * The user of an `Authorization` header value, or undefined for a missing,
 * unknown or expired token. Besides the plain demo tokens, a JWT-shaped token
 * whose payload names a demo user in `sub` is accepted until its `exp`, like
 * the real service's time-limited tokens (the signature is not checked).
 */
export function userFromAuthorization(header: string | undefined, now: Date): SimUser | undefined {
  if (!header) return undefined;
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return undefined;
  const token = match[1] as string;
  const plain = SIM_USERS[token];
  if (plain) return plain;
  const claims = jwtClaims(token);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
  const user = SIM_USERS[claims.sub];
  if (!user || claims.exp * 1000 <= now.getTime()) return undefined;
  return { ...user, token };
}

function jwtClaims(token: string): { sub?: unknown; exp?: unknown } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const base64 = (parts[1] as string).replace(/-/g, '+').replace(/_/g, '/');
    const parsed: unknown = JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)));
    return parsed && typeof parsed === 'object' ? (parsed as { sub?: unknown; exp?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}

/** An unsigned JWT for a demo user, expiring at `expires` (for tests and demos). */
export function demoJwt(user: 'demo' | 'demo-restricted', expires: Date): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: user, exp: Math.floor(expires.getTime() / 1000) })}.sim`;
}

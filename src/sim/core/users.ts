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

/** The user of an `Authorization` header value, or undefined for a missing or unknown token. */
export function userFromAuthorization(header: string | undefined): SimUser | undefined {
  if (!header) return undefined;
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return undefined;
  return SIM_USERS[match[1] as string];
}

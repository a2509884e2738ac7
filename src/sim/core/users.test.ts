import { describe, expect, it } from 'vitest';
import { demoJwt, userFromAuthorization } from './users';
import { createTestSimulator } from '../testing';

const NOW = new Date('2026-11-20T10:00:00Z');

describe('simulator tokens', () => {
  it('accepts the plain demo tokens and refuses others', () => {
    expect(userFromAuthorization('Bearer demo', NOW)?.access).toBe('full');
    expect(userFromAuthorization('bearer demo-restricted', NOW)?.access).toBe('restricted');
    expect(userFromAuthorization('Bearer nobody', NOW)).toBeUndefined();
    expect(userFromAuthorization('demo', NOW)).toBeUndefined();
    expect(userFromAuthorization(undefined, NOW)).toBeUndefined();
  });

  it('accepts a demo JWT until it expires', () => {
    const token = demoJwt('demo-restricted', new Date(NOW.getTime() + 60_000));
    expect(userFromAuthorization(`Bearer ${token}`, NOW)?.access).toBe('restricted');
    expect(userFromAuthorization(`Bearer ${token}`, new Date(NOW.getTime() + 61_000))).toBeUndefined();
    expect(userFromAuthorization(`Bearer ${demoJwt('demo', NOW)}`, NOW)).toBeUndefined();
  });

  it('answers an expired JWT with 401 and an empty body', () => {
    const simulator = createTestSimulator(NOW);
    const expired = demoJwt('demo', new Date(NOW.getTime() - 1));
    const response = simulator.handle({ method: 'GET', url: 'http://sim.test/ref/v1/timezones', headers: { Authorization: `Bearer ${expired}` } });
    expect(response.status).toBe(401);
    expect(response.body).toBeNull();
    const valid = demoJwt('demo', new Date(NOW.getTime() + 3_600_000));
    expect(simulator.handle({ method: 'GET', url: 'http://sim.test/ref/v1/timezones', headers: { Authorization: `Bearer ${valid}` } }).status).toBe(200);
  });
});

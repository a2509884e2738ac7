import { describe, expect, it } from 'vitest';
import { readSignInForm, saveSignInForm } from './sign-in-form';

function memory(): Storage {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) } as Storage;
}

describe('the sign-in form kept in this tab', () => {
  it('comes back as it was typed', () => {
    const store = memory();
    saveSignInForm({ preset: 'custom', customAuth: 'http://localhost:4010', customGateway: 'http://localhost:4010/closed' }, store);
    expect(readSignInForm(store)).toEqual({ preset: 'custom', customAuth: 'http://localhost:4010', customGateway: 'http://localhost:4010/closed' });
  });

  it('falls back to SIM on anything else', () => {
    const store = memory();
    expect(readSignInForm(store)).toEqual({ preset: 'sim', customAuth: '', customGateway: '' });
    store.setItem('refex:auth:form', '{"preset":"evil","customAuth":42}');
    expect(readSignInForm(store)).toEqual({ preset: 'sim', customAuth: '', customGateway: '' });
    store.setItem('refex:auth:form', 'not json');
    expect(readSignInForm(store)).toEqual({ preset: 'sim', customAuth: '', customGateway: '' });
  });
});

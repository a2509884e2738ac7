/**
 * The sign-in form's environment choice and custom addresses, kept in this tab's session storage so that a
 * sign-in that left the page (the browser blocked the small window) and came back refused finds what was typed.
 * The AppKey is kept apart, per authentication server (api/auth/session.ts); nothing secret is here.
 */
import type { AuthPreset } from '@/api/auth/flow';
import { readJson, webStorage, writeJson } from '@/api/storage';

export interface SignInForm {
  preset: AuthPreset;
  customAuth: string;
  customGateway: string;
}

const KEY = 'refex:auth:form';
const EMPTY: SignInForm = { preset: 'sim', customAuth: '', customGateway: '' };

export function readSignInForm(store: Pick<Storage, 'getItem'> | undefined = webStorage('sessionStorage')): SignInForm {
  const value = readJson<unknown>(store, KEY);
  if (!value || typeof value !== 'object') return EMPTY;
  const saved = value as Partial<Record<keyof SignInForm, unknown>>;
  const text = (raw: unknown) => (typeof raw === 'string' ? raw.slice(0, 500) : '');
  const preset = saved.preset === 'live' || saved.preset === 'custom' ? saved.preset : 'sim';
  return { preset, customAuth: text(saved.customAuth), customGateway: text(saved.customGateway) };
}

/** Storage full or blocked: the form still holds while the page does. */
export function saveSignInForm(form: SignInForm, store: Pick<Storage, 'setItem' | 'removeItem'> | undefined = webStorage('sessionStorage')): void {
  writeJson(store, KEY, form);
}

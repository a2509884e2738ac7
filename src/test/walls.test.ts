/**
 * The walls between the floors of src/ hold: an import across one fails lint
 * (eslint.config.js), as the README's architecture section promises.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The walls are typescript-eslint's no-restricted-imports (a pattern may let type imports through). */
const WALL_RULE = '@typescript-eslint/no-restricted-imports';

async function restricted(filePath: string, code: string, rule = WALL_RULE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('walls', () => {
  it.each([
    ['a feature importing another feature', 'src/features/options/probe.ts', "import { searchParams } from '@/features/search/url';\nexport const probe = searchParams;\n"],
    ['a feature importing the shell', 'src/features/search/probe.ts', "import { Shell } from '@/app/shell/Shell';\nexport const probe = Shell;\n"],
    ['a feature importing the simulator', 'src/features/corporate-actions/probe.ts', "import { DEMO_CLIENTS } from '@/sim/core/accounts';\nexport const probe = DEMO_CLIENTS;\n"],
    ['a shared component importing the shell', 'src/components/probe.ts', "import { Shell } from '@/app/shell/Shell';\nexport const probe = Shell;\n"],
    ['the model importing React', 'src/model/probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n"],
    ['the model importing the client', 'src/model/probe.ts', "import { getApi } from '@/api/backend';\nexport const probe = getApi;\n"],
    ['the client importing a view', 'src/api/probe.ts', "import { searchParams } from '@/features/search/url';\nexport const probe = searchParams;\n"],
    ['the simulator importing the app', 'src/sim/probe.ts', "import { getApi } from '@/api/backend';\nexport const probe = getApi;\n"],
    ['a relative import across folders', 'src/features/search/probe.ts', "import { clean } from '../../lib/format';\nexport const probe = clean;\n"],
    ['a route importing another route', 'src/routes/probe.tsx', "import { Route } from '@/routes/settings';\nexport const probe = Route;\n"],
    ['a route importing the app beyond the shell', 'src/routes/probe.tsx', "import { router } from '@/app/router';\nexport const probe = router;\n"],
    ['a route importing the simulator', 'src/routes/probe.tsx', "import { DEMO_CLIENTS } from '@/sim/core/accounts';\nexport const probe = DEMO_CLIENTS;\n"],
    ['a route building a request', 'src/routes/probe.tsx', "import { refQueries } from '@/api/queries/refdata';\nexport const probe = refQueries;\n"],
    ['a route reading a resource', 'src/routes/probe.tsx', "import { headline } from '@/model/instrument';\nexport const probe = headline;\n"],
    ['a route drawing UI of its own', 'src/routes/probe.tsx', "import { Button } from '@mantine/core';\nexport const probe = Button;\n"],
    ['the shell importing a route', 'src/app/shell/probe.ts', "import { Route } from '@/routes/settings';\nexport const probe = Route;\n"],
    ['the shell importing the simulator', 'src/app/probe.ts', "import { DEMO_CLIENTS } from '@/sim/core/accounts';\nexport const probe = DEMO_CLIENTS;\n"],
    ['the specification importing the app', 'src/spec/probe.ts', "import { KNOWN_ASSET_TYPES } from '@/api/types';\nexport const probe = KNOWN_ASSET_TYPES;\n"],
    [
      'the specification importing the simulator by path',
      'src/spec/probe.ts',
      "import { ALL_ASSET_TYPES } from '../sim/refdata/asset-types';\nexport const probe = ALL_ASSET_TYPES;\n",
    ],
    ['the specification importing a package', 'src/spec/probe.ts', "import { z } from 'zod';\nexport const probe = z;\n"],
    [
      'the simulator importing the specification by the alias (its HTTP mount knows none)',
      'src/sim/probe.ts',
      "import { SCHEMAS } from '@/spec/schemas';\nexport const probe = SCHEMAS;\n",
    ],
    ['a simulator test importing the app', 'src/sim/probe.test.ts', "import { getApi } from '@/api/backend';\nexport const probe = getApi;\n"],
    [
      'a view’s component calling a query factory (its queries.ts does)',
      'src/features/search/probe.tsx',
      "import { refQueries } from '@/api/queries/refdata';\nexport const probe = refQueries;\n",
    ],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await restricted(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['a feature', 'src/features/search/probe.ts', "export const probe = () => import('@/sim/browser/transport');\n"],
    ['the shell', 'src/app/probe.ts', "export const probe = () => import('@/sim/core/accounts');\n"],
    ['another client module', 'src/api/probe.ts', "export const probe = () => import('@/sim/browser/transport');\n"],
    ['a shared helper, by path', 'src/lib/probe.ts', "export const probe = () => import('../sim/browser/transport');\n"],
  ])('refuses a dynamic import of the simulator from %s', async (_, filePath, code) => {
    expect(await restricted(filePath, code, 'no-restricted-syntax')).toHaveLength(1);
  });

  it('refuses a helper importing the model (the model is built on the helpers)', async () => {
    expect(await restricted('src/lib/probe.ts', "import { pairId } from '@/model/pairs';\nexport const probe = pairId;\n")).toHaveLength(1);
    expect(await restricted('src/model/probe.ts', "import { clean } from '@/lib/format';\nexport const probe = clean;\n")).toEqual([]);
  });

  // One home each: a twin of what one module owns fails lint anywhere else in src/, and passes in its home.
  it.each([
    ['a list’s __count read by hand', 'src/features/search/probe.ts', 'export const probe = (feed: { __count?: number }) => feed.__count;\n', 'src/api/feed.ts'],
    ['a service-group classifier', 'src/api/probe.ts', 'export const probe = (path: string) => /\\/ref\\/v\\d+(\\/|$)/i.test(path);\n', 'src/api/quotas.ts'],
    ['a second clock hook', 'src/app/shell/probe.ts', 'export function useTickingNow(): number {\n  return Date.now();\n}\n', 'src/lib/use-now.ts'],
    ['a second clock hook as a constant', 'src/components/probe.ts', 'export const useClock = (): number => Date.now();\n', 'src/lib/use-now.ts'],
  ])('refuses %s outside its home', async (_, filePath, code, home) => {
    expect(await restricted(filePath, code, 'no-restricted-syntax')).toHaveLength(1);
    expect(await restricted(home, code, 'no-restricted-syntax')).toEqual([]);
  });

  it.each([
    ['the local storage global', 'export const probe = localStorage.getItem("k");\n', 'no-restricted-globals'],
    ['the session storage global', 'export const probe = sessionStorage;\n', 'no-restricted-globals'],
    ['window.localStorage', 'export const probe = window.localStorage;\n', 'no-restricted-properties'],
    ['globalThis.sessionStorage', 'export const probe = globalThis.sessionStorage;\n', 'no-restricted-properties'],
  ])('refuses %s outside the guarded storage (src/api/storage.ts), but in the simulator', async (_, code, rule) => {
    expect(await restricted('src/lib/probe.ts', code, rule)).toHaveLength(1);
    expect(await restricted('src/api/storage.ts', code, rule)).toEqual([]);
    expect(await restricted('src/sim/browser/probe.ts', code, rule)).toEqual([]);
  });

  it('refuses a component file that exports more than components and constants', async () => {
    const rule = 'react-refresh/only-export-components';
    const code = 'export const LIMIT = 3;\nexport function helper(): number {\n  return LIMIT;\n}\nexport function Probe() {\n  return <p>{helper()}</p>;\n}\n';
    expect(await restricted('src/components/Probe.tsx', code, rule)).toHaveLength(1);
    expect(await restricted('src/components/Probe.tsx', code.replace('export function helper', 'function helper'), rule)).toEqual([]);
  });

  it.each([
    ['a string in a view', 'src/features/search/probe.ts', "export const probe = '/openapi/ref/v1/instruments';\n"],
    ['a template in a view’s queries.ts', 'src/features/corporate-actions/queries.ts', 'export const probe = (id: string) => `/openapi/ca/v2/events/${id}`;\n'],
    ['a path without the gateway’s prefix', 'src/features/compare/probe.ts', "export const probe = '/ref/v1/instruments/details';\n"],
    ['a shared component', 'src/components/probe.tsx', "export const probe = '/openapi/ca/v2/events/lookupdata';\n"],
    ['a route', 'src/routes/probe.tsx', 'export const probe = (uic: number) => `/openapi/ref/v1/instruments/tradingschedule/${uic}/Stock`;\n'],
    ['the model', 'src/model/probe.ts', "export const probe = '/openapi/ref/v1/timezones';\n"],
  ])('refuses a service path outside src/api: %s', async (_, filePath, code) => {
    expect(await restricted(filePath, code, 'no-restricted-syntax')).toHaveLength(1);
  });

  it.each([
    ['a fixed shade', 'src/features/watchlist/Probe.tsx', '<Text c="green.9">Open</Text>'],
    // src/app is a home of another entry (service paths): this one holds there too.
    ['a fixed shade chosen by a condition, in the shell', 'src/app/shell/Probe.tsx', "<Text c={failed ? 'red.8' : undefined}>Sent</Text>"],
    ['a fixed shade in a shared component', 'src/components/Probe.tsx', '<Text c="orange.8">Slow</Text>'],
  ])('refuses %s as a text colour', async (_, filePath, element) => {
    const code = `import { Text } from '@mantine/core';\nexport function Probe({ failed }: { failed: boolean }) {\n  return ${element};\n}\n`;
    expect(await restricted(filePath, code, 'no-restricted-syntax')).toHaveLength(1);
    // The colour's name (its shade picked per scheme), or a shade on a background the same element fixes, passes.
    expect(await restricted(filePath, code.replace(/(c="|')(\w+)\.\d/, '$1$2'), 'no-restricted-syntax')).toEqual([]);
    expect(await restricted(filePath, code.replace('<Text c', '<Text bg="yellow.1" c'), 'no-restricted-syntax')).toEqual([]);
  });

  it('lets the client spell service paths, a view name a gateway address, and a view’s tests check the paths sent', async () => {
    expect(await restricted('src/api/queries/probe.ts', "export const probe = '/openapi/ref/v1/instruments';\n", 'no-restricted-syntax')).toEqual([]);
    // A client module that is the home of another rule keeps this freedom, and the request inspector reads the paths it logged.
    expect(await restricted('src/api/feed.ts', "export const probe = '/openapi/ref/v1/instruments';\n", 'no-restricted-syntax')).toEqual([]);
    expect(await restricted('src/app/shell/inspector/probe.ts', "export const probe = '/openapi/ca/v2/events';\n", 'no-restricted-syntax')).toEqual([]);
    // ... and the other homes' rules still hold in the folder: a __count read by hand in the client.
    expect(await restricted('src/api/probe.ts', 'export const probe = (feed: { __count?: number }) => feed.__count;\n', 'no-restricted-syntax')).toHaveLength(1);
    expect(await restricted('src/features/settings/probe.tsx', "export const probe = 'https://gateway.example.com/openapi';\n", 'no-restricted-syntax')).toEqual([]);
    expect(await restricted('src/features/search/probe.test.ts', "export const probe = '/openapi/ref/v1/instruments';\n", 'no-restricted-syntax')).toEqual([]);
  });

  it('lets a view’s queries.ts call the factories, and any of its files import their types', async () => {
    expect(await restricted('src/features/search/queries.ts', "import { refQueries } from '@/api/queries/refdata';\nexport const probe = refQueries;\n")).toEqual([]);
    expect(
      await restricted('src/features/search/probe.tsx', "import type { EventListParams } from '@/api/queries/corporate-actions';\nexport type Probe = EventListParams;\n"),
    ).toEqual([]);
  });

  it('lets the client make its one lazy import of the simulator', async () => {
    const code = "export const probe = () => import('@/sim/browser/transport');\n";
    expect(await restricted('src/api/backend.ts', code, 'no-restricted-syntax')).toEqual([]);
  });

  it('lets a route wire a view: its address, loader and component, the shared parts, the client and the shell frame', async () => {
    const code =
      "import { createFileRoute } from '@tanstack/react-router';\nimport { getApi } from '@/api/backend';\nimport { Shell } from '@/app/shell/Shell';\nimport { SearchNotes } from '@/components/SearchNotes';\nimport { loadSearch } from '@/features/search/load';\nimport { SearchPage } from '@/features/search/SearchPage';\nimport { useSearchPatch } from '@/lib/use-search-patch';\nexport const probe = [createFileRoute, getApi, Shell, SearchNotes, loadSearch, SearchPage, useSearchPatch];\n";
    expect(await restricted('src/routes/probe.tsx', code)).toEqual([]);
  });

  it('lets the simulator, its tests and the app read the specification', async () => {
    expect(await restricted('src/sim/probe.ts', "import { SCHEMAS } from '../spec/schemas';\nexport const probe = SCHEMAS;\n")).toEqual([]);
    expect(await restricted('src/sim/probe.test.ts', "import { check } from '@/spec/check';\nexport const probe = check;\n")).toEqual([]);
    expect(await restricted('src/app/shell/inspector/probe.ts', "import { check } from '@/spec/check';\nexport const probe = check;\n")).toEqual([]);
    expect(await restricted('src/spec/probe.ts', "import { SCHEMAS } from './schemas';\nexport const probe = SCHEMAS;\n")).toEqual([]);
  });

  it('lets a feature use its own modules, the model, shared helpers and the client', async () => {
    const code =
      "import { chainSearch } from './url';\nimport { tickBands } from '@/model/instrument';\nimport { clean } from '@/lib/format';\nimport { getApi } from '@/api/backend';\nexport const probe = [chainSearch, tickBands, clean, getApi];\n";
    expect(await restricted('src/features/options/probe.ts', code)).toEqual([]);
  });
});

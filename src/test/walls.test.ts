/**
 * The walls between the floors of src/ hold: an import across one fails lint
 * (eslint.config.js), as the README's architecture section promises.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
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
  ])('refuses %s', async (_, filePath, code) => {
    expect(await restricted(filePath, code)).toHaveLength(1);
  });

  it('lets a feature use its own modules, the model, shared helpers and the client', async () => {
    const code = "import { chainSearch } from './url';\nimport { tickBands } from '@/model/instrument';\nimport { clean } from '@/lib/format';\nimport { getApi } from '@/api/backend';\nexport const probe = [chainSearch, tickBands, clean, getApi];\n";
    expect(await restricted('src/features/options/probe.ts', code)).toEqual([]);
  });
});

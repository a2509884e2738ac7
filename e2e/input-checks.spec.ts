import type { Locator } from '@playwright/test';
import { MAX_KEYWORDS } from '../src/lib/input-checks';
import { SIM_ORIGIN, allowTime, expect, storeConnection, test } from './support/fixtures';
import { follow } from './support/navigation';

/** Every hostile value carries this mark, so a request that took one can be found. */
const MARK = 'HOSTILE';
const tooLong = (n: number) => `${MARK}${n}${'x'.repeat(MAX_KEYWORDS)}`;

/** Types a value into a field, commits it as a person would (Enter), and expects the field's message. */
async function refused(field: Locator, value: string, message: RegExp | string): Promise<void> {
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message);
}

test.describe('free-text inputs', () => {
  test('refuse what they must with a message at the field, or neutralise it, and send nothing bad', async ({ page, baseURL }) => {
    allowTime(180_000);
    // The app against the simulator over HTTP: every request it makes is a real one, seen here.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === new URL(baseURL as string).origin) return;
      sent.push(`${request.method()} ${decodeURIComponent(request.url())} ${JSON.stringify(request.headers())}`);
    });
    await storeConnection(page, { token: null, firstLoadOnly: true });
    const main = page.getByRole('main');

    // The token prompt (no token in this tab): spaces inside are refused, a pasted "Bearer " is removed and said so.
    await page.goto('/timezones');
    const prompt = page.getByRole('dialog', { name: 'Gateway session ended' });
    const promptToken = prompt.getByLabel('Access token');
    await promptToken.fill(`${MARK}1 token`);
    await expect(promptToken).toHaveAccessibleDescription(/A token has no spaces or line breaks/);
    await expect(prompt.getByRole('button', { name: 'Use this token' })).toBeDisabled();
    await promptToken.fill('Bearer demo');
    await expect(promptToken).toHaveAccessibleDescription(/The word Bearer was removed/);
    await prompt.getByRole('button', { name: 'Use this token' }).click();
    await expect(main.getByRole('table', { name: 'Time zones' })).toBeVisible();
    expect(sent.filter((line) => line.includes('"authorization"')).every((line) => line.includes('"authorization":"Bearer demo"'))).toBe(true);

    // Search: keywords too long, and each typed filter.
    await follow(page, '/?q=shell');
    await expect(main.getByRole('table', { name: 'Search results' })).toBeVisible();
    await refused(main.getByRole('searchbox', { name: 'Keywords' }), tooLong(2), `At most ${MAX_KEYWORDS} characters`);
    await main.getByRole('button', { name: /^Filters/ }).click();
    const filters = main.getByRole('region', { name: 'Filters' });
    await refused(filters.getByRole('textbox', { name: 'Uics' }), `211, ${MARK}3, -5`, `not ${MARK}3, -5`);
    await refused(filters.getByRole('textbox', { name: 'Account key' }), `${MARK}4 "><b>`, 'An account key has no spaces');
    await refused(filters.getByRole('combobox', { name: 'Exchange' }), `${MARK} 6`, /^An exchange id \(NASDAQ\) or a MIC/m);
    await expect(page).toHaveURL(/\/\?q=shell$/);

    // The quick jump: keywords too long are not searched for.
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('combobox', { name: 'Quick jump search' }).fill(tooLong(7));
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(new RegExp(`^At most ${MAX_KEYWORDS} characters`));
    await page.keyboard.press('Escape');

    // Browse: keywords and exchange.
    await follow(page, '/browse/futures');
    await expect(main.getByRole('table', { name: 'Futures spaces' })).toBeVisible();
    await refused(main.getByRole('searchbox', { name: 'Keywords' }), tooLong(8), `At most ${MAX_KEYWORDS} characters`);
    await refused(main.getByRole('textbox', { name: 'Exchange' }), `${MARK}/9`, /An exchange id \(NASDAQ\) or a MIC/);

    // Instrument details and compare: the keys of the request.
    await follow(page, '/instruments/Stock/211');
    await expect(main.getByRole('table', { name: 'Identity' })).toBeVisible();
    await main.getByRole('button', { name: /Account and client \(advanced\)/ }).click();
    await refused(main.getByRole('textbox', { name: 'AccountKey' }), `${MARK}10 key`, 'An AccountKey has no spaces');
    await refused(main.getByRole('textbox', { name: 'ClientKey' }), `${MARK}11<script>`, /A ClientKey holds only letters, digits and/);
    await main.getByRole('button', { name: 'Apply' }).click();
    await follow(page, '/compare?items=211:Stock,16350:Stock');
    await expect(main.getByRole('table', { name: 'Comparison' })).toBeVisible();
    await main.getByRole('button', { name: 'Request parameters' }).click();
    await refused(main.getByRole('textbox', { name: 'Account key' }), `${MARK}12 key`, 'An account key has no spaces');

    // The option chain: a reference price that is not above zero, a ClientKey with spaces. Letters and a minus sign cannot be typed in the price.
    await follow(page, '/options/129?window=3');
    await expect(main.getByRole('tablist', { name: 'Expiries' })).toBeVisible();
    const price = main.getByRole('textbox', { name: 'Reference price' });
    await refused(price, '0', 'The reference price must be above 0.');
    await price.fill('-abc');
    await expect(price).toHaveValue('');
    await main.getByRole('button', { name: /Service parameters/ }).click();
    await refused(main.getByRole('textbox', { name: 'ClientKey' }), `${MARK}14 key`, 'A ClientKey has no spaces');
    await expect(page).toHaveURL(/\/options\/129\?window=3$/);

    // Corporate actions: keywords, an event id that is not a whole number, and the typed keys.
    await follow(page, '/corporate-actions');
    await expect(main.getByRole('table', { name: 'Corporate action events' })).toBeVisible();
    await refused(main.getByRole('searchbox', { name: 'Keywords' }), tooLong(15), `At most ${MAX_KEYWORDS} characters`);
    await refused(main.getByRole('textbox', { name: 'Find by event id' }), `9501103/../${MARK}16`, 'An event id is letters and digits, such as 9501103.');
    await refused(main.getByRole('textbox', { name: 'Client key' }), `${MARK}17 key`, 'A client key has no spaces');
    await refused(main.getByRole('textbox', { name: 'Account group key' }), `${MARK}18'--`, /An account group key holds only letters/);
    await main.getByRole('button', { name: 'Use these keys' }).click();
    await expect(page).toHaveURL(/\/corporate-actions$/);

    // Settings: addresses that are no gateway's, and a token with a line break, leave the buttons off.
    await follow(page, '/settings');
    const gateway = main.getByRole('region', { name: 'Connect to a gateway' });
    await gateway.getByText('Custom', { exact: true }).click();
    const address = gateway.getByRole('textbox', { name: 'Base address' });
    const testButton = gateway.getByRole('button', { name: 'Test connection' });
    for (const [value, message] of [
      [`javascript:alert('${MARK}19')`, 'The address must start with https://'],
      [`https://${MARK}20:secret@gateway.example.com/openapi`, 'must not contain a user name or password'],
      [`https://gateway.example.com/openapi?${MARK}=21`, 'must not contain a query or fragment'],
      [`http://${MARK}22.example.com`, 'Plain http is only accepted for this machine'],
      [`https://gateway.example.com/${MARK} 23`, 'must not contain spaces or line breaks'],
    ] as const) {
      await address.fill(value);
      await expect(address).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(testButton).toBeDisabled();
    }
    await address.fill(SIM_ORIGIN);
    const token = gateway.getByLabel('Access token');
    await token.fill(`${MARK}24\ntoken`);
    await expect(token).toHaveAccessibleDescription(/A token has no spaces or line breaks/);
    await expect(testButton).toBeDisabled();
    await token.fill(' Bearer demo ');
    await expect(token).toHaveAccessibleDescription(/The word Bearer was removed/);
    await testButton.click();
    await expect(gateway.getByRole('status')).toContainText('Connection works');

    // A last request the app surely makes, after every refusal above: anything sent meanwhile came before it.
    await follow(page, '/timezones');
    await expect(main.getByRole('table', { name: 'Time zones' })).toBeVisible();
    expect(sent.length).toBeGreaterThan(5);
    expect(sent.filter((line) => line.includes(MARK))).toEqual([]);
    expect(sent.filter((line) => !line.includes(` ${SIM_ORIGIN}/`))).toEqual([]);
  });
});

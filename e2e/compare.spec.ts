import type { Locator, Page } from '@playwright/test';
import type { Feed, InstrumentDetails } from '../src/api/types';
import { formatNumber } from '../src/lib/format';
import { expect, expectAccessible, expectNoHorizontalScroll, onPinnedDay, pinClocks, test, setToggle } from './support/fixtures';
import { askSimulator } from './support/service';

test.describe.configure({ timeout: 120_000 });

/** The details list (4.3) asked of the simulator in this process. */
const details = (query: string) => askSimulator<Feed<InstrumentDetails>>(`/openapi/ref/v1/instruments/details${query}`);

function find(feed: Feed<InstrumentDetails>, uic: number, assetType: string): InstrumentDetails {
  const row = feed.Data?.find((entry) => entry.Uic === uic && entry.AssetType === assetType);
  expect(row, `${uic}:${assetType} in the answer`).toBeTruthy();
  return row as InstrumentDetails;
}

function comparison(page: Page): Locator {
  return page.getByRole('table', { name: 'Comparison' });
}

/** The row of a field, by the service's field path shown under its label. */
function fieldRow(page: Page, path: string): Locator {
  return comparison(page)
    .getByRole('row')
    .filter({ has: page.getByText(path, { exact: true }) });
}

test.describe('compare instruments', () => {
  test('selects two results and compares them side by side, choosing field groups', async ({ page }) => {
    await page.goto('/?q=aapl');
    await setToggle(page.getByRole('checkbox', { name: 'Select AAPL:xnas, Apple Inc., Stock for comparison' }));
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('royal dutch');
    await setToggle(page.getByRole('checkbox', { name: 'Select RDSa:xams, Royal Dutch Shell Plc A, Stock for comparison' }));
    const tray = page.getByRole('region', { name: 'Selection for comparison' });
    await expect(tray).toContainText('2 of 10 selected');
    await expect(tray).toContainText('AAPL:xnas · Stock');
    await expectAccessible(page);
    await tray.getByRole('link', { name: 'Compare 2 side by side' }).click();

    await expect(page).toHaveURL(/\/compare\?items=211:Stock,16350:Stock$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare instruments' })).toBeVisible();
    const plain = details('?Uics=211,16350&AssetTypes=Stock&$top=2');
    const apple = find(plain, 211, 'Stock');
    const shell = find(plain, 16350, 'Stock');
    await expect(comparison(page).getByRole('columnheader')).toHaveText([/^Field/, /^AAPL:xnas/, /^RDSa:xams/]);
    const currency = fieldRow(page, 'CurrencyCode');
    await expect(currency.getByRole('cell')).toHaveText([apple.CurrencyCode as string, shell.CurrencyCode as string]);
    await expect(currency).toHaveAttribute('data-differs', 'true');
    await expect(fieldRow(page, 'OrderSetting.MaxOrderSize')).toHaveCount(0);
    await expectAccessible(page);

    const groups = page.getByRole('group', { name: 'Field groups' });
    await setToggle(groups.getByRole('checkbox', { name: 'Order settings' }));
    await expect(page).toHaveURL(/groups=OrderSetting$/);
    const withSettings = details('?Uics=211,16350&AssetTypes=Stock&FieldGroups=OrderSetting&$top=2');
    await expect(fieldRow(page, 'OrderSetting.MaxOrderSize').getByRole('cell')).toHaveText([
      formatNumber(find(withSettings, 211, 'Stock').OrderSetting?.MaxOrderSize),
      formatNumber(find(withSettings, 16350, 'Stock').OrderSetting?.MaxOrderSize),
    ]);
    await setToggle(groups.getByRole('checkbox', { name: 'Trading sessions' }));
    await expect(page).toHaveURL(/groups=OrderSetting,TradingSessions/);
    await expect(fieldRow(page, 'TradingSessions.TimeZone')).toBeVisible();
    await setToggle(groups.getByRole('checkbox', { name: 'Order settings' }), false);
    await expect(page).toHaveURL(/groups=TradingSessions$/);
    await expect(fieldRow(page, 'OrderSetting.MaxOrderSize')).toHaveCount(0);

    // Only the differences: a field with equal values goes away, a differing one stays.
    expect(apple.IsTradable).toBe(shell.IsTradable);
    await expect(fieldRow(page, 'IsTradable')).toBeVisible();
    await setToggle(page.getByRole('switch', { name: 'Only differences' }));
    await expect(page).toHaveURL(/diff=true/);
    await expect(fieldRow(page, 'IsTradable')).toHaveCount(0);
    await expect(fieldRow(page, 'CurrencyCode')).toBeVisible();
    await expectAccessible(page);
  });

  test('the same Uic under two asset types, from a shared address that reloads to the same view', async ({ page }) => {
    const address = '/compare?items=21:FxSpot,21:FxForwards&groups=SupportedOrderTypeSettings';
    await page.goto(address);
    const feed = details('?Uics=21&AssetTypes=FxSpot,FxForwards&FieldGroups=SupportedOrderTypeSettings&$top=2');
    expect(feed.Data).toHaveLength(2);
    const check = async () => {
      await expect(comparison(page).getByRole('link', { name: 'EURUSD, FX spot: open the details' })).toHaveAttribute('href', '/instruments/FxSpot/21');
      await expect(comparison(page).getByRole('link', { name: 'EURUSD, FX forwards: open the details' })).toHaveAttribute('href', '/instruments/FxForwards/21');
      await expect(fieldRow(page, 'AssetType').getByRole('cell')).toHaveText(['FX spot (FxSpot)', 'FX forwards (FxForwards)']);
      await expect(fieldRow(page, 'SupportedOrderTypeSettings[Market]')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Field groups' }).getByRole('checkbox', { name: 'Order types and durations' })).toBeChecked();
    };
    await check();
    await page.reload();
    await check();
    await expectAccessible(page);

    // Back to the search with the same selection, to add more.
    await page.getByRole('link', { name: 'Add instruments' }).click();
    await expect(page.getByRole('region', { name: 'Selection for comparison' })).toContainText('2 of 10 selected');
  });

  test('every parameter of the details list is reachable; errors show their code', async ({ page }) => {
    await page.goto('/compare?items=211:Stock,16350:Stock');
    await expect(comparison(page)).toBeVisible();
    await page.getByRole('button', { name: 'Request parameters' }).click();
    const account = page.getByRole('textbox', { name: 'Account key' });
    await account.fill('not-an-account');
    await account.press('Enter');
    await expect(page).toHaveURL(/account=not-an-account/);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('InvalidSearchCriteriaProvided');
    await expect(alert).toContainText('AccountKey');
    await expectAccessible(page);
    await account.fill('');
    await account.press('Enter');
    await expect(comparison(page)).toBeVisible();

    // One row per page: the second instrument is beyond it.
    const top = page.getByRole('textbox', { name: 'Rows ($top)' });
    await top.fill('1');
    await top.press('Enter');
    await expect(page).toHaveURL(/top=1(&|$)/);
    await expect(page.getByRole('alert').filter({ hasText: 'More rows available' })).toBeVisible();
    const first = details('?Uics=211,16350&AssetTypes=Stock&$top=1').Data?.[0];
    // The instrument beyond the page is said once not to be returned, not shown as a column of missing fields.
    const missing = first?.Uic === 211 ? 'Uic 16350 (Stock)' : 'Uic 211 (Stock)';
    const notReturned = page.getByRole('alert').filter({ hasText: /^Not returned/ });
    await expect(notReturned).toContainText(`Not returned: ${missing}`);
    await expect(comparison(page).getByRole('columnheader')).toHaveCount(2);

    const skip = page.getByRole('textbox', { name: 'Skip ($skip)' });
    await skip.fill('1');
    await skip.press('Enter');
    await expect(page).toHaveURL(/skip=1/);
    await expect(notReturned).toHaveCount(1);
    await expect(notReturned).not.toContainText(missing);
  });

  test('the state now follows the clock past a close', async ({ page }) => {
    // NASDAQ's regular trading ends at 21:00 UTC on the pinned day; the post-market follows.
    await pinClocks(page, onPinnedDay('20:58'));
    await page.goto('/compare?items=211:Stock,16350:Stock&groups=TradingSessions');
    const stateNow = fieldRow(page, 'TradingSessions.Sessions');
    await expect(stateNow.getByRole('cell').first()).toHaveText('Automated trading');
    await page.clock.fastForward('00:03:00');
    await expect(stateNow.getByRole('cell').first()).toHaveText('Post market');
  });

  test('bad address parameters fall back with a note; a column can be removed', async ({ page }) => {
    await page.goto('/compare?items=211:Stock,16350:Stock&groups=Order-Setting&top=5000');
    const note = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(note).toContainText('groups=Order-Setting');
    await expect(note).toContainText('top=5000');
    await expect(comparison(page).getByRole('columnheader')).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove RDSa:xams (Stock) from the comparison' }).click();
    await expect(page).toHaveURL(/items=211:Stock(&|$)/);
    await expect(comparison(page).getByRole('columnheader')).toHaveCount(2);
    // The last column's button went with it: the focus goes to the one before.
    await expect(page.getByRole('button', { name: 'Remove AAPL:xnas (Stock) from the comparison' })).toBeFocused();

    // A list keeps its valid entries: only the bad one is ignored and named.
    await page.goto('/compare?items=211:Stock,abc,16350:Stock');
    const itemsNote = page.getByRole('alert').filter({ hasText: 'Some address parameters were ignored' });
    await expect(itemsNote).toContainText('items=abc');
    await expect(itemsNote).toContainText('the other values are used');
    await expect(comparison(page).getByRole('columnheader')).toHaveCount(3);
    await expect(page).toHaveURL(/\/compare\?items=211:Stock,16350:Stock$/);
    // (Checked once the note is dismissed: its yellow title misses the contrast ratio, see the shared SearchNotes.)
    await itemsNote.getByRole('button', { name: 'Dismiss' }).click();
    await expect(itemsNote).toBeHidden();
    await expectAccessible(page);

    // None of the instruments returned: said plainly, naming them, with no empty table and nothing to fetch.
    await page.goto('/compare?items=99999999:Stock');
    await expect(page.getByText('The service returned none of these instruments')).toBeVisible();
    await expect(page.getByText(/The details list has no row for Uic 99999999 \(Stock\)/)).toBeVisible();
    await expect(comparison(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Fetch every page' })).toHaveCount(0);
    await expectAccessible(page);

    // One of two returned: the other is named once, not compared as a column of fields "not given".
    await page.goto('/compare?items=211:Stock,99999999:Stock');
    await expect(page.getByRole('status').filter({ hasText: 'compared' })).toContainText('1 instrument compared');
    const notReturned = page.getByRole('alert').filter({ hasText: 'Not returned: Uic 99999999 (Stock)' });
    await expect(notReturned).toBeVisible();
    await expect(comparison(page).getByRole('columnheader')).toHaveText([/^Field/, /^AAPL:xnas/]);
    await expect(comparison(page).getByText('not given')).toHaveCount(0);
    await expectAccessible(page);
    await notReturned.getByRole('button', { name: 'Remove Uic 99999999 (Stock)' }).click();
    await expect(page).toHaveURL(/\/compare\?items=211:Stock$/);
    await expect(notReturned).toHaveCount(0);
    // Nothing of its kind is left: the focus goes to the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Compare instruments' })).toBeFocused();
    // The last column removed: the same.
    await page.getByRole('button', { name: 'Remove AAPL:xnas (Stock) from the comparison' }).click();
    await expect(page.getByText('Nothing to compare yet')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare instruments' })).toBeFocused();
  });

  test('flags differing identity fields like the others (symbol, description), keeps them with only the differences, and labels fields as the details page does', async ({
    page,
  }) => {
    const feed = details('?Uics=211,261&AssetTypes=Stock&$top=2');
    const apple = find(feed, 211, 'Stock');
    const microsoft = find(feed, 261, 'Stock');
    for (const field of ['Symbol', 'Description'] as const) expect(apple[field], field).not.toEqual(microsoft[field]);
    await page.goto('/compare?items=211:Stock,261:Stock');
    await expect(comparison(page)).toBeVisible();
    for (const field of ['Symbol', 'Description']) await expect(fieldRow(page, field).getByText('differs', { exact: true }), field).toBeVisible();
    // Equal values are not flagged: the asset type.
    await expect(fieldRow(page, 'AssetType').getByText('differs', { exact: true })).toHaveCount(0);
    await setToggle(page.getByRole('switch', { name: 'Only differences' }));
    await expect(fieldRow(page, 'Symbol')).toBeVisible();
    await expect(fieldRow(page, 'Description')).toBeVisible();
    await expect(fieldRow(page, 'AssetType')).toHaveCount(0);

    // The same Uic under two asset types: the same symbol and description, not flagged.
    await page.goto('/compare?items=21:FxSpot,21:FxForwards');
    await expect(fieldRow(page, 'AssetType').getByText('differs', { exact: true })).toBeVisible();
    await expect(fieldRow(page, 'Symbol').getByText('differs', { exact: true })).toHaveCount(0);

    // Labels and text as on the details page: the strategies' free text as the service sends it, only codes labelled.
    const both = details('?Uics=211&AssetTypes=Stock,CfdOnStock&$top=2');
    const strategies = (find(both, 211, 'Stock').SupportedStrategies ?? []).join(', ');
    expect(strategies).toContain('Limit on Close (LOC)');
    await page.goto('/compare?items=211:Stock,211:CfdOnStock');
    const strategiesRow = fieldRow(page, 'SupportedStrategies');
    await expect(strategiesRow.getByRole('rowheader')).toContainText('Algo strategies');
    await expect(strategiesRow.getByRole('cell').first()).toHaveText(strategies);
    await expect(fieldRow(page, 'IsPEASMEEligible').getByRole('rowheader')).toContainText('PEA-PME eligible');
    await expect(fieldRow(page, 'GroupId').getByRole('rowheader')).toContainText('Group id');
    const slippage = (row: InstrumentDetails) => `${formatNumber(row.DefaultSlippage)} (${String(row.DefaultSlippageType)})`;
    await expect(fieldRow(page, 'DefaultSlippage').getByRole('cell')).toHaveText([slippage(find(both, 211, 'Stock')), slippage(find(both, 211, 'CfdOnStock'))]);
  });

  test('no sideways scroll at 390 px, with the request parameters open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/compare?items=211:Stock,261:Stock,16350:Stock');
    await expect(comparison(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Request parameters' }).click();
    await expect(page.getByRole('textbox', { name: 'Account key' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});

/**
 * A system set to reduce motion: dialogs, menus, toasts, the navigation and the docked inspector show and hide without
 * moving. Every CSS transition or finite animation that runs is recorded as it starts, with its length; with motion
 * allowed the same steps run some (the recorder sees them), with reduced motion none longer than a frame.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { inspectorButton, inspectorPanel } from './support/inspector';

interface Motion {
  what: string;
  ms: number;
}

/** Records each transition and finite animation as it starts: what moved and for how long. */
async function recordMotion(page: Page): Promise<() => Promise<Motion[]>> {
  await page.addInitScript(() => {
    const seen: { what: string; ms: number }[] = [];
    (window as unknown as { __motion: typeof seen }).__motion = seen;
    const record = (event: Event) => {
      const target = event.target instanceof Element ? event.target : undefined;
      for (const animation of target?.getAnimations() ?? []) {
        const timing = animation.effect?.getComputedTiming();
        if (!timing || timing.iterations === Infinity) continue;
        const name = animation instanceof CSSTransition ? animation.transitionProperty : animation instanceof CSSAnimation ? animation.animationName : 'animation';
        seen.push({ what: `${target?.className.toString().slice(0, 60)} ${name}`, ms: Number(timing.duration) || 0 });
      }
    };
    document.addEventListener('transitionrun', record, true);
    document.addEventListener('animationstart', record, true);
  });
  return () => page.evaluate(() => (window as unknown as { __motion: Motion[] }).__motion.slice());
}

/** Opens and closes what moves: the inspector docked beside the page, quick jump, a toast; the navigation at 390 px. */
async function moveThrough(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await inspectorButton(page).click();
  await expect(inspectorPanel(page)).toBeVisible();
  await inspectorPanel(page).getByRole('button', { name: 'Close the request inspector' }).click();
  await expect(inspectorPanel(page)).toBeHidden();
  await page.keyboard.press('ControlOrMeta+K');
  const jump = page.getByRole('combobox', { name: 'Quick jump search' });
  await expect(jump).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(jump).toBeHidden();
  await page.getByRole('radiogroup', { name: 'Demo user' }).getByRole('radio').nth(1).check();
  await expect(page.getByRole('alert').filter({ hasText: 'Now using the simulator as the' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
}

test('with motion allowed, the steps below move (what the recorder sees)', async ({ page }) => {
  const motion = await recordMotion(page);
  await moveThrough(page);
  expect((await motion()).filter((entry) => entry.ms > 20).length).toBeGreaterThan(0);
});

test('with the system set to reduce motion, nothing moves: dialogs, toasts, the navigation and the docked inspector', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const motion = await recordMotion(page);
  await moveThrough(page);
  expect((await motion()).filter((entry) => entry.ms > 20)).toEqual([]);
});

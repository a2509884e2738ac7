import { describe, expect, it, vi } from 'vitest';
import { universe } from './universe';
import { serializeSnapshot, snapshotOf } from './snapshot';

describe('background preparation', () => {
  it('readies a restored universe and the option roots without making every instrument', async () => {
    const bytes = serializeSnapshot(snapshotOf(universe()));
    // A second copy of the simulator's modules whose universe comes from the snapshot.
    vi.resetModules();
    const fresh = (await import('./snapshot')) as typeof import('./snapshot');
    const freshUniverse = (await import('./universe')) as typeof import('./universe');
    const freshOptions = (await import('./options')) as typeof import('./options');
    const { createWarmer } = (await import('./warm')) as typeof import('./warm');
    fresh.restoreUniverseFrom(bytes);
    const restored = freshUniverse.universe();
    expect(restored.where).toBeDefined();
    // Asking for every instrument is what the warmer spares a restored universe.
    const all = vi.spyOn(restored, 'instruments', 'get');
    const warm = createWarmer();
    let slices = 1;
    while (!warm()) slices += 1;
    expect(slices).toBeLessThanOrEqual(3);
    expect(all).not.toHaveBeenCalled();
    expect(freshOptions.optionRoots().list.length).toBeGreaterThan(100);
    expect(restored.byUic.get(211)?.symbol).toBe('AAPL:xnas');
  });

  it('readies only the universe when asked for the universe alone, leaving the option roots to the requests', async () => {
    const bytes = serializeSnapshot(snapshotOf(universe()));
    vi.resetModules();
    const fresh = (await import('./snapshot')) as typeof import('./snapshot');
    const freshUniverse = (await import('./universe')) as typeof import('./universe');
    const freshOptions = (await import('./options')) as typeof import('./options');
    const { createWarmer } = (await import('./warm')) as typeof import('./warm');
    fresh.restoreUniverseFrom(bytes);
    const warm = createWarmer({ universeOnly: true });
    while (!warm()) {
      // one slice after another
    }
    expect(freshUniverse.readyUniverse()).toBeDefined();
    expect(freshOptions.readyOptionRoots()).toBeUndefined();
    // The full warmer, as after the first answer, then builds them.
    const full = createWarmer();
    while (!full()) {
      // one slice after another
    }
    expect(freshOptions.readyOptionRoots()?.list.length).toBeGreaterThan(100);
  });
});

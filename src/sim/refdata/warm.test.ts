import { describe, expect, it, vi } from 'vitest';
import { universe } from './universe';
import { serializeSnapshot, snapshotOf } from './snapshot';

/** A second copy of the simulator's modules whose universe comes from a snapshot of this one. */
async function restoredModules() {
  const bytes = serializeSnapshot(snapshotOf(universe()));
  vi.resetModules();
  const snapshot = (await import('./snapshot')) as typeof import('./snapshot');
  const modules = {
    universe: (await import('./universe')) as typeof import('./universe'),
    options: (await import('./options')) as typeof import('./options'),
    warm: (await import('./warm')) as typeof import('./warm'),
  };
  snapshot.restoreUniverseFrom(bytes);
  return modules;
}

/** Runs a warmer's slices until it is done; how many it took. */
function runToEnd(warm: () => boolean): number {
  let slices = 1;
  while (!warm()) slices += 1;
  return slices;
}

describe('background preparation', () => {
  it('readies a restored universe and the option roots without making every instrument', async () => {
    const fresh = await restoredModules();
    const restored = fresh.universe.universe();
    expect(restored.where).toBeDefined();
    // Asking for every instrument is what the warmer spares a restored universe.
    const all = vi.spyOn(restored, 'instruments', 'get');
    expect(runToEnd(fresh.warm.createWarmer())).toBeLessThanOrEqual(3);
    expect(all).not.toHaveBeenCalled();
    expect(fresh.options.optionRoots().list.length).toBeGreaterThan(100);
    expect(restored.byUic.get(211)?.symbol).toBe('AAPL:xnas');
  });

  it('readies only the universe when asked for the universe alone, leaving the option roots to the requests', async () => {
    const fresh = await restoredModules();
    runToEnd(fresh.warm.createWarmer({ universeOnly: true }));
    expect(fresh.universe.readyUniverse()).toBeDefined();
    expect(fresh.options.readyOptionRoots()).toBeUndefined();
    // The full warmer, as after the first answer, then builds them.
    runToEnd(fresh.warm.createWarmer());
    expect(fresh.options.readyOptionRoots()?.list.length).toBeGreaterThan(100);
  });
});

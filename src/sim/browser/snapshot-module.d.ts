/**
 * The universe snapshot of the app's build, made by the `refex-sim-snapshot`
 * plugin of vite.config.ts with the simulator's own code
 * (src/sim/server/snapshot-cache.ts): JSON text (null: none, and the worker
 * builds the universe itself).
 */
declare module 'virtual:refex-universe-snapshot' {
  const snapshot: string | null;
  export default snapshot;
}

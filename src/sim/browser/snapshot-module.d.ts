/**
 * The universe snapshot of the app's build, made by the `refex-sim-snapshot`
 * plugin of vite.config.ts with the simulator's own code
 * (src/sim/server/snapshot-cli.ts): in a build, the address of its JSON file
 * (an asset); on the dev server, its text.
 */
declare module 'virtual:refex-universe-snapshot' {
  const snapshot: { url: string; text?: undefined } | { text: string; url?: undefined };
  export default snapshot;
}

/**
 * The universe snapshot of the app's build, made by the `refex-sim-snapshot`
 * plugin of vite.config.ts with the simulator's own code
 * (src/sim/server/snapshot-cli.ts): in a build, the address of its file (an
 * asset, gzipped); on the dev server, its bytes in base 64.
 */
declare module 'virtual:refex-universe-snapshot' {
  const snapshot: { url: string; gzip?: boolean; base64?: undefined } | { base64: string; url?: undefined; gzip?: undefined };
  export default snapshot;
}

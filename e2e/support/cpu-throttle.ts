/** Slows every page's CPU by this factor (`E2E_CPU_THROTTLE=4`), to find the races a slow machine finds; off by default. */
export const CPU_THROTTLE = Math.max(1, Number(process.env.E2E_CPU_THROTTLE ?? 1));

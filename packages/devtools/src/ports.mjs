/**
 * The ports the system uses and the check of KYUBOS_PORT_OFFSET against the ports browsers
 * refuse. Pure (no environment, no file): apps.mjs runs the check before any entry starts a
 * server, and the tests call it directly.
 */

/**
 * The Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#port-blocking), as Node's
 * fetch (undici, lib/web/fetch/constants.js) has them: browsers refuse them with
 * ERR_UNSAFE_PORT, and Node's fetch with "bad port".
 */
export const BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115,
  117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587,
  601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679,
  6697, 10080,
]);

/**
 * Servers some end-to-end tests start themselves, besides the system's (before the offset): a
 * second shell and its remotes (remotes.spec.ts, 3050-3052) and the deploy-alone shell (3053).
 */
export const E2E_SERVER_PORTS = [3050, 3051, 3052, 3053, 3054];

/** The bench's own API (bench/heavy-work.mjs), this far above the API's port. */
export const BENCH_API_PORT_STEP = 50;

/** Every port the system and its tools listen on with a zero offset, each with what it is for. */
export function systemPorts(registry) {
  return [
    ...registry.apps.map((app) => ({ port: app.port, name: app.host ? `the ${app.dir}` : `the ${app.area} remote (${app.dir})` })),
    { port: registry.api.port, name: 'the API' },
    { port: registry.api.port + BENCH_API_PORT_STEP, name: "the bench's API" },
    ...E2E_SERVER_PORTS.map((port) => ({ port, name: 'a server of the end-to-end tests' })),
  ];
}

/** KYUBOS_PORT_OFFSET as a number (its text as the environment has it; none or empty is 0). */
export function portOffset(rawOffset) {
  return rawOffset === undefined || rawOffset.trim() === '' ? 0 : Number(rawOffset);
}

/**
 * The port an app of the registry listens on: its port in apps.json shifted by KYUBOS_PORT_OFFSET.
 * The one rule for `pnpm start`, the e2e runner and a static or dev server started on its own
 * (`pnpm --filter <app> serve` / `dev`); an offset portOffsetProblem refuses throws its message.
 */
export function appPort(registry, dir, rawOffset) {
  const problem = portOffsetProblem(rawOffset, registry);
  if (problem) throw new Error(problem);
  const app = registry.apps.find((entry) => entry.dir === dir);
  if (!app) throw new Error(`${dir} is not listed in apps.json`);
  return app.port + portOffset(rawOffset);
}

/**
 * What is wrong with KYUBOS_PORT_OFFSET (its text as the environment has it, or undefined),
 * or undefined when every port it gives is one a browser may use.
 */
export function portOffsetProblem(rawOffset, registry) {
  if (rawOffset === undefined || rawOffset.trim() === '') return undefined;
  const offset = portOffset(rawOffset);
  if (!Number.isInteger(offset)) return `KYUBOS_PORT_OFFSET=${rawOffset} is not a whole number: choose a whole number of ports to shift by`;
  for (const { port: base, name } of systemPorts(registry)) {
    const port = base + offset;
    if (port < 1 || port > 65535) return `KYUBOS_PORT_OFFSET=${rawOffset} puts ${name} on port ${port}, which is no port (1-65535): choose another offset`;
    if (BLOCKED_PORTS.has(port)) return `KYUBOS_PORT_OFFSET=${rawOffset} puts ${name} on port ${port}, which browsers refuse (a blocked port): choose another offset`;
  }
  return undefined;
}

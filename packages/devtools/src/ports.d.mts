/** Types of ports.mjs, for the tests that import it. */
export interface Registry {
  api: { port: number };
  apps: { dir: string; port: number; area: string; host?: boolean }[];
}
export const BLOCKED_PORTS: Set<number>;
export const E2E_SERVER_PORTS: number[];
export const BENCH_API_PORT_STEP: number;
export function systemPorts(registry: Registry): { port: number; name: string }[];
export function portOffset(rawOffset: string | undefined): number;
export function appPort(registry: Registry, dir: string, rawOffset: string | undefined): number;
export function portOffsetProblem(rawOffset: string | undefined, registry: Registry): string | undefined;

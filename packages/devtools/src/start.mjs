/**
 * `pnpm start`: production builds of every app, the API compiled to JavaScript (mock-api's own
 * start script builds `mock-api/dist` and runs it) on the embedded database, all served.
 */
import { APPS, API_PORT, buildApps, startSystem } from './apps.mjs';

// Every address from the registry (apps.json) and KYUBOS_PORT_OFFSET, as the servers use them.
const portal = APPS.find((app) => app.host);
const carrierPortal = APPS.find((app) => app.area === 'carrier portal');

await buildApps();
const stop = await startSystem();
console.log(`\nKyubos is running:
  portal          http://localhost:${portal.port}   (sign in as summit_admin / Passw0rd!)
  carrier portal  http://localhost:${carrierPortal.port}/BDX_Login   (atlas_carrier / Passw0rd!)
  API             http://localhost:${API_PORT}
Press Ctrl+C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}

/** `pnpm start`: production builds of every app, the API on the embedded database, all served. */
import { APPS, API_PORT, buildApps, startSystem } from './apps.mjs';

await buildApps();
const stop = await startSystem();
console.log(`\nKyubos is running:
  portal          http://localhost:${APPS[0].port}   (sign in as summit_admin / Passw0rd!)
  carrier portal  http://localhost:3005/BDX_Login   (atlas_carrier / Passw0rd!)
  API             http://localhost:${API_PORT}
Press Ctrl+C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}

/**
 * A load generator for the throughput bench, run in its own process so that it never shares an
 * event loop with a server: `node http-load.mjs '<json options>'` keeps `concurrency` keep-alive
 * connections busy with one call for `seconds` (after a warm-up second) and prints
 * `{ requests, seconds, perSecond, failures, cpuUsPerCall }` as one JSON line (its own CPU time per call).
 */
import http from 'node:http';

const { url, method = 'GET', body, headers = {}, seconds = 5, concurrency = 16 } = JSON.parse(process.argv[2]);
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
const requestHeaders = { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) };

function call() {
  return new Promise((resolve) => {
    const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method, headers: requestHeaders }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
    req.end(payload);
  });
}

async function load(durationMs) {
  const until = performance.now() + durationMs;
  let requests = 0;
  let failures = 0;
  const worker = async () => {
    while (performance.now() < until) {
      if (await call()) requests += 1;
      else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { requests, failures, seconds: (performance.now() - started) / 1000 };
}

await load(1000);
const cpuBefore = process.cpuUsage();
const result = await load(seconds * 1000);
const cpu = process.cpuUsage(cpuBefore);
// Its own CPU time per call (µs): on a machine of few cores the load generator competes with the server for them.
const cpuUsPerCall = (cpu.user + cpu.system) / Math.max(1, result.requests + result.failures);
console.log(JSON.stringify({ ...result, perSecond: result.requests / result.seconds, cpuUsPerCall }));
agent.destroy();

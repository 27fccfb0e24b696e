/**
 * A load generator for the throughput bench, run in its own process so that it never shares an
 * event loop with a server: `node http-load.mjs '<json options>'` keeps `concurrency` keep-alive
 * connections busy with one call each for `seconds` (after a warm-up second) and prints
 * `{ requests, seconds, perSecond, failures, cpuUsPerCall }` as one JSON line (its own CPU time per call).
 *
 * It writes the request's bytes, made once, straight to the socket and reads only an answer's
 * status and length, as wrk does: on a machine of two cores the load generator shares them with
 * the servers it measures, and node's HTTP client spent about as much CPU per call (60 µs) as a
 * kept answer costs the API, which hid the second API process's gain.
 */
import net from 'node:net';

const { url, method = 'GET', body, headers = {}, seconds = 5, concurrency = 16 } = JSON.parse(process.argv[2]);
const target = new URL(url);
const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
const requestHeaders = {
  host: target.host,
  connection: 'keep-alive',
  ...headers,
  ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(payload.length) }),
};
const request = Buffer.concat([
  Buffer.from(`${method} ${target.pathname}${target.search} HTTP/1.1\r\n${Object.entries(requestHeaders).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`, 'latin1'),
  payload,
]);

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;

/**
 * The answers' lengths on one connection: calls `answered(status)` for each whole answer. Answers
 * carry a Content-Length (or none, for a 304/204); one chunked or unframed fails the run loudly.
 */
function answerReader(answered) {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      const headerEnd = pending.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const head = pending.toString('latin1', 0, headerEnd);
      const status = Number(head.slice(9, 12));
      const length = CONTENT_LENGTH.exec(head)?.[1];
      if (length === undefined && status !== 304 && status !== 204) throw new Error(`http-load: an answer without Content-Length (${head.split('\r\n')[0]})`);
      const end = headerEnd + HEADER_END.length + Number(length ?? 0);
      if (pending.length < end) return;
      pending = pending.subarray(end);
      answered(status);
    }
  };
}

function load(durationMs) {
  const until = performance.now() + durationMs;
  const started = performance.now();
  let requests = 0;
  let failures = 0;
  const connection = () =>
    new Promise((resolve) => {
      const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
      const done = () => {
        socket.destroy();
        resolve();
      };
      socket.on('connect', () => socket.write(request));
      socket.on('error', () => {
        failures += 1;
        done();
      });
      socket.on(
        'data',
        answerReader((status) => {
          if (status === 200) requests += 1;
          else failures += 1;
          if (performance.now() < until) socket.write(request);
          else done();
        }),
      );
    });
  return Promise.all(Array.from({ length: concurrency }, connection)).then(() => ({ requests, failures, seconds: (performance.now() - started) / 1000 }));
}

await load(1000);
const cpuBefore = process.cpuUsage();
const result = await load(seconds * 1000);
const cpu = process.cpuUsage(cpuBefore);
// Its own CPU time per call (µs): on a machine of few cores the load generator competes with the server for them.
const cpuUsPerCall = (cpu.user + cpu.system) / Math.max(1, result.requests + result.failures);
console.log(JSON.stringify({ ...result, perSecond: result.requests / result.seconds, cpuUsPerCall }));

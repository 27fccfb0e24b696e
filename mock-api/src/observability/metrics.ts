import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../db/db';
import { callOf } from './request-context';

/** Calls no route matched are counted under one label, so unknown paths cannot grow the series. */
const UNMATCHED = '(unmatched)';

export interface Metrics {
  /** Counts and times every request; goes before the routers. */
  middleware: RequestHandler;
  /**
   * What the middleware does, for an answer sent before Express (http/fast-path.ts): counts and
   * times it once finished (from `started`, default now), under `call()` (the route as registered) asked then.
   */
  observe(method: string, res: ServerResponse, call: () => string, started?: bigint): void;
  /** GET /metrics: Prometheus text, for `Authorization: Bearer <METRICS_TOKEN>` only. */
  endpoint: RequestHandler;
  registry: Registry;
}

/**
 * Prometheus metrics of one API process: requests by call, method and status (count and
 * latency), the database pool (PostgreSQL), jobs by state (when a `jobs` table exists),
 * event-loop lag and the rest of Node's default process metrics.
 */
export function createMetrics({ db, token }: { db: Db & { poolStats?(): PoolStats }; token: string }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labelNames = ['call', 'method', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by call, method and status', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by call, method and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const stats = db.poolStats?.bind(db);
  if (stats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state: open (total), idle, and callers waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle, waiting } = stats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  new Gauge({
    name: 'jobs',
    help: 'Background jobs by state (the jobs table; none before it exists)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const table = await db.one<{ present: boolean }>("SELECT to_regclass('jobs') IS NOT NULL AS present");
        if (!table?.present) return;
        const rows = await db.query<{ state: string; n: number }>('SELECT status AS state, count(*)::int AS n FROM jobs GROUP BY status');
        for (const { state, n } of rows) this.set({ state: String(state) }, n);
      } catch {
        // A database that does not answer leaves the gauge empty; the other metrics are still served.
      }
    },
  });

  const observe = (method: string, res: ServerResponse, call: () => string, started = process.hrtime.bigint()) => {
    // 'close' follows 'finish' on every server answer; an answer its caller left unfinished is not counted.
    res.on('close', () => {
      if (!res.writableFinished) return;
      const labels = { call: call(), method, status: String(res.statusCode) };
      requests.inc(labels);
      latency.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };
  const middleware: RequestHandler = (req, res, next) => {
    observe(req.method, res, () => callOf(req) ?? UNMATCHED);
    next();
  };

  const expected = digest(token);
  const endpoint: RequestHandler = async (req, res, next) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.status(401).json({ message: 'The metrics need their token' });
      return;
    }
    try {
      const text = await registry.metrics();
      res.type(registry.contentType).send(text);
    } catch (error) {
      next(error);
    }
  };
  return { middleware, observe, endpoint, registry };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

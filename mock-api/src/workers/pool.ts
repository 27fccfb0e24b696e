import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, type FieldError } from '../app-error';
import type { TaskInput, TaskName, TaskOutput } from './tasks';

/**
 * CPU-heavy steps (reading a spreadsheet or CSV, rendering a PDF) run here, off the request
 * thread: a few worker threads, one task each at a time, the rest queued. Each task has a time
 * limit and each worker a memory limit; a task over either ends its worker (a new one replaces
 * it) and its caller gets a 413 naming the limit. The API thread only awaits the answer.
 */
export interface WorkerPoolOptions {
  /** Threads; default: the machine's cores less one, at least 1, at most 4. */
  size?: number;
  /** Time limit of one task. */
  taskTimeoutMs?: number;
  /** Heap limit of one worker (resourceLimits.maxOldGenerationSizeMb). */
  maxMemoryMb?: number;
}

export const DEFAULT_TASK_TIMEOUT_MS = 60_000;
export const DEFAULT_WORKER_MEMORY_MB = 512;

interface Job {
  id: number;
  task: TaskName;
  input: unknown;
  transfer: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  timeoutMs: number;
}
interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string; status?: number; fieldErrors?: FieldError[] } };

/** Under tsx (dev, tests, `pnpm start`) the worker is TypeScript: its entry registers the loader first; built, it is JavaScript. */
const WORKER_FILE = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './worker-entry.mjs' : './worker.js', import.meta.url));

export const tooLong = (seconds: number) =>
  new AppError('LimitExceeded', `The work took longer than the limit of ${seconds} s and was stopped`, 413);
export const tooMuchMemory = (megabytes: number) =>
  new AppError('LimitExceeded', `The work needed more than the memory limit of ${megabytes} MB and was stopped`, 413);

export function createWorkerPool(options: WorkerPoolOptions = {}) {
  const size = options.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  const taskTimeoutMs = options.taskTimeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
  const maxMemoryMb = options.maxMemoryMb ?? DEFAULT_WORKER_MEMORY_MB;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(WORKER_FILE, {
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: Math.max(16, Math.round(maxMemoryMb / 8)) },
    });
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      finish(slot);
      if (reply.ok) job.resolve(reply.value);
      else job.reject(reply.error.status ? new AppError(reply.error.name, reply.error.message, reply.error.status, reply.error.fieldErrors) : new Error(reply.error.message));
      next();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const job = slot.job;
      replace(slot);
      job?.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchMemory(maxMemoryMb) : error);
      next();
    });
    worker.on('exit', () => {
      if (!slots.includes(slot)) return;
      const job = slot.job;
      replace(slot);
      job?.reject(new Error('The worker stopped before answering'));
      next();
    });
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot) {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
  }
  /** Drops a worker that failed or ran over its time; the next task starts a new one. */
  function replace(slot: Slot) {
    finish(slot);
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    void slot.worker.terminate();
  }

  function next() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((candidate) => !candidate.job) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        replace(slot);
        job.reject(tooLong(Math.round(job.timeoutMs / 1000)));
        next();
      }, job.timeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task, input: job.input }, job.transfer);
    }
    for (const slot of slots) if (!slot.job) slot.worker.unref();
  }

  return {
    size,
    /** Runs a task in a worker; `transfer` hands buffers over without copying them. */
    run<T extends TaskName>(task: T, input: TaskInput<T>, options: { timeoutMs?: number; transfer?: ArrayBuffer[] } = {}): Promise<TaskOutput<T>> {
      if (closed) return Promise.reject(new Error('The worker pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({
          id: nextId++,
          task,
          input,
          transfer: options.transfer ?? [],
          resolve: resolve as (value: unknown) => void,
          reject,
          timeoutMs: options.timeoutMs ?? taskTimeoutMs,
        });
        next();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The worker pool is closed'));
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
export type WorkerPool = ReturnType<typeof createWorkerPool>;

let shared: WorkerPool | undefined;
/** The process's pool, made at first use (its threads are unref'd while idle, so it never holds the process open). */
export const workerPool = (): WorkerPool => (shared ??= createWorkerPool());
/** Runs a task in the process's pool. */
export const runTask = <T extends TaskName>(task: T, input: TaskInput<T>, options?: { timeoutMs?: number; transfer?: ArrayBuffer[] }) =>
  workerPool().run(task, input, options);

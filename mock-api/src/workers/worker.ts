import { parentPort } from 'node:worker_threads';
import { AppError } from '../app-error';
import { TASKS, type TaskName } from './tasks';
import { lowerThreadPriority } from './thread-priority';

// Heavy work gives way to the request thread when the cores are busy.
lowerThreadPriority();

/** A pool thread: runs one task at a time as the pool hands them, answers value or error. */
const loaded = new Map<TaskName, Promise<(input: unknown) => unknown>>();

parentPort!.on('message', async ({ id, task, input }: { id: number; task: TaskName; input: unknown }) => {
  try {
    let run = loaded.get(task);
    if (!run) {
      run = (TASKS[task] as () => Promise<(input: unknown) => unknown>)();
      loaded.set(task, run);
    }
    const value = await (await run)(input);
    const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
    parentPort!.postMessage({ id, ok: true, value }, transfer);
  } catch (error) {
    const known = error instanceof AppError ? error : undefined;
    parentPort!.postMessage({
      id,
      ok: false,
      error: { name: known?.name ?? 'Error', message: error instanceof Error ? error.message : String(error), status: known?.httpStatus, fieldErrors: known?.fieldErrors },
    });
  }
});

/**
 * Side effects: starts and stops worker threads. Heavy work (a PDF, images) off the request path's
 * event loop, bounded: a task module runs in worker threads (`node:worker_threads`, which Node and
 * Deno both have) with a heap limit (`resourceLimits`, honoured by both) and a time limit per task
 * (past it the worker is terminated), at most `size` tasks at a time per pool and `maxWaiting`
 * waiting. Past a limit the call fails with a WorkerLimitError (the handler answers 503), and the
 * server answers other requests all the while. A worker that finished is kept for the next task
 * (warm: its modules loaded and compiled) until `idleMs` without work. Under Node the worker loads
 * TypeScript through tsx's loader, as the local server does; Deno runs it as is. Supabase's Edge
 * Runtime has no workers: there `workerThreadsAvailable` is false and the caller runs the task in
 * place, bounded by the platform's own per-request memory and CPU limits.
 *
 * A task module calls `serveWorkerTask(run)` (worker-task.ts) at its top level.
 */
/** A task's answer, as worker-task.ts posts it back (kept here: worker-task.ts imports node: modules). */
export interface TaskAnswer<O> {
  id: number;
  ok: boolean;
  value?: O;
  error?: string;
}

/**
 * The part of node:worker_threads' Worker used here. node:worker_threads is imported by a name held
 * in a variable: a static import (even of types) makes `deno check` look for npm:@types/node.
 */
interface Worker {
  ref(): void;
  unref(): void;
  terminate(): Promise<number>;
  postMessage(value: unknown): void;
  on(event: string, listener: (...args: never[]) => void): Worker;
  once(event: string, listener: (...args: never[]) => void): Worker;
  off(event: string, listener: (...args: never[]) => void): Worker;
}
type WorkerOptions = {
  resourceLimits: { maxOldGenerationSizeMb: number };
  eval?: boolean;
  execArgv?: string[];
};
type WorkerThreads = { Worker: new (script: URL | string, options: WorkerOptions) => Worker };
const workerThreadsModule = 'node:worker_threads';

export interface WorkerLimits {
  /** Wall-clock time from the call (waiting for a turn included) to the answer. */
  timeMs: number;
  /** Each worker's JavaScript heap (V8's old generation), in MB. */
  memoryMb: number;
}

export type WorkerLimitReason = 'time' | 'memory' | 'busy';

export class WorkerLimitError extends Error {
  override name = 'WorkerLimitError';
  constructor(
    readonly reason: WorkerLimitReason,
    message: string,
  ) {
    super(message);
  }
}

export interface WorkerPool {
  task: URL;
  /** Read at each call: tests may lower them for a moment. */
  limits: WorkerLimits;
  size: number;
  maxWaiting: number;
  idleMs: number;
  running: number;
  waiting: (() => void)[];
  idle: { worker: Worker; timer: ReturnType<typeof setTimeout> }[];
}

export function workerPool(
  task: URL,
  options: { limits: WorkerLimits; size: number; maxWaiting?: number; idleMs?: number },
): WorkerPool {
  const { limits, size, maxWaiting = size * 4, idleMs = 60_000 } = options;
  return { task, limits, size, maxWaiting, idleMs, running: 0, waiting: [], idle: [] };
}

/** False on Supabase's Edge Runtime (no Web Workers, no worker threads). */
export function workerThreadsAvailable(): boolean {
  return !('EdgeRuntime' in globalThis);
}

/**
 * A turn that comes with less time left than this is refused as `busy`, like one that never came:
 * the task could only start to be stopped at its time limit (a tenth of the limit, at most 100 ms).
 */
const shortestUsefulTurnMs = (limits: WorkerLimits) => Math.min(100, limits.timeMs / 10);

/** A turn in the pool, waited for until `deadline`; resolves to the function that gives it back. */
function takeTurn(pool: WorkerPool, deadline: number): Promise<() => void> {
  const release = () => {
    pool.running -= 1;
    pool.waiting.shift()?.();
  };
  if (pool.running < pool.size) {
    pool.running += 1;
    return Promise.resolve(release);
  }
  if (pool.waiting.length >= pool.maxWaiting)
    return Promise.reject(
      new WorkerLimitError('busy', `${pool.waiting.length} tasks already wait for a turn`),
    );
  return new Promise((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer);
      if (deadline - Date.now() < shortestUsefulTurnMs(pool.limits)) {
        // Too late to be of use: refused, and the turn goes to the next in line.
        reject(new WorkerLimitError('busy', 'no turn came before the time limit'));
        pool.waiting.shift()?.();
        return;
      }
      pool.running += 1;
      resolve(release);
    };
    const timer = setTimeout(
      () => {
        pool.waiting.splice(pool.waiting.indexOf(turn), 1);
        reject(new WorkerLimitError('busy', 'no turn came before the time limit'));
      },
      Math.max(0, deadline - Date.now()),
    );
    pool.waiting.push(turn);
  });
}

async function startWorker(pool: WorkerPool): Promise<Worker> {
  const { Worker } = (await import(workerThreadsModule)) as WorkerThreads;
  const resourceLimits = { maxOldGenerationSizeMb: pool.limits.memoryMb };
  if ('Deno' in globalThis) return new Worker(pool.task, { resourceLimits });
  // Node: tsx's loader first (the local server's own), then the task module.
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const bootstrap = `
    import(${JSON.stringify(tsxApi)})
      .then((api) => { api.register(); return import(${JSON.stringify(pool.task.href)}); });`;
  return new Worker(bootstrap, { eval: true, execArgv: [], resourceLimits });
}

/** A warm worker of the pool, or a new one. */
function workerFor(pool: WorkerPool): Promise<Worker> {
  const kept = pool.idle.pop();
  if (!kept) return startWorker(pool);
  clearTimeout(kept.timer);
  kept.worker.ref();
  return Promise.resolve(kept.worker);
}

/** Keeps a worker that answered for the next task, until `idleMs` pass without one. */
function keep(pool: WorkerPool, worker: Worker): void {
  worker.unref();
  const entry = {
    worker,
    timer: setTimeout(() => {
      pool.idle.splice(pool.idle.indexOf(entry), 1);
      void worker.terminate();
    }, pool.idleMs),
  };
  // Neither keeps a process that is done alive (Node's timers; Deno's numbers have no unref).
  (entry.timer as { unref?: () => void }).unref?.();
  // A worker that dies while idle (it should not) is simply forgotten.
  worker.once('exit', () => {
    clearTimeout(entry.timer);
    const at = pool.idle.indexOf(entry);
    if (at >= 0) pool.idle.splice(at, 1);
  });
  pool.idle.push(entry);
}

/** Stops the pool's idle workers (a server shutting down; the tests). */
export async function closeWorkerPool(pool: WorkerPool): Promise<void> {
  const idle = pool.idle.splice(0);
  for (const { timer } of idle) clearTimeout(timer);
  await Promise.all(idle.map(({ worker }) => worker.terminate()));
}

let nextTaskId = 1;

/**
 * Runs the pool's task on `input` in a worker thread within the pool's limits; its answer, or a
 * WorkerLimitError past a limit, or an Error saying why the task failed.
 */
export async function runInWorker<O>(pool: WorkerPool, input: unknown): Promise<O> {
  const limits = pool.limits;
  const deadline = Date.now() + limits.timeMs;
  const release = await takeTurn(pool, deadline);
  try {
    const worker = await workerFor(pool);
    const id = nextTaskId++;
    return await new Promise<O>((resolve, reject) => {
      const finish = (keepWorker: boolean, outcome: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (keepWorker) keep(pool, worker);
        else {
          // An error after the end (the terminated worker's) has nowhere to go but here.
          worker.on('error', () => undefined);
          void worker.terminate();
        }
        outcome();
      };
      const onMessage = (answer: TaskAnswer<O>) => {
        if (answer.id !== id) return;
        finish(true, () => (answer.ok ? resolve(answer.value as O) : reject(new Error(answer.error))));
      };
      const onError = (error: Error & { code?: string }) =>
        finish(false, () =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new WorkerLimitError('memory', `the task needed more than ${limits.memoryMb} MB`)
              : error,
          ),
        );
      const onExit = (code: number) =>
        finish(false, () => reject(new Error(`the worker exited (code ${code}) without an answer`)));
      const timer = setTimeout(
        () =>
          finish(false, () =>
            reject(new WorkerLimitError('time', `the task took more than ${limits.timeMs} ms`)),
          ),
        Math.max(0, deadline - Date.now()),
      );
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ id, input });
    });
  } finally {
    release();
  }
}

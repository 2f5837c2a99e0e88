/**
 * The worker side of bounded-worker.ts (side effect: listens to its parent). A task module calls
 * `serveWorkerTask(run)` at its top level: each message's input goes to `run`, one at a time, and
 * its value goes back with the message's id, its `transfer` buffers moved rather than copied; a
 * failure goes back as its message. The worker's thread runs at a lower priority than the server's.
 */
import { platform, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { TaskAnswer } from './bounded-worker.ts';

export interface TaskResult<O> {
  value: O;
  transfer?: ArrayBuffer[];
}

/**
 * This thread at a lower priority (nice 10), so on a busy machine the server's own thread, which
 * answers the requests, gets the CPU first. Linux only: there it applies to the calling thread
 * alone (elsewhere it would slow the whole process).
 */
function yieldToTheServer(): void {
  if (platform() !== 'linux') return;
  try {
    setPriority(10);
  } catch {
    // Not allowed here (a sandbox): the task runs at the server's priority.
  }
}

export function serveWorkerTask<I, O>(run: (input: I) => Promise<TaskResult<O>>): void {
  const port = parentPort;
  if (!port) throw new Error('serveWorkerTask runs in a worker thread (bounded-worker.ts) only');
  yieldToTheServer();
  port.on('message', ({ id, input }: { id: number; input: I }) => {
    run(input).then(
      ({ value, transfer }) =>
        port.postMessage({ id, ok: true, value } satisfies TaskAnswer<O>, transfer ?? []),
      (error: unknown) =>
        port.postMessage({
          id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        } satisfies TaskAnswer<O>),
    );
  });
}

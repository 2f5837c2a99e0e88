/**
 * Work in a bounded worker (Node; bounded-worker-deno.test.ts runs the same under Deno): answers
 * come back and workers are kept warm; a task that never yields is stopped at its time limit and
 * one that fills its heap at its memory limit, while the event loop here keeps its timers on time;
 * no more tasks run at once than the pool allows, and past its queue a call is refused at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TestTaskInput } from '../../test-support/bounded-worker-test-task.ts';
import {
  closeWorkerPool,
  runInWorker,
  WorkerLimitError,
  type WorkerPool,
  workerPool,
} from './bounded-worker.ts';

const task = new URL('../../test-support/bounded-worker-test-task.ts', import.meta.url);
const pools: WorkerPool[] = [];
function pool(options: Partial<Parameters<typeof workerPool>[1]> = {}): WorkerPool {
  const made = workerPool(task, { limits: { timeMs: 15_000, memoryMb: 64 }, size: 2, ...options });
  pools.push(made);
  return made;
}
const run = (on: WorkerPool, input: TestTaskInput) => runInWorker<unknown>(on, input);
const limitOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) =>
      error instanceof WorkerLimitError ? error.reason : `error: ${(error as Error).message}`,
  );

/** The longest gap between 10 ms ticks of this thread's event loop while `work` runs. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticks = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  await work.catch(() => undefined);
  clearInterval(ticks);
  return longest;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map(closeWorkerPool));
});

describe('runInWorker', () => {
  it('answers from a worker thread, moves bytes back, and keeps the worker for the next task', async () => {
    const echoes = pool();
    expect(await run(echoes, { kind: 'echo', text: 'salam' })).toBe('echo: salam');
    expect(echoes.idle).toHaveLength(1);
    const kept = echoes.idle[0]!.worker;
    const bytes = (await run(echoes, { kind: 'bytes', length: 1000 })) as Uint8Array;
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([bytes.length, bytes[999]]).toEqual([1000, 7]);
    expect(echoes.idle.map((entry) => entry.worker)).toEqual([kept]);
    await expect(run(echoes, { kind: 'fail' })).rejects.toThrow('the task failed on purpose');
    expect(await run(echoes, { kind: 'echo', text: 'again' })).toBe('echo: again');
  }, 60_000);

  it('stops a task that never yields at its time limit, the event loop here free all along', async () => {
    const spins = pool({ limits: { timeMs: 3_000, memoryMb: 64 } });
    await run(spins, { kind: 'echo', text: 'warm' });
    const started = performance.now();
    const spin = run(spins, { kind: 'spin' });
    const stall = await longestStall(spin);
    expect(await limitOf(spin)).toBe('time');
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(6_000);
    expect(stall).toBeLessThan(250);
    // The spinning worker is gone; the next task gets a new one.
    expect(spins.idle).toHaveLength(0);
    expect(await run(spins, { kind: 'echo', text: 'after' })).toBe('echo: after');
  }, 60_000);

  it('stops a task that fills its heap at the memory limit', async () => {
    const hogs = pool({ limits: { timeMs: 30_000, memoryMb: 48 } });
    const hog = run(hogs, { kind: 'hog' });
    const stall = await longestStall(hog);
    expect(await limitOf(hog)).toBe('memory');
    expect(stall).toBeLessThan(250);
    expect(await run(hogs, { kind: 'echo', text: 'after' })).toBe('echo: after');
  }, 60_000);

  it('runs no more tasks at once than the pool allows; past its queue, and past the time limit, it is busy', async () => {
    const one = pool({ size: 1, maxWaiting: 1, limits: { timeMs: 2_000, memoryMb: 64 } });
    const spin = run(one, { kind: 'spin' });
    const waiting = run(one, { kind: 'echo', text: 'waits' });
    const refused = run(one, { kind: 'echo', text: 'refused' });
    expect(await limitOf(refused)).toBe('busy');
    expect(await limitOf(waiting)).toBe('busy');
    expect(await limitOf(spin)).toBe('time');

    const two = pool({ size: 2, maxWaiting: 8 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => run(two, { kind: 'echo', text: String(index) })),
    );
    expect(answers).toEqual(Array.from({ length: 8 }, (_, index) => `echo: ${index}`));
    expect(two.idle.length).toBeLessThanOrEqual(2);
    expect([two.running, two.waiting.length]).toEqual([0, 0]);
  }, 60_000);
});

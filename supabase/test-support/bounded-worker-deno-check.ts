/**
 * Run by Deno for bounded-worker-deno.test.ts (side effects: worker threads, stdout): the bounded
 * worker's paths under Deno (an answer, the time limit with this thread's timers on time, the
 * heap limit holding the process's memory, a turn refused) and the declaration PDF made by its worker with the signatures in
 * the directory given as the first argument; prints one JSON line of what happened.
 */
import {
  closeWorkerPool,
  runInWorker,
  WorkerLimitError,
  workerPool,
  workerThreadsAvailable,
} from '../functions/_shared/bounded-worker.ts';
import {
  boundedDeclarationPdf,
  declarationPdfWorkers,
} from '../functions/_shared/declaration-pdf-bounded.ts';
import type { TestTaskInput } from './bounded-worker-test-task.ts';
import { declaredGuest } from './declared-guests.ts';

declare const Deno: {
  args: string[];
  readFile(path: string): Promise<Uint8Array>;
  memoryUsage(): { rss: number };
  exit(code: number): never;
};

const task = new URL('./bounded-worker-test-task.ts', import.meta.url);
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ answered: value }),
    (error: unknown) =>
      error instanceof WorkerLimitError ? { limit: error.reason } : { error: String(error) },
  );

async function longestStall<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let longest = 0;
  const ticks = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  const result = await work;
  clearInterval(ticks);
  return { result, stallMs: Math.round(longest) };
}

const pool = workerPool(task, { limits: { timeMs: 3_000, memoryMb: 48 }, size: 1, maxWaiting: 0 });
const run = (input: TestTaskInput) => outcome(runInWorker(pool, input));
const report: Record<string, unknown> = { workerThreadsAvailable: workerThreadsAvailable() };
report.echo = await run({ kind: 'echo', text: 'deno' });
const spinning = run({ kind: 'spin' });
report.refused = await run({ kind: 'echo', text: 'no turn' });
const started = performance.now();
const spin = await longestStall(spinning);
report.spin = { ...spin.result, stallMs: spin.stallMs, tookMs: Math.round(performance.now() - started) };
// Deno stops the worker at its heap limit but reports nothing: the time limit ends it.
const hog = await longestStall(run({ kind: 'hog' }));
report.hog = { ...hog.result, stallMs: hog.stallMs, rssMb: Math.round(Deno.memoryUsage().rss / 1e6) };
report.after = await run({ kind: 'echo', text: 'after' });
await closeWorkerPool(pool);

const folder = Deno.args[0]!;
const files = ['tiny.png', 'truncated.png', 'hostile.png'];
const signatures = await Promise.all(files.map((file) => Deno.readFile(`${folder}/${file}`)));
const guests = signatures.map((_, index) => declaredGuest({ guestIndex: index + 1 }));
const pdfStarted = performance.now();
const pdf = await boundedDeclarationPdf({
  date: '2026-03-12',
  propertyName: 'Riad Yasmine',
  guests,
  signatures: new Map(guests.map((guest, index) => [guest, signatures[index]!])),
  now: new Date('2026-03-12T08:00:00Z'),
});
report.pdfMs = Math.round(performance.now() - pdfStarted);
report.pdfWorkersKept = declarationPdfWorkers.idle.length;
let binary = '';
for (const byte of pdf) binary += String.fromCharCode(byte);
report.pdf = btoa(binary);
await closeWorkerPool(declarationPdfWorkers);
console.log(JSON.stringify(report));
Deno.exit(0);

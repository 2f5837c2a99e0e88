/**
 * A worker task for the bounded-worker tests (side effect: serves its parent, in a worker thread):
 * echoes, spins forever, fills its heap, fails, or answers with bytes moved back.
 */
import { serveWorkerTask } from '../functions/_shared/worker-task.ts';

export type TestTaskInput =
  | { kind: 'echo'; text: string }
  | { kind: 'spin' }
  | { kind: 'hog' }
  | { kind: 'fail' }
  | { kind: 'bytes'; length: number };

serveWorkerTask<TestTaskInput, unknown>(async (input) => {
  switch (input.kind) {
    case 'echo':
      return { value: `echo: ${input.text}` };
    case 'spin':
      for (;;) {
        // Never yields: only terminating the worker stops it.
      }
    case 'hog': {
      const kept: number[][] = [];
      for (let round = 0; ; round++) kept.push(new Array(1_000_000).fill(round));
    }
    case 'fail':
      throw new Error('the task failed on purpose');
    case 'bytes': {
      const bytes = new Uint8Array(input.length).fill(7);
      return { value: bytes, transfer: [bytes.buffer] };
    }
  }
});

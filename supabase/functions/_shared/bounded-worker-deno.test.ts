/**
 * The bounded worker under Deno (the runtime of the Edge Functions), run by the `deno` binary of
 * node_modules with host-declarations' import map, as deno-served.test.ts serves functions: a task
 * answers; one that never yields ends at its time limit while Deno's own timers stay on time; one
 * that fills its heap is held at its heap limit (Deno stops it without a word: the time limit ends
 * it); a call past the queue is refused; and the declaration PDF is made by its worker, a signature
 * cut short and a 22000×22000 one printed as "Signature illisible".
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../test-support/declaration-export-support.ts';
import { denoBinary, functionsDir } from '../../test-support/deno-functions.ts';
import { tinyPngDataUrl } from '../../test-support/guest-declaration-fixtures.ts';
import { hostileSignaturePng, truncatedSignaturePng } from '../../test-support/hostile-png.ts';
import { unreadableSignatureText } from './declaration-export-pdf.ts';
import { signaturePngBytes } from './declarations.ts';

const root = join(functionsDir, '../..');
const check = join(root, 'supabase/test-support/bounded-worker-deno-check.ts');

function runDeno(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(denoBinary, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? tmpdir(),
        NO_COLOR: '1',
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

interface Outcome {
  answered?: unknown;
  limit?: string;
  error?: string;
  stallMs?: number;
  tookMs?: number;
  rssMb?: number;
}

/** What bounded-worker-deno-check.ts prints. */
interface DenoReport {
  workerThreadsAvailable: boolean;
  echo: Outcome;
  refused: Outcome;
  spin: Outcome;
  hog: Outcome;
  after: Outcome;
  pdfMs: number;
  pdfWorkersKept: number;
  /** The PDF's bytes, base64. */
  pdf: string;
}

describe('the bounded worker under Deno', () => {
  let folder = '';
  let report: DenoReport;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rihla-bounded-deno-'));
    await writeFile(join(folder, 'tiny.png'), signaturePngBytes(tinyPngDataUrl)!);
    await writeFile(join(folder, 'truncated.png'), truncatedSignaturePng());
    await writeFile(join(folder, 'hostile.png'), hostileSignaturePng());
    const args = ['run', '-A', '--node-modules-dir=manual', '--config'];
    args.push(join(functionsDir, 'deno.json'), check, folder);
    const { code, output } = await runDeno(args, { DENO_DIR: join(folder, 'deno-cache') });
    const line = output.split('\n').find((text) => text.startsWith('{'));
    if (code !== 0 || !line) throw new Error(`deno exited with ${code}:\n${output}`);
    report = JSON.parse(line);
  }, 240_000);
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('answers, ends a task at its time limit with the timers here on time, holds the heap, refuses past the queue', () => {
    expect(report.workerThreadsAvailable).toBe(true);
    expect(report.echo).toEqual({ answered: 'echo: deno' });
    expect(report.refused).toEqual({ limit: 'busy' });
    expect(report.spin).toMatchObject({ limit: 'time' });
    expect(report.spin.tookMs).toBeGreaterThanOrEqual(2_900);
    expect(report.spin.tookMs).toBeLessThan(6_000);
    expect(report.spin.stallMs).toBeLessThan(250);
    expect(['time', 'memory']).toContain(report.hog.limit);
    // A heap of 48 MB: the whole Deno process stays far from the 2 GB an unbounded decode takes.
    expect(report.hog.rssMb).toBeLessThan(600);
    expect(report.after).toEqual({ answered: 'echo: after' });
  });

  it('makes the declaration PDF in its worker: the unreadable signatures print a note, the other its image', async () => {
    expect(report.pdfWorkersKept).toBe(1);
    const bytes = Uint8Array.from(atob(report.pdf), (char) => char.charCodeAt(0));
    const doc = await PDFDocument.load(bytes);
    const images = doc.getPages().map((page) => {
      const objects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
      return objects ? objects.keys().length : 0;
    });
    expect(images).toEqual([1, 0, 0]);
    const texts = await pdfPageTexts(bytes);
    expect(texts.map((text) => text.includes(unreadableSignatureText))).toEqual([false, true, true]);
    expect(report.pdfMs).toBeLessThan(30_000);
  });
});

/**
 * Loud failures (issue 42): a function whose handler fails to load stops the local server with the
 * function's name and the cause, instead of disappearing behind a 404 "Function not found".
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { functionsDir, loadFunctionHandlers } from './server.ts';

const okHandler = "export const handler = async () => new Response('ok');\n";

describe('loadFunctionHandlers', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function functionsWith(files: Record<string, string>): Promise<string> {
    dir = await mkdtemp(join(tmpdir(), 'rihla-functions-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(dir, path, '..'), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    return dir;
  }

  it('loads every folder with a handler.ts, and skips those without one', async () => {
    const handlers = await loadFunctionHandlers(
      await functionsWith({
        'greet/handler.ts': okHandler,
        '_shared/util.ts': 'export const x = 1;\n',
        'notes/readme.md': 'no function here\n',
      }),
    );
    expect([...handlers.keys()]).toEqual(['greet']);
    expect(await (await handlers.get('greet')!(new Request('http://x/'), {} as never)).text()).toBe('ok');
  });

  it('stops with the function name and the import error when a handler fails to load', async () => {
    const broken = await functionsWith({
      'greet/handler.ts': okHandler,
      'broken/handler.ts': "import { gone } from './missing-module.ts';\nexport const handler = gone;\n",
    });
    await expect(loadFunctionHandlers(broken)).rejects.toThrow(
      /Function broken failed to load .*missing-module/,
    );
  });

  it('stops when a handler.ts exports no handler', async () => {
    const empty = await functionsWith({ 'empty/handler.ts': 'export const notAHandler = 1;\n' });
    await expect(loadFunctionHandlers(empty)).rejects.toThrow(/Function empty failed to load .*no `handler`/);
  });

  it('loads every function of the repository', async () => {
    const handlers = await loadFunctionHandlers(functionsDir);
    expect([...handlers.keys()]).toEqual(
      expect.arrayContaining(['find-booking-by-details', 'stripe-webhook']),
    );
  });
});

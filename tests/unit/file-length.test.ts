import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Code the project writes, tests and data left out (../shared/design.md: no file over 300 lines). */
const code = /\.(ts|tsx|css|sql|cjs|mjs)$/;
const exempt = [/\.test\.tsx?$/, /\.spec\.ts$/, /^tests\//, /\/sample-data\//];

describe('file length', () => {
  it('keeps every code file at 300 lines or fewer', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => code.test(file) && !exempt.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > 300)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

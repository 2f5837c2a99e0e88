import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README is a guide (issue 42): everything else lives in docs/, reached by relative links. */
const root = join(dirname(new URL(import.meta.url).pathname), '../..');
const pages = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith('.md'),
);

/** The text outside fenced code blocks and inline code, where a `[text](target)` is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(path: string): Set<string> {
  const headings = readFileSync(path, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line));
  return new Set(headings.map((line) => headingAnchor(line.replace(/^#+ /, ''))));
}

function brokenLinks(page: string): string[] {
  const from = join(root, page);
  const broken: string[] = [];
  for (const match of prose(readFileSync(from, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    const [file, anchor] = target.split('#') as [string, string | undefined];
    const path = file === '' ? from : join(dirname(from), file);
    if (!existsSync(path)) {
      broken.push(`${page}: ${target} (no ${relative(root, path)})`);
    } else if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor)) {
      broken.push(`${page}: ${target} (no heading #${anchor})`);
    }
  }
  return broken;
}

describe('documentation', () => {
  it('has an index and topic pages in docs/', () => {
    expect(pages).toContain('docs/README.md');
    expect(pages.length).toBeGreaterThan(5);
  });

  it('links only to files and headings that exist', () => {
    expect(pages.flatMap(brokenLinks)).toEqual([]);
  });

  it('keeps the README a guide of at most 250 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(250);
  });

  it('reads anchors as GitHub writes them', () => {
    expect(headingAnchor('What `npm run deploy:check` checks')).toBe('what-npm-run-deploycheck-checks');
    expect(headingAnchor("The device's saved stay")).toBe('the-devices-saved-stay');
    expect(headingAnchor('7. Secrets')).toBe('7-secrets');
  });
});

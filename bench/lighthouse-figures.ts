/** The Lighthouse figures of a page and their budgets (bench/run.ts's Lighthouse part). Pure. */
import type { LighthouseResult } from './lighthouse';
import type { Figure } from './report';

/** The brand site's prerendered home pages (issue 32) have tighter budgets than the guest portal. */
const prerenderedRoutes = new Set(['/', '/fr/', '/guest-portal']);
/** LCP budgets (ms): the site's pages 1.5 s; the guest portal's find form 1.2 s (issue 43). */
/** The personal link (issue 45): as fast as the guest portal's first view. */
export const personalLinkRoute = '/s/<token>';
const lcpBudgets: Record<string, number> = { '/guest-portal': 1200, [personalLinkRoute]: 1200 };

/** The figures of one page's Lighthouse run, each with its budget. */
export function lighthouseFigures(route: string, result: LighthouseResult): Figure[] {
  const note = result.error ? `failed: ${result.error}` : undefined;
  const prerendered = prerenderedRoutes.has(route);
  const name = (label: string) => `${label} ${route}`;
  return [
    {
      part: 'Lighthouse',
      name: name('Performance'),
      value: result.performance,
      unit: 'score',
      budget: { min: prerendered ? 97 : 90 },
      note,
    },
    {
      part: 'Lighthouse',
      name: name('Accessibility'),
      value: result.accessibility,
      unit: 'score',
      budget: { min: 100 },
      note,
    },
    { part: 'Lighthouse', name: name('Best practices'), value: result.bestPractices, unit: 'score', note },
    {
      part: 'Lighthouse',
      name: name('LCP'),
      value: result.lcpMs,
      unit: 'ms',
      budget: { max: lcpBudgets[route] ?? (prerendered ? 1500 : 2500) },
      note,
    },
    { part: 'Lighthouse', name: name('TBT'), value: result.tbtMs, unit: 'ms', budget: { max: 200 }, note },
    { part: 'Lighthouse', name: name('CLS'), value: result.cls, unit: '', budget: { max: 0.05 }, note },
  ];
}

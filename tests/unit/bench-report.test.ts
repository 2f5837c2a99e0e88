import { describe, expect, it } from 'vitest';
import { packageOf } from '../../bench/bundle';
import { type Figure, formatBudget, formatValue, median, summary, table, verdict } from '../../bench/report';

describe('bench report', () => {
  it('passes or fails each figure against its budget, n/a when not measured', () => {
    const kb = (value: number | null): Figure => ({
      part: 'Bundle',
      name: 'JS',
      value,
      unit: 'KB',
      budget: { max: 160 },
    });
    expect(verdict(kb(158.4))).toBe('pass');
    expect(verdict(kb(160.1))).toBe('FAIL');
    expect(verdict(kb(null))).toBe('n/a');
    expect(verdict({ part: 'L', name: 'score', value: 89, unit: 'score', budget: { min: 90 } })).toBe('FAIL');
    expect(verdict({ part: 'B', name: 'info', value: 3, unit: 'KB' })).toBe('-');
    expect(verdict({ part: 'B', name: 'leak', value: 1, unit: 'count', ok: false })).toBe('FAIL');
  });

  it('does not call a run within budget when a budgeted figure could not be measured', () => {
    const door = (value: number | null): Figure => ({
      part: 'Door',
      name: 'Cold',
      value,
      unit: 'ms',
      budget: { max: 1000 },
    });
    const info: Figure = { part: 'Bundle', name: 'host view', value: null, unit: 'KB' };
    expect(summary([door(900), info])).toBe('All figures within budget');
    expect(summary([door(null), info])).toBe('1 figure(s) with a budget not measured');
    expect(summary([door(1200), door(null)])).toBe(
      '1 figure(s) over budget, 1 figure(s) with a budget not measured',
    );
  });

  it('takes the median of the runs', () => {
    expect(median([900, 300, 500])).toBe(500);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('prints values, budgets and reasons in an aligned table', () => {
    const figure: Figure = {
      part: 'Door',
      name: 'Warm',
      value: null,
      unit: 'ms',
      budget: { max: 500 },
      note: 'not available yet',
    };
    expect(formatValue(figure)).toBe('n/a (not available yet)');
    expect(formatBudget(figure)).toBe('<= 500 ms');
    const lines = table([
      figure,
      { part: 'Bundle', name: 'CSS', value: 11.06, unit: 'KB', budget: { max: 25 } },
    ]).split('\n');
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[3]).toContain('11.1 KB');
    expect(lines[3]).toContain('pass');
  });

  it('names the package a source file comes from', () => {
    expect(packageOf('../../node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe(
      '@mantine/core',
    );
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('../../src/features/host/pages/dashboard-page.tsx')).toBe('src/features/host');
    expect(packageOf('../../src/app/router.tsx')).toBe('src/app');
  });
});

/** Figures, budgets and the printed table. */

export type Unit = 'KB' | 'MB' | 'ms' | 'score' | 'req/s' | '' | 'count';

export interface Budget {
  max?: number;
  min?: number;
}

export interface Figure {
  part: string;
  name: string;
  /** null when it could not be measured (see note). */
  value: number | null;
  unit: Unit;
  budget?: Budget;
  /** Text shown instead of a number (for example "none" or a list of packages). */
  text?: string;
  /** When set, the figure passes or fails on this instead of the budget. */
  ok?: boolean;
  note?: string;
}

export type Verdict = 'pass' | 'FAIL' | 'n/a' | '-';

export function verdict(figure: Figure): Verdict {
  if (figure.ok !== undefined) return figure.ok ? 'pass' : 'FAIL';
  if (figure.value === null) return 'n/a';
  if (!figure.budget) return '-';
  const { max, min } = figure.budget;
  if (max !== undefined && figure.value > max) return 'FAIL';
  if (min !== undefined && figure.value < min) return 'FAIL';
  return 'pass';
}

/** The closing line: figures over budget, and budgeted figures that could not be measured at all. */
export function summary(figures: Figure[]): string {
  const failed = figures.filter((figure) => verdict(figure) === 'FAIL').length;
  const unmeasured = figures.filter((figure) => verdict(figure) === 'n/a' && figure.budget).length;
  const parts = [
    failed ? `${failed} figure(s) over budget` : '',
    unmeasured ? `${unmeasured} figure(s) with a budget not measured` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'All figures within budget';
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const decimals: Record<Unit, number> = { KB: 1, MB: 2, ms: 0, score: 0, 'req/s': 0, '': 3, count: 0 };

export function formatValue(figure: Figure): string {
  if (figure.text !== undefined) return figure.text;
  if (figure.value === null) return figure.note ? `n/a (${figure.note})` : 'n/a';
  const number = figure.value.toFixed(decimals[figure.unit]);
  return figure.unit && figure.unit !== 'count' ? `${number} ${figure.unit}` : number;
}

export function formatBudget(figure: Figure): string {
  if (!figure.budget) return '';
  const unit = figure.unit && figure.unit !== 'count' ? ` ${figure.unit}` : '';
  const parts = [];
  if (figure.budget.min !== undefined) parts.push(`>= ${figure.budget.min}${unit}`);
  if (figure.budget.max !== undefined) parts.push(`<= ${figure.budget.max}${unit}`);
  return parts.join(', ');
}

export function table(figures: Figure[]): string {
  const rows = figures.map((figure) => [
    figure.part,
    figure.name,
    formatValue(figure),
    formatBudget(figure),
    verdict(figure),
  ]);
  const header = ['Part', 'Figure', 'Value', 'Budget', 'Result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

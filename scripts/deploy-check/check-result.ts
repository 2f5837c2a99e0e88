/** One line of the deploy check's report. */
export interface CheckResult {
  title: string;
  status: 'passed' | 'failed' | 'skipped';
  /** What was checked (passed), why it was skipped, or what failed, in one line. */
  summary: string;
  /** Each problem found, one line each (printed under a failed check). */
  problems: string[];
}

export function resultOf(title: string, summary: string, problems: string[]): CheckResult {
  return {
    title,
    status: problems.length ? 'failed' : 'passed',
    summary: problems.length ? `${problems.length} problem${problems.length === 1 ? '' : 's'}` : summary,
    problems,
  };
}

/**
 * Lighthouse 12 with its mobile defaults (simulated slow 4G, 4x CPU slowdown) driving Debian's
 * Chromium through chrome-launcher (without the desktop browser's omnibox popup: quiet-browser.ts);
 * each URL runs several times in a fresh browser and the median run (by performance score) is kept.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { quietChromeLauncherOptions } from './quiet-browser';

export interface LighthouseResult {
  url: string;
  runs: number;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Audits that did not get a full score in the kept run, for the report. */
  failing: { id: string; score: number | null; display?: string }[];
  error?: string;
}

async function runOnce(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch(quietChromeLauncherOptions());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('no Lighthouse result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          typeof audit.score === 'number' &&
          audit.score < 0.9 &&
          ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => ({ id: audit.id, score: audit.score, display: audit.displayValue }));
    return {
      url,
      runs: 1,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(url: string, runs: number): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  let lastError = '';
  // A run can fail on a trace hiccup (NO_NAVSTART); allow a few retries beyond the runs asked for.
  for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
    try {
      results.push(await runOnce(url));
    } catch (error) {
      lastError = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    }
  }
  if (results.length === 0) {
    return {
      url,
      runs: 0,
      performance: null,
      accessibility: null,
      bestPractices: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
      failing: [],
      error: lastError,
    };
  }
  const sorted = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: results.length };
}

/**
 * Lighthouse's SEO category on every page of the brand site in every language (issue 32): what a
 * crawler sees in the prerendered HTML (title, description, canonical, hreflang, crawlable links,
 * robots.txt, status). One run per URL in a fresh browser: SEO audits do not vary from run to run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { sitePages, siteVariants, variantPath } from '../scripts/prerender/site-pages.ts';
import { quietChromeLauncherOptions } from './quiet-browser';

export interface SeoResult {
  path: string;
  score: number | null;
  /** The SEO audits that did not pass, for the report. */
  failing: string[];
  error?: string;
}

/** Every public URL: 9 pages, each without a language in its URL and in the 4 languages. */
export function publicSitePaths(): string[] {
  return sitePages.flatMap((page) => siteVariants.map((variant) => variantPath(page, variant)));
}

async function seoOf(baseUrl: string, path: string): Promise<SeoResult> {
  const chrome = await chromeLauncher.launch(quietChromeLauncherOptions());
  try {
    const result = await lighthouse(baseUrl + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('no Lighthouse result');
    const category = lhr.categories.seo;
    const failing = (category?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => audit!.id);
    const score = typeof category?.score === 'number' ? Math.round(category.score * 100) : null;
    return { path, score, failing };
  } catch (error) {
    return { path, score: null, failing: [], error: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome.kill();
  }
}

export async function measureSeo(baseUrl: string, log: (message: string) => void): Promise<SeoResult[]> {
  const results: SeoResult[] = [];
  for (const path of publicSitePaths()) {
    const result = await seoOf(baseUrl, path);
    if (result.score !== 100)
      log(`SEO ${path}: ${result.score} ${result.failing.join(', ')} ${result.error ?? ''}`);
    results.push(result);
  }
  return results;
}

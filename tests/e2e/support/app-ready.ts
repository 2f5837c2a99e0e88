import type { Page } from '@playwright/test';

/**
 * Resolves once the app has taken over the page. A prerendered site page (issue 32) is on screen
 * before its JavaScript, which starts after the first paint: its links work from the start (they are
 * links), its buttons (menu, language, carousel) once React's root exists, which replays a press
 * made while it hydrates. Other pages are the app's from the start.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute('data-prerendered')) return true;
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** From now on, `page.goto` resolves once the app has taken over the page it opened. */
export function waitForAppAfterEachGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
}

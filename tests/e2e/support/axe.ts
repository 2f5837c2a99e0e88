/**
 * What every accessibility scan shares: the WCAG tags the product meets (2.0, 2.1 and 2.2, A and AA),
 * and axe's option to gather only the violations. The specs assert that there are none; axe still
 * runs every rule, but no longer collects every passing node of every rule (about half of a scan's
 * time on the host screens), so a scan costs less of CI's two cores.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** `new AxeBuilder({ page }).options(violationsOnly)`, before `withTags` (options replaces them). */
export const violationsOnly = { resultTypes: ['violations' as const] };

/**
 * Waits until no CSS transition or animation runs (a dialog fading in): axe reads colours as they
 * are painted, and a button half faded in fails colour contrast that it meets once shown.
 */
export async function animationsDone(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

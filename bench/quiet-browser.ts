/**
 * How the bench launches Debian's Chromium: with the brief's flags, and without the desktop
 * browser's omnibox popup, which Chromium's new headless mode builds as a WebUI page (its own
 * renderer, chrome://omnibox-popup.top-chrome) at every browser start. A phone opening the
 * installed app has no such popup, but on this 2-core machine it took about as much CPU as the
 * measured page during a cold start (see docs/measures.md), so it would be measured instead of
 * the app. Chromium keeps only the last `--disable-features` switch, so these features are added to
 * the list the launcher (Playwright or chrome-launcher) already passes, never passed beside it.
 */
import { chromium, type LaunchOptions } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumExecutable } from '../tests/chromium';

/** Chromium features of the desktop browser's own UI that the bench turns off. */
export const browserUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const disableFeatures = '--disable-features=';

/**
 * A launcher's default flags with `features` added to its `--disable-features` (one is added if it
 * has none): the default switch to leave out, and the merged one to pass instead.
 */
export function mergeDisabledFeatures(
  defaultFlags: readonly string[],
  features: readonly string[],
): { replaced: string | null; merged: string } {
  const replaced = defaultFlags.findLast((flag) => flag.startsWith(disableFeatures)) ?? null;
  const current = replaced ? replaced.slice(disableFeatures.length).split(',').filter(Boolean) : [];
  const merged = [...current, ...features.filter((feature) => !current.includes(feature))];
  return { replaced, merged: `${disableFeatures}${merged.join(',')}` };
}

let playwrightDefaults: Promise<readonly string[]> | null = null;

/** The flags Playwright itself adds when it launches Chromium, read once from a launched browser. */
function playwrightDefaultFlags(): Promise<readonly string[]> {
  playwrightDefaults ??= chromium
    .launchServer({ executablePath: chromiumExecutable, args: chromiumArgs })
    .then(async (server) => {
      const flags = server.process().spawnargs.slice(1);
      await server.close();
      return flags;
    });
  return playwrightDefaults;
}

/** Options for Playwright's `launch` / `launchPersistentContext`. */
export async function quietLaunchOptions(): Promise<
  Required<Pick<LaunchOptions, 'executablePath' | 'args'>> & {
    ignoreDefaultArgs: string[];
  }
> {
  const { replaced, merged } = mergeDisabledFeatures(await playwrightDefaultFlags(), browserUiFeatures);
  return {
    executablePath: chromiumExecutable,
    args: [...chromiumArgs, merged],
    ignoreDefaultArgs: replaced ? [replaced] : [],
  };
}

/** Options for chrome-launcher (Lighthouse): its own default flags, merged, then the brief's. */
export function quietChromeLauncherOptions(): chromeLauncher.Options {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const { replaced, merged } = mergeDisabledFeatures(defaults, browserUiFeatures);
  return {
    chromePath: chromiumExecutable,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...defaults.filter((flag) => flag !== replaced),
      merged,
      ...chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
    ],
  };
}

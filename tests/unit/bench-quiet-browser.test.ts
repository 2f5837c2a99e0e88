import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import {
  browserUiFeatures,
  mergeDisabledFeatures,
  quietChromeLauncherOptions,
  quietLaunchOptions,
} from '../../bench/quiet-browser';

describe('the bench browser without the desktop omnibox popup', () => {
  it("adds the features to the launcher's own --disable-features list instead of replacing it", () => {
    const defaults = ['--no-first-run', '--disable-features=Translate,MediaRouter', '--mute-audio'];
    expect(mergeDisabledFeatures(defaults, ['WebUIOmniboxPopup', 'MediaRouter'])).toEqual({
      replaced: '--disable-features=Translate,MediaRouter',
      merged: '--disable-features=Translate,MediaRouter,WebUIOmniboxPopup',
    });
    expect(mergeDisabledFeatures(['--no-first-run'], ['WebUIOmniboxPopup'])).toEqual({
      replaced: null,
      merged: '--disable-features=WebUIOmniboxPopup',
    });
  });

  it('keeps every feature chrome-launcher disables for Lighthouse, in a single switch', () => {
    const flags = quietChromeLauncherOptions().chromeFlags ?? [];
    const switches = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const [defaults] = chromeLauncher.Launcher.defaultFlags().filter((flag) =>
      flag.startsWith('--disable-features='),
    );
    for (const feature of defaults!.slice('--disable-features='.length).split(',')) {
      expect(switches[0]!.split(/[=,]/)).toContain(feature);
    }
    for (const feature of browserUiFeatures) expect(switches[0]).toContain(feature);
    expect(flags).toContain('--headless=new');
  });

  it("launches Chromium with Playwright's disabled features and no omnibox popup page", async () => {
    const options = await quietLaunchOptions();
    const server = await chromium.launchServer(options);
    try {
      const switches = server.process().spawnargs.filter((flag) => flag.startsWith('--disable-features='));
      expect(switches).toHaveLength(1);
      // One of the features Playwright turns off for every launch (its issue 28023).
      expect(switches[0]!.split(/[=,]/)).toContain('PaintHolding');
      const browser = await chromium.connect(server.wsEndpoint());
      const cdp = await browser.newBrowserCDPSession();
      // A browser window (and with it, in the default setup, the omnibox popup) comes with a page.
      await browser.newPage();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const { targetInfos } = await cdp.send('Target.getTargets');
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain('about:blank');
      expect(urls).not.toContainEqual(expect.stringContaining('omnibox-popup'));
      await browser.close();
    } finally {
      await server.close();
    }
  }, 30_000);
});

/**
 * First press (issue 43): on every prerendered page, on a throttled phone (1.6 Mbps down, 750 kbps up,
 * 150 ms round trip, 4x CPU, 390x844, each page cold in a new context), the time from a control being
 * visible to a press that works. The page reports, from its own animation frames, when the control is
 * first painted in the viewport (the task after the frame that laid it out, so after that frame's paint) and
 * when a press has had its effect; the bench taps the control as
 * soon as it is told it is visible, and again every 150 ms while nothing happens (a press the page
 * ignores, as before hydration). A press that reloads the page (the form's old GET) is a failure.
 * Controls: the language menu and the menu button on every page, Send Inquiry on the empty work-with-us
 * form (the browser's or the app's validation must show), the first question of the pricing FAQ.
 */
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { quietLaunchOptions } from './quiet-browser';
import type { Figure } from './report';

export const firstPressBudgetMs = 100;
const sitePages = [
  '',
  'host-services',
  'about',
  'pricing',
  'work-with-us',
  'contact',
  'privacy-policy',
  'welcome',
  'shop',
];
const retryMs = 150;
const giveUpMs = 15_000;

interface Control {
  name: string;
  /** A selector of the control to press, and a script (expression) that is true once a press worked. */
  selector: string;
  worked: string;
}

const controls: Record<string, Control> = {
  language: {
    name: 'language menu',
    selector: 'header [data-testid="language-links"] > summary, header button[aria-haspopup="menu"]',
    worked: `!!document.querySelector('header details[open], header [role="menu"]')`,
  },
  menu: {
    name: 'menu button',
    selector: 'header .mantine-Burger-root',
    worked: `location.hash === '#site-links' || !!document.querySelector('#site-drawer, [role="dialog"]')`,
  },
  send: {
    name: 'Send Inquiry, empty form',
    selector: 'form[aria-labelledby="work-title"] button[type="submit"]',
    worked: `!!window.__rihlaInvalid || !!document.querySelector('form [aria-invalid="true"]')`,
  },
  faq: {
    name: 'pricing FAQ question',
    selector: 'section[aria-labelledby="faq-title"] summary, section[aria-labelledby="faq-title"] button',
    worked: `!!document.querySelector('section[aria-labelledby="faq-title"] details[open], section[aria-labelledby="faq-title"] [aria-expanded="true"]')`,
  },
};

/** Page-side watcher (a string: tsx would wrap inner functions in a helper the page lacks). */
const watcher = (control: Control) => `(() => {
  document.addEventListener('invalid', () => { window.__rihlaInvalid = true; }, true);
  // When the press reached the browser (the event's own time stamp), before the page could act on it.
  document.addEventListener('pointerdown', (event) => {
    console.log('rihla-bench:pressed ' + Math.round(performance.timeOrigin + event.timeStamp));
  }, true);
  let visibleAt = 0;
  let workedAt = 0;
  const frame = () => {
    const element = document.querySelector(${JSON.stringify(control.selector)});
    if (!visibleAt && element) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.bottom > innerHeight || box.top < 0)) element.scrollIntoView({ block: 'center' });
      else if (box.width > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        // Laid out in this frame, on screen once the frame is painted: a task posted now runs after
        // that paint, and its time is when the control became visible.
        visibleAt = -1;
        const painted = new MessageChannel();
        painted.port1.onmessage = () => {
          visibleAt = Date.now();
          console.log('rihla-bench:visible ' + JSON.stringify({ at: visibleAt, x: box.x + box.width / 2, y: box.y + box.height / 2 }));
        };
        painted.port2.postMessage(0);
      }
    }
    if (visibleAt > 0 && !workedAt && (${control.worked})) {
      workedAt = Date.now();
      console.log('rihla-bench:worked ' + workedAt);
    }
    const root = document.getElementById('root');
    if (!window.__rihlaReady && root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
      window.__rihlaReady = Date.now();
      console.log('rihla-bench:ready ' + window.__rihlaReady);
    }
    if (!workedAt || !window.__rihlaReady) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

export interface FirstPressRun {
  path: string;
  control: string;
  /** Visible to the effect of the first press that worked (ms), null when none did. */
  ms: number | null;
  /** Visible to the press that worked reaching the browser, and that press to its effect on screen (ms). */
  pressMs?: number;
  responseMs?: number;
  /** Presses the page ignored before one worked. */
  ignored: number;
  /** Navigation start to visible, and to the app's taking over (ms). */
  visibleMs: number | null;
  readyMs: number | null;
  error?: string;
}

async function throttle(session: CDPSession) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function measureOne(
  browser: import('@playwright/test').Browser,
  url: string,
  key: string,
): Promise<FirstPressRun> {
  const control = controls[key]!;
  const path = new URL(url).pathname;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page: Page = await context.newPage();
  const session = await context.newCDPSession(page);
  await throttle(session);
  await page.addInitScript(watcher(control));
  const seen: {
    visible?: { at: number; x: number; y: number };
    worked?: number;
    ready?: number;
    pressed: number[];
  } = { pressed: [] };
  let reloaded = false;
  let wake: () => void = () => undefined;
  page.on('console', (message) => {
    const [tag, value] = message.text().split(' ', 2);
    if (tag === 'rihla-bench:visible' && !seen.visible) seen.visible = JSON.parse(value!);
    else if (tag === 'rihla-bench:worked') seen.worked = Number(value);
    else if (tag === 'rihla-bench:ready') seen.ready = Number(value);
    else if (tag === 'rihla-bench:pressed') seen.pressed.push(Number(value));
    else return;
    wake();
  });
  const started = Date.now();
  // A new document once the control is visible (a fragment link makes no request): the press reloaded it.
  page.on('request', (request) => {
    if (seen.visible && request.isNavigationRequest() && request.frame() === page.mainFrame())
      reloaded = true;
  });
  const until = (check: () => boolean, ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        if (check()) {
          clearTimeout(timer);
          resolve();
        }
      };
      wake();
    });
  const result: FirstPressRun = {
    path,
    control: control.name,
    ms: null,
    ignored: 0,
    visibleMs: null,
    readyMs: null,
  };
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await until(() => !!seen.visible, giveUpMs);
    if (!seen.visible) throw new Error('never visible');
    result.visibleMs = seen.visible.at - started;
    while (!seen.worked && !reloaded && Date.now() - started < giveUpMs) {
      // A finger's tap, as on the phone measured: its pointerdown carries the time the touch reached the
      // page, whether or not the main thread is free (a mouse click first waits for a mousemove's reply).
      await page.touchscreen.tap(seen.visible.x, seen.visible.y);
      await until(() => !!seen.worked, retryMs);
      if (!seen.worked) result.ignored++;
    }
    if (reloaded) throw new Error('the press reloaded the page');
    if (!seen.worked) throw new Error('no press worked');
    result.ms = seen.worked - seen.visible.at;
    const pressedAt = seen.pressed.filter((at) => at <= seen.worked!).at(-1);
    if (pressedAt !== undefined) {
      result.pressMs = Math.max(0, pressedAt - seen.visible.at);
      result.responseMs = seen.worked - pressedAt;
    }
    await until(() => !!seen.ready, giveUpMs);
    result.readyMs = seen.ready ? seen.ready - started : null;
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context.close();
  }
  return result;
}

/** Every prerendered page (French variants, `language` pages), each control of it, one cold run each. */
export async function measureFirstPress(
  baseUrl: string,
  log: (message: string) => void,
  language = 'fr',
): Promise<FirstPressRun[]> {
  const browser = await chromium.launch(await quietLaunchOptions());
  const runs: FirstPressRun[] = [];
  try {
    for (const page of sitePages) {
      const url = `${baseUrl}/${language}/${page}`;
      const keys = [
        'language',
        'menu',
        ...(page === 'work-with-us' ? ['send'] : []),
        ...(page === 'pricing' ? ['faq'] : []),
      ];
      for (const key of keys) {
        const run = await measureOne(browser, url, key);
        log(
          `first press ${run.path} ${run.control}: ${run.ms ?? run.error} ms (${run.ignored} ignored; visible ${run.visibleMs} ms, app ${run.readyMs} ms)`,
        );
        runs.push(run);
      }
    }
  } finally {
    await browser.close();
  }
  return runs;
}

/**
 * Two figures per control, each the slowest page: visible to the first press the page acts on (the
 * budget: no press is lost), and visible to that press's effect on screen (the main thread's wait included).
 */
export function firstPressFigures(runs: FirstPressRun[]): Figure[] {
  const names = [...new Set(runs.map((run) => run.control))];
  return names.flatMap((name): Figure[] => {
    const mine = runs.filter((run) => run.control === name);
    const failed = mine.filter((run) => run.ms === null || run.pressMs === undefined);
    const pages = `${mine.length} page${mine.length > 1 ? 's' : ''}`;
    const slowest = (value: (run: FirstPressRun) => number) =>
      mine.reduce((worst, run) => (value(run) > value(worst) ? run : worst), mine[0]!);
    const byPress = slowest((run) => run.pressMs ?? Number.POSITIVE_INFINITY);
    const byEffect = slowest((run) => run.ms ?? Number.POSITIVE_INFINITY);
    const ignored = mine.reduce((sum, run) => sum + run.ignored, 0);
    const ready = Math.max(...mine.map((run) => run.readyMs ?? 0));
    const failure = failed.map((run) => `${run.path}: ${run.error ?? 'no press seen'}`).join('; ');
    return [
      {
        part: 'First press',
        name: `${name}: visible to the first press acted on, slowest of ${pages}`,
        value: failed.length ? null : (byPress.pressMs ?? null),
        unit: 'ms',
        budget: { max: firstPressBudgetMs },
        note: failure || `${byPress.path}; presses ignored: ${ignored}; the app took over by ${ready} ms`,
      },
      {
        part: 'First press',
        name: `${name}: visible to that press's effect on screen, slowest of ${pages}`,
        value: failed.length ? null : (byEffect.ms ?? null),
        unit: 'ms',
        note: failure || `${byEffect.path}: the press waits for the main thread (the app starting, 4x CPU)`,
      },
    ];
  });
}

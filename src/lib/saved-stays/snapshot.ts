/**
 * Saves the first view of /guest-portal in localStorage (format and rules in first-view-rules.ts),
 * so that offline, at the door, the door code is on screen as soon as the page is parsed: the
 * restore script (src/boot/first-view) shows this copy until the app's first render replaces it.
 * The copy holds what the page shows anyway, the code masked; it is cleared when the stays saved on
 * this device change, and never restored from another build, language or stay.
 */
import {
  type FirstViewSnapshot,
  firstViewAttributes,
  firstViewStorageKey,
  firstViewVersion,
  shellStylesheetAttribute,
} from './snapshot-rules';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The markup of #root as its first render shows it: up to and including `end` (what follows it, at
 * every level, is left out), with the parts filled after the first paint emptied and the parts the
 * first render does not have removed.
 */
export function captureFirstViewMarkup(root: Element, end: Element): string | null {
  if (!root.contains(end)) return null;
  const path: number[] = [];
  for (let node: Element = end; node !== root; node = node.parentElement!) {
    path.unshift([...node.parentElement!.children].indexOf(node));
  }
  const copy = root.cloneNode(true) as Element;
  let level: Element = copy;
  for (const index of path) {
    const kept = level.children[index]!;
    while (kept.nextElementSibling) kept.nextElementSibling.remove();
    level = kept;
  }
  for (const omitted of copy.querySelectorAll(`[${firstViewAttributes.omit}]`)) omitted.remove();
  for (const blank of copy.querySelectorAll(`[${firstViewAttributes.blank}]`)) blank.replaceChildren();
  return copy.innerHTML;
}

function entryScript(): string | null {
  return document.head.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

function displayMode(): FirstViewSnapshot['displayMode'] {
  return window.matchMedia?.('(display-mode: standalone)').matches ? 'standalone' : 'browser';
}

/** The text of the rules that can style the copied markup: a rule naming classes none of which is in it is left out. */
export function usedRulesText(rules: Iterable<CSSRule>, html: string): string {
  const text = (rule: CSSRule): string | null => {
    const selector = (rule as CSSStyleRule).selectorText;
    if (typeof selector === 'string') {
      const names = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
      return names.length === 0 || names.some((name) => html.includes(name)) ? rule.cssText : null;
    }
    if ('cssRules' in rule) {
      // @media, @supports, @layer...: kept with the rules inside that are used.
      const kept = usedRulesText((rule as CSSGroupingRule).cssRules, html);
      if (!kept) return null;
      const whole = rule.cssText;
      return `${whole.slice(0, whole.indexOf('{'))}{\n${kept}\n}`;
    }
    return rule.cssText;
  };
  return [...rules]
    .map(text)
    .filter((kept): kept is string => kept !== null)
    .join('\n');
}

/**
 * The rules of the stylesheets the page loaded beyond index.html's own (route and view chunks) that
 * style the copied markup, as text: the copy is then drawn in one go, without waiting for their
 * files, and the rules for the rest of the page are neither stored nor parsed on the next start.
 */
export function firstViewStyles(doc: Document, html: string): FirstViewSnapshot['styles'] {
  const styles: FirstViewSnapshot['styles'] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>(
    `link[rel="stylesheet"]:not([${shellStylesheetAttribute}])`,
  )) {
    try {
      const css = link.sheet ? usedRulesText(link.sheet.cssRules, html) : '';
      if (css) styles.push({ href: link.href, css });
    } catch {
      // A sheet whose rules cannot be read: the app loads it as usual.
    }
  }
  return styles;
}

/**
 * Saves the first view on screen now, for the stay the app opens first until `validUntil`. Nothing is
 * saved (and an older copy is cleared) when the page has no door code card.
 */
export function saveFirstViewSnapshot(meta: {
  bookingId: string;
  language: string;
  validUntil: number;
}): void {
  const store = storage();
  const root = document.getElementById('root');
  const end = root?.querySelector(`[${firstViewAttributes.end}]`);
  const entry = entryScript();
  if (!store || !root || !end || !entry || meta.validUntil <= Date.now()) {
    clearFirstViewSnapshot();
    return;
  }
  if (root.querySelector(`[${firstViewAttributes.skip}]`)) return;
  const html = captureFirstViewMarkup(root, end);
  if (!html) return;
  const htmlAttributes: Record<string, string> = {};
  for (const { name, value } of document.documentElement.attributes) {
    if (
      name === 'lang' ||
      name === 'dir' ||
      name.startsWith('data-mantine-') ||
      name === 'data-respect-reduced-motion'
    )
      htmlAttributes[name] = value;
  }
  const snapshot: FirstViewSnapshot = {
    version: firstViewVersion,
    entry,
    bookingId: meta.bookingId,
    language: meta.language,
    displayMode: displayMode(),
    validUntil: meta.validUntil,
    savedAt: Date.now(),
    htmlAttributes,
    styles: firstViewStyles(document, html),
    html,
  };
  try {
    store.setItem(firstViewStorageKey, JSON.stringify(snapshot));
  } catch (error) {
    // Storage full: the app still opens the stay, only later.
    console.warn('The first view could not be saved', error);
    clearFirstViewSnapshot();
  }
}

export function clearFirstViewSnapshot(): void {
  storage()?.removeItem(firstViewStorageKey);
}

/** Whether the guest pressed the door code's button on the restored copy, before the app ran. */
export function doorCodeRequestedEarly(): boolean {
  return document.documentElement.hasAttribute(firstViewAttributes.doorCodeRequested);
}

export function clearDoorCodeRequest(): void {
  document.documentElement.removeAttribute(firstViewAttributes.doorCodeRequested);
}

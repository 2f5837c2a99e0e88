import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { waitForAppAfterEachGoto } from './support/app-ready';
import { connectE2eDatabase } from './support/e2e-database';

type Texts = Record<string, unknown>;
const texts = (language: string): Texts =>
  JSON.parse(readFileSync(new URL(`../../public/locales/${language}/site.json`, import.meta.url), 'utf8'));
const en = texts('en');
const ar = texts('ar');
const text = (source: Texts, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Texts)[key], source) as string;

async function useLanguage(context: BrowserContext, language: string) {
  await context.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);
}

/** The page's one h1 and the h2 headings a visitor scans for, per route. */
const pages: { path: string; h1: string; h2: string[] }[] = [
  {
    path: '/',
    h1: 'home.hero.title',
    h2: [
      'home.story.title',
      'home.featured.title',
      'home.experience.title',
      'home.hostTeaser.title',
      'home.ctaBand.title',
      'hostServices.services.title',
      'hostServices.steps.title',
      'hostServices.why.title',
    ],
  },
  {
    path: '/about',
    h1: 'about.hero.title',
    h2: ['about.who.title', 'about.what.title', 'about.values.title'],
  },
  {
    path: '/pricing',
    h1: 'pricing.intro.title',
    h2: ['pricing.comparison.title', 'pricing.bespoke.title', 'pricing.faq.title'],
  },
  { path: '/work-with-us', h1: 'workWithUs.title', h2: [] },
  { path: '/contact', h1: 'contact.hero.title', h2: ['contact.times.title'] },
  { path: '/privacy-policy', h1: 'privacy.title', h2: ['privacy.sections.payments.title'] },
  { path: '/welcome', h1: 'welcome.hero.title', h2: ['welcome.offline.title'] },
  { path: '/shop', h1: 'shop.hero.title', h2: ['shop.catalogueTitle'] },
];

/** Cards whose whole width is inside the carousel's viewport. */
function visibleCards(page: Page): Promise<number> {
  return page.getByTestId('featured-card').evaluateAll((cards) => {
    const viewport = cards[0]?.parentElement?.parentElement?.getBoundingClientRect();
    if (!viewport) return 0;
    return cards.filter((card) => {
      const box = (card.firstElementChild ?? card).getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

test.describe('public site', () => {
  test.beforeEach(({ page }) => waitForAppAfterEachGoto(page));

  for (const language of ['en', 'ar'] as const) {
    test(`every page shows its headings in ${language === 'en' ? 'English' : 'Arabic'}`, async ({
      page,
      context,
    }) => {
      const source = language === 'en' ? en : ar;
      await useLanguage(context, language);
      for (const { path, h1, h2 } of pages) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(text(source, h1));
        await expect(heading).toHaveCount(1);
        for (const key of h2) {
          await expect(
            page.getByRole('heading', { level: 2, name: text(source, key), exact: true }),
          ).toBeVisible();
        }
      }
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    });
  }

  test('home: the published homes featured, and the calls to action go where the spec says', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Find My Booking' })).toHaveAttribute(
      'href',
      '/guest-portal',
    );
    // The demo homes (issue 46), each with its own "from" price in its own currency; no rating.
    const cards = page.getByTestId('featured-card');
    await expect(cards).toHaveCount(3);
    const expected = [
      ['Dar Anis', 'Fes', 'MAD', 'dar-anis'],
      ['Dar Atlas', 'Imlil', '€', 'dar-atlas'],
      ['Riad Yasmine', 'Marrakech', '€', 'riad-yasmine'],
    ];
    for (const [index, [name, city, currency, slug]] of expected.entries()) {
      const card = cards.nth(index);
      for (const value of [name, city, currency, 'From', '/ night']) await expect(card).toContainText(value!);
      await expect(card).not.toContainText('Rated');
      await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
        'href',
        `/stays/${slug}`,
      );
      const image = card.locator('img');
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('height', '600');
    }
    await page.getByRole('link', { name: 'Explore Our Stays' }).click();
    await expect(page).toHaveURL(/\/stays$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Stays' })).toBeVisible();
    await page.goto('/');
    const hostLinks = page
      .getByRole('main')
      .getByRole('link', { name: /^Host With Us$|^Discover host services$/ });
    await expect(hostLinks.first()).toHaveAttribute('href', '/host-services');
  });

  test('home: the artwork far below the fold loads as the visitor scrolls to it, not with the first view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/images/site/')) requested.push(pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The featured stays render a moment after the page; by then the first view is complete.
    await expect(page.getByTestId('featured-card')).toHaveCount(3);
    expect(requested).not.toContain('/images/site/host-door.svg');

    const art = page.locator('img[src="/images/site/host-door.svg"]');
    await art.scrollIntoViewIfNeeded();
    await expect
      .poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(requested).toContain('/images/site/host-door.svg');
  });

  test('host services: /host-services opens at the host part, with its links', async ({ page }) => {
    await page.goto('/host-services');
    await expect(page).toHaveTitle('Rihla - Host Services');
    await expect(page.getByRole('heading', { name: 'Your property, our care' })).toBeInViewport();
    const steps = page.getByRole('heading', { level: 2, name: 'How it works' }).locator('xpath=../../..');
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    const cta = page
      .getByRole('heading', { name: 'Ready to welcome your first Rihla guests?' })
      .locator('..');
    await expect(cta.getByRole('link', { name: 'Work With Us' })).toHaveAttribute('href', '/work-with-us');
    await expect(cta.getByRole('link', { name: 'Host login' })).toHaveAttribute('href', '/host-login');
    const chat = cta.getByRole('link', { name: /Chat with our host team/ });
    await expect(chat).toHaveAttribute('target', '_blank');
    expect(decodeURIComponent((await chat.getAttribute('href')) ?? '')).toContain('host services');
  });

  test('carousel: one card on a phone, three on a desktop, ends disable previous and next', async ({
    page,
  }) => {
    const previous = page.getByRole('button', { name: 'Previous destinations' });
    const next = page.getByRole('button', { name: 'Next destinations' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured Destinations' }).scrollIntoViewIfNeeded();
    await expect.poll(() => visibleCards(page)).toBe(1);
    await expect(previous).toBeDisabled();
    for (let step = 0; step < 2; step++) {
      await expect(next).toBeEnabled();
      await next.click();
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(page.getByTestId('featured-status')).toHaveText('Showing 3 to 3 of 3 destinations');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured Destinations' }).scrollIntoViewIfNeeded();
    // The three demo homes fit in one view: nothing to move to.
    await expect.poll(() => visibleCards(page)).toBe(3);
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    await expect(page.getByTestId('featured-status')).toHaveText('Showing 1 to 3 of 3 destinations');
  });

  test('pricing: two plans, ten compared features, and an FAQ that opens one answer at a time', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByTestId('plan')).toHaveCount(2);
    await expect(page.getByText('Year 1: 20% of booking revenue')).toBeVisible();
    await expect(page.getByText('Year 2 onwards: 18% of booking revenue')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Performance reporting').getByRole('cell').first()).toHaveText('Limited');
    for (const missing of ['Maintenance', 'Interior layout', 'Licensing']) {
      await expect(row(missing).getByRole('cell').first()).toHaveText('Not included');
      await expect(row(missing).getByRole('cell').last()).toHaveText('Included');
    }
    await expect(page.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute('href', '/contact');

    const questions = page.getByRole('button', { name: /\?$/ });
    await expect(questions).toHaveCount(6);
    const firstAnswer = page.getByText(text(en, 'pricing.faq.items.commission.a'));
    const secondAnswer = page.getByText(text(en, 'pricing.faq.items.payouts.a'));
    await expect(firstAnswer).toBeHidden();
    await questions.nth(0).click();
    await expect(firstAnswer).toBeVisible();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(1).click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    const closing = page.getByRole('heading', { name: text(en, 'pricing.cta.title') }).locator('..');
    await expect(closing.getByRole('link', { name: 'Work With Us' })).toHaveAttribute(
      'href',
      '/work-with-us',
    );
  });

  test('contact, welcome and shop lead where a visitor expects', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'hello@rihla.example' }).first()).toHaveAttribute(
      'href',
      'mailto:hello@rihla.example',
    );
    await expect(page.getByRole('main').getByRole('link', { name: '+212 600 123 456' })).toHaveAttribute(
      'href',
      'tel:+212600123456',
    );
    await expect(page.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await page.goto('/welcome');
    await expect(page.getByRole('link', { name: 'Find My Booking' }).first()).toHaveAttribute(
      'href',
      '/guest-portal',
    );
    await page.goto('/shop');
    await expect(page.getByTestId('shop-extra')).toHaveCount(6);
    await expect(page.getByTestId('shop-extra').first()).toContainText('€30');
    await expect(page.getByRole('link', { name: 'Go to my booking' }).first()).toHaveAttribute(
      'href',
      '/guest-portal',
    );
  });
});

test.describe('work with us: the inquiry form', () => {
  test.beforeEach(({ page }) => waitForAppAfterEachGoto(page));

  const fill = async (page: Page, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      await page.getByLabel(label, { exact: false }).fill(value);
    }
  };

  test('shows each validation message, then sends, stores and resets', async ({ page }) => {
    await page.goto('/work-with-us');
    const send = page.getByRole('button', { name: 'Send Inquiry' });
    await send.click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Property location is required')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();

    await fill(page, { 'Full Name': 'L', 'Email Address': 'leila@', 'Property Location': 'F' });
    await send.click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Property location is required')).toBeVisible();

    const email = `leila.${Date.now()}@example.com`;
    await fill(page, {
      'Full Name': 'Leila Tazi',
      'Email Address': email,
      'Phone Number': '+212 661 00 11 22',
      'Property Location': 'Fes, Batha',
      'Message (Optional)': 'A riad with five rooms and a fountain.',
    });
    await expect(page.getByText('Full name is required')).toBeHidden();
    await send.click();
    await expect(page.getByTestId('inquiry-result')).toContainText('Thank you, your inquiry has been sent');
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Email Address')).toHaveValue('');

    const db = await connectE2eDatabase();
    test.skip(!db, 'stored-row check needs the e2e PostgreSQL database');
    try {
      const { rows } = await db!.query(
        'SELECT full_name, phone, property_location, message, language FROM inquiries WHERE email = $1',
        [email],
      );
      expect(rows).toEqual([
        {
          full_name: 'Leila Tazi',
          phone: '+212 661 00 11 22',
          property_location: 'Fes, Batha',
          message: 'A riad with five rooms and a fountain.',
          language: 'en',
        },
      ]);
    } finally {
      await db!.end();
    }
  });

  test('in Arabic the messages are translated', async ({ page, context }) => {
    await useLanguage(context, 'ar');
    await page.goto('/work-with-us');
    await page.getByRole('button', { name: text(ar, 'workWithUs.form.submit') }).click();
    for (const key of ['fullNameRequired', 'emailInvalid', 'propertyLocationRequired']) {
      await expect(page.getByText(text(ar, `workWithUs.errors.${key}`))).toBeVisible();
    }
  });

  test('offline, the inquiry is kept on the device and delivered when the connection returns', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The service worker in control, so that pages open offline too.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto('/work-with-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Work With Us' })).toBeVisible();
    await context.setOffline(true);
    const email = `omar.${Date.now()}@example.com`;
    await fill(page, {
      'Full Name': 'Omar Idrissi',
      'Email Address': email,
      'Property Location': 'Essaouira',
    });
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByTestId('inquiry-result')).toContainText('You are offline: your inquiry is saved');
    await expect(page.getByTestId('pending-inquiries')).toHaveText(
      'Inquiries waiting on this device to be sent: 1',
    );
    await expect(page.getByLabel('Full Name')).toHaveValue('');

    // Delivery runs app-wide: the visitor has moved on to another page (opened offline) when the
    // signal returns. (Going online first raced: the form's page could deliver and toast, then leave.)
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Your saved inquiry has been sent')).toBeVisible();
    await page.goto('/work-with-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Work With Us' })).toBeVisible();
    await expect(page.getByTestId('pending-inquiries')).toBeHidden();

    const db = await connectE2eDatabase();
    test.skip(!db, 'stored-row check needs the e2e PostgreSQL database');
    try {
      const { rows } = await db!.query('SELECT full_name FROM inquiries WHERE email = $1', [email]);
      expect(rows).toEqual([{ full_name: 'Omar Idrissi' }]);
    } finally {
      await db!.end();
    }
  });
});

// The public pages' accessibility (axe, WCAG 2.2 AA, English and Arabic, 390 and 1280 px) is scanned
// once, with every other route, in the accessibility walk (support/a11y-walk.ts) ("public pages and the 404").

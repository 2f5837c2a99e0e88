import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { monthNames } from '../../src/i18n/format';
import { waitForAppAfterEachGoto } from './support/app-ready';
import { violationsOnly, wcagTags } from './support/axe';

/**
 * Direct booking's visitor pages (issue 46): on a phone, a visitor finds a home for three nights and
 * sees the server's quote, in Arabic and in English. The demo homes (supabase/local-server/seed-stays.ts)
 * are published with a minimum stay of two nights and a holiday season (20 December to 3 January,
 * four nights minimum), which the chosen nights stay clear of.
 */

const day = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (value: string, days: number) => {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return day(date);
};

/** Three nights about three weeks ahead, clear of the holiday season and of the demo bookings. */
function threeNights(): { checkIn: string; checkOut: string } {
  let checkIn = addDays(day(new Date()), 21);
  const year = Number(checkIn.slice(0, 4));
  const inSeason = (value: string) => value.slice(5) >= '12-17' || value.slice(5) <= '01-03';
  if (inSeason(checkIn)) checkIn = `${checkIn.slice(5) >= '12-17' ? year + 1 : year}-01-12`;
  return { checkIn, checkOut: addDays(checkIn, 3) };
}

/** Picks a day in the page's inline calendar, moving on month by month until it is shown. */
async function pickDay(page: Page, value: string, language: 'en' | 'ar', nextMonth: string) {
  const [year, month, date] = value.split('-').map(Number) as [number, number, number];
  const label = `${date} ${monthNames(language, 'long')[month - 1]} ${year}`;
  const button = page.getByRole('button', { name: label, exact: true });
  for (let step = 0; step < 14 && !(await button.isVisible()); step++) {
    await page.getByRole('button', { name: nextMonth }).click();
  }
  await button.click();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options(violationsOnly).withTags(wcagTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

const texts = {
  ar: {
    path: '/ar/stays',
    home: 'رياض ياسمين',
    details: /^عرض التفاصيل/,
    nextMonth: 'الشهر التالي',
    total: 'المجموع',
    tax: /ضريبة الإقامة/,
    nights: /مقابل 3 ليالٍ/,
    back: 'كل الإقامات',
  },
  en: {
    path: '/stays',
    home: 'Riad Yasmine',
    details: /^View Details/,
    nextMonth: 'Next month',
    total: 'Total',
    tax: /Tourist tax/,
    nights: /for 3 nights/,
    back: 'All stays',
  },
} as const;

for (const language of ['ar', 'en'] as const) {
  test(`a visitor on a phone (${language}) finds a home for three nights and sees the server's quote`, async ({
    page,
  }) => {
    const text = texts[language];
    waitForAppAfterEachGoto(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(text.path);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const cards = page.getByTestId('stay-card');
    await expect(cards).toHaveCount(3);
    await expectNoAxeViolations(page);

    const riad = cards.filter({ has: page.getByRole('heading', { name: text.home }) });
    await riad.getByRole('link', { name: text.details }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`${language === 'ar' ? '/ar' : ''}/stays/riad-yasmine`);

    const { checkIn, checkOut } = threeNights();
    await pickDay(page, checkIn, language, text.nextMonth);
    await pickDay(page, checkOut, language, text.nextMonth);
    await expect(page).toHaveURL(new RegExp(`\\?checkIn=${checkIn}&checkOut=${checkOut}$`));

    const quote = page.getByTestId('stay-quote');
    await expect(quote).toBeVisible();
    await expect(quote.getByTestId('quote-line')).not.toHaveCount(0);
    await expect(quote.getByTestId('quote-tax')).toContainText(text.tax);
    await expect(quote.getByTestId('quote-total')).toContainText(text.total);
    await expect(quote.getByTestId('quote-total')).toContainText('€');
    await expectNoAxeViolations(page);

    // Back to the list with the same dates: only free homes, each with its total for the three nights.
    await page.getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(new RegExp(`/stays\\?checkIn=${checkIn}&checkOut=${checkOut}$`));
    await expect(riad.getByTestId('stay-total')).toContainText(text.nights);
  });
}

test('the homes’ pages are prerendered with their own head and VacationRental structured data', async ({
  request,
}) => {
  const html = await (await request.get('/fr/stays/riad-yasmine')).text();
  expect(html).toContain('<title>Rihla - Riad Yasmine</title>');
  expect(html).toContain('hreflang="ar" href="http://127.0.0.1:');
  expect(html).toMatch(/"@type":"VacationRental"/);
  const list = await (await request.get('/ar/stays')).text();
  expect(list).toContain('<html lang="ar" dir="rtl"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/es/stays/dar-anis</loc>');
});

import { expect, type Page, test } from '@playwright/test';
import { bookingA, findBooking } from './support/guest-helpers';

/**
 * Issue 43, item 11, on a phone: Latin runs keep their order on Arabic pages (the stay's address),
 * the check-in form's dates are typed day first with the page's language's hint (not the browser's
 * `mm/dd/yyyy`), and a country typed in another language than the page's is taken.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function openCheckIn(page: Page, language: 'ar' | 'fr'): Promise<void> {
  await page.goto('/guest-portal');
  await findBooking(page, bookingA.lastName, bookingA.checkIn());
  const checkIn = page.getByRole('link', { name: 'Check in online' });
  const href = await checkIn.getAttribute('href');
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.goto(href!);
}

test('Arabic: the address keeps its order, dates are typed day first, "France" is a nationality', async ({
  page,
}) => {
  await openCheckIn(page, 'ar');
  const form = page.getByRole('form').first();
  const birth = form.getByRole('textbox', { name: /تاريخ الميلاد/ });
  await expect(birth).toHaveAttribute('placeholder', 'يوم\u200e/\u200eشهر\u200e/\u200eسنة');
  await birth.fill('14/05/1988');
  await birth.blur();
  await expect(birth).toHaveValue('14/05/1988');
  const nationality = form.getByRole('combobox', { name: /الجنسية/ });
  await nationality.fill('France');
  await nationality.blur();
  await expect(nationality).toHaveValue('فرنسا');
  await expect(nationality).not.toHaveAttribute('aria-invalid', 'true');

  // Back on the stay in Arabic: the Latin address is isolated, so "12" stays before "Derb", and
  // the words after it are drawn to its right, as written.
  await page.goBack();
  const address = page.getByRole('region', { name: 'Riad Yasmine' }).locator('bdi');
  await expect(address).toHaveText('Riad Yasmine, 12 Derb Sidi Bouloukat, Medina, Marrakech 40000, Morocco');
  const [number, street] = await address.evaluate((element) => {
    const text = element.firstChild!;
    const at = (word: string) => {
      const range = document.createRange();
      const start = text.textContent!.indexOf(word);
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      return range.getBoundingClientRect().left;
    };
    return [at('12'), at('Derb')];
  });
  expect(number).toBeLessThan(street!);
});

test('French: dates read JJ/MM/AAAA, whatever the browser’s own language', async ({ page }) => {
  await openCheckIn(page, 'fr');
  const form = page.getByRole('form').first();
  await expect(form.getByRole('textbox', { name: /Date de naissance/ })).toHaveAttribute(
    'placeholder',
    'JJ/MM/AAAA',
  );
  await expect(form.getByRole('textbox', { name: /Valable jusqu/ })).toHaveAttribute(
    'placeholder',
    'JJ/MM/AAAA',
  );
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { violationsOnly } from './support/axe';
import { keepTables } from './support/e2e-data';

/** The demo bookings (backend seed): check-in two and ten days after today in Morocco. */
function moroccoDate(daysFromToday: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + daysFromToday)).toISOString().slice(0, 10);
}
const bookingA = { lastName: 'Benali', checkIn: () => moroccoDate(2), property: 'Riad Yasmine' };
const bookingB = { lastName: 'García', checkIn: () => moroccoDate(10) };

/** Finds a booking with the guest portal's form (calendar popover, last name, Find). */
async function findBooking(page: Page, lastName: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  await page.getByRole('button', { name: /Check-in date/ }).click();
  // The calendar's code loads on this first click: wait for it to open.
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  const dayButton = page.getByRole('button', { name: `${day} ${monthName} ${year}`, exact: true });
  for (let step = 0; step < 24 && !(await dayButton.isVisible()); step++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await dayButton.click();
  await page.getByRole('textbox', { name: /Last name/ }).fill(lastName);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByTestId('extras-section')).toBeVisible();
}

const extras = (page: Page) => page.getByTestId('extras-section');
const card = (page: Page, id: string) => page.getByTestId(`extra-${id}`);
const summary = (page: Page) => page.getByTestId('extras-summary');

/** Axe on a settled page: reveal animations (opacity) would skew the colour contrast. */
async function expectNoAxeViolations(page: Page, selector: string, disabledRules: string[] = []) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
  const axe = await new AxeBuilder({ page })
    .options(violationsOnly)
    .include(selector)
    .disableRules(disabledRules)
    .analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))).toEqual(
    [],
  );
}

async function expectPaid(extraCard: Locator) {
  await expect(extraCard.getByText('Paid', { exact: true })).toBeVisible();
  await expect(extraCard.getByRole('button')).toHaveCount(0);
}

// Paying Booking A's early check-in moves (here: creates) that day's cleaning, and every payment
// notifies the owner and the team: the cleaning and notifications specs count those, so they are
// put back as they were when this spec ends, and so are Booking A's extras and orders (a retry, or a
// second run on the same server, starts from the demo selection again, not from a half-paid one).
keepTables('booking_extras', 'extra_orders', 'cleaning_tasks', 'host_notifications', 'mail_outbox');

test.describe('extras and checkout', () => {
  test('Booking A: choose extras, cancel once, pay on the checkout page, see them paid', async ({ page }) => {
    // About 30 s on a quiet machine (two checkouts, a cancel, reloads); CI's load doubles that.
    test.slow();
    await page.goto('/guest-portal');
    await findBooking(page, bookingA.lastName, bookingA.checkIn());
    await expect(page.getByRole('heading', { name: bookingA.property })).toBeVisible();
    await expect(extras(page).getByRole('heading', { level: 2, name: 'Enhance your stay' })).toBeVisible();
    await expect(extras(page).getByRole('article')).toHaveCount(5);

    await page.getByRole('button', { name: 'Add Early check-in' }).click();
    await expect(summary(page).getByText('Early check-in')).toBeVisible();

    // Airport transfer: an empty flight number is refused and takes the focus.
    await page.getByRole('button', { name: 'Add Airport transfer' }).click();
    const transfer = page.getByRole('dialog', { name: 'Airport transfer details' });
    await expect(transfer).toBeVisible();
    const flightNumber = transfer.getByRole('textbox', { name: 'Flight number', exact: true });
    await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(flightNumber).toBeFocused();
    await expect(transfer.getByText('This field is required')).toHaveCount(4);
    await expect(summary(page).getByText('Airport transfer')).toHaveCount(0);

    // What cannot be driven is refused: flight "xx", contact "abc".
    await flightNumber.fill('xx');
    await transfer.getByRole('textbox', { name: 'Contact number' }).fill('abc');
    await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(
      transfer.getByText('Enter the airline code and flight number, like AT 800 or FR 1234.'),
    ).toBeVisible();
    await expect(
      transfer.getByText('Enter the number with its country code, like +212 6 12 34 56 78.'),
    ).toBeVisible();

    await flightNumber.fill('at800');
    await transfer.getByLabel(/^Flight time/).fill('14:30');
    await transfer.getByRole('combobox', { name: 'Number of guests' }).selectOption('2');
    await transfer.getByRole('textbox', { name: 'Contact number' }).fill('+212 600 111 222');
    await transfer.getByRole('textbox', { name: 'Notes (optional)' }).fill('Two suitcases');
    await transfer.getByRole('checkbox', { name: 'Add return transfer' }).check();
    // The return leg asks for the departure flight.
    await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
    const returnLeg = transfer.getByRole('group', { name: 'Return transfer: your departure flight' });
    await expect(returnLeg.getByText('This field is required')).toHaveCount(2);
    await expect(summary(page).getByText('Return airport transfer')).toHaveCount(0);
    await transfer.getByRole('textbox', { name: 'Return flight number' }).fill('AT 801');
    await transfer.getByLabel(/^Return flight time/).fill('18:45');
    await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(transfer).toBeHidden();
    await expect(summary(page).getByText('Return airport transfer')).toBeVisible();
    await expect(
      summary(page).getByText(
        /^Arrival · flight AT 800 on .+ at 14:30 · guests: 2 · Return: Departure · flight AT 801 on .+ at 18:45$/,
      ),
    ).toBeVisible();

    // Breakfast at 09:30, for one person on each of the stay's three mornings.
    await page.getByRole('button', { name: 'Add Breakfast' }).click();
    const breakfast = page.getByRole('dialog', { name: 'Breakfast details' });
    await expect(breakfast.getByRole('combobox', { name: 'Breakfast time' })).toHaveValue('08:00');
    await breakfast.getByRole('combobox', { name: 'Breakfast time' }).selectOption('09:30');
    await expect(breakfast.getByTestId('breakfast-total')).toHaveText('3 breakfasts: €21.00');
    await breakfast.getByRole('button', { name: 'Confirm breakfast' }).click();
    await expect(breakfast).toBeHidden();
    await expect(summary(page).getByText(/^For 1 person · .+ · At 09:30$/)).toBeVisible();

    // 10 + 30 + 15 + 3 x 7 = 76 EUR, and the selection survives a reload.
    await expect(page.getByTestId('extras-total')).toHaveText('Total€76.00');
    await page.reload();
    await expect(page.getByTestId('extras-total')).toHaveText('Total€76.00');
    const pay = summary(page).getByRole('button', { name: 'Pay €76.00' });
    await expect(pay).toBeEnabled();

    // Cancelling on the checkout page pays nothing and keeps the selection.
    await pay.click();
    await expect(page).toHaveURL(/\/local-checkout\//);
    await expect(page.getByText('€76.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/guest-portal$/);
    await expect(page.getByText('Payment cancelled')).toBeVisible();
    await expect(extras(page).getByText('Paid', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('extras-total')).toHaveText('Total€76.00');

    // Paying on the checkout page marks the lines paid through the webhook.
    await summary(page).getByRole('button', { name: 'Pay €76.00' }).click();
    await expect(page).toHaveURL(/\/local-checkout\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/guest-portal$/);
    await expect(page.getByText('Payment complete')).toBeVisible();
    await expectPaid(card(page, 'early_checkin'));
    await expectPaid(card(page, 'airport_transfer'));
    await expectPaid(card(page, 'breakfast'));
    await expect(card(page, 'airport_transfer').getByText('Return transfer paid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Late check-out' })).toBeEnabled();
    await expect(summary(page).getByText('No extras selected yet. Add one above.')).toBeVisible();
    await expect(page.getByTestId('extras-total')).toHaveText('Total€0.00');

    // What was bought stays on the cards, with its amount, the total paid and a receipt.
    await expect(
      card(page, 'airport_transfer').getByText(/^Arrival · flight AT 800 on .+ at 14:30 · guests: 2$/),
    ).toBeVisible();
    await expect(
      card(page, 'airport_transfer').getByText(/^Return: Departure · flight AT 801 on /),
    ).toBeVisible();
    await expect(card(page, 'airport_transfer').getByText(/^Paid €30\.00 on /)).toBeVisible();
    await expect(card(page, 'breakfast').getByText(/^For 1 person · /)).toBeVisible();
    await expect(card(page, 'breakfast').getByText(/^Paid €21\.00 on /)).toBeVisible();
    await expect(page.getByTestId('extras-paid-total')).toHaveText('Total paid€76.00');

    // Still paid, and nothing comes back into the selection, after a reload.
    await page.reload();
    await expectPaid(card(page, 'breakfast'));
    await expect(page.getByTestId('extras-total')).toHaveText('Total€0.00');

    // The local checkout's receipt, kept from the paid extras.
    const receipt = page.getByTestId('extras-paid').getByRole('link', { name: 'View receipt' });
    const href = await receipt.getAttribute('href');
    expect(href).toMatch(/^\/local-checkout\/cs_test_local_[0-9a-f]{32}\/receipt\?lang=en$/);
    await page.goto(href ?? '');
    await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(page.getByText('€76.00').first()).toBeVisible();
  });

  test('Booking B: breakfast shows paid from the start; paying needs a connection', async ({
    page,
    context,
  }) => {
    await page.goto('/guest-portal');
    await findBooking(page, bookingB.lastName, bookingB.checkIn());
    await expect(extras(page)).toBeVisible();
    await expectPaid(card(page, 'breakfast'));
    await expect(page.getByRole('button', { name: 'Add Universal adaptor' })).toBeEnabled();

    await expectNoAxeViolations(page, '[data-testid="extras-section"]');

    await page.getByRole('button', { name: 'Add Universal adaptor' }).click();
    await expect(summary(page).getByRole('button', { name: 'Pay €5.00' })).toBeEnabled();
    await context.setOffline(true);
    await expect(summary(page).getByRole('button', { name: 'Paying needs a connection' })).toBeDisabled();
    await expect(
      summary(page).getByText(/You are offline\. Your selection is kept on this device/),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(summary(page).getByRole('button', { name: 'Pay €5.00' })).toBeEnabled();
  });

  test('in Arabic at 390x844 the section reads right to left and fits the phone', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/guest-portal');
    await findBooking(page, bookingB.lastName, bookingB.checkIn());
    await page.getByRole('button', { name: /^EN\s*, Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await expect(extras(page).getByRole('heading', { level: 2, name: 'أضف لمسة إلى إقامتك' })).toBeVisible();
    await expect(card(page, 'breakfast').getByText('مدفوع', { exact: true })).toBeVisible();
    const add = page.getByRole('button', { name: 'إضافة: تسجيل وصول مبكر' });
    const box = await add.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await add.click();
    await expect(summary(page).getByText('تسجيل وصول مبكر')).toBeVisible();
    await expect(summary(page).getByRole('button', { name: /^ادفع/ })).toBeEnabled();
    await expect(extras(page)).not.toContainText(/Add|Remove|Pay|Total/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await extras(page).screenshot({ path: testInfo.outputPath('extras-ar-390x844.png') });

    await page.getByRole('button', { name: 'إضافة: التوصيل من المطار وإليه' }).click();
    const dialog = page.getByRole('dialog', { name: 'تفاصيل التوصيل من المطار' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'تأكيد التوصيل' }).click();
    await expect(dialog.getByRole('textbox', { name: 'رقم الرحلة', exact: true })).toBeFocused();
    await expect(dialog.getByText('هذا الحقل مطلوب')).toHaveCount(4);
    // Mantine's modal header is a <header>; the page banner is the site header.
    await expectNoAxeViolations(page, '[role="dialog"]', ['landmark-no-duplicate-banner']);
    await page.screenshot({ path: testInfo.outputPath('transfer-ar-390x844.png') });

    // The local checkout page speaks the guest's language: Arabic, right to left, Arabic dates.
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await expect(dialog).toBeHidden();
    await summary(page).getByRole('button', { name: /^ادفع/ }).click();
    await expect(page).toHaveURL(/\/local-checkout\/cs_test_local_[0-9a-f]{32}\?lang=ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ادفع ثمن خدماتك الإضافية' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}|Pay|Total/);
    await page.screenshot({ path: testInfo.outputPath('local-checkout-ar-390x844.png') });
  });
});

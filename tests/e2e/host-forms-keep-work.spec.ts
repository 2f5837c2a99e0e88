import { expect, test } from '@playwright/test';

/**
 * Issue 43 item 10, end to end on a tablet: typed work in the booking editor is not lost. A sidebar
 * link and the browser's Back ask "Leave without saving?" (Stay keeps the form); a reload asks the
 * browser's question, and the reloaded editor offers the draft back (Restore). Nothing is saved.
 */
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };

test.use({ viewport: { width: 1024, height: 768 } });

test('the booking editor keeps typed work: asks before a sidebar link, offers the draft after a reload', async ({
  page,
}) => {
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(owner.email);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);

  // Add booking opened in the app (its Back is then the app's, not another page load).
  await page.goto('/host/guests');
  await page.getByRole('link', { name: 'Add booking' }).click();
  await expect(page).toHaveURL(/\/host\/bookings\/new$/);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Berrada');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Arrives by the night train');

  // A sidebar link: the question, and Stay keeps the typed work where it was.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/host\/bookings\/new$/);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Berrada');

  // The browser's Back: the same question, and Stay puts the address back on the editor.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay', exact: true }).click();
  await expect(page).toHaveURL(/\/host\/bookings\/new$/);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Berrada');

  // A reload: the browser asks first; the editor then offers the draft back.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(page.getByText(/^You have unsaved changes from /)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Berrada');
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Arrives by the night train');

  // Discard on purpose leaves without a question and forgets the draft.
  await page.getByRole('link', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/host\/guests$/);
  await page.goto('/host/bookings/new');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toBeVisible();
  await expect(page.getByText(/^You have unsaved changes from /)).toBeHidden();
});

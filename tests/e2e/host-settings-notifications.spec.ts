import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { violationsOnly, wcagTags } from './support/axe';
import { connectE2eDatabase } from './support/e2e-database';

/**
 * Notifications and Settings on live data (issue 28), on a tablet in landscape: the tabs and the
 * filter, Mark all as read (the Unread tab and the sidebar badge empty, after a reload too), opening
 * one, the profile and preferences saved for good, the password change (a wrong current password
 * refused, the right one accepted and the new password signing in), Arabic right to left and axe.
 */
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };
const owner2 = { email: 'host2@rihla.example', password: 'rihla-demo-host-2' };
const team = { email: 'team@rihla.example', password: 'rihla-demo-team' };

test.use({ viewport: { width: 1024, height: 768 } });

// The suite's other specs share this server and expect the seeded data: the read flags and host rows
// these tests change are put back afterwards (on the PostgreSQL e2e database, as the suite runs in CI).
let seeded: { notifications: unknown[]; hosts: unknown[] } | null = null;
test.beforeAll(async () => {
  const db = await connectE2eDatabase();
  if (!db) return;
  try {
    seeded = {
      notifications: (await db.query('SELECT id, read FROM host_notifications')).rows,
      hosts: (await db.query('SELECT id, display_name, phone, language, notification_preferences FROM hosts'))
        .rows,
    };
  } finally {
    await db.end();
  }
});
test.afterAll(async () => {
  const db = seeded && (await connectE2eDatabase());
  if (!db || !seeded) return;
  try {
    await db.query(
      `UPDATE host_notifications n SET read = s.read
         FROM jsonb_to_recordset($1::jsonb) AS s(id uuid, read boolean) WHERE n.id = s.id`,
      [JSON.stringify(seeded.notifications)],
    );
    await db.query(
      `UPDATE hosts h SET display_name = s.display_name, phone = s.phone, language = s.language,
              notification_preferences = s.notification_preferences
         FROM jsonb_to_recordset($1::jsonb)
              AS s(id uuid, display_name text, phone text, language text, notification_preferences jsonb)
        WHERE h.id = s.id`,
      [JSON.stringify(seeded.hosts)],
    );
  } finally {
    await db.end();
  }
});

async function login(page: Page, account: { email: string; password: string }, language: 'en' | 'ar' = 'en') {
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
}

const sidebar = (page: Page, name = 'Host portal navigation') => page.getByRole('navigation', { name });
const items = (page: Page, name = 'Notifications') => page.getByRole('list', { name }).getByRole('listitem');

test('notifications: tabs and filter, opening one, Mark all as read for good', async ({ page }) => {
  await login(page, owner);
  const link = sidebar(page).getByRole('link', { name: /^Notifications/ });
  await expect(link).toHaveAccessibleName('Notifications Unread: 3');
  await expect(link.getByTestId('unread-badge')).toHaveText('3');
  await link.click();
  await expect(page).toHaveURL(/\/host\/notifications$/);
  await expect(items(page)).toHaveCount(6);
  await expect(items(page).first()).toContainText(/New booking: Chloé Bernard at Dar Mogador/);
  await expect(items(page).first()).toContainText(/minutes ago/);

  await page.getByRole('tab', { name: /Unread/ }).click();
  await expect(items(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Bookings' }).click();
  await expect(items(page)).toHaveCount(1);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(items(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Bookings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'All types' }).click();
  await expect(items(page)).toHaveCount(6);

  // Opening the message notification goes to Messages and marks it read.
  await items(page).filter({ hasText: 'Sofía Martínez' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/host\/messages$/);
  await expect(link.getByTestId('unread-badge')).toHaveText('2');

  await link.click();
  await page.getByRole('tab', { name: /Unread/ }).click();
  await expect(items(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
  await expect(items(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No Notifications' })).toBeVisible();
  await expect(link.getByTestId('unread-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await page.reload();
  await expect(items(page)).toHaveCount(6);
  await page.getByRole('tab', { name: /Unread/ }).click();
  await expect(items(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No Notifications' })).toBeVisible();
  await expect(link).toHaveAccessibleName('Notifications');
});

test('each host sees only their own notifications; the team its own inbox', async ({ page }) => {
  await login(page, owner2);
  await sidebar(page)
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText('New booking: Leila Haddad at Dar Atlas');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/host-login$/);
  await login(page, team);
  await sidebar(page)
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText('Breakfast paid for the García stay at Dar Anis.');
});

test('settings: the profile and the preferences are saved for good', async ({ page }) => {
  await login(page, owner2);
  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/host\/settings$/);
  const firstName = page.getByLabel('First Name');
  await expect(firstName).toHaveValue('Youssef');
  await expect(page.getByLabel('Last Name')).toHaveValue('Ait Ouaziz');
  await expect(page.getByLabel('Email Address')).toHaveValue(owner2.email);
  await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
  const properties = page.getByRole('list', { name: 'Properties' }).getByRole('listitem');
  await expect(properties).toHaveCount(1);
  await expect(properties).toContainText('Dar Atlas');
  await expect(properties).toContainText('Imlil, Marrakech-Safi');
  // Billing stays a mockup, and says so.
  await expect(
    page.locator('#settings-billing').getByText('This is a static mockup - no actual functionality.'),
  ).toBeVisible();

  const phone = page.getByLabel('Phone Number');
  await phone.fill('0668');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(/Enter an international number/)).toBeVisible();
  await firstName.fill('Youssef');
  await page.getByLabel('Last Name').fill('Ait Ouaziz Jr');
  await phone.fill('+33 6 12 34 56 78');
  await page.getByLabel('Language', { exact: true }).selectOption('fr');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  const marketing = page.getByRole('checkbox', { name: 'Marketing and promotional emails' });
  const smsCheckIn = page.getByRole('checkbox', { name: 'Guest check-in and check-out' }).last();
  await expect(marketing).not.toBeChecked();
  await expect(smsCheckIn).not.toBeChecked();
  await marketing.check();
  await smsCheckIn.check();
  await page.getByRole('checkbox', { name: 'New reviews' }).uncheck();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your notification preferences are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Last Name')).toHaveValue('Ait Ouaziz Jr');
  await expect(page.getByLabel('Phone Number')).toHaveValue('+33 6 12 34 56 78');
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('fr');
  await expect(page.getByText('Phone number on file: +33 6 12 34 56 78')).toBeVisible();
  await expect(marketing).toBeChecked();
  await expect(smsCheckIn).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'New reviews' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Guest messages' })).toBeChecked();
});

test('settings: a wrong current password is refused, the right one changes it', async ({ page, browser }) => {
  await login(page, owner2);
  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  const current = page.getByLabel('Current Password');
  const next = page.getByRole('textbox', { name: 'New Password', exact: true });
  const confirm = page.getByLabel('Confirm New Password');
  const update = page.getByRole('button', { name: 'Update Password' });

  await current.fill('not-my-password');
  await next.fill('short');
  await confirm.fill('short');
  await update.click();
  await expect(page.getByText('The new password must have at least 8 characters.')).toBeVisible();
  await next.fill('atlas-summit-4167');
  await confirm.fill('atlas-summit-4168');
  await update.click();
  await expect(page.getByText("The new passwords don't match.")).toBeVisible();
  await confirm.fill('atlas-summit-4167');
  await update.click();
  await expect(page.getByText('The current password is wrong.')).toBeVisible();
  // Still signed in: the refusal left the session alone.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

  await current.fill(owner2.password);
  await next.fill('atlas-summit-4167');
  await confirm.fill('atlas-summit-4167');
  await update.click();
  await expect(page.getByText('Your password is updated.')).toBeVisible();
  await expect(current).toHaveValue('');

  const other = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await other.goto('/host-login');
  await other.locator('input[name="email"]').fill(owner2.email);
  await other.locator('input[name="password"]').fill(owner2.password);
  await other.locator('button[type="submit"]').click();
  await expect(other.getByText('Incorrect email or password').first()).toBeVisible();
  await other.locator('input[name="password"]').fill('atlas-summit-4167');
  await other.locator('button[type="submit"]').click();
  await expect(other).toHaveURL(/\/host\/dashboard$/);
  await other.close();

  // Back to the demo password, so the database stays as seeded for other runs.
  await current.fill('atlas-summit-4167');
  await next.fill(owner2.password);
  await confirm.fill(owner2.password);
  await update.click();
  await expect(page.getByText('Your password is updated.')).toBeVisible();
});

test('in Arabic both screens read right to left', async ({ page }) => {
  await login(page, owner, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = sidebar(page, 'التنقل في بوابة المضيفين');
  await nav.getByRole('link', { name: /^الإشعارات/ }).click();
  await expect(page.getByRole('heading', { name: 'الإشعارات', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'الكل' })).toBeVisible();
  await nav.getByRole('link', { name: 'الإعدادات' }).click();
  await expect(page.getByRole('heading', { name: 'المعلومات الشخصية' })).toBeVisible();
  const firstName = page.getByLabel('الاسم الأول');
  await expect(firstName).toHaveValue('Amina');
  const security = page.locator('#settings-security');
  await security.getByLabel('كلمة المرور الحالية').fill('x');
  await security.getByRole('button', { name: 'تحديث كلمة المرور' }).click();
  await expect(security.getByText('يجب أن تتكوّن كلمة المرور الجديدة من 8 أحرف على الأقل.')).toBeVisible();
  // The form's label sits on the right of its field.
  const label = await page.locator('label', { hasText: 'الاسم الأول' }).boundingBox();
  const field = await firstName.boundingBox();
  expect(label!.x + label!.width).toBeGreaterThan(field!.x + field!.width - 40);
});

for (const language of ['en', 'ar'] as const) {
  test(`axe WCAG 2.2 AA on Notifications and Settings (${language})`, async ({ page }) => {
    await login(page, owner, language);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
    const problems: string[] = [];
    for (const path of ['/host/notifications', '/host/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('list').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).options(violationsOnly).withTags(wcagTags).analyze();
      for (const violation of results.violations) {
        problems.push(
          `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
}

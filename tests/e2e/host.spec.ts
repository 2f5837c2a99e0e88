import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { violationsOnly, wcagTags } from './support/axe';

const demoHost = { email: 'host@rihla.example', password: 'rihla-demo-host' };

/** "November 2026" for the month `offset` months from this one, in Morocco (the properties' time zone). */
function monthName(offset = 0): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

async function login(page: Page) {
  await page.goto('/host-login');
  await page.getByLabel('Email').fill(demoHost.email);
  await page.locator('input[name="password"]').fill(demoHost.password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Amina' })).toBeVisible();
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Host portal navigation' });
}

test.describe('host portal', () => {
  test('login refuses empty fields and a wrong password, then lets the demo host in', async ({ page }) => {
    await page.goto('/host-login');
    await expect(page).toHaveTitle('Rihla - Host Login');
    await expect(page.getByRole('heading', { name: 'Host Portal Login' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');

    await email.fill(demoHost.email);
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter both email and password' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/host-login$/);

    const password = page.locator('input[name="password"]');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    // One message for one cause, titled for it: in the form, not a second time as a toast.
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.locator('form').getByRole('alert')).toContainText('Incorrect email or password');
    await expect(page.getByText('Incorrect email or password')).toHaveCount(1);
    await expect(page.getByText('Please enter both email and password')).toHaveCount(0);
    await expect(email).toHaveValue(demoHost.email);

    await password.fill(demoHost.password);
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText(/Login failed|Incorrect email or password/)).toHaveCount(0);
    await expect(page.getByText('Welcome back to your host dashboard.')).toBeVisible();
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    await expect(page).toHaveTitle('Rihla - Dashboard');
  });

  test('without a session /host/dashboard goes to the login page', async ({ page }) => {
    await page.goto('/host/dashboard');
    await expect(page).toHaveURL(/\/host-login$/);
    await page.goto('/host');
    await expect(page).toHaveURL(/\/host-login$/);
  });

  test('each of the eight screens renders its key content', async ({ page }) => {
    await login(page);
    const nav = sidebar(page);
    await expect(nav.getByText('Rihla', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    // Dashboard
    for (const text of ['Total Properties', 'Monthly Revenue', 'Total Bookings', 'Cleaning Tasks']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(`Here is how your properties are doing in ${monthName()}.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Check-ins' })).toBeVisible();
    // Add New Property opens the property editor (issue 29), View Payouts the statement; Block Dates
    // and Assign Cleaning open their dialogs (host-dead-buttons.spec.ts).
    await expect(page.getByRole('link', { name: 'Add New Property' })).toHaveAttribute(
      'href',
      '/host/properties/new',
    );
    await expect(page.getByRole('link', { name: 'View Payouts' })).toHaveAttribute('href', '/host/payouts');
    for (const action of ['Block Dates', 'Assign Cleaning']) {
      await expect(page.getByRole('button', { name: action })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Open Calendar' }).click();

    // Calendar: the month really moves
    await expect(page).toHaveURL(/\/host\/calendar$/);
    await expect(page).toHaveTitle('Rihla - Calendar');
    await expect(page.getByRole('heading', { name: 'Activities Calendar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: monthName() })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: monthName(1) })).toBeVisible();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.getByRole('heading', { name: monthName(-1) })).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('heading', { name: monthName() })).toBeVisible();
    for (const legend of ['Check-in', 'Check-out', 'Cleaning']) {
      await expect(page.getByRole('list', { name: 'Legend' }).getByText(legend)).toBeVisible();
    }

    // Guests
    await sidebar(page).getByRole('link', { name: 'Guests' }).click();
    await expect(page).toHaveTitle('Rihla - Guests');
    await expect(page.getByRole('heading', { name: 'Guest Management' })).toBeVisible();
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText([
      'Guest Name',
      'Check-in Date',
      'Check-out Date',
      'Property',
      'Booking Source',
      'Status',
      'Actions',
    ]);
    // The seeded sample guests, with dates relative to today: Sofía arrives tomorrow, Thomas left.
    const sofia = page.getByRole('row', { name: /Sofía Martínez/ });
    await expect(sofia).toContainText('Upcoming');
    await expect(sofia).toContainText('Dar Zraq Chefchaouen');
    await expect(page.getByRole('row', { name: /Thomas Lefèvre/ })).toContainText('Booking.com');
    await expect(page.getByRole('row', { name: /Thomas Lefèvre/ })).toContainText('Checked-out');
    await expect(page.getByRole('button', { name: /^View Details/ })).toHaveCount(10);

    // Messages: the demo's conversations, searched on the server (guest, property or text)
    await sidebar(page).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveTitle('Rihla - Messages');
    const conversations = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
    await expect(conversations.first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search conversations' });
    await search.fill('Riad Yasmine');
    await expect(conversations.filter({ hasNotText: 'Riad Yasmine' })).toHaveCount(0);
    await expect(conversations).not.toHaveCount(0);
    await conversations.first().getByRole('link').click();
    const thread = page.getByRole('region', { name: /^Conversation with / });
    await expect(thread).toContainText('Riad Yasmine');
    await expect(thread.getByRole('link', { name: /^View Details/ })).toBeVisible();
    await search.fill('nobody here at all');
    await expect(page.getByText('No conversations match your search.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    // Cleaners (buttons are checked in their own test)
    await sidebar(page).getByRole('link', { name: 'Cleaners' }).click();
    await expect(page.getByRole('heading', { name: 'Cleaning Tasks' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filter Tasks' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Task' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add New Cleaning Task/ })).toBeVisible();

    // Analytics
    await sidebar(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveTitle('Rihla - Analytics');
    await expect(page.getByRole('heading', { name: 'Performance Analytics' })).toBeVisible();
    for (const period of ['Last 30 Days', 'Last Quarter', 'Year to Date', 'Custom']) {
      await expect(page.getByText(period, { exact: true })).toBeVisible();
    }
    for (const metric of ['Total Revenue', 'Occupancy Rate', 'Average Daily Rate']) {
      await expect(page.getByText(metric, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Monthly Revenue' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Occupancy Trend' })).toBeVisible();
    const sources = page.getByRole('list', { name: 'Booking Sources' }).getByRole('listitem');
    await expect(sources).toHaveCount(5);
    for (const source of ['Direct', 'Airbnb', 'Booking.com', 'VRBO', 'Others']) {
      await expect(sources.filter({ hasText: source }).first()).toContainText('%');
    }
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.locator('.recharts-line-curve')).toBeVisible();
    await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();

    // Notifications
    await sidebar(page).getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();

    // Settings
    await sidebar(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveTitle('Rihla - Settings');
    await expect(page.getByText('This is a static mockup - no actual functionality.')).toBeVisible();
    for (const tab of ['Profile', 'Properties', 'Billing', 'Notifications', 'Security']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    for (const section of [
      'Personal Information',
      'Properties',
      'Billing & Subscription',
      'Notification Preferences',
      'Security',
    ]) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(page.getByText('JPEG or PNG, max 2MB')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'New reviews' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Marketing and promotional emails' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Urgent messages from guests' })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Guest check-in and check-out' }).last(),
    ).not.toBeChecked();
    await expect(page.getByText('Professional Host', { exact: true })).toBeVisible();
    await expect(page.getByText('$299.00 per year', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Change Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Subscription Plan' });
    await expect(dialog).toContainText('Choose the plan that best fits your hosting needs.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Manage Riad Dar Zitoun' }).click();
    for (const item of ['Edit Details', 'Availability', 'Guest Rules']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(3);
    await expect(page.getByLabel('Confirm New Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable Two-Factor Authentication' })).toBeVisible();
  });

  // The notification tabs and Mark all as read, on live data: host-settings-notifications.spec.ts.

  test('a cleaning card shows the buttons its status calls for', async ({ page }) => {
    await login(page);
    await sidebar(page).getByRole('link', { name: 'Cleaners' }).click();
    const card = (property: string, status: string) =>
      page.getByRole('article', { name: property }).filter({ hasText: status });
    const inProgress = card('Riad Dar Zitoun', 'In Progress');
    await expect(inProgress.getByRole('button')).toHaveText(['Reassign', 'Mark Complete']);
    const assigned = card('Dar Mogador', 'Assigned');
    await expect(assigned.getByRole('button')).toHaveText(['Reassign', 'View Details']);
    const pending = card('Kasbah Tizi', 'Pending');
    await expect(pending).toContainText('No cleaner assigned yet');
    await expect(pending.getByRole('button')).toHaveText(['Assign Cleaner', 'View Details']);
    const completed = card('Dar Mogador', 'Completed');
    await expect(completed.getByRole('button')).toHaveText(['Reassign', 'View Report']);
  });

  test('the session survives a reload; logout returns to the login page and closes /host', async ({
    page,
  }) => {
    await login(page);
    await sidebar(page).getByRole('link', { name: 'Guests' }).click();
    await page.reload();
    await expect(page).toHaveURL(/\/host\/guests$/);
    await expect(page.getByRole('heading', { name: 'Guest Management' })).toBeVisible();

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page.getByText('You have been logged out of your account.')).toBeVisible();
    await expect(page).toHaveURL(/\/host-login$/);
    await page.goto('/host/dashboard');
    await expect(page).toHaveURL(/\/host-login$/);
  });

  test('the session refreshes itself before the access token runs out', async ({ page }) => {
    await page.clock.install();
    await login(page);
    const refresh = page.waitForResponse(
      (response) => response.url().includes('/auth/v1/token?grant_type=refresh_token') && response.ok(),
    );
    // An hour-long access token: supabase-js refreshes it in its last minutes.
    await page.clock.fastForward('57:00');
    await page.clock.runFor(60_000);
    await refresh;
    await sidebar(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText('This is a static mockup - no actual functionality.')).toBeVisible();
    await expect(page).toHaveURL(/\/host\/settings$/);
  });

  test('forgot password always answers with the same neutral confirmation', async ({ page }) => {
    await page.goto('/host-login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await expect(page.getByText(/If an account exists for nobody@example.com/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/host-login$/);
  });

  test('in Arabic the sidebar sits on the right; on a tablet it opens from the menu button', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/host-login');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى بوابة المضيفين' })).toBeVisible();
    await page.locator('input[name="email"]').fill(demoHost.email);
    await page.locator('input[name="password"]').fill(demoHost.password);
    await page.getByRole('button', { name: 'الدخول إلى لوحة التحكم' }).click();
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'التنقل في بوابة المضيفين' });
    await expect(nav.getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();
    await expect.poll(async () => Math.round((await nav.boundingBox())?.x ?? 0)).toBeGreaterThan(900);

    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'فتح قائمة التنقل' }).click();
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'الإشعارات' }).click();
    await expect(page).toHaveURL(/\/host\/notifications$/);
    await expect(page.getByRole('heading', { name: 'الإشعارات', level: 1 })).toBeVisible();
  });

  test('guests never download the host portal or the auth client', async ({ page }) => {
    const urls = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(request.url());
    });
    const download = async () =>
      Promise.all(
        [...urls].map(async (url) => ({
          path: new URL(url).pathname,
          text: await (await page.request.get(url)).text(),
        })),
      );
    await page.goto('/');
    await page.goto('/guest-portal');
    await page.waitForLoadState('networkidle');
    const scripts = await download();
    expect(scripts.length).toBeGreaterThan(0);
    const offending = scripts
      .filter(
        ({ path, text }) =>
          /host-area|analytics-page/.test(path) ||
          text.includes('GoTrueClient') ||
          text.includes('recharts') ||
          text.includes('host-navigation'),
      )
      .map(({ path }) => path);
    expect(offending).toEqual([]);

    // The same markers do arrive once a host opens the portal, so the check above can fail.
    await page.goto('/host-login');
    await page.locator('input[name="email"]').fill(demoHost.email);
    await page.locator('input[name="password"]').fill(demoHost.password);
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    await sidebar(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();
    const all = await download();
    expect(all.some(({ text }) => text.includes('GoTrueClient'))).toBe(true);
    expect(all.some(({ text }) => text.includes('host-navigation'))).toBe(true);
    expect(all.some(({ path }) => /analytics-page/.test(path))).toBe(true);
  });
});

test.describe('accessibility of the host portal', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`axe WCAG 2.2 AA on the login page and the eight screens (${language}, 1024px)`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.setViewportSize({ width: 1024, height: 768 });
      const problems: string[] = [];
      const check = async (path: string) => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).options(violationsOnly).withTags(wcagTags).analyze();
        for (const violation of results.violations) {
          problems.push(
            `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
        }
      };
      await page.goto('/host-login');
      await check('/host-login');
      await page.locator('input[name="email"]').fill(demoHost.email);
      await page.locator('input[name="password"]').fill(demoHost.password);
      await page.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/host\/dashboard$/);
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
      for (const section of [
        'dashboard',
        'calendar',
        'guests',
        'messages',
        'cleaners',
        'analytics',
        'notifications',
        'settings',
      ]) {
        await page.goto(`/host/${section}`);
        await check(`/host/${section}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

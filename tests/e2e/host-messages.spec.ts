import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { keepTables } from './support/e2e-data';
import { bookingA } from './support/guest-helpers';

/**
 * The host's Messages screen live (issue 44): a guest writes (through the guest's own call, with the
 * guest token of a lookup), the owner on a tablet in landscape sees the unread badge, opens the
 * thread and replies; the reply reaches the guest; a new message from the guest appears on the open
 * thread without reloading; the team sees the same conversation. The messages and what they caused
 * are put back afterwards.
 */
const owner = { email: 'host@rihla.example', password: 'rihla-demo-host' };
const team = { email: 'team@rihla.example', password: 'rihla-demo-team' };

keepTables('booking_messages', 'booking_message_reads', 'host_notifications', 'mail_outbox');

async function login(page: Page, who: { email: string; password: string }) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/host-login');
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole('button', { name: 'Login to Dashboard' }).click();
  await expect(page).toHaveURL(/\/host\/dashboard$/);
}

/** Booking A's guest: the booking and the guest token a lookup gives. */
async function guestOfBookingA(request: APIRequestContext) {
  const lookup = await request.post('/functions/v1/find-booking-by-details', {
    data: { lastName: bookingA.lastName, checkInDate: bookingA.checkIn() },
  });
  expect(lookup.status()).toBe(200);
  const stay = await lookup.json();
  return { bookingId: stay.bookingId as string, guestToken: stay.guestAccess.token as string };
}

async function guestSends(
  request: APIRequestContext,
  guest: { bookingId: string; guestToken: string },
  text: string,
) {
  const sent = await request.post('/functions/v1/guest-messages', {
    data: { action: 'send', ...guest, clientId: randomUUID(), text, language: 'en' },
  });
  expect(sent.status()).toBe(201);
}

/** The number the sidebar's Messages link says is unread (0 without a badge). */
async function sidebarUnread(page: Page): Promise<number> {
  const link = page
    .getByRole('navigation', { name: 'Host portal navigation' })
    .getByRole('link', { name: /^Messages/ });
  const name = (await link.textContent()) ?? '';
  return Number(/(\d+) unread messages?/.exec(name)?.[1] ?? 0);
}

test('the owner on a tablet sees the unread badge, opens the thread and replies; the team sees it too', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = randomUUID().slice(0, 8);
  const question = `Where do I park? (${stamp})`;
  const guest = await guestOfBookingA(request);
  await guestSends(request, guest, question);

  await login(page, owner);
  const nav = page.getByRole('navigation', { name: 'Host portal navigation' });
  const messagesLink = nav.getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toHaveAccessibleName(/Messages\s*\d+ unread messages?/);
  await expect(nav.getByTestId('messages-badge')).toBeVisible();
  const unreadBefore = await sidebarUnread(page);
  expect(unreadBefore).toBeGreaterThanOrEqual(1);

  await messagesLink.click();
  await expect(page).toHaveURL(/\/host\/messages$/);
  const list = page.getByRole('list', { name: 'Conversations' });
  const row = list.getByRole('listitem').filter({ hasText: question });
  await expect(row).toContainText('Riad Yasmine');
  await expect(row).toContainText(/\d+ unread messages?/);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/host/messages\\?booking=${guest.bookingId}$`));

  // The thread: the booking's summary, the guest's message; opening it reads it (the badge follows).
  const thread = page.getByRole('region', { name: /^Conversation with / });
  await expect(thread).toContainText('Riad Yasmine');
  await expect(thread.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
    'href',
    `/host/guests?booking=${guest.bookingId}`,
  );
  const log = thread.getByRole('log');
  await expect(log.getByRole('listitem').filter({ hasText: question })).toContainText('Guest');
  await expect(row).not.toContainText(/unread message/);
  await expect.poll(() => sidebarUnread(page)).toBeLessThan(unreadBefore);

  // The reply, sent with Ctrl+Enter: it appears in the thread, marked as the owner's.
  const answer = `The car park is at Bab Doukkala (${stamp}).`;
  const box = thread.getByRole('textbox', { name: 'Message' });
  await box.fill(answer);
  await box.press('Control+Enter');
  await expect(box).toHaveValue('');
  const reply = log.getByRole('listitem').filter({ hasText: answer });
  await expect(reply).toContainText('Owner');
  await expect(reply).toContainText(/Sent|Delivered|Read/);
  // A reply sent is when notifications are offered on this screen (never on its load).
  await expect(thread.getByRole('region', { name: 'Turn on notifications' })).toBeVisible();

  // The guest receives it, and the thread shows that the guest read it.
  const listed = await request.post('/functions/v1/guest-messages', {
    data: { action: 'list', ...guest, seen: true },
  });
  expect(listed.status()).toBe(200);
  const { messages } = await listed.json();
  expect(messages.at(-1)).toMatchObject({ text: answer, sender: 'host', authorRole: 'owner' });
  await expect(reply).toContainText('Read', { timeout: 5_000 });

  // A new message from the guest is on the open thread within 2 s of being sent (no reload).
  const followUp = `Thank you, see you soon (${stamp})`;
  await guestSends(request, guest, followUp);
  await expect(log.getByRole('listitem').filter({ hasText: followUp })).toBeVisible({ timeout: 3_000 });

  // A link in a message is a safe link, and markup stays text.
  const markup = `<b>bold</b> https://example.com/map?${stamp}`;
  await guestSends(request, guest, markup);
  const withLink = log.getByRole('listitem').filter({ hasText: `example.com/map?${stamp}` });
  await expect(withLink).toContainText('<b>bold</b>');
  await expect(withLink.locator('b')).toHaveCount(0);
  await expect(withLink.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  // The team sees the same conversation, with who wrote each message.
  const teamContext = await browser.newContext();
  const teamPage = await teamContext.newPage();
  await login(teamPage, team);
  await teamPage.goto(`/host/messages?booking=${guest.bookingId}`);
  const teamLog = teamPage.getByRole('region', { name: /^Conversation with / }).getByRole('log');
  await expect(teamLog.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await expect(teamLog.getByRole('listitem').filter({ hasText: answer })).toContainText('Owner');
  await expect(teamLog.getByRole('listitem').filter({ hasText: followUp })).toBeVisible();
  await teamContext.close();
});

test('at 768 px the list and the thread take turns, with Back to conversations', async ({
  page,
  request,
}) => {
  const guest = await guestOfBookingA(request);
  await login(page, owner);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/host/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list).toBeVisible();
  await page.goto(`/host/messages?booking=${guest.bookingId}`);
  const thread = page.getByRole('region', { name: /^Conversation with / });
  await expect(thread).toBeVisible();
  await expect(list).toBeHidden();
  await thread.getByRole('link', { name: 'Back to conversations' }).click();
  await expect(list).toBeVisible();
  await expect(thread).toBeHidden();
  // At 1024 px both show, and there is no way back to take.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/host/messages?booking=${guest.bookingId}`);
  await expect(thread).toBeVisible();
  await expect(list).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Back to conversations' })).toBeHidden();
});

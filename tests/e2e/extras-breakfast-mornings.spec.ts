import { expect, test } from '@playwright/test';
import { connectE2eDatabase } from './support/e2e-database';
import { addDays, moroccoToday } from './support/guest-helpers';

/**
 * Issue 43 item 8, end to end on a tablet: a breakfast paid for three mornings has one Mark
 * fulfilled per morning in the team's Extras queue; the first morning marked is still marked after a
 * reload (kept on the server), the other two still to do. The paid order is written straight into
 * the database for this spec (the payment has its own spec) and removed when it ends.
 */
const team = { email: 'team@rihla.example', password: 'rihla-demo-team' };

test.use({ viewport: { width: 1024, height: 768 } });

test('a breakfast for three mornings is fulfilled one morning at a time', async ({ page }) => {
  const db = await connectE2eDatabase();
  test.skip(!db, 'writes the paid order through the PostgreSQL database');
  if (!db) return;
  const { rows } = await db.query<{ id: string; check_in: string }>(
    `SELECT id, to_char(check_in_date, 'YYYY-MM-DD') AS check_in FROM bookings
      WHERE guest_last_name = 'Benali' AND status = 'confirmed' ORDER BY check_in_date LIMIT 1`,
  );
  const booking = rows[0];
  expect(booking).toBeDefined();
  const mornings = [1, 2, 3].map((days) => addDays(booking?.check_in ?? moroccoToday(), days));
  const order = await db.query<{ id: string }>(
    `INSERT INTO extra_orders (booking_id_fk, selection_hash, total_amount, currency, client_secret, status, paid_at)
     VALUES ($1, 'e2e-mornings', 4200, 'eur', 'e2e-mornings-secret', 'paid', now()) RETURNING id`,
    [booking?.id],
  );
  const orderId = order.rows[0]?.id;
  try {
    await db.query(
      `INSERT INTO booking_extras (booking_id_fk, order_id, extra_id, name, quantity, details, unit_amount, currency, payment_status)
       VALUES ($1, $2, 'breakfast', 'Breakfast', 6, $3::jsonb, 700, 'eur', 'paid')`,
      [
        booking?.id,
        orderId,
        JSON.stringify({ timeMethod: 'later', people: '2', mornings: mornings.join(',') }),
      ],
    );

    await page.goto('/host-login');
    await page.locator('input[name="email"]').fill(team.email);
    await page.locator('input[name="password"]').fill(team.password);
    await page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    await page.goto('/host/extras');

    const perMorning = page.getByRole('button', {
      name: /^Mark fulfilled: Breakfast.* for .*Benali, morning of /,
    });
    await expect(perMorning).toHaveCount(3);
    await perMorning.first().click();
    await expect(
      page.getByRole('button', { name: /^Undo: Breakfast.* for .*Benali, morning of / }),
    ).toHaveCount(1);
    await page.reload();
    await expect(
      page.getByRole('button', { name: /^Undo: Breakfast.* for .*Benali, morning of / }),
    ).toHaveCount(1);
    await expect(perMorning).toHaveCount(2);
  } finally {
    await db.query('DELETE FROM booking_extras WHERE order_id = $1', [orderId]);
    await db.query('DELETE FROM extra_orders WHERE id = $1', [orderId]);
    await db.end();
  }
});

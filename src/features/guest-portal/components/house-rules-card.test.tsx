/**
 * @vitest-environment-options {"happyDOM":{"settings":{"disableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
 */

import type { BookingDetails as Booking } from '@shared/api-types.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { BookingDetails } from './booking-details';

const rules =
  'Quiet hours from 22:00 to 08:00.\nNo smoking inside the riad.\n\nShoes off in the salon, please.';

function renderStay(booking: Booking, language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <BookingDetails
      booking={booking}
      online={false}
      updatedAt={null}
      refreshing={false}
      photosVersion={0}
      otherStays={[]}
      firstViewValidUntil={null}
      showSuccessAlert={false}
      onDismissSuccess={() => undefined}
      onRemove={() => undefined}
      onOpenStay={() => undefined}
      onFindAnother={() => undefined}
    />,
    { language, route: '/guest-portal' },
  );
}

const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the house rules on the stay', () => {
  it('shows the host’s text as written, after the wifi and before the resources and links', async () => {
    await renderStay(
      testBooking({ houseRules: rules, localRecommendations: 'https://www.visitmorocco.com/en' }),
    );
    const section = await screen.findByRole('region', { name: 'House rules' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('House rules');
    const text = section.querySelector('p');
    expect(text?.textContent).toBe(rules);
    expect(text).toHaveAttribute('dir', 'auto');
    expect(follows(screen.getByRole('region', { name: 'Wifi' }), section)).toBe(true);
    expect(follows(section, screen.getByRole('region', { name: 'Resources' }))).toBe(true);
    expect(follows(section, screen.getByRole('navigation', { name: 'More for your stay' }))).toBe(true);
  });

  it('comes after the door code’s first paint, like the rest of the stay', async () => {
    const { unmount } = await renderStay(testBooking({ houseRules: rules }));
    expect(screen.getByRole('button', { name: 'Show door code' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'House rules' })).toBeInTheDocument();
    unmount();
  });

  it('titles it in Arabic and keeps Latin rules in their own direction', async () => {
    await renderStay(testBooking({ houseRules: rules }), 'ar');
    const section = await screen.findByRole('region', { name: 'قواعد المنزل' });
    const text = section.querySelector('p');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text?.textContent).toBe(rules);
  });

  it('is left out when the host wrote none, and for a stay saved before the rules were sent', async () => {
    for (const booking of [
      testBooking({ houseRules: '' }),
      testBooking({ houseRules: ' \n ' }),
      testBooking(),
    ]) {
      const { unmount } = await renderStay(booking);
      await screen.findByRole('region', { name: 'Wifi' });
      expect(screen.queryByRole('region', { name: 'House rules' })).toBeNull();
      expect(screen.queryByText('House rules')).toBeNull();
      unmount();
    }
  });

  it('is left out in Arabic too', async () => {
    await renderStay(testBooking(), 'ar');
    await screen.findByRole('region', { name: 'الواي فاي' });
    expect(screen.queryByRole('region', { name: 'قواعد المنزل' })).toBeNull();
  });
});

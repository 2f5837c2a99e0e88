/**
 * @vitest-environment-options {"happyDOM":{"settings":{"disableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
 */

import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatUpdatedAt } from '@/i18n/format';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { useStayChanges } from '../store/stay-change-store';
import { BookingDetails } from './booking-details';

const booking = testBooking({ smartLockCode: '7315' });
const changedAt = '2026-11-27T18:40:00.000Z';

function renderStay(language: 'en' | 'fr' | 'ar') {
  return renderWithApp(
    <BookingDetails
      booking={booking}
      online
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

beforeEach(() => {
  localStorage.clear();
  useStayChanges.setState({
    notices: { [booking.id]: { changes: ['doorCode', 'wifi'], doorCodeChangedAt: changedAt } },
  });
});

describe('the notice of a changed door code (issue 43, item 7)', () => {
  it('says when the code changed, right below the door code, and goes for good once closed', async () => {
    await renderStay('en');
    const notice = await screen.findByRole('status', { name: 'Your stay was updated' });
    expect(notice).toHaveTextContent(
      `Your door code changed on ${formatUpdatedAt(Date.parse(changedAt), 'en')}.`,
    );
    expect(notice).toHaveTextContent('The wifi details changed.');
    expect(follows(screen.getByRole('region', { name: /door code/i }), notice)).toBe(true);
    // Not part of the door code's saved first view (restored before the app runs).
    expect(notice).toHaveAttribute('data-first-view-omit');
    fireEvent.click(within(notice).getByRole('button', { name: 'Close this notice' }));
    expect(screen.queryByTestId('stay-changed')).not.toBeInTheDocument();
    expect(useStayChanges.getState().notices).toEqual({});
    expect(localStorage.getItem(STORAGE_KEYS.stayChangeNotices)).toBeNull();
  });

  it('speaks French, and Arabic with the moment isolated in its own direction', async () => {
    const { unmount } = await renderStay('fr');
    expect(await screen.findByTestId('stay-changed')).toHaveTextContent(
      `Votre code de porte a changé le ${formatUpdatedAt(Date.parse(changedAt), 'fr')}.`,
    );
    unmount();
    await renderStay('ar');
    const arabic = await screen.findByTestId('stay-changed');
    expect(arabic).toHaveTextContent('تم تحديث إقامتك');
    expect(arabic.textContent).toContain(
      `تغيّر رمز الباب الخاص بك في \u2068${formatUpdatedAt(Date.parse(changedAt), 'ar')}\u2069.`,
    );
  });
});

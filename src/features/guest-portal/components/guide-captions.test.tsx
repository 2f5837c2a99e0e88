/**
 * @vitest-environment-options {"happyDOM":{"settings":{"disableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
 */

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { BookingDetails } from './booking-details';

const booking = testBooking({
  propertyImageUrls: ['/guide/1.webp', '/guide/2.webp'],
  propertyImageCaptions: ['Porte bleue à gauche', 'Après la fontaine'],
  propertyImageCaptionsLanguages: [{ ar: 'الباب الأزرق على اليسار' }, {}],
});

function renderStay(language: 'en' | 'ar') {
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

describe('the photo guide’s captions in the guest’s language (issue 43, item 6)', () => {
  it('reads the Arabic version where there is one, each caption in its own direction', async () => {
    await renderStay('ar');
    const guide = await screen.findByRole('region', { name: 'الدليل المصوّر: طريق الدخول' });
    expect(within(guide).getByText('الباب الأزرق على اليسار')).toHaveAttribute('dir', 'auto');
    expect(within(guide).getByText('Après la fontaine')).toBeInTheDocument();
    expect(within(guide).queryByTestId('guide-captions-original')).not.toBeInTheDocument();
  });

  it('shows the caption as written, with a note, where the guest’s language has no version', async () => {
    await renderStay('en');
    const guide = await screen.findByRole('region', { name: 'Visual guide: the way in' });
    expect(within(guide).getByText('Porte bleue à gauche')).toBeInTheDocument();
    expect(within(guide).getByTestId('guide-captions-original')).toHaveTextContent(
      'Some captions are shown as your host wrote them, not in English.',
    );
  });
});

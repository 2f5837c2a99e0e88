import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { useCheckInStore } from '../store/check-in-store';
import { CheckInComplete } from './check-in-complete';

async function renderDone(method: 'smart_lock' | 'key_box' | 'host_meets', language: 'en' | 'fr' | 'ar') {
  useCheckInStore.setState({ booking: testBooking({ arrivalMethod: method }) });
  await renderWithApp(<CheckInComplete />, { language });
  return screen.getByRole('status');
}

afterEach(() => {
  useCheckInStore.setState({ booking: null });
});

describe('CheckInComplete', () => {
  it('promises the door code for a smart lock, the key box’s code for a key box', async () => {
    expect(await renderDone('smart_lock', 'en')).toHaveTextContent(
      'Your door code appears on your stay page when it is released.',
    );
    useCheckInStore.setState({ booking: null });
    document.body.innerHTML = '';
    expect(await renderDone('key_box', 'fr')).toHaveTextContent(
      'Le code de votre boîte à clés apparaîtra sur la page de votre séjour',
    );
  });

  it('promises no code when the host meets the guests (Dar Anis), in Arabic too', async () => {
    const done = await renderDone('host_meets', 'ar');
    expect(done).toHaveTextContent('سيستقبلك المضيف عند الباب في موعد الوصول.');
    expect(done).not.toHaveTextContent('رمز');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { useGuestStore } from '../store/guest-store';
import { FindBookingForm } from './find-booking-form';

describe('find form: the check-in date field', () => {
  it('opens the calendar on a press even when its code arrives before the press ends', async () => {
    await renderWithApp(<FindBookingForm online />);
    const field = screen.getByRole('button', { name: /Check-in date/ });
    // The pointer comes over the field (the calendar starts loading), presses it, and the calendar's
    // code arrives before the release: the look-alike field is replaced and no click follows.
    fireEvent.pointerEnter(field, { pointerType: 'mouse' });
    fireEvent.pointerDown(field, { pointerType: 'mouse' });
    // The popover's content is mounted only while it is open.
    expect(
      await screen.findByRole('button', { name: 'Next month' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('find form: saving the stay found', () => {
  it('gets the device ready to save as soon as the guest starts filling the form', async () => {
    const getReadyToSave = vi.fn();
    const original = useGuestStore.getState().getReadyToSave;
    useGuestStore.setState({ getReadyToSave });
    try {
      await renderWithApp(<FindBookingForm online />);
      expect(getReadyToSave).not.toHaveBeenCalled();
      fireEvent.focus(screen.getByRole('textbox', { name: /Last name/ }));
      expect(getReadyToSave).toHaveBeenCalled();
    } finally {
      useGuestStore.setState({ getReadyToSave: original });
    }
  });
});

describe('find form: privacy and installing', () => {
  it('links the privacy policy beside the personal data it asks for', async () => {
    await renderWithApp(<FindBookingForm online />);
    expect(
      screen.getByText(/We use your last name and date only to find your booking\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('in Arabic too', async () => {
    await renderWithApp(<FindBookingForm online />, { language: 'ar' });
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('offers to install the app before the stay is found, when the browser can', async () => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
    await renderWithApp(<FindBookingForm online />);
    expect(screen.getByRole('region', { name: 'Keep your stay on your phone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
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

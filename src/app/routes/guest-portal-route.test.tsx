import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';

const extrasModule = vi.hoisted(() => ({ fails: true }));
vi.mock('@/features/extras', () => {
  if (extrasModule.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return { ExtrasSection: () => <p>Extras for your stay</p> };
});

describe('the extras slot of the stay', () => {
  it('says the extras could not load, in the guest’s language, and loads them again on "Try again"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { Extras } = await import('./guest-portal-route');
    await renderWithApp(<Extras booking={testBooking()} online />, { language: 'ar' });
    expect(
      await screen.findByText(
        'تعذّر تحميل الخدمات الإضافية. تحقّق من اتصالك وحاول مرة أخرى؛ تبقى تفاصيل إقامتك هنا.',
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();

    extrasModule.fails = false;
    vi.resetModules();
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('Extras for your stay')).toBeInTheDocument();
  });
});

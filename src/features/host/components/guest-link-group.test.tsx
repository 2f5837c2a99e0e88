import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { GuestLinkGroup } from './guest-link-group';

const api = vi.hoisted(() => ({
  link: null as null | { url: string; message: string; whatsappUrl: string | null; language: string },
  renew: vi.fn(),
  email: vi.fn(),
  asked: [] as unknown[][],
}));
vi.mock('../api/guest-link', () => ({
  useGuestLink: (...args: unknown[]) => {
    api.asked.push(args);
    return { data: api.link ?? undefined, isError: false };
  },
  useRenewGuestLink: () => ({ mutate: api.renew, isPending: false }),
  useEmailGuestLink: () => ({ mutate: api.email, isPending: false }),
}));

const url = 'https://stays.rihla.example/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCde';
const booking = {
  id: 'b-1',
  email: 'amina@example.com',
  phone: '+212 600 112233',
  status: 'upcoming',
  nameNeeded: false,
};
const writeText = vi.fn().mockResolvedValue(undefined);

beforeEach(() => {
  api.link = {
    url,
    message: `Hello Amina,\n${url}`,
    whatsappUrl: 'https://wa.me/212600112233?text=Hello',
    language: 'en',
  };
  api.renew.mockReset();
  api.email.mockReset();
  api.asked = [];
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('GuestLinkGroup (View Details)', () => {
  it('shows the link, copies it with a confirmation, and copies the ready message', async () => {
    await renderWithApp(<GuestLinkGroup booking={booking} />);
    expect(screen.getByRole('textbox', { name: 'Personal link' })).toHaveValue(url);
    expect(api.asked[0]).toEqual(['b-1', 'en', true]);
    fireEvent.click(screen.getByRole('button', { name: 'Copy guest link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy message' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(`Hello Amina,\n${url}`));
  });

  it('sends by WhatsApp in a new tab, and by e-mail with a toast', async () => {
    api.email.mockImplementation((_body, options) =>
      options.onSuccess({ queued: true, to: 'amina@example.com' }),
    );
    await renderWithApp(<GuestLinkGroup booking={booking} />);
    const whatsapp = screen.getByRole('link', { name: 'Send by WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/212600112233?text=Hello');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    expect(api.email).toHaveBeenCalledWith({ bookingId: 'b-1', language: 'en' }, expect.anything());
    expect(await screen.findByText('The link is on its way to amina@example.com.')).toBeInTheDocument();
  });

  it('says why WhatsApp and e-mail are off without a phone or an address', async () => {
    api.link = { ...api.link!, whatsappUrl: null };
    await renderWithApp(<GuestLinkGroup booking={{ ...booking, email: null, phone: null }} />);
    expect(screen.getByRole('button', { name: 'Send by WhatsApp' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send by e-mail' })).toBeDisabled();
    expect(screen.getByText('No phone number on this booking: WhatsApp needs one.')).toBeInTheDocument();
    expect(screen.getByText(/No e-mail address on this booking/)).toBeInTheDocument();
  });

  it('asks before New link, saying the old link stops at once', async () => {
    api.renew.mockImplementation((_body, options) => options.onSuccess());
    await renderWithApp(<GuestLinkGroup booking={booking} />);
    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    expect(api.renew).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('The old link will stop working at once');
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(api.renew).toHaveBeenCalledWith({ bookingId: 'b-1', language: 'en' }, expect.anything());
    expect(await screen.findByText('New link ready: send it to the guest.')).toBeInTheDocument();
  });

  it('offers nothing for a cancelled booking', async () => {
    await renderWithApp(<GuestLinkGroup booking={{ ...booking, status: 'cancelled' }} />);
    expect(screen.getByText('This booking is cancelled: it has no guest link.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy guest link' })).toBeNull();
    expect(api.asked[0]).toEqual(['b-1', 'en', false]);
  });

  it('is in Arabic on an Arabic page, the link kept left to right', async () => {
    await renderWithApp(<GuestLinkGroup booking={booking} />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'نسخ رابط الضيف' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الرابط الشخصي' }).closest('[dir="ltr"]')).not.toBeNull();
    expect(api.asked[0]).toEqual(['b-1', 'ar', true]);
  });
});

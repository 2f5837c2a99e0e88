import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { renderWithApp } from '@/test/render';
import { InquiryForm } from './inquiry-form';

const fetchMock = vi.fn<typeof fetch>();

// happy-dom has no FontFaceSet; the autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  await offlineDb.pendingInquiries.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), 'Amina Benali');
  await user.type(screen.getByLabelText(/Email Address/), 'amina@example.com');
  await user.type(screen.getByLabelText(/Property Location/), 'Marrakech, Medina');
}

describe('InquiryForm', () => {
  it('shows the spec messages under each field and sends nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(<InquiryForm />);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Property location is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field becomes valid', async () => {
    const user = userEvent.setup();
    await renderWithApp(<InquiryForm />);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    await user.type(screen.getByLabelText(/Full Name/), 'Al');
    await waitFor(() => expect(screen.queryByText('Full name is required')).not.toBeInTheDocument());
    expect(screen.getByText('Property location is required')).toBeInTheDocument();
  });

  it('translates the messages (French)', async () => {
    const user = userEvent.setup();
    await renderWithApp(<InquiryForm />, { language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Le nom complet est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
  });

  it('sends a valid inquiry to submit-host-inquiry, confirms and resets', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'i-1', receivedAt: '' }, { status: 201 }));
    const user = userEvent.setup();
    await renderWithApp(<InquiryForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('Thank you, your inquiry has been sent')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/functions\/v1\/submit-host-inquiry$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      inquiry: {
        fullName: 'Amina Benali',
        email: 'amina@example.com',
        propertyLocation: 'Marrakech, Medina',
      },
      language: 'en',
    });
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('keeps the values when the server fails for good', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: 'Too many', code: 'rate_limited' }, { status: 429 }));
    const user = userEvent.setup();
    await renderWithApp(<InquiryForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('Too many inquiries')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Amina Benali');
  });

  it('keeps the inquiry on the device when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderWithApp(<InquiryForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('You are offline: your inquiry is saved')).toBeInTheDocument();
    const kept = await offlineDb.pendingInquiries.toArray();
    expect(kept.map((item) => item.inquiry.fullName)).toEqual(['Amina Benali']);
  });

  it('counts the message against its 4,000-character limit, and says when it is reached', async () => {
    const user = userEvent.setup();
    await renderWithApp(<InquiryForm />);
    const message = screen.getByLabelText(/Message/);
    expect(message).toHaveAccessibleDescription('0 / 4,000 characters');
    await user.type(message, 'Riad, 5 rooms');
    expect(screen.getByTestId('message-count')).toHaveTextContent('13 / 4,000 characters');
    fireEvent.change(message, { target: { value: 'x'.repeat(4000) } });
    expect(screen.getByTestId('message-count')).toHaveTextContent(
      '4,000 / 4,000 charactersYou have reached the limit of 4,000 characters.',
    );
  });

  it('counts in Arabic', async () => {
    await renderWithApp(<InquiryForm />, { language: 'ar' });
    const count = screen.getByTestId('message-count');
    expect(count).toHaveTextContent('0 / 4.000 حرف');
    fireEvent.change(screen.getByLabelText(/رسالة|الرسالة/), { target: { value: 'x'.repeat(4000) } });
    expect(screen.getByTestId('message-count')).toHaveTextContent('لقد بلغت الحد الأقصى وهو 4.000 حرف.');
  });

  it('links the privacy policy beside the personal data it asks for (English and Arabic)', async () => {
    const { unmount } = await renderWithApp(<InquiryForm />);
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    unmount();
    await renderWithApp(<InquiryForm />, { language: 'ar' });
    expect(screen.getByRole('link', { name: 'اطّلع على سياسة الخصوصية' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });
});

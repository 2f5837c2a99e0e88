import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/call-function';
import { renderWithApp } from '@/test/render';
import { quote, refusedMinimum, stayAnswer } from '../stays-fixtures';
import StayPage from './stay-page';

vi.mock('@/lib/call-function', () => ({ callFunction: vi.fn() }));
const call = vi.mocked(callFunction);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const renderStay = (route: string, language: 'en' | 'ar' = 'en') =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/stays/:slug" element={<StayPage />} />
        <Route path="/ar/stays/:slug" element={<StayPage />} />
      </Routes>
      <Address />
    </>,
    { route, language },
  );

afterEach(() => {
  call.mockReset();
});

describe('/stays/<slug>: a home’s page', () => {
  it('shows the home: title, details, amenities by name, rules, times, policy and map link; no rating', async () => {
    call.mockResolvedValue({ ok: true, data: stayAnswer() });
    const { container } = await renderStay('/stays/riad-yasmine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Riad Yasmine' })).toBeInTheDocument();
    expect(screen.getByText('Sleeps 4 adults and 2 children')).toBeInTheDocument();
    expect(screen.getByText('3 bedrooms')).toBeInTheDocument();
    expect(screen.getByText('4 beds')).toBeInTheDocument();
    expect(screen.getByText('2 bathrooms')).toBeInTheDocument();
    const amenities = within(screen.getByTestId('amenities'));
    expect(amenities.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Wifi',
      'Rooftop terrace',
      'Hammam',
    ]);
    expect(screen.getByText('No parties. Quiet after 22:00.')).toBeInTheDocument();
    expect(screen.getByText('Check-in from 15:00')).toBeInTheDocument();
    expect(screen.getByText('Check-out by 11:00')).toBeInTheDocument();
    expect(screen.getByTestId('cancellation')).toHaveTextContent('Full refund until 5 days before check-in');
    expect(screen.getByRole('link', { name: /See the area on a map/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/#map=17/31.63/-7.99',
    );
    expect(screen.getByText('Choose your dates to see the price.')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/out of 5|★/);
    // No booking form yet: no "Book" button pretending to be one.
    expect(screen.queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Book/ })).toBeNull();
  });

  it('shows the price exactly as the server’s quote breaks it down', async () => {
    call.mockResolvedValue({ ok: true, data: stayAnswer(quote) });
    await renderStay('/stays/riad-yasmine?checkIn=2027-03-10&checkOut=2027-03-13&adults=2');
    const table = await screen.findByTestId('stay-quote');
    expect(call).toHaveBeenCalledWith(
      'public-stay',
      { slug: 'riad-yasmine', language: 'en', checkIn: '2027-03-10', checkOut: '2027-03-13', adults: 2 },
      expect.anything(),
    );
    const lines = within(table).getAllByTestId('quote-line');
    expect(lines[0]).toHaveTextContent('2 nights × €120.00');
    expect(lines[0]).toHaveTextContent('€240.00');
    expect(lines[1]).toHaveTextContent('1 night × €150.00seasonal rate');
    expect(lines[1]).toHaveTextContent('€150.00');
    expect(within(table).getByTestId('quote-cleaning')).toHaveTextContent('Cleaning€35.00');
    expect(within(table).getByTestId('quote-tax')).toHaveTextContent('Tourist tax (2 × 3 × €2.50)');
    expect(within(table).getByTestId('quote-tax')).toHaveTextContent('€15.00');
    expect(within(table).getByTestId('quote-total')).toHaveTextContent('Total€440.00');
  });

  it('says why the server refuses the dates, in English and in Arabic', async () => {
    call.mockResolvedValue({ ok: true, data: stayAnswer(refusedMinimum) });
    await renderStay('/stays/riad-yasmine?checkIn=2027-03-10&checkOut=2027-03-11');
    expect(await screen.findByTestId('quote-refused')).toHaveTextContent(
      'This home takes stays of at least 2 nights from this check-in day.',
    );
    document.body.innerHTML = '';
    await renderStay('/ar/stays/riad-yasmine?checkIn=2027-03-10&checkOut=2027-03-11', 'ar');
    expect(await screen.findByTestId('quote-refused')).toHaveTextContent(
      'يشترط هذا البيت إقامة من ليلتين على الأقل ليوم الوصول هذا.',
    );
    expect(screen.queryByTestId('stay-quote')).toBeNull();
  });

  it('the guests go to the address (replaced) and a new quote is asked for', async () => {
    call.mockResolvedValue({ ok: true, data: stayAnswer(quote) });
    await renderStay('/stays/riad-yasmine?checkIn=2027-03-10&checkOut=2027-03-13&adults=2');
    await screen.findByTestId('stay-quote');
    const adults = screen.getByRole('textbox', { name: 'Adults' });
    await userEvent.clear(adults);
    await userEvent.type(adults, '3');
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/stays/riad-yasmine?checkIn=2027-03-10&checkOut=2027-03-13&adults=3',
      ),
    );
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        'public-stay',
        expect.objectContaining({ adults: 3, checkIn: '2027-03-10' }),
        expect.anything(),
      ),
    );
  });

  it('taken nights cannot be chosen in the calendar', async () => {
    call.mockResolvedValue({ ok: true, data: stayAnswer() });
    await renderStay('/stays/riad-yasmine?checkIn=2027-03-05&checkOut=2027-03-08');
    await screen.findByRole('heading', { level: 1, name: 'Riad Yasmine' });
    const day = (label: RegExp) => screen.getAllByRole('button', { name: label })[0] as HTMLElement;
    expect(day(/^21 March 2027$/)).toBeDisabled();
    expect(day(/^24 March 2027$/)).not.toBeDisabled();
  });

  it('a home nobody can see says so', async () => {
    call.mockResolvedValue({ ok: false, kind: 'http', status: 404, message: null, retryAfterSeconds: null });
    await renderStay('/stays/gone-home');
    expect(await screen.findByText(/This home is not on the site/)).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });
});

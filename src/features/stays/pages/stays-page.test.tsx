import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/call-function';
import { renderWithApp } from '@/test/render';
import { atlas, cities, riad } from '../stays-fixtures';
import StaysPage from './stays-page';

vi.mock('@/lib/call-function', () => ({ callFunction: vi.fn() }));
const call = vi.mocked(callFunction);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const renderList = (route: string, language: 'en' | 'ar' = 'en') =>
  renderWithApp(
    <>
      <StaysPage />
      <Address />
    </>,
    { route, language },
  );

afterEach(() => {
  call.mockReset();
});

describe('/stays: the published homes', () => {
  it('shows each home’s card: cover, title, where, capacity, "from" price in its own currency, no rating', async () => {
    call.mockResolvedValue({ ok: true, data: { stays: [riad, atlas], cities } });
    const { container } = await renderList('/stays');
    const cards = await screen.findAllByTestId('stay-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Riad Yasmine' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'The riad’s patio with its fountain' })).toBeInTheDocument();
    expect(first.getByText('Marrakech · Medina')).toBeInTheDocument();
    expect(first.getByText(/Up to 6 guests · 3 bedrooms/)).toBeInTheDocument();
    expect(first.getByTestId('stay-from')).toHaveTextContent('From €120 / night');
    // Dar Atlas is priced in dirhams: shown in dirhams, never converted.
    expect(within(cards[1] as HTMLElement).getByTestId('stay-from')).toHaveTextContent(/MAD\s?900/);
    expect(within(cards[1] as HTMLElement).getByText('No photo yet')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/out of 5|★/);
    expect(screen.getByText('2 homes')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('public-stays', { language: 'en' }, expect.anything());
  });

  it('with dates in the address, asks for free homes only and shows each one’s total for the stay', async () => {
    call.mockResolvedValue({
      ok: true,
      data: { stays: [{ ...riad, stay: { nights: 3, total: 44000, currency: 'EUR' } }], cities },
    });
    await renderList('/stays?city=Marrakech&checkIn=2027-03-10&checkOut=2027-03-13&adults=2');
    expect(await screen.findByTestId('stay-total')).toHaveTextContent('€440.00 for 3 nights');
    expect(call).toHaveBeenCalledWith(
      'public-stays',
      { language: 'en', city: 'Marrakech', checkIn: '2027-03-10', checkOut: '2027-03-13', adults: 2 },
      expect.anything(),
    );
    // The home's link carries the dates and guests (not the city).
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/stays/riad-yasmine?checkIn=2027-03-10&checkOut=2027-03-13&adults=2',
    );
  });

  it('a filter goes to the address, so the search can be shared', async () => {
    call.mockResolvedValue({ ok: true, data: { stays: [riad], cities } });
    await renderList('/stays?checkIn=2027-03-10&checkOut=2027-03-13');
    await screen.findAllByTestId('stay-card');
    const adults = screen.getByRole('textbox', { name: 'Adults' });
    await userEvent.clear(adults);
    await userEvent.type(adults, '3');
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/stays?checkIn=2027-03-10&checkOut=2027-03-13&adults=3',
      ),
    );
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        'public-stays',
        { language: 'en', checkIn: '2027-03-10', checkOut: '2027-03-13', adults: 3 },
        expect.anything(),
      ),
    );
  });

  it('says when no home is free for the search, and clears it', async () => {
    call.mockResolvedValue({ ok: true, data: { stays: [], cities } });
    await renderList('/stays?adults=9');
    expect(await screen.findByText(/No home is free for this search/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/stays$/));
  });

  it('says so when the homes cannot be loaded, in Arabic too', async () => {
    call.mockResolvedValue({ ok: false, kind: 'network' });
    await renderList('/stays', 'ar');
    expect(
      await screen.findByText('تعذّر تحميل البيوت. تحقّق من اتصالك وحاول مرة أخرى.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
  });
});

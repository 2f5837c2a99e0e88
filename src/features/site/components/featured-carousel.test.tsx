import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/call-function';
import { renderWithApp } from '@/test/render';
import type { FeaturedStay } from '../api/featured-stays';
import { FeaturedCarousel } from './featured-carousel';

vi.mock('@/lib/call-function', () => ({ callFunction: vi.fn() }));
const call = vi.mocked(callFunction);

const home = (slug: string, title: string, amount: number, currency: 'EUR' | 'MAD'): FeaturedStay => ({
  slug,
  title,
  cityKey: 'Marrakech',
  city: 'Marrakech',
  neighbourhood: 'Medina',
  capacity: { adults: 4, children: 2 },
  bedrooms: 3,
  beds: 4,
  bathrooms: 2,
  cover: { url: `/images/stays/${slug}.jpg`, alt: `${title}’s patio`, width: 1200, height: 800 },
  fromNightly: { amount, currency },
  rating: null,
  stay: null,
});
const homes = [
  home('riad-yasmine', 'Riad Yasmine', 12000, 'EUR'),
  home('dar-anis', 'Dar Anis', 9500, 'EUR'),
  home('dar-atlas', 'Dar Atlas', 90000, 'MAD'),
];

afterEach(() => call.mockReset());

const renderCarousel = (language: 'en' | 'ar' = 'en') =>
  renderWithApp(
    <>
      <h2 id="featured">Featured</h2>
      <FeaturedCarousel labelledBy="featured" />
    </>,
    { language },
  );

describe('Featured Destinations: the published homes', () => {
  it('shows each home with its real "from" price in its own currency, no rating, View Details to its page', async () => {
    call.mockResolvedValue({ ok: true, data: { stays: homes, cities: [] } });
    const { container } = await renderCarousel();
    const slides = await screen.findAllByTestId('featured-card');
    expect(slides).toHaveLength(3);
    expect(call).toHaveBeenCalledWith('public-stays', { language: 'en' }, expect.anything());
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 3: Riad Yasmine');
    const first = within(slides[0] as HTMLElement);
    expect(first.getByText('Marrakech · Medina')).toBeInTheDocument();
    expect(slides[0]).toHaveTextContent('From €120 / night');
    expect(slides[2]).toHaveTextContent(/MAD\s?900/);
    expect(first.getByRole('link', { name: /^View Details.*Riad Yasmine/ })).toHaveAttribute(
      'href',
      '/stays/riad-yasmine',
    );
    expect(container.textContent).not.toMatch(/Rated|out of 5/);
    expect(screen.getByTestId('featured-status')).toHaveTextContent('of 3 destinations');
  });

  it('names each slide in Arabic, never Mantine’s English "Carousel slide"', async () => {
    call.mockResolvedValue({ ok: true, data: { stays: homes, cities: [] } });
    const { container } = await renderCarousel('ar');
    const slides = await screen.findAllByTestId('featured-card');
    expect(slides[0]).toHaveAttribute('aria-label', expect.stringMatching(/^1 من 3: /));
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'شريحة');
    expect(container.querySelector('[aria-label="Carousel slide"]')).toBeNull();
    expect(
      container.querySelector('[aria-roledescription="slide"], [aria-roledescription="carousel"]'),
    ).toBeNull();
  });

  it('while the homes load, holds their places; if they cannot be loaded, leads to /stays', async () => {
    let answer: (value: Awaited<ReturnType<typeof callFunction>>) => void = () => {};
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = await renderCarousel();
    expect(screen.queryAllByTestId('featured-card')).toHaveLength(0);
    expect(container.querySelectorAll('[aria-busy="true"] img, [aria-busy="true"] a')).toHaveLength(0);
    answer({ ok: false, kind: 'network' });
    expect(await screen.findByRole('link', { name: 'Explore Our Stays' })).toHaveAttribute('href', '/stays');
    expect(screen.getByText(/could not be loaded just now/)).toBeInTheDocument();
  });
});

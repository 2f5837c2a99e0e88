import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { FeaturedCarousel } from './featured-carousel';

describe('featured destinations: accessible names in the reader’s language', () => {
  it('names each slide in Arabic, never Mantine’s English "Carousel slide"', async () => {
    const { container } = await renderWithApp(
      <>
        <h2 id="featured">الوجهات</h2>
        <FeaturedCarousel labelledBy="featured" />
      </>,
      { language: 'ar' },
    );
    const slides = screen.getAllByTestId('featured-card');
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveAttribute('aria-label', expect.stringMatching(/^1 من 4: /));
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'شريحة');
    expect(container.querySelector('[aria-label="Carousel slide"]')).toBeNull();
    expect(
      container.querySelector('[aria-roledescription="slide"], [aria-roledescription="carousel"]'),
    ).toBeNull();
  });

  it('in English, says which destination each slide is', async () => {
    await renderWithApp(
      <>
        <h2 id="featured">Featured</h2>
        <FeaturedCarousel labelledBy="featured" />
      </>,
    );
    expect(screen.getAllByTestId('featured-card')[0]).toHaveAttribute(
      'aria-label',
      '1 of 4: Atlas Mountain Retreat',
    );
  });
});

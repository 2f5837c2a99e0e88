import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import LandingPage from './landing-page';

describe('home page: the hero first, the rest right after it is painted', () => {
  it('renders the hero alone at first, then the sections below it', async () => {
    await renderWithApp(<LandingPage />, { route: '/' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Begin your journey with Rihla' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rihla means journey' })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Rihla means journey' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Everything your property needs' })).toBeInTheDocument();
  });

  it('opened at /host-services, has the host part in its first render and scrolls to it', async () => {
    const original = Element.prototype.scrollIntoView;
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await renderWithApp(<LandingPage />, { route: '/host-services' });
      expect(screen.getByRole('heading', { name: 'Everything your property needs' })).toBeInTheDocument();
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

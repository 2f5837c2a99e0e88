import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PropertyPhotoCaptionLanguages } from './property-photo-caption-languages';

// The one door to the host functions, answered here.
const door = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: door.call,
}));

const propertyId = '6bb0a39d-615d-45a1-87a2-238a7433a98e';
const photo = {
  id: '00000000-0000-4000-8000-000000000001',
  position: 0,
  caption: 'Porte bleue à gauche',
  captionLanguages: { ar: 'الباب الأزرق على اليسار' },
  url: '/guide/0.webp',
  thumbnailUrl: '/guide/0-small.webp',
  width: 1600,
  height: 1200,
};

async function renderVersions(language: 'en' | 'ar' = 'en') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  await renderWithApp(
    <QueryClientProvider client={client}>
      <PropertyPhotoCaptionLanguages
        propertyId={propertyId}
        photo={photo}
        step={1}
        savedCaption={photo.caption}
      />
    </QueryClientProvider>,
    { route: `/host/properties/${propertyId}`, language },
  );
  return userEvent.setup();
}

afterEach(() => door.call.mockReset());

describe("a guide step's caption in the guests' languages (issue 43, item 6)", () => {
  it('opens a field per language, and saves the versions with the caption as saved', async () => {
    door.call.mockImplementation(async (_name: string, body: Record<string, unknown>) => ({
      propertyId,
      photos: [{ ...photo, captionLanguages: body.captionLanguages }],
    }));
    const user = await renderVersions();
    const toggle = screen.getByRole('button', { name: "Caption 1 in the guests' languages (1 written)" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: 'Caption in العربية' })).toHaveValue(
      'الباب الأزرق على اليسار',
    );
    const english = screen.getByRole('textbox', { name: 'Caption in English' });
    expect(english).toHaveAttribute('lang', 'en');
    await user.type(english, ' Blue door on the left {Enter}');
    await waitFor(() => expect(door.call).toHaveBeenCalledTimes(1));
    expect(door.call.mock.calls[0]![0]).toBe('host-property-photos');
    expect(door.call.mock.calls[0]![1]).toEqual({
      action: 'caption',
      photoId: photo.id,
      caption: 'Porte bleue à gauche',
      captionLanguages: { ar: 'الباب الأزرق على اليسار', en: 'Blue door on the left' },
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: "Caption 1 in the guests' languages (2 written)" }),
    ).toBeInTheDocument();
    // Leaving a field unchanged sends nothing again.
    await user.click(screen.getByRole('textbox', { name: 'Caption in Français' }));
    await user.tab();
    expect(door.call).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic', async () => {
    await renderVersions('ar');
    expect(screen.getByRole('button', { name: /^تعليق الخطوة 1 بلغات الضيوف/ })).toBeInTheDocument();
  });
});

/**
 * The homes' pages as the build prerenders them (issue 46, docs/stays-pages.md): /stays/<slug> in each
 * variant (no language: English; /en/ /fr/ /es/ /ar/), with the home's own head (title, description,
 * canonical, hreflang, link previews) and schema.org `VacationRental` structured data. The homes known
 * at build time are the demo homes of the seed (supabase/local-server/seed-stays.ts); a home the team
 * publishes later opens the app shell, which draws it from public-stay. Pure but for the texts passed in.
 */

import { brand } from '../../src/config/brand.ts';
import { routes } from '../../src/config/routes.ts';
import { localizedPath } from '../../src/i18n/language-paths.ts';
import { type LanguageCode, languageCodes } from '../../src/i18n/languages.ts';
import { demoStays } from '../../supabase/local-server/seed-stays.ts';
import type { OgImage } from './og-images.ts';
import { defaultLanguage, headTags, siteOrigin } from './page-head.ts';

type Face = { title: string; description: string; city: string; neighbourhood: string };

export interface PrerenderedStay {
  slug: string;
  face: Record<LanguageCode, Face>;
  capacity: { adults: number; children: number };
  bedrooms: number;
  beds: number;
  bathrooms: number;
  amenities: string[];
  /** Photo addresses (a path under public/ or an absolute URL). */
  photos: string[];
}

export const prerenderedStays: PrerenderedStay[] = demoStays.map((stay) => ({
  slug: stay.slug,
  face: stay.face,
  capacity: { adults: stay.capacity[0], children: stay.capacity[1] },
  bedrooms: stay.rooms[0],
  beds: stay.rooms[1],
  bathrooms: stay.rooms[2],
  amenities: stay.amenities,
  photos: stay.photos.map((photo) => photo.url),
}));

/** The URL path of a home's page in a variant: `/stays/riad-yasmine`, `/fr/stays/riad-yasmine`. */
export function stayPath(slug: string, language: LanguageCode | null): string {
  return localizedPath(`${routes.stays}/${slug}`, language);
}

export function stayAlternates(siteUrl: string, slug: string): { hreflang: string; href: string }[] {
  const origin = siteOrigin(siteUrl);
  return [
    ...languageCodes.map((language) => ({
      hreflang: language,
      href: `${origin}${stayPath(slug, language)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${stayPath(slug, null)}` },
  ];
}

/** A home's preview image: its first photo's artwork beside the brand panel (og/stay-<slug>.png). */
export function stayOgImages(stays: PrerenderedStay[] = prerenderedStays): OgImage[] {
  return stays.flatMap((stay) => {
    const photo = stay.photos[0];
    return photo?.startsWith('/') ? [{ id: `stay-${stay.slug}`, art: photo.slice(1) }] : [];
  });
}

/** The meta description: the home's description cut at a sentence (or word) within 160 characters. */
export function shortDescription(text: string, limit = 160): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const sentence = cut.lastIndexOf('. ');
  if (sentence > limit / 2) return cut.slice(0, sentence + 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** The home as schema.org describes a vacation rental (no rating, no price: those are live). */
export function vacationRental(input: {
  stay: PrerenderedStay;
  face: Face;
  url: string;
  siteUrl: string;
  language: LanguageCode;
  amenityName: (key: string) => string;
}) {
  const { stay, face, siteUrl } = input;
  const origin = siteOrigin(siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': `${origin}${stayPath(stay.slug, null)}#rental`,
    identifier: stay.slug,
    name: face.title,
    description: face.description,
    url: input.url,
    image: stay.photos.map((photo) => (photo.startsWith('/') ? `${origin}${photo}` : photo)),
    address: {
      '@type': 'PostalAddress',
      addressLocality: face.city,
      addressCountry: 'MA',
    },
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      numberOfBedrooms: stay.bedrooms,
      numberOfBathroomsTotal: stay.bathrooms,
      bed: { '@type': 'BedDetails', numberOfBeds: stay.beds },
      occupancy: { '@type': 'QuantitativeValue', value: stay.capacity.adults + stay.capacity.children },
      amenityFeature: stay.amenities.map((key) => ({
        '@type': 'LocationFeatureSpecification',
        name: input.amenityName(key),
        value: true,
      })),
    },
    brand: { '@type': 'Brand', name: brand.name },
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url, inLanguage: input.language },
  };
}

/** A home's page's head in a variant. `t` reads the `stays` namespace in the page's language. */
export function stayHead(input: {
  stay: PrerenderedStay;
  language: LanguageCode | null;
  siteUrl: string;
  t: (key: string) => string;
}): string {
  const { stay, siteUrl } = input;
  const language = input.language ?? defaultLanguage;
  const face = stay.face[language];
  const url = `${siteOrigin(siteUrl)}${stayPath(stay.slug, input.language)}`;
  const description = shortDescription(face.description);
  const hasImage = stayOgImages([stay]).length > 0;
  return headTags({
    title: `${brand.name} - ${face.title}`,
    description,
    url,
    alternates: stayAlternates(siteUrl, stay.slug),
    image: `${siteOrigin(siteUrl)}/og/${hasImage ? `stay-${stay.slug}` : 'stays'}.png`,
    imageAlt: `${face.title}, ${face.city}`,
    language,
    structuredData: [
      vacationRental({
        stay,
        face,
        url,
        siteUrl,
        language,
        amenityName: (key) => input.t(`amenities.${key}`),
      }),
    ],
  });
}

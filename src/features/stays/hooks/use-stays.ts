import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/components/prerendered-html';
import { toLanguageCode } from '@/i18n/languages';
import { getStay } from '../api/get-stay';
import { listStays } from '../api/list-stays';
import { datesAndGuests, type StaySearch } from '../rules/stay-search';

/** The language the server writes the homes' texts in: the page's. */
export function useStaysLanguage() {
  const { i18n } = useTranslation();
  return toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
}

/** The published homes for a search; the last answer stays on screen while the next one loads. */
export function useStays(search: StaySearch) {
  const language = useStaysLanguage();
  const hydrated = useHydrated();
  const request = { language, ...(search.city ? { city: search.city } : {}), ...datesAndGuests(search) };
  return useQuery({
    queryKey: ['public-stays', request],
    queryFn: ({ signal }) => listStays(request, signal),
    placeholderData: keepPreviousData,
    enabled: hydrated,
  });
}

/** A home's page with the quote for the search's dates and guests. */
export function useStay(slug: string, search: StaySearch) {
  const language = useStaysLanguage();
  const hydrated = useHydrated();
  const request = { slug, language, ...datesAndGuests(search) };
  return useQuery({
    queryKey: ['public-stay', request],
    queryFn: ({ signal }) => getStay(request, signal),
    placeholderData: (previous) => (previous?.stay.slug === slug ? previous : undefined),
    enabled: hydrated,
  });
}

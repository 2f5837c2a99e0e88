import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/components/prerendered-html';
import { toLanguageCode } from '@/i18n/languages';
import { getStay } from '../api/get-stay';
import { listStays } from '../api/list-stays';
import { datesAndGuests, type StaySearch } from '../rules/stay-search';
import { useServerAnswer } from './use-server-answer';

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
  return useServerAnswer(request, hydrated, (signal) => listStays(request, signal));
}

/** A home's page with the quote for the search's dates and guests (another home's never shown). */
export function useStay(slug: string, search: StaySearch) {
  const language = useStaysLanguage();
  const hydrated = useHydrated();
  const request = { slug, language, ...datesAndGuests(search) };
  const answer = useServerAnswer(request, hydrated, (signal) => getStay(request, signal));
  return answer.data?.stay.slug === slug ? answer : { ...answer, data: undefined, isStale: false };
}

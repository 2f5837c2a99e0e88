import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguageCode } from '@/i18n/languages';
import { type FeaturedStay, loadFeaturedStays } from '../api/featured-stays';

export type FeaturedState =
  | { status: 'loading' }
  | { status: 'ready'; stays: FeaturedStay[] }
  | { status: 'failed' };

/**
 * The published homes for Featured Destinations, asked for once the section renders (after the
 * first paint: the carousel loads when it comes near), again when the language changes.
 */
export function useFeaturedStays(): FeaturedState {
  const { i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const [state, setState] = useState<FeaturedState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadFeaturedStays(language, controller.signal)
      .then((stays) => setState(stays ? { status: 'ready', stays } : { status: 'failed' }))
      .catch(() => {
        // Aborted: the language changed or the section left; any other failure shows the way to /stays.
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [language]);
  return state;
}

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '@/components/prerendered-html';
import { emptySearch, readSearch, type StaySearch, searchQuery } from '../rules/stay-search';

/**
 * The search in the address, and a way to change it. A change replaces the address (the back button
 * does not step through every keystroke). A prerendered page reads no query until it is hydrated: the
 * build rendered it without one.
 */
export function useStaySearch(): [StaySearch, (change: Partial<StaySearch>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const search = hydrated ? readSearch(location.search) : emptySearch;
  const setSearch = useCallback(
    (change: Partial<StaySearch>) => {
      const next = { ...readSearch(location.search), ...change };
      void navigate(`${location.pathname}${searchQuery(next)}${location.hash}`, { replace: true });
    },
    [location.pathname, location.search, location.hash, navigate],
  );
  return [search, setSearch];
}

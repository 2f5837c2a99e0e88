import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearHostCache, hostCacheKey } from '@/lib/host-cache';
import { HostDataProvider } from './host-data-provider';
import { claimHostQueryClient, hostQueryClient } from './host-query-client';

const owner1 = '5b1f6c2a-0d4e-4f8a-9b3c-7e2d1a6f4c90';
const owner2 = 'c3e8a1d7-6b2f-4a9e-8d5c-1f7b3e9a2d64';
const guestsKey = ['host', 'host-guests'];

/** The Guests screen, reduced: the cached answer, while the server's answer never comes. */
function Guests() {
  const { data } = useQuery<string>({ queryKey: guestsKey, queryFn: () => new Promise<string>(() => {}) });
  return <p>{data ?? 'Loading guests'}</p>;
}

describe('HostDataProvider on a shared tablet', () => {
  beforeEach(async () => {
    await clearHostCache();
    localStorage.clear();
    hostQueryClient.clear();
  });

  it('never renders the previous user’s answers held in memory, not even on the first render', async () => {
    claimHostQueryClient(owner2);
    hostQueryClient.setQueryData(guestsKey, 'Leila Haddad, Dar Atlas');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <HostDataProvider key={owner1} userId={owner1}>
        <Guests />
      </HostDataProvider>,
    );
    expect(await screen.findByText('Loading guests')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    observer.disconnect();
    expect(seen.join(' ')).not.toContain('Leila Haddad');
    expect(hostQueryClient.getQueryData(guestsKey)).toBeUndefined();
  });

  it('restores the same user’s last loaded data (offline reading) and drops another user’s copy', async () => {
    const stored = (answer: string) =>
      JSON.stringify({
        buster: 'host-v1',
        timestamp: Date.now(),
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: guestsKey,
              queryHash: JSON.stringify(guestsKey),
              state: { data: answer, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle' },
            },
          ],
        },
      });
    localStorage.setItem(hostCacheKey(owner1), stored('Omar Haddad, Dar Mogador'));
    localStorage.setItem(hostCacheKey(owner2), stored('Leila Haddad, Dar Atlas'));
    render(
      <HostDataProvider key={owner1} userId={owner1}>
        <Guests />
      </HostDataProvider>,
    );
    expect(await screen.findByText('Omar Haddad, Dar Mogador')).toBeInTheDocument();
    expect(localStorage.getItem(hostCacheKey(owner2))).toBeNull();
  });
});

describe('what the host portal stores for offline use', () => {
  it('keeps the screens’ answers but never a guest’s personal link', async () => {
    const { QueryClient, dehydrate } = await import('@tanstack/react-query');
    const { storedForOffline } = await import('./host-data-provider');
    const client = new QueryClient();
    client.setQueryData(['host', 'host@rihla.example', 'host-guests', {}], 'Benali');
    client.setQueryData(['host', 'host@rihla.example', 'host-guest-link', { action: 'get' }], {
      url: '/s/secret',
    });
    const stored = dehydrate(client, { shouldDehydrateQuery: storedForOffline }).queries.map(
      (query) => query.queryKey[2],
    );
    expect(stored).toEqual(['host-guests']);
  });
});

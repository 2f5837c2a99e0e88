import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { MessagesBadge } from './messages-badge';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

async function renderBadge(unreadTotal: number, language: 'en' | 'ar' = 'en') {
  call.mockResolvedValue({ unreadTotal });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <span data-testid="link">
        Messages <MessagesBadge />
      </span>
    </QueryClientProvider>,
    { language },
  );
}

afterEach(() => call.mockReset());

describe('MessagesBadge', () => {
  it('shows the unread count beside Messages and says it in words', async () => {
    await renderBadge(3);
    expect(await screen.findByTestId('messages-badge')).toHaveTextContent('3');
    expect(screen.getByTestId('link')).toHaveTextContent('Messages 33 unread messages');
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('host-messages', { action: 'unread' }, expect.anything());
  });

  it('shows nothing without unread messages, and the count in Arabic', async () => {
    const { unmount } = await renderBadge(0);
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    unmount();
    await renderBadge(1, 'ar');
    expect(await screen.findByText('رسالة واحدة غير مقروءة')).toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostAuthEvent, HostSession } from '@/lib/auth';
import { renderWithApp } from '@/test/render';
import { useHostAuthStore } from './host-auth-store';
import { HostGuard } from './host-guard';

type Listener = (event: HostAuthEvent, session: HostSession | null) => void;

const auth = vi.hoisted(() => ({
  session: null as Promise<HostSession | null> | null,
  listeners: [] as Array<(event: string, session: unknown) => void>,
}));

vi.mock('@/lib/auth', () => ({
  getCurrentSession: () => auth.session,
  onAuthEvent: async (listener: Listener) => {
    auth.listeners.push(listener as (event: string, session: unknown) => void);
    return () => {
      auth.listeners = auth.listeners.filter((item) => item !== listener);
    };
  },
  signOut: async () => ({ ok: true }),
}));

const hostSession: HostSession = {
  userId: '7f0c9a52-3b1e-4d6a-9c2f-1e8b5a4d3c21',
  accessToken: 'token',
  email: 'host@rihla.example',
  expiresAt: 2_000_000_000,
};

function renderGuard() {
  return renderWithApp(
    <Routes>
      <Route
        path="/host/dashboard"
        element={
          <HostGuard>
            <p>Host dashboard content</p>
          </HostGuard>
        }
      />
      <Route path="/host-login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/host/dashboard' },
  );
}

describe('HostGuard', () => {
  beforeEach(() => {
    auth.listeners = [];
    useHostAuthStore.setState({ status: 'checking', email: null, userId: null });
  });

  it('shows "Verifying access..." while the session is being checked', async () => {
    auth.session = new Promise(() => {});
    await renderGuard();
    expect(await screen.findByText('Verifying access...')).toBeInTheDocument();
    expect(screen.queryByText('Host dashboard content')).not.toBeInTheDocument();
  });

  it('renders the section when a session exists', async () => {
    auth.session = Promise.resolve(hostSession);
    await renderGuard();
    expect(await screen.findByText('Host dashboard content')).toBeInTheDocument();
    expect(useHostAuthStore.getState().email).toBe('host@rihla.example');
  });

  it('redirects to the login page without a session', async () => {
    auth.session = Promise.resolve(null);
    await renderGuard();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByText('Host dashboard content')).not.toBeInTheDocument();
  });

  it('redirects to the login page when a sign-out event arrives', async () => {
    auth.session = Promise.resolve(hostSession);
    await renderGuard();
    await screen.findByText('Host dashboard content');
    act(() => {
      for (const listener of auth.listeners) listener('SIGNED_OUT', null);
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('knows whose session it is: the user id follows sign-ins, and is forgotten at sign-out', async () => {
    auth.session = Promise.resolve(hostSession);
    await renderGuard();
    await screen.findByText('Host dashboard content');
    expect(useHostAuthStore.getState().userId).toBe(hostSession.userId);
    const next = {
      ...hostSession,
      userId: '0b6d2c4e-8f1a-4e3b-a5d7-9c2e1f4b6a80',
      email: 'host2@rihla.example',
    };
    act(() => {
      for (const listener of auth.listeners) listener('SIGNED_IN', next);
    });
    expect(useHostAuthStore.getState()).toMatchObject({ userId: next.userId, email: next.email });
    act(() => {
      for (const listener of auth.listeners) listener('SIGNED_OUT', null);
    });
    expect(useHostAuthStore.getState().userId).toBeNull();
  });

  it('lets the next sign-in in the same app in: the redirect of the session that ended is not followed', async () => {
    useHostAuthStore.setState({ status: 'redirect', email: null, userId: null });
    auth.session = Promise.resolve(hostSession);
    await renderGuard();
    expect(await screen.findByText('Host dashboard content')).toBeInTheDocument();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });

  it('says it in Arabic for Arabic readers', async () => {
    auth.session = new Promise(() => {});
    await renderWithApp(
      <HostGuard>
        <p>content</p>
      </HostGuard>,
      { language: 'ar' },
    );
    expect(await screen.findByText('جارٍ التحقق من صلاحية الدخول...')).toBeInTheDocument();
  });
});

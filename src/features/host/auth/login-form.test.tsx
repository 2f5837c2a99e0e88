import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LoginForm } from './login-form';

const signIn = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({ signInWithPassword: signIn }));

async function renderLogin(language: 'en' | 'fr' = 'en') {
  await renderWithApp(
    <Routes>
      <Route path="/host-login" element={<LoginForm />} />
      <Route path="/host/dashboard" element={<p>Dashboard reached</p>} />
    </Routes>,
    { route: '/host-login', language },
  );
  const user = userEvent.setup();
  const email = await screen.findByRole('textbox', { name: /email|e-mail/i });
  const password = document.querySelector<HTMLInputElement>('input[name="password"]');
  if (!password) throw new Error('no password input');
  return { user, email, password };
}

describe('LoginForm', () => {
  beforeEach(() => signIn.mockReset());

  it('asks for both fields and sends nothing when one is empty', async () => {
    const { user, email } = await renderLogin();
    await user.type(email, 'host@rihla.example');
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    expect(await screen.findByText('Please enter both email and password')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the backend message in a banner and a Login failed toast, keeping the input', async () => {
    signIn.mockResolvedValue({ ok: false, message: 'Invalid login credentials' });
    const { user, email, password } = await renderLogin();
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    const banners = await screen.findAllByText('Invalid login credentials');
    expect(banners.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(email).toHaveValue('host@rihla.example');
    expect(signIn).toHaveBeenCalledWith('host@rihla.example', 'wrong');
  });

  it('reads "Logging in..." while busy, then goes to the dashboard with a welcome toast', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    signIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, email, password } = await renderLogin();
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'rihla-demo-host');
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    finish({ ok: true });
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back to your host dashboard.')).toBeInTheDocument();
  });

  it('an unexpected failure shows its message, or the generic one when it has none', async () => {
    signIn.mockRejectedValueOnce(new Error('Failed to fetch')).mockRejectedValueOnce({});
    const { user, email, password } = await renderLogin();
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    expect((await screen.findAllByText('Failed to fetch')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    await waitFor(() =>
      expect(screen.getAllByText('An unexpected error occurred').length).toBeGreaterThan(0),
    );
    expect(screen.queryByText('Failed to fetch', { selector: 'form *' })).not.toBeInTheDocument();
  });

  it('translates the wrong-credentials message', async () => {
    signIn.mockResolvedValue({ ok: false, message: 'Invalid login credentials' });
    const { user, email, password } = await renderLogin('fr');
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Accéder au tableau de bord' }));
    expect((await screen.findAllByText('Identifiants de connexion invalides')).length).toBeGreaterThan(0);
    expect(screen.getByText('Échec de la connexion')).toBeInTheDocument();
  });

  it("says in the reader's language when sign-in attempts are over the limit (GoTrue 429)", async () => {
    signIn.mockResolvedValue({
      ok: false,
      message: 'Request rate limit reached',
      code: 'over_request_rate_limit',
    });
    const { user, email, password } = await renderLogin('fr');
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Accéder au tableau de bord' }));
    expect(
      (
        await screen.findAllByText(
          'Trop de tentatives de connexion. Veuillez patienter 15 minutes puis réessayer.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Request rate limit reached')).not.toBeInTheDocument();
  });
});

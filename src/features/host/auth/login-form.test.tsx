import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LoginForm } from './login-form';

const signIn = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({ signInWithPassword: signIn }));

async function renderLogin(language: 'en' | 'fr' | 'ar' = 'en') {
  await renderWithApp(
    <Routes>
      <Route path="/host-login" element={<LoginForm />} />
      <Route path="/host/dashboard" element={<p>Dashboard reached</p>} />
    </Routes>,
    { route: '/host-login', language },
  );
  const user = userEvent.setup();
  const email = await screen.findByRole('textbox', { name: /email|e-mail|البريد/i });
  const password = document.querySelector<HTMLInputElement>('input[name="password"]');
  if (!password) throw new Error('no password input');
  return { user, email, password };
}

describe('LoginForm', () => {
  beforeEach(() => {
    signIn.mockReset();
    // The toasts' store outlives a test: start each one with none on screen.
    notifications.clean();
  });

  it('asks for both fields and sends nothing when one is empty', async () => {
    const { user, email } = await renderLogin();
    await user.type(email, 'host@rihla.example');
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    expect(await screen.findByText('Please enter both email and password')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('a wrong password shows one message, titled for its cause, and no toast', async () => {
    signIn.mockResolvedValue({
      ok: false,
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
    });
    const { user, email, password } = await renderLogin();
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password');
    expect(alert).toHaveTextContent('Check your email address and password, then try again.');
    expect(screen.getAllByText('Incorrect email or password')).toHaveLength(1);
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    expect(email).toHaveValue('host@rihla.example');
    expect(signIn).toHaveBeenCalledWith('host@rihla.example', 'wrong');
  });

  it('each failure replaces the previous one, and none follows the host onto the dashboard', async () => {
    signIn
      .mockResolvedValueOnce({ ok: false, message: 'Invalid login credentials', code: 'invalid_credentials' })
      .mockResolvedValueOnce({ ok: true });
    const { user, email, password } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing information');
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Missing information')).not.toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'rihla-demo-host');
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.queryByText(/Login failed|Incorrect email or password/)).not.toBeInTheDocument();
  });

  it('Arabic: one message, with its own title, in Arabic', async () => {
    signIn.mockResolvedValue({ ok: false, message: 'Invalid login credentials', code: null });
    const { user, email, password } = await renderLogin('ar');
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'الدخول إلى لوحة التحكم' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(alert).toHaveTextContent('تحقّق من بريدك الإلكتروني وكلمة المرور، ثم حاول مرة أخرى.');
    expect(screen.getAllByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toHaveLength(1);
    expect(alert).not.toHaveTextContent('Invalid login credentials');
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  it("names the password's show/hide button in the reader's language", async () => {
    await renderLogin('ar');
    const toggle = document.querySelector('.mantine-PasswordInput-visibilityToggle');
    expect(toggle).toHaveAttribute('aria-label', 'إظهار كلمة المرور أو إخفاؤها');
    expect(document.body.innerHTML).not.toContain('Toggle password visibility');
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

  it("a lost connection says so in the reader's language; anything else is unexpected", async () => {
    signIn.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce({});
    const { user, email, password } = await renderLogin();
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login to Dashboard' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'));
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(screen.queryByText('No connection')).not.toBeInTheDocument();
  });

  it('translates the wrong-credentials message', async () => {
    signIn.mockResolvedValue({ ok: false, message: 'Invalid login credentials' });
    const { user, email, password } = await renderLogin('fr');
    await user.type(email, 'host@rihla.example');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Accéder au tableau de bord' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('E-mail ou mot de passe incorrect');
    expect(alert).toHaveTextContent('Vérifiez votre adresse e-mail et votre mot de passe, puis réessayez.');
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
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trop de tentatives');
    expect(screen.getAllByText(/Trop de tentatives de connexion/)).toHaveLength(1);
    expect(screen.queryByText('Request rate limit reached')).not.toBeInTheDocument();
  });
});

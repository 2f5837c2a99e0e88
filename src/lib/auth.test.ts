import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = {
  signInWithPassword: vi.fn(),
  updateUser: vi.fn(),
};
vi.mock('./supabase', () => ({ getAuthClient: () => Promise.resolve(client) }));

const { updatePassword, wrongCurrentPasswordCode } = await import('./auth');

describe('updatePassword', () => {
  beforeEach(() => {
    client.signInWithPassword.mockReset();
    client.updateUser.mockReset();
  });

  it('checks the current password first, and stops there when it is wrong', async () => {
    client.signInWithPassword.mockResolvedValue({
      data: { session: null },
      error: { message: 'Invalid login credentials', code: 'invalid_credentials' },
    });
    expect(await updatePassword('host@rihla.example', 'wrong', 'new-password-1')).toEqual({
      ok: false,
      message: 'Invalid login credentials',
      code: wrongCurrentPasswordCode,
    });
    expect(client.signInWithPassword).toHaveBeenCalledWith({
      email: 'host@rihla.example',
      password: 'wrong',
    });
    expect(client.updateUser).not.toHaveBeenCalled();
  });

  it('passes other sign-in refusals on with their code (too many attempts)', async () => {
    client.signInWithPassword.mockResolvedValue({
      data: { session: null },
      error: { message: 'Request rate limit reached', code: 'over_request_rate_limit' },
    });
    const result = await updatePassword('host@rihla.example', 'x', 'new-password-1');
    expect(result).toMatchObject({ ok: false, code: 'over_request_rate_limit' });
    expect(client.updateUser).not.toHaveBeenCalled();
  });

  it('sets the new password once the current one is right, and reports its refusal', async () => {
    client.signInWithPassword.mockResolvedValue({ data: { session: {} }, error: null });
    client.updateUser.mockResolvedValueOnce({ data: { user: {} }, error: null });
    expect(await updatePassword('host@rihla.example', 'old-password', 'new-password-1')).toEqual({
      ok: true,
    });
    expect(client.updateUser).toHaveBeenCalledWith({ password: 'new-password-1' });
    client.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: { message: 'New password should be different from the old password.', code: 'same_password' },
    });
    expect(await updatePassword('host@rihla.example', 'old-password', 'old-password')).toMatchObject({
      ok: false,
      code: 'same_password',
    });
  });
});

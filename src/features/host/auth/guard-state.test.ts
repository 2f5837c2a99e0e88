import { describe, expect, it } from 'vitest';
import { statusAfterEvent, statusFromSession } from './guard-state';

const session = {
  userId: '7f0c9a52-3b1e-4d6a-9c2f-1e8b5a4d3c21',
  accessToken: 'token',
  email: 'host@rihla.example',
  expiresAt: 2_000_000_000,
};

describe('guard state', () => {
  it('lets a session in and sends everyone else to the login page', () => {
    expect(statusFromSession(session)).toBe('authenticated');
    expect(statusFromSession(null)).toBe('redirect');
  });

  it('redirects on a sign-out event, even from inside the portal', () => {
    expect(statusAfterEvent('authenticated', 'SIGNED_OUT', null)).toBe('redirect');
    expect(statusAfterEvent('checking', 'SIGNED_OUT', null)).toBe('redirect');
  });

  it('stays in on refresh and user updates while a session exists', () => {
    expect(statusAfterEvent('authenticated', 'TOKEN_REFRESHED', session)).toBe('authenticated');
    expect(statusAfterEvent('authenticated', 'USER_UPDATED', session)).toBe('authenticated');
    expect(statusAfterEvent('checking', 'SIGNED_IN', session)).toBe('authenticated');
  });

  it('an initial event without a session redirects; other sessionless events change nothing', () => {
    expect(statusAfterEvent('checking', 'INITIAL_SESSION', null)).toBe('redirect');
    expect(statusAfterEvent('checking', 'PASSWORD_RECOVERY', null)).toBe('checking');
  });
});

import { useMutation } from '@tanstack/react-query';
import { type AuthResult, updatePassword } from '@/lib/auth';
import { isOnline } from '@/lib/network-status';
import { useHostAuthStore } from '../auth/host-auth-store';

/** Answered when the tablet is offline: the change needs the auth service, nothing is tried. */
export const offlineCode = 'offline';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * Security's Update Password, through the auth service (not a host function): the current password
 * is checked, then replaced. Resolves with the auth result (a refusal carries its code); throws only
 * when the auth client cannot be reached at all.
 */
export function useUpdatePassword() {
  const email = useHostAuthStore((state) => state.email);
  return useMutation<AuthResult, Error, PasswordChange>({
    mutationFn: async ({ currentPassword, newPassword }) => {
      if (!isOnline()) return { ok: false, message: 'Offline.', code: offlineCode };
      if (!email) return { ok: false, message: 'Not signed in.', code: 'session_missing' };
      return updatePassword(email, currentPassword, newPassword);
    },
  });
}

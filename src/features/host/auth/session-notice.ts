/**
 * The host portal's one toast about the session (signed in, signed out, sign-out failed): each one
 * replaces the previous, so "Logged out" never sits beside "Login successful".
 * Side effect: shows and hides Mantine notifications.
 */
import { notifications } from '@mantine/notifications';

export const sessionNoticeId = 'host-session';

export function showSessionNotice(notice: { color: string; title: string; message: string }): void {
  notifications.hide(sessionNoticeId);
  notifications.show({ ...notice, id: sessionNoticeId });
}

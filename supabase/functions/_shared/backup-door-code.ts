/**
 * The backup door code's rule (issue 31), shared by host-bookings and the host portal: pure, no
 * I/O. A typed backup is checked like a typed door code (4 to 8 digits, not trivial) and must not be
 * the door code itself. '' (none: the server generates one when there is a door code) is the
 * caller's to allow.
 */
import { validateTypedDoorCode } from './door-code.ts';
import type { BackupDoorCodeProblem } from './host-api-types-bookings.ts';

export type BackupDoorCodeCheck = { ok: true } | { ok: false; problem: BackupDoorCodeProblem };

/** `backup` and `mainCode` as given (the caller trims); `mainCode` '' or null: no door code. */
export function validateBackupDoorCode(backup: string, mainCode: string | null): BackupDoorCodeCheck {
  const typed = validateTypedDoorCode(backup);
  if (!typed.ok) return typed;
  return backup === mainCode ? { ok: false, problem: 'same_as_main' } : { ok: true };
}

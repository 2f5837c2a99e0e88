/**
 * What a save does to a booking's backup door code (issue 31), as a pure rule: a booking with a door
 * code always has a backup different from it; a booking without a door code has none.
 * - A backup typed (not ''): checked like a door code and against the door code; a trivial one that
 *   is the booking's current backup is kept (as an unchanged trivial door code is).
 * - '' or left out, with a door code: the current backup is kept when there is one and it differs
 *   from the door code ('' asks for a new one); else one is generated.
 * - Without a door code: a backup typed is refused; the current one goes.
 */
import { validateBackupDoorCode } from '../_shared/backup-door-code.ts';
import { generateBackupDoorCode, type RandomInt } from '../_shared/door-code.ts';
import type { BackupDoorCodeProblem } from '../_shared/host-api-types-bookings.ts';

export interface BackupCodeSave {
  /** The door code the booking will have after the save (null: none). */
  mainCode: string | null;
  /** The backup code sent (trimmed); undefined when the request left it out. */
  given: string | undefined;
  /** The booking's backup code now (null: none, or a new booking). */
  current: string | null;
}

export type BackupCodeOutcome =
  /** `store`: the value to write ('' = none); undefined: leave the column as it is. */
  | { ok: true; store: string | undefined }
  | { ok: false; problem: BackupDoorCodeProblem | 'without_door_code' };

export function resolveBackupDoorCode(save: BackupCodeSave, randomInt?: RandomInt): BackupCodeOutcome {
  const { mainCode, given, current } = save;
  if (!mainCode) {
    if (given) return { ok: false, problem: 'without_door_code' };
    return { ok: true, store: current === null ? undefined : '' };
  }
  if (given) {
    const check = validateBackupDoorCode(given, mainCode);
    if (!check.ok && !(check.problem === 'trivial' && given === current)) return check;
    return { ok: true, store: given };
  }
  const kept = given === '' ? null : current;
  if (kept !== null && kept !== mainCode) return { ok: true, store: undefined };
  return { ok: true, store: generateBackupDoorCode(mainCode, randomInt) };
}

/** Remembers, in localStorage, that the guest closed the install offer. */
import { STORAGE_KEYS } from './storage-keys';

export function installHintWasDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.installHintDismissed) === '1';
  } catch {
    return false;
  }
}

/** Private mode may refuse to store it: the offer then comes back next time. */
export function rememberInstallHintDismissed(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.installHintDismissed, '1');
  } catch {
    // not stored: shown again next time
  }
}

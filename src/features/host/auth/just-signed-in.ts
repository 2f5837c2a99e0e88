/**
 * "Just signed in" (issue 44: the dashboard offers notifications right after a sign-in, never on a
 * later load or a reload). The login form marks it, the dashboard reads it as it mounts and forgets
 * it. In memory only, so a reload never sees it, and no navigation: a replace of the history entry
 * (the way it was told before) cancelled a sidebar link the host had pressed meanwhile.
 */
const freshForMs = 60_000;
let signedInAt: number | null = null;

export function markJustSignedIn(now = Date.now()): void {
  signedInAt = now;
}

/** True from a sign-in until the dashboard forgets it (at most a minute later). */
export function isJustSignedIn(now = Date.now()): boolean {
  return signedInAt !== null && now - signedInAt < freshForMs;
}

export function forgetJustSignedIn(): void {
  signedInAt = null;
}

/**
 * The server's clock, movable by the end-to-end tests only: with TEST_CLOCK_FILE set (and the
 * server on this machine's loopback), `now()` is the real time plus the milliseconds written in
 * that file ("345600000" moves the server four days ahead; a missing or empty file: no offset).
 * The file is read again when it changes (its modification time), so a test moves the clock
 * between two requests without restarting the server. Side effect: reads the file.
 */
import { readFileSync, statSync } from 'node:fs';

export type Clock = () => Date;

/** The real clock, or the tests' movable one when `file` is given. */
export function serverClock(file: string | undefined): Clock {
  if (!file) return () => new Date();
  let seenChange = -1;
  let offset = 0;
  return () => {
    let changed: number;
    try {
      changed = statSync(file).mtimeMs;
    } catch {
      return new Date();
    }
    if (changed !== seenChange) {
      seenChange = changed;
      const text = readFileSync(file, 'utf8').trim();
      const value = Number(text);
      offset = text !== '' && Number.isFinite(value) ? value : 0;
    }
    return new Date(Date.now() + offset);
  };
}

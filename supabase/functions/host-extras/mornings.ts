/**
 * A breakfast's mornings in the Extras queue (issue 43, item 8): each morning chosen is fulfilled on
 * its own; the line is fulfilled once every morning is. Pure.
 */
import { parseMornings } from '../_shared/extras-dates.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export interface MorningState {
  day: string;
  fulfilled: boolean;
}

/** The mornings a line is for, earliest first: a breakfast's chosen mornings; none for any other extra. */
export function lineMornings(extraId: string, details: Record<string, string>): string[] {
  if (extraId !== 'breakfast') return [];
  return [...new Set(parseMornings(details.mornings).filter((day) => isoDate.test(day)))].sort();
}

/** Each morning with whether it is fulfilled (all of them once the line is). */
export function morningStates(
  mornings: string[],
  fulfilledMornings: string[],
  lineFulfilled: boolean,
): MorningState[] {
  const done = new Set(fulfilledMornings);
  return mornings.map((day) => ({ day, fulfilled: lineFulfilled || done.has(day) }));
}

/** Whether marking these mornings fulfilled completes the line (every morning is). */
export function everyMorningFulfilled(mornings: string[], fulfilledMornings: string[]): boolean {
  const done = new Set(fulfilledMornings);
  return mornings.length > 0 && mornings.every((day) => done.has(day));
}

import type { SelectedExtra } from '@shared/api-types.ts';

type Translate = (key: string, values?: Record<string, string>) => string;

/** A short line under an extra saying what the guest chose (transfer flight, breakfast time). */
export function describeLine(line: SelectedExtra, t: Translate): string | null {
  if (line.id === 'airport_transfer' && line.details.flightNumber) {
    return t('lineDetails.transfer', {
      direction: t(line.details.direction === 'departure' ? 'transfer.departure' : 'transfer.arrival'),
      flightNumber: line.details.flightNumber,
      flightTime: line.details.flightTime ?? '',
      guestCount: line.details.guestCount ?? '',
    });
  }
  if (line.id === 'breakfast' && line.details.timeMethod) {
    return line.details.timeMethod === 'later'
      ? t('lineDetails.breakfastLater')
      : t('lineDetails.breakfastAt', { time: line.details.time ?? '' });
  }
  return null;
}

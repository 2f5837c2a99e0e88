import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  DeclarationFormat,
  DeclarationGap,
  DeclarationsAnswer,
  DeclarationsRequest,
  DeclaredGuest,
} from '@shared/host-api-types-checkin.ts';

/**
 * The daily declaration (host-declarations, JSON): the adults arriving on `date` at one property
 * or all, with their forms, and the bookings whose forms are not all in. While another day or
 * property loads, the current list stays on screen; offline, the last loaded one.
 */
export function useDeclarations(request: { date: string; propertyId: string | null }) {
  return useHostQuery(
    calls.hostDeclarations,
    {
      date: request.date,
      ...(request.propertyId ? { propertyId: request.propertyId } : {}),
      format: 'json',
    },
    { keepPrevious: true },
  );
}

import type { HostBookingsRequest, HostDoorCodeAnswer } from '@shared/host-api-types-bookings.ts';
import { useHostMutation } from './use-host-mutation';

export type GenerateDoorCodeBody = Extract<HostBookingsRequest, { action: 'generateDoorCode' }>;

/** The editor's Generate (host-bookings `generateDoorCode`): a fresh code, nothing saved. Needs a connection. */
export function useGenerateDoorCode() {
  return useHostMutation<GenerateDoorCodeBody, HostDoorCodeAnswer>('host-bookings', []);
}

import type { HostBookingsRequest, HostDoorCodeAnswer } from '@shared/host-api-types-bookings.ts';
import { useLegacyHostMutation } from './use-legacy-host-calls';

export type GenerateDoorCodeBody = Extract<HostBookingsRequest, { action: 'generateDoorCode' }>;

/** The editor's Generate (host-bookings `generateDoorCode`): a fresh code, nothing saved. Needs a connection. */
export function useGenerateDoorCode() {
  return useLegacyHostMutation<GenerateDoorCodeBody, HostDoorCodeAnswer>('host-bookings', []);
}

export type GenerateBackupDoorCodeBody = Extract<HostBookingsRequest, { action: 'generateBackupDoorCode' }>;

/** The editor's Generate beside the backup code (host-bookings `generateBackupDoorCode`): never the door code itself, nothing saved. */
export function useGenerateBackupDoorCode() {
  return useLegacyHostMutation<GenerateBackupDoorCodeBody, HostDoorCodeAnswer>('host-bookings', []);
}

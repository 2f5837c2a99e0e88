import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** The editor's Generate (host-bookings `generateDoorCode`): a fresh code, nothing saved. Needs a connection. */
export function useGenerateDoorCode() {
  return useHostMutation(calls.hostBookingsGenerateDoorCode, []);
}

/** The editor's Generate beside the backup code (host-bookings `generateBackupDoorCode`): never the door code itself, nothing saved. */
export function useGenerateBackupDoorCode() {
  return useHostMutation(calls.hostBookingsGenerateBackupDoorCode, []);
}

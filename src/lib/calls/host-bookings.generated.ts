/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-bookings, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostBookingsCancel as hostBookingsCancelContract,
  hostBookingsCreate as hostBookingsCreateContract,
  hostBookingsGenerateBackupDoorCode as hostBookingsGenerateBackupDoorCodeContract,
  hostBookingsGenerateDoorCode as hostBookingsGenerateDoorCodeContract,
  hostBookingsGet as hostBookingsGetContract,
  hostBookingsUpdate as hostBookingsUpdateContract,
} from '@shared/contracts/host-bookings.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostBookingsCancel = 'host-bookings.cancel' as CallRef<
  typeof hostBookingsCancelContract,
  'host-bookings'
>;
/** host */
export const hostBookingsCreate = 'host-bookings.create' as CallRef<
  typeof hostBookingsCreateContract,
  'host-bookings'
>;
/** host */
export const hostBookingsGenerateBackupDoorCode = 'host-bookings.generateBackupDoorCode' as CallRef<
  typeof hostBookingsGenerateBackupDoorCodeContract,
  'host-bookings'
>;
/** host */
export const hostBookingsGenerateDoorCode = 'host-bookings.generateDoorCode' as CallRef<
  typeof hostBookingsGenerateDoorCodeContract,
  'host-bookings'
>;
/** host */
export const hostBookingsGet = 'host-bookings.get' as CallRef<
  typeof hostBookingsGetContract,
  'host-bookings'
>;
/** host */
export const hostBookingsUpdate = 'host-bookings.update' as CallRef<
  typeof hostBookingsUpdateContract,
  'host-bookings'
>;

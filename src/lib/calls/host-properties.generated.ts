/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-properties, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostPropertiesCreate as hostPropertiesCreateContract,
  hostPropertiesDelete as hostPropertiesDeleteContract,
  hostPropertiesGet as hostPropertiesGetContract,
  hostPropertiesList as hostPropertiesListContract,
  hostPropertiesUpdate as hostPropertiesUpdateContract,
} from '@shared/contracts/host-properties.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostPropertiesCreate = 'host-properties.create' as CallRef<
  typeof hostPropertiesCreateContract,
  'host-properties'
>;
/** host */
export const hostPropertiesDelete = 'host-properties.delete' as CallRef<
  typeof hostPropertiesDeleteContract,
  'host-properties'
>;
/** host */
export const hostPropertiesGet = 'host-properties.get' as CallRef<
  typeof hostPropertiesGetContract,
  'host-properties'
>;
/** host */
export const hostPropertiesList = 'host-properties.list' as CallRef<
  typeof hostPropertiesListContract,
  'host-properties'
>;
/** host */
export const hostPropertiesUpdate = 'host-properties.update' as CallRef<
  typeof hostPropertiesUpdateContract,
  'host-properties'
>;

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

/** host-properties.create (host) */
export const hostPropertiesCreate = { function: 'host-properties', action: 'create' } as CallRef<
  typeof hostPropertiesCreateContract,
  'host-properties'
>;
/** host-properties.delete (host) */
export const hostPropertiesDelete = { function: 'host-properties', action: 'delete' } as CallRef<
  typeof hostPropertiesDeleteContract,
  'host-properties'
>;
/** host-properties.get (host) */
export const hostPropertiesGet = { function: 'host-properties', action: 'get' } as CallRef<
  typeof hostPropertiesGetContract,
  'host-properties'
>;
/** host-properties.list (host) */
export const hostPropertiesList = { function: 'host-properties', action: 'list' } as CallRef<
  typeof hostPropertiesListContract,
  'host-properties'
>;
/** host-properties.update (host) */
export const hostPropertiesUpdate = { function: 'host-properties', action: 'update' } as CallRef<
  typeof hostPropertiesUpdateContract,
  'host-properties'
>;

/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-property-photos, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostPropertyPhotosCaption as hostPropertyPhotosCaptionContract,
  hostPropertyPhotosDelete as hostPropertyPhotosDeleteContract,
  hostPropertyPhotosReorder as hostPropertyPhotosReorderContract,
  hostPropertyPhotosUpload as hostPropertyPhotosUploadContract,
} from '@shared/contracts/host-property-photos.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostPropertyPhotosCaption = 'host-property-photos.caption' as CallRef<
  typeof hostPropertyPhotosCaptionContract,
  'host-property-photos'
>;
/** host */
export const hostPropertyPhotosDelete = 'host-property-photos.delete' as CallRef<
  typeof hostPropertyPhotosDeleteContract,
  'host-property-photos'
>;
/** host */
export const hostPropertyPhotosReorder = 'host-property-photos.reorder' as CallRef<
  typeof hostPropertyPhotosReorderContract,
  'host-property-photos'
>;
/** host */
export const hostPropertyPhotosUpload = 'host-property-photos.upload' as CallRef<
  typeof hostPropertyPhotosUploadContract,
  'host-property-photos'
>;

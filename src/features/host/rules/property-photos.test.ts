import { describe, expect, it } from 'vitest';
import {
  checkPhotoFiles,
  movedPhotoIds,
  photoErrorKey,
  photoFileRefusal,
  photoPickerAccept,
} from './property-photos';

const mb = 1024 * 1024;
const file = (name: string, type: string, size = 2 * mb) => ({ name, type, size });

describe('photo guide files', () => {
  it('refuses HEIC by type or by name, with its own reason', () => {
    expect(photoFileRefusal(file('IMG_0042.HEIC', 'image/heic'))).toBe('heic');
    expect(photoFileRefusal(file('IMG_0042.heif', ''))).toBe('heic');
    expect(photoFileRefusal(file('photo.jpg', 'image/heif'))).toBe('heic');
  });

  it('takes JPEG, PNG and WebP up to 10 MB, by type or (without one) by name', () => {
    expect(photoFileRefusal(file('door.jpg', 'image/jpeg'))).toBeNull();
    expect(photoFileRefusal(file('door.png', 'image/png', 10 * mb))).toBeNull();
    expect(photoFileRefusal(file('door.webp', ''))).toBeNull();
    expect(photoFileRefusal(file('door.png', 'image/png', 10 * mb + 1))).toBe('tooLarge');
    expect(photoFileRefusal(file('door.gif', 'image/gif'))).toBe('type');
    expect(photoFileRefusal(file('notes.pdf', 'application/pdf'))).toBe('type');
    expect(photoFileRefusal(file('door', ''))).toBe('type');
    expect(photoFileRefusal(file('door.jpg', 'image/jpeg', 0))).toBe('empty');
  });

  it('keeps the guide at 20 photos, counting those on their way', () => {
    const picked = [file('a.jpg', 'image/jpeg'), file('b.heic', 'image/heic'), file('c.jpg', 'image/jpeg')];
    expect(checkPhotoFiles(picked, 18).map((item) => item.refusal)).toEqual([null, 'heic', null]);
    expect(checkPhotoFiles(picked, 19).map((item) => item.refusal)).toEqual([null, 'heic', 'tooMany']);
    expect(checkPhotoFiles(picked, 20).map((item) => item.refusal)).toEqual(['tooMany', 'heic', 'tooMany']);
  });

  it('offers HEIC in the picker, to explain it rather than hide it', () => {
    expect(photoPickerAccept).toBe('image/jpeg,image/png,image/webp,.heic,.heif');
  });

  it("explains the server's refusals by code, else the usual cause", () => {
    expect(photoErrorKey({ kind: 'refused', code: 'heic_not_supported' })).toBe(
      'propertyEditor.photos.refusals.heic',
    );
    expect(photoErrorKey({ kind: 'refused', code: 'too_many_photos' })).toBe(
      'propertyEditor.photos.refusals.tooMany',
    );
    expect(photoErrorKey({ kind: 'refused', code: 'payload_too_large' })).toBe(
      'propertyEditor.photos.refusals.tooLarge',
    );
    expect(photoErrorKey({ kind: 'server', code: 'not_configured' })).toBe(
      'propertyEditor.photos.refusals.storage',
    );
    expect(photoErrorKey({ kind: 'network' })).toBe('live.writeOffline');
    expect(photoErrorKey({ kind: 'not-found', code: 'not_found' })).toBe('live.notFound');
  });

  it('moves a step up or down, never past either end', () => {
    expect(movedPhotoIds(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedPhotoIds(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movedPhotoIds(['a', 'b', 'c'], 0, -1)).toBeNull();
    expect(movedPhotoIds(['a', 'b', 'c'], 2, 1)).toBeNull();
    expect(movedPhotoIds(['a'], 5, -1)).toBeNull();
  });
});

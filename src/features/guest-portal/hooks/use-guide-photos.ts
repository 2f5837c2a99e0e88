/** The guide photos to show: the copies saved on this device (object URLs) first, the network URLs otherwise. */
import { useEffect, useState } from 'react';

// IndexedDB code (Dexie) loads with the first photo read, after the door code is on screen.
import { loadSavedPhotos as loadPhotos } from '@/lib/saved-stays';

export interface GuidePhoto {
  src: string;
  fromDevice: boolean;
  /** The host's caption for this step ('' or absent: none). */
  caption?: string;
}

export function useGuidePhotos(bookingId: string, urls: string[], version: number): GuidePhoto[] {
  const [photos, setPhotos] = useState<GuidePhoto[]>(() => urls.map((src) => ({ src, fromDevice: false })));
  const key = urls.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` reloads the photos once they are saved
  useEffect(() => {
    let cancelled = false;
    const created: string[] = [];
    const list = key ? key.split('\n') : [];
    loadPhotos(bookingId)
      .then((saved) => {
        if (cancelled) return;
        const byIndex = new Map(saved.map((photo) => [photo.index, photo]));
        setPhotos(
          list.map((url, index) => {
            const photo = byIndex.get(index);
            if (photo && photo.url === url) {
              const src = URL.createObjectURL(photo.blob);
              created.push(src);
              return { src, fromDevice: true };
            }
            return { src: url, fromDevice: false };
          }),
        );
      })
      .catch(() => {
        if (!cancelled) setPhotos(list.map((src) => ({ src, fromDevice: false })));
      });
    return () => {
      cancelled = true;
      for (const src of created) URL.revokeObjectURL(src);
    };
  }, [bookingId, key, version]);

  return photos;
}

/**
 * Downloads a booking's guide photos as blobs so they can be kept on the device (IndexedDB), not in
 * the service worker caches. Photos that fail to download are skipped; the rest are still kept.
 */
export interface DownloadedPhoto {
  index: number;
  url: string;
  blob: Blob;
}

export async function downloadPhotos(urls: string[], signal?: AbortSignal): Promise<DownloadedPhoto[]> {
  const results = await Promise.all(
    urls.map(async (url, index) => {
      try {
        const response = await fetch(url, { signal, cache: 'no-store', credentials: 'omit' });
        if (!response.ok || response.type === 'opaque') return null;
        return { index, url, blob: await response.blob() };
      } catch {
        return null;
      }
    }),
  );
  return results.filter((photo): photo is DownloadedPhoto => photo !== null);
}

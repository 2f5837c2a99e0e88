/**
 * The photo guide's uploads (host-property-photos `upload`, a form: `propertyId` + `photo`): each picked
 * file is checked first (rules/property-photos.ts), then the accepted ones are sent one per request,
 * in order, each with its progress; a refused or failed file is explained and the others still go.
 * Side effects: network (uploadHost), the host query cache (the guide shows each new photo).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as calls from '@/lib/calls.generated';
import { HostFunctionError } from '@/lib/host-functions';
import { uploadHost } from '@/lib/host-upload';
import { isOnline } from '@/lib/network-status';
import { checkPhotoFiles, photoErrorKey, photoRefusalKey } from '../rules/property-photos';
import { usePropertyCache } from './get-property';

export type PhotoUploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface PhotoUpload {
  id: number;
  name: string;
  status: PhotoUploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it was refused or failed (host texts' key). */
  errorKey: string | null;
}

/** How long a finished upload stays listed. */
const doneShownMs = 4000;

export function usePropertyPhotoUploads(propertyId: string, photoCount: number) {
  const cache = usePropertyCache();
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const queue = useRef<{ id: number; file: File }[]>([]);
  const inFlight = useRef(0);
  const running = useRef(false);
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const update = useCallback((id: number, patch: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));
  }, []);
  const dismiss = useCallback((id: number) => {
    setUploads((list) => list.filter((upload) => upload.id !== id));
  }, []);

  const sendOne = async (id: number, file: File) => {
    if (!isOnline()) {
      update(id, { status: 'failed', errorKey: 'live.writeOffline' });
      return;
    }
    update(id, { status: 'uploading', progress: 0 });
    try {
      const answer = await uploadHost(
        calls.hostPropertyPhotosUpload,
        { propertyId, photo: [file] },
        { onProgress: (progress) => update(id, { progress }) },
      );
      cache.setPhotos(propertyId, answer.photos);
      update(id, { status: 'done', progress: 1 });
      timers.current.push(window.setTimeout(() => dismiss(id), doneShownMs));
    } catch (error) {
      const errorKey = error instanceof HostFunctionError ? photoErrorKey(error) : 'live.serverFailed';
      update(id, { status: 'failed', errorKey });
    }
  };

  const run = async () => {
    if (running.current) return;
    running.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      await sendOne(next.id, next.file);
      inFlight.current -= 1;
    }
    running.current = false;
    void cache.refresh();
  };

  /** Checks `files` and queues the accepted ones; the refused are listed with their reason at once. */
  const add = (files: readonly File[]) => {
    const checked = checkPhotoFiles(files, photoCount + inFlight.current);
    const added: PhotoUpload[] = checked.map(({ file, refusal }) => {
      const id = nextId.current++;
      if (!refusal) {
        queue.current.push({ id, file });
        inFlight.current += 1;
      }
      return {
        id,
        name: file.name,
        status: refusal ? 'failed' : 'waiting',
        progress: 0,
        errorKey: refusal ? photoRefusalKey(refusal) : null,
      };
    });
    setUploads((list) => [...list, ...added]);
    void run();
  };

  return { uploads, add, dismiss, busy: uploads.some((upload) => upload.status === 'uploading') };
}

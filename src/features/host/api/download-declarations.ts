import type { DeclarationsRequest } from '@shared/host-api-types-checkin.ts';
import { useMutation } from '@tanstack/react-query';
import { functionOf } from '@/lib/calls';
import * as calls from '@/lib/calls.generated';
import { downloadHostFile, saveDownload } from '@/lib/host-download';
import { HostFunctionError } from '@/lib/host-functions';
import { isOnline } from '@/lib/network-status';

export type DeclarationFileFormat = 'csv' | 'pdf';

export interface DeclarationDownload {
  date: string;
  propertyId: string | null;
  format: DeclarationFileFormat;
}

/**
 * The daily declaration as a file (host-declarations, format csv or pdf), saved through the
 * browser's downloads. Needs a connection: offline, it fails at once with a `network` error.
 */
export function useDownloadDeclarations() {
  return useMutation<void, HostFunctionError, DeclarationDownload>({
    mutationFn: async ({ date, propertyId, format }) => {
      if (!isOnline()) throw new HostFunctionError('network', 'Downloads need a connection.');
      const body: DeclarationsRequest = { date, ...(propertyId ? { propertyId } : {}), format };
      saveDownload(
        await downloadHostFile(functionOf(calls.hostDeclarations), body, `declaration-${date}.${format}`),
      );
    },
  });
}

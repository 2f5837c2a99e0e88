/**
 * An editor's unsaved work (issue 43): kept on the device as a draft while the form differs from
 * its saved values, offered back when the form opens again, cleared once saved or discarded; and
 * a question before leaving (use-leave-guard.ts). Side effects: localStorage through src/lib.
 */
import { useCallback, useEffect, useState } from 'react';
import { clearFormDraft, readFormDraft, writeFormDraft } from '@/lib/form-drafts';
import { draftIsFresh, formIsDirty, type OfferedDraft, offeredDraft } from '../rules/form-draft';
import { type LeaveGuard, useLeaveGuard } from './use-leave-guard';

export interface KeptWork<T> {
  /** A draft from an earlier visit, offered until restored or discarded. */
  offer: OfferedDraft<T> | null;
  restoreDraft: () => void;
  discardDraft: () => void;
  guard: LeaveGuard;
  /** Saved or discarded on purpose: the draft goes and the next navigation does not ask. */
  done: () => void;
}

export function useKeptWork<T extends object>({
  formId,
  saved,
  values,
  restore,
  enabled = true,
}: {
  /** formDraftId(): one draft per booking or property. */
  formId: string;
  /** The values the form opened with (or last saved). */
  saved: T;
  values: T;
  restore: (values: T) => void;
  /** False for a read-only form. */
  enabled?: boolean;
}): KeptWork<T> {
  const [offer, setOffer] = useState<OfferedDraft<T> | null>(() =>
    enabled ? offeredDraft(readFormDraft(formId), saved, Date.now()) : null,
  );
  const dirty = enabled && formIsDirty(saved, values);
  const guard = useLeaveGuard(dirty);

  useEffect(() => {
    // An offered draft stays as it is until the host restores or discards it.
    if (offer || !enabled) return;
    if (!dirty) {
      clearFormDraft(formId);
      return;
    }
    const now = Date.now();
    writeFormDraft(formId, { savedAt: now, values }, (other) => draftIsFresh(other, now));
  }, [formId, values, dirty, offer, enabled]);

  const restoreDraft = useCallback(() => {
    if (offer) restore(offer.values);
    setOffer(null);
  }, [offer, restore]);
  const discardDraft = useCallback(() => {
    clearFormDraft(formId);
    setOffer(null);
  }, [formId]);
  const { release } = guard;
  const done = useCallback(() => {
    release();
    clearFormDraft(formId);
  }, [release, formId]);
  return { offer, restoreDraft, discardDraft, guard, done };
}

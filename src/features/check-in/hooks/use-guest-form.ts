/**
 * One adult's form on screen: its values from the store, the errors the declaration rules find,
 * which of them show (a field left, or after a submit; the server's always), their translated
 * messages, and the submit that takes the guest to the first error.
 */

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/i18n/format';
import type { GuestDeclarationDraft } from '@/lib/checkin-drafts';
import {
  adultsPickerId,
  adultsRefusal,
  type DeclarationFieldError,
  dateInZone,
  emptyGuestDraft,
  type FormField,
  firstErrorField,
  guestFormErrors,
  propertyTimeZone,
  serverFieldErrors,
  shownErrors,
} from '../rules/form-rules';
import { type GuestEntry, useCheckInStore } from '../store/check-in-store';

type ErrorCode = DeclarationFieldError | 'unknown' | 'consent';

/** The element a field's error takes the guest to: its input, or the first input inside it. */
export function fieldElementId(guestIndex: number, field: FormField): string {
  return `checkin-guest-${guestIndex}-${field}`;
}

function focusElement(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const target =
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element
      : (element.querySelector<HTMLElement>('input:not([type=hidden])') ?? element);
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

const noEntry: GuestEntry = { form: emptyGuestDraft(), consent: false };

export function useGuestForm(guestIndex: number) {
  const { t, i18n } = useTranslation('checkin');
  const entry = useCheckInStore((state) => state.guests[guestIndex]) ?? noEntry;
  const booking = useCheckInStore((state) => state.booking);
  const sending = useCheckInStore((state) => state.sending === guestIndex);
  const result = useCheckInStore((state) => state.results[guestIndex]);
  const updateGuest = useCheckInStore((state) => state.updateGuest);
  const setConsent = useCheckInStore((state) => state.setConsent);
  const submitGuest = useCheckInStore((state) => state.submitGuest);

  const [touched, setTouched] = useState<ReadonlySet<FormField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, ErrorCode>>>(() =>
    entry.refusal?.kind === 'invalid' ? serverFieldErrors(entry.refusal.fields) : {},
  );
  const [focusTarget, setFocusTarget] = useState<{ field: FormField } | null>(null);

  const today = booking ? dateInZone(propertyTimeZone(booking), Date.now()) : '';
  const errors = useMemo(() => {
    if (!booking) return {};
    const found: Partial<Record<FormField, ErrorCode>> = guestFormErrors(entry.form, {
      guestIndex,
      booking,
      today,
    });
    if (!entry.consent) found.consent = 'consent';
    return found;
  }, [entry.form, entry.consent, booking, guestIndex, today]);
  const visible = { ...shownErrors(errors, touched, submitted), ...serverErrors };

  useEffect(() => {
    if (!focusTarget) return;
    focusElement(fieldElementId(guestIndex, focusTarget.field));
  }, [focusTarget, guestIndex]);

  const messageOf = (code: ErrorCode | undefined): string | undefined => {
    if (!code) return undefined;
    if (code === 'consent') return t('consent.required');
    return t(`errors.${code}`, {
      date: booking ? formatDate(booking.checkOutDate, i18n.language) : '',
      idType: entry.form.idType ? t(`fields.idTypes.${entry.form.idType}`) : '',
    });
  };

  const forgetServerError = (field: FormField) => {
    if (!(field in serverErrors)) return;
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const change = <K extends keyof GuestDeclarationDraft>(field: K, value: GuestDeclarationDraft[K]) => {
    forgetServerError(field);
    updateGuest(guestIndex, { [field]: value } as Partial<GuestDeclarationDraft>);
  };
  const touch = (field: FormField) =>
    setTouched((fields) => (fields.has(field) ? fields : new Set([...fields, field])));
  const changeConsent = (consent: boolean) => {
    forgetServerError('consent');
    setConsent(guestIndex, consent);
  };

  const submit = async () => {
    setSubmitted(true);
    const first = firstErrorField({ ...errors, ...serverErrors });
    if (first) {
      setFocusTarget({ field: first });
      return;
    }
    const outcome = await submitGuest(guestIndex, i18n.language);
    if (outcome?.status === 'invalid') {
      const fromServer = serverFieldErrors(outcome.fields);
      setServerErrors(fromServer);
      const field = firstErrorField(fromServer);
      if (field) setFocusTarget({ field });
      // The count of adults refused (issue 41): its picker, at the top, says why.
      else if (adultsRefusal(outcome.fields)) focusElement(adultsPickerId);
    }
  };

  return {
    form: entry.form,
    consent: entry.consent,
    refusal: entry.refusal,
    booking,
    sending,
    result,
    /** The translated error shown under a field, if any. */
    errorOf: (field: FormField) => messageOf(visible[field]),
    hasShownErrors: Object.keys(visible).length > 0 && submitted,
    change,
    touch,
    changeConsent,
    submit,
  };
}

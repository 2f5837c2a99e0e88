/** The work-with-us form's state: values, translated-message keys per field, and the send outcome. */

import { type InquiryField, type InquiryFieldErrors, validateInquiry } from '@shared/inquiry-schema.ts';
import { useCallback, useState } from 'react';
import { type SubmitInquiryOutcome, submitInquiry } from '@/lib/inquiry-outbox';

export const inquiryFields = ['fullName', 'email', 'phone', 'propertyLocation', 'message'] as const;
export type InquiryValues = Record<InquiryField, string>;

const emptyValues: InquiryValues = { fullName: '', email: '', phone: '', propertyLocation: '', message: '' };

export type InquiryStatus = 'idle' | 'sending' | SubmitInquiryOutcome['status'];

export function useInquiryForm(language: string, submit = submitInquiry) {
  const [values, setValues] = useState<InquiryValues>(emptyValues);
  const [errors, setErrors] = useState<InquiryFieldErrors>({});
  const [status, setStatus] = useState<InquiryStatus>('idle');

  const setValue = useCallback((field: InquiryField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      setErrors((currentErrors) => {
        if (!currentErrors[field]) return currentErrors;
        const result = validateInquiry(next);
        const fieldError = result.ok ? undefined : result.errors[field];
        return { ...currentErrors, [field]: fieldError };
      });
      return next;
    });
  }, []);

  /** Returns the first invalid field (to focus), or null once the inquiry went out or was kept. */
  const handleSubmit = useCallback(async (): Promise<InquiryField | null> => {
    const result = validateInquiry(values);
    if (!result.ok) {
      setErrors(result.errors);
      setStatus('idle');
      return inquiryFields.find((field) => result.errors[field]) ?? null;
    }
    setErrors({});
    setStatus('sending');
    const outcome = await submit(result.value, language);
    // The server applies the same schema, so a refusal here means a version mismatch: keep the values.
    setStatus(outcome.status === 'invalid' ? 'failed' : outcome.status);
    if (outcome.status === 'sent' || outcome.status === 'queued') setValues(emptyValues);
    return null;
  }, [values, language, submit]);

  const dismiss = useCallback(() => setStatus('idle'), []);

  return { values, errors, status, setValue, handleSubmit, dismiss };
}

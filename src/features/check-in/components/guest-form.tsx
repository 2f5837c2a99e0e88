import { Alert, Button, Input, Stack, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { fieldElementId, useGuestForm } from '../hooks/use-guest-form';
import classes from './check-in.module.css';
import { GuestFields } from './guest-fields';
import { SendResult } from './send-result';
import { SignatureField } from './signature-field';

/** Law 09-08's consent: what the form is for, who receives it, how long it is kept, the guest's rights. */
function ConsentText({ titleId }: { titleId: string }) {
  const { t } = useTranslation('checkin');
  return (
    <div className={classes.consent}>
      <Title order={3} size="h5" id={titleId} mb="xs">
        {t('consent.title')}
      </Title>
      <p>{t('consent.purpose')}</p>
      <p>{t('consent.recipients')}</p>
      <p>{t('consent.retention')}</p>
      <p>{t('consent.rights', { email: brand.email })}</p>
    </div>
  );
}

/** The consent box: a native checkbox in a large tile, its error under it. */
function ConsentBox({
  id,
  checked,
  error,
  onChange,
}: {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('checkin');
  return (
    <div>
      <label className={classes.choice} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={classes.choiceInput}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{t('consent.label')}</span>
      </label>
      {error ? (
        <Input.Error id={`${id}-error`} size="md" mt={6}>
          {error}
        </Input.Error>
      ) : null}
    </div>
  );
}

/** One adult's individual form: the fields, the signature, the consent and "Send". */
export function GuestForm({ guestIndex }: { guestIndex: number }) {
  const { t } = useTranslation('checkin');
  const form = useGuestForm(guestIndex);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const consentTitleId = `checkin-guest-${guestIndex}-consent-title`;

  return (
    <form onSubmit={submit} noValidate aria-label={t('guest.formLabel', { number: guestIndex })}>
      <Stack gap="lg">
        <GuestFields
          guestIndex={guestIndex}
          form={form.form}
          errorOf={form.errorOf}
          change={form.change}
          touch={form.touch}
        />
        <SignatureField
          id={fieldElementId(guestIndex, 'signature')}
          value={form.form.signature}
          error={form.errorOf('signature')}
          onChange={(dataUrl) => form.change('signature', dataUrl)}
          onBlur={() => form.touch('signature')}
        />
        <Stack gap="sm">
          <ConsentText titleId={consentTitleId} />
          <ConsentBox
            id={fieldElementId(guestIndex, 'consent')}
            checked={form.consent}
            error={form.errorOf('consent')}
            onChange={form.changeConsent}
          />
        </Stack>
        {form.hasShownErrors ? (
          <Alert color="red" variant="light" role="alert">
            {t('errors.summary')}
          </Alert>
        ) : null}
        <SendResult result={form.result} refusal={form.refusal} />
        <Button type="submit" size="lg" fullWidth loading={form.sending}>
          {t('submit', { number: guestIndex })}
        </Button>
      </Stack>
    </form>
  );
}

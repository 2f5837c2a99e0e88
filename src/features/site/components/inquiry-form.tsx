import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { inquiryLimits } from '@shared/inquiry-schema.ts';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff } from '@tabler/icons-react';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import { intlLocale } from '@/i18n/format';
import { useInquiryForm } from '../hooks/use-inquiry-form';
import classes from './inquiry-form.module.css';

const outcomeAlerts = {
  sent: { color: 'mint', icon: IconCircleCheck, title: 'sentTitle', text: 'sentText' },
  queued: { color: 'majorelle', icon: IconCloudOff, title: 'queuedTitle', text: 'queuedText' },
  'rate-limited': {
    color: 'red',
    icon: IconAlertTriangle,
    title: 'rateLimitedTitle',
    text: 'rateLimitedText',
  },
  failed: { color: 'red', icon: IconAlertTriangle, title: 'failedTitle', text: 'failedText' },
} as const;

export function InquiryForm() {
  const { t, i18n } = useTranslation('site');
  const form = useInquiryForm(i18n.resolvedLanguage ?? i18n.language);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await form.handleSubmit();
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
    } else {
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  const error = (field: keyof typeof form.errors) => {
    const key = form.errors[field];
    return key ? t(`workWithUs.errors.${key}`) : undefined;
  };

  const outcome =
    form.status in outcomeAlerts ? outcomeAlerts[form.status as keyof typeof outcomeAlerts] : null;

  // The message's length against its limit, so the limit never cuts it silently.
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const messageLength = form.values.message.length;
  const atLimit = messageLength >= inquiryLimits.message;
  const messageCount = (
    <span data-testid="message-count" data-at-limit={atLimit || undefined}>
      {t('workWithUs.form.messageCount', {
        length: number.format(messageLength),
        max: number.format(inquiryLimits.message),
      })}
      {atLimit ? (
        <Text component="span" role="status" display="block" c="red.8" fw={600} size="sm">
          {t('workWithUs.form.messageLimit', { max: number.format(inquiryLimits.message) })}
        </Text>
      ) : null}
    </span>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={classes.form} aria-labelledby="work-title">
      <Stack gap="md">
        {outcome && (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            role={outcome.color === 'red' ? 'alert' : 'status'}
            color={outcome.color}
            variant="light"
            icon={<outcome.icon size={22} aria-hidden />}
            title={t(`workWithUs.result.${outcome.title}`)}
            withCloseButton
            closeButtonLabel={t('workWithUs.result.close')}
            onClose={form.dismiss}
            data-testid="inquiry-result"
          >
            <Text size="sm" c="gray.9">
              {t(`workWithUs.result.${outcome.text}`)}
            </Text>
          </Alert>
        )}
        <TextInput
          name="fullName"
          label={t('workWithUs.form.fullName')}
          autoComplete="name"
          required
          size="md"
          maxLength={inquiryLimits.fullName}
          value={form.values.fullName}
          onChange={(event) => form.setValue('fullName', event.currentTarget.value)}
          error={error('fullName')}
        />
        <TextInput
          name="email"
          type="email"
          label={t('workWithUs.form.email')}
          autoComplete="email"
          required
          size="md"
          dir="ltr"
          maxLength={inquiryLimits.email}
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.currentTarget.value)}
          error={error('email')}
        />
        <TextInput
          name="phone"
          type="tel"
          label={t('workWithUs.form.phone')}
          autoComplete="tel"
          size="md"
          dir="ltr"
          maxLength={inquiryLimits.phone}
          value={form.values.phone}
          onChange={(event) => form.setValue('phone', event.currentTarget.value)}
          error={error('phone')}
        />
        <TextInput
          name="propertyLocation"
          label={t('workWithUs.form.propertyLocation')}
          placeholder={t('workWithUs.form.propertyLocationPlaceholder')}
          required
          size="md"
          maxLength={inquiryLimits.propertyLocation}
          value={form.values.propertyLocation}
          onChange={(event) => form.setValue('propertyLocation', event.currentTarget.value)}
          error={error('propertyLocation')}
        />
        <Textarea
          name="message"
          label={t('workWithUs.form.message')}
          placeholder={t('workWithUs.form.messagePlaceholder')}
          size="md"
          autosize
          minRows={4}
          maxRows={10}
          maxLength={inquiryLimits.message}
          description={messageCount}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={form.values.message}
          onChange={(event) => form.setValue('message', event.currentTarget.value)}
          error={error('message')}
        />
        <Button type="submit" size="lg" loading={form.status === 'sending'} className={classes.submit}>
          {t('workWithUs.form.submit')}
        </Button>
        <Text size="sm" c="gray.8">
          {t('workWithUs.form.privacyNote')}{' '}
          <Anchor component={SiteLink} to={routes.privacyPolicy} size="sm" fw={600}>
            {t('workWithUs.form.privacyLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

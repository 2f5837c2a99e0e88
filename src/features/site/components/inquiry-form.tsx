import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type InquiryFormAnswer, inquiryAnswerOfHash } from '@shared/inquiry-form-answers.ts';
import { type InquiryMessageKey, inquiryLimits } from '@shared/inquiry-schema.ts';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '@/components/prerendered-html';
import { SiteLink } from '@/components/site-link';
import { routes } from '@/config/routes';
import { intlLocale } from '@/i18n/format';
import { functionFormAction } from '@/lib/functions-client';
import { useInquiryForm } from '../hooks/use-inquiry-form';
import { inquiryConstraints } from '../rules/inquiry-constraints';
import classes from './inquiry-form.module.css';
import { InquiryPostedAnswer } from './inquiry-posted-answer';

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

/**
 * The work-with-us form. Until the app runs (a prerendered page's first seconds, or no JavaScript) it is
 * a plain form the browser checks with its own constraints (rules/inquiry-constraints.ts) and posts to
 * submit-host-inquiry, which answers with a 303 back here (issue 43); once the app runs, the app checks
 * it with the spec's messages and sends it itself (or keeps it offline).
 */
export function InquiryForm() {
  const { t, i18n } = useTranslation('site');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const form = useInquiryForm(language);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [posted, setPosted] = useState<InquiryFormAnswer | null>(null);

  // The answer to a post made before the app ran, read from the address, which is then tidied (no scroll).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once the app runs, and on a new answer.
  useEffect(() => {
    const answer = inquiryAnswerOfHash(location.hash);
    if (!hydrated || !answer) return;
    setPosted(answer);
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { keepScroll: true } },
    );
  }, [hydrated, location.hash]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPosted(null);
    const invalid = await form.handleSubmit();
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
    } else {
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  // Until the app runs, the browser's own message for a pattern ends with the field's rule (its title).
  const browserHint = (key: InquiryMessageKey) => (hydrated ? undefined : t(`workWithUs.errors.${key}`));

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
    <form
      ref={formRef}
      method="post"
      action={functionFormAction('submit-host-inquiry')}
      onSubmit={onSubmit}
      noValidate={hydrated}
      className={classes.form}
      aria-labelledby="work-title"
    >
      <input type="hidden" name="language" value={language} />
      <Stack gap="md">
        {outcome ? null : (
          <InquiryPostedAnswer hydrated={hydrated} answer={posted} onClose={() => setPosted(null)} />
        )}
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
          {...inquiryConstraints.fullName}
          title={browserHint('fullNameRequired')}
          size="md"
          value={form.values.fullName}
          onChange={(event) => form.setValue('fullName', event.currentTarget.value)}
          error={error('fullName')}
        />
        <TextInput
          name="email"
          type="email"
          label={t('workWithUs.form.email')}
          autoComplete="email"
          {...inquiryConstraints.email}
          title={browserHint('emailInvalid')}
          size="md"
          dir="ltr"
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.currentTarget.value)}
          error={error('email')}
        />
        <TextInput
          name="phone"
          type="tel"
          label={t('workWithUs.form.phone')}
          autoComplete="tel"
          {...inquiryConstraints.phone}
          title={browserHint('phoneInvalid')}
          size="md"
          dir="ltr"
          value={form.values.phone}
          onChange={(event) => form.setValue('phone', event.currentTarget.value)}
          error={error('phone')}
        />
        <TextInput
          name="propertyLocation"
          label={t('workWithUs.form.propertyLocation')}
          placeholder={t('workWithUs.form.propertyLocationPlaceholder')}
          {...inquiryConstraints.propertyLocation}
          title={browserHint('propertyLocationRequired')}
          size="md"
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
          {...inquiryConstraints.message}
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

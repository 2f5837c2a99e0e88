/**
 * The property editor's "Automated messages" (issue 45): which of the six events this property's
 * guests get, the days before check-in of the reminder, and the review link of the thank-you. The
 * team saves them (host-automated-messages `save-property-settings`); an owner reads them.
 * Side effects: the server calls of api/automated-messages.ts, a toast on save.
 */
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Anchor, Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLink, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import {
  type AutomatedEvent,
  type AutomatedPropertySettings,
  automatedEvents,
  useAutomatedPropertySettings,
  useSaveAutomatedPropertySettings,
} from '../api/automated-messages';
import { useSettings } from '../api/get-settings';
import { isReviewUrl } from '../rules/automated-messages';
import { hostErrorKey } from '../rules/host-error-text';
import { HostDataGate } from './host-data-gate';

export function PropertyAutomatedMessages({ propertyId }: { propertyId: string }) {
  const read = useAutomatedPropertySettings(propertyId);
  const role = useSettings().data?.profile.role;
  return (
    <HostDataGate read={read} staleNotice={false}>
      {(settings) => (
        <AutomatedSettingsForm
          // A save (here or elsewhere) starts the form again from the settings as they now are.
          key={JSON.stringify(settings)}
          settings={settings}
          editable={role === 'team'}
          owner={role === 'owner'}
        />
      )}
    </HostDataGate>
  );
}

function AutomatedSettingsForm({
  settings,
  editable,
  owner,
}: {
  settings: AutomatedPropertySettings;
  editable: boolean;
  owner: boolean;
}) {
  const { t } = useTranslation('host');
  const [enabled, setEnabled] = useState<ReadonlySet<AutomatedEvent>>(new Set(settings.enabled));
  const [days, setDays] = useState<number | string>(settings.daysBeforeArrival);
  const [reviewUrl, setReviewUrl] = useState(settings.reviewUrl ?? '');
  const [shown, setShown] = useState(false);
  const [serverUrlError, setServerUrlError] = useState(false);
  const save = useSaveAutomatedPropertySettings();
  const daysValid = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 30;
  const urlValid = isReviewUrl(reviewUrl);

  const toggle = (event: AutomatedEvent, on: boolean) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(event);
      else next.delete(event);
      return next;
    });

  const submit = () => {
    setShown(true);
    setServerUrlError(false);
    if (!daysValid || !urlValid) return;
    save.mutate(
      {
        propertyId: settings.propertyId,
        enabled: automatedEvents.filter((event) => enabled.has(event)),
        daysBeforeArrival: days,
        reviewUrl: reviewUrl.trim() === '' ? null : reviewUrl.trim(),
      },
      {
        onSuccess: () => notifications.show({ color: 'mint', message: t('automated.property.saved') }),
        onError: (error) => {
          if (error.code === 'invalid_review_url') setServerUrlError(true);
          else notifications.show({ color: 'red', message: t(hostErrorKey(error, true)) });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('automated.property.hint')}
      </Text>
      {owner && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} p="xs">
          {t('automated.property.ownerReadOnly')}
        </Alert>
      )}
      <Stack gap="sm" role="group" aria-label={t('automated.title')}>
        {automatedEvents.map((event) => (
          <Switch
            key={event}
            size="md"
            checked={enabled.has(event)}
            disabled={!editable}
            onChange={(change) => toggle(event, change.currentTarget.checked)}
            label={t(`automated.events.${event}`)}
            description={t(`automated.eventHints.${event}`)}
          />
        ))}
      </Stack>
      <NumberInput
        label={t('automated.property.days')}
        description={t('automated.property.daysHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={days}
        onChange={setDays}
        readOnly={!editable}
        error={shown && !daysValid ? t('automated.property.daysError') : undefined}
        min={1}
        max={30}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        inputMode="numeric"
        size="md"
        maw={260}
      />
      <TextInput
        label={t('automated.property.reviewUrl')}
        description={t('automated.property.reviewUrlHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={reviewUrl}
        onChange={(change) => {
          setReviewUrl(change.currentTarget.value);
          setServerUrlError(false);
        }}
        readOnly={!editable}
        error={(shown && !urlValid) || serverUrlError ? t('automated.property.reviewUrlError') : undefined}
        type="url"
        inputMode="url"
        dir="ltr"
        placeholder="https://"
        size="md"
        leftSection={<IconLink size={18} aria-hidden />}
      />
      <Group gap="md">
        {editable && (
          <Button
            h={44}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            loading={save.isPending}
            onClick={submit}
          >
            {t('automated.property.save')}
          </Button>
        )}
        <Anchor component={Link} to={routes.hostAutomatedMessages} size="sm">
          {editable ? t('automated.property.editTexts') : t('automated.title')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * The property editor (issue 29), under Settings: a new property's details (Save creates it, then
 * the editor opens it), or a property's details, photo guide of the way in, channel calendars and
 * Delete. `#property-calendars` and `#property-houseRules` (Settings' Availability and Guest Rules)
 * scroll to their part once it is shown.
 */
import '@mantine/core/styles/Card.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { isUuid } from '@shared/uuid.ts';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { routes } from '@/config/routes';
import { useProperties } from '../api/get-properties';
import { type HostPropertyAnswer, useProperty } from '../api/get-property';
import { useSettings } from '../api/get-settings';
import { HostDataGate } from '../components/host-data-gate';
import ui from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import { PropertyAutomatedMessages } from '../components/property-automated-messages';
import { PropertyCalendarFeeds } from '../components/property-calendar-feeds';
import { PropertyDangerZone } from '../components/property-danger-zone';
import { PropertyDetailsForm } from '../components/property-details-form';
import classes from '../components/property-editor.module.css';
import { PropertyPhotoGuide } from '../components/property-photo-guide';

function Part({
  id,
  title,
  danger,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${ui.card} ${classes.part}`}
      data-danger={danger || undefined}
    >
      <Text component="h2" id={`${id}-title`} className={ui.cardTitle} mb="md">
        {title}
      </Text>
      {children}
    </section>
  );
}

function BackToSettings() {
  const { t } = useTranslation('host');
  return (
    <Button
      component={Link}
      to={routes.hostSettings}
      variant="subtle"
      h={44}
      leftSection={<IconArrowLeft size={18} className={classes.flip} aria-hidden />}
    >
      {t('propertyEditor.back')}
    </Button>
  );
}

/** Settings' Availability and Guest Rules open the editor at their part. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) target.focus();
  }, [ready, hash]);
}

function NewProperty() {
  const { t } = useTranslation('host');
  const list = useProperties();
  const settings = useSettings();
  return (
    <>
      <PageHeader
        title={t('propertyEditor.newTitle')}
        subtitle={t('propertyEditor.newSubtitle')}
        actions={<BackToSettings />}
      />
      <Stack gap="lg">
        <Part id="property-details" title={t('propertyEditor.detailsTitle')}>
          <PropertyDetailsForm
            property={null}
            owners={list.data?.owners}
            profilePhone={settings.data?.profile.phone || undefined}
          />
        </Part>
        <Text c="dimmed" className={classes.empty}>
          {t('propertyEditor.saveFirst')}
        </Text>
      </Stack>
    </>
  );
}

function ExistingProperty({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('host');
  const read = useProperty(propertyId);
  useScrollToHash(read.data !== undefined);
  return (
    <>
      <PageHeader
        title={read.data?.property.name ?? t('propertyEditor.title')}
        subtitle={t('propertyEditor.subtitle')}
        actions={<BackToSettings />}
      />
      <HostDataGate read={read}>
        {({ property }: HostPropertyAnswer) => (
          <Stack gap="lg">
            <Part id="property-details" title={t('propertyEditor.detailsTitle')}>
              <PropertyDetailsForm property={property} />
            </Part>
            <Part id="property-photos" title={t('propertyEditor.photos.title')}>
              <PropertyPhotoGuide propertyId={property.id} photos={property.photos} />
            </Part>
            <Part id="property-automated-messages" title={t('automated.title')}>
              <PropertyAutomatedMessages propertyId={property.id} />
            </Part>
            <Part id="property-calendars" title={t('calendarFeeds.title')}>
              <PropertyCalendarFeeds propertyId={property.id} />
            </Part>
            <Part id="property-delete" title={t('propertyEditor.danger.title')} danger>
              <PropertyDangerZone property={property} />
            </Part>
          </Stack>
        )}
      </HostDataGate>
    </>
  );
}

export default function PropertyEditorPage() {
  const { t } = useTranslation('host');
  const { propertyId } = useParams();
  if (propertyId === undefined) return <NewProperty />;
  if (!isUuid(propertyId)) {
    return (
      <>
        <PageHeader title={t('propertyEditor.title')} actions={<BackToSettings />} />
        <Alert color="red" variant="light" role="alert">
          {t('live.notFound')}
        </Alert>
      </>
    );
  }
  return <ExistingProperty key={propertyId} propertyId={propertyId} />;
}

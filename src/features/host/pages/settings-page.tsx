import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../api/get-settings';
import { HostDataGate } from '../components/host-data-gate';
import { PageHeader } from '../components/page-header';
import classes from '../components/settings.module.css';
import { BillingSection } from '../components/settings-billing';
import { ProfileSection } from '../components/settings-profile';
import { NotificationPreferencesSection, PropertiesSection } from '../components/settings-sections';
import { SecuritySection } from '../components/settings-security';

const tabs = ['profile', 'properties', 'billing', 'notifications', 'security'] as const;

export default function SettingsPage() {
  const { t } = useTranslation('host');
  const read = useSettings();
  const [active, setActive] = useState<string>('profile');
  const goTo = (value: string | null) => {
    if (!value) return;
    setActive(value);
    document.getElementById(`settings-${value}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Tabs value={active} onChange={goTo} className={classes.tabs} activateTabWithKeyboard={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} mih={44}>
              {t(`settings.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <HostDataGate read={read}>
        {(settings) => (
          <Stack gap="lg">
            {/* Keyed by what the server holds: a save elsewhere refreshes the form, typing is kept meanwhile. */}
            <ProfileSection key={JSON.stringify(settings.profile)} profile={settings.profile} />
            <PropertiesSection properties={settings.properties} />
            <BillingSection />
            <NotificationPreferencesSection
              key={JSON.stringify(settings.preferences)}
              preferences={settings.preferences}
              phone={settings.profile.phone}
            />
            <SecuritySection />
          </Stack>
        )}
      </HostDataGate>
    </>
  );
}

import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import classes from '../components/settings.module.css';
import { BillingSection } from '../components/settings-billing';
import {
  NotificationPreferencesSection,
  ProfileSection,
  PropertiesSection,
  SecuritySection,
} from '../components/settings-sections';

const tabs = ['profile', 'properties', 'billing', 'notifications', 'security'] as const;

export default function SettingsPage() {
  const { t } = useTranslation('host');
  const [active, setActive] = useState<string>('profile');
  const goTo = (value: string | null) => {
    if (!value) return;
    setActive(value);
    document.getElementById(`settings-${value}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Alert
        color="majorelle"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        className={classes.mockup}
      >
        {t('settings.mockup')}
      </Alert>
      <Tabs value={active} onChange={goTo} className={classes.tabs} activateTabWithKeyboard={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} mih={44}>
              {t(`settings.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Stack gap="lg">
        <ProfileSection />
        <PropertiesSection />
        <BillingSection />
        <NotificationPreferencesSection />
        <SecuritySection />
      </Stack>
    </>
  );
}

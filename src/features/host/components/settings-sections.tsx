/** Settings: the Properties list and the Notification Preferences (host-settings). */
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Checkbox, Group, Menu, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { notificationPreferenceKeys } from '@shared/host-api-types-settings.ts';
import {
  IconCalendarEvent,
  IconChevronDown,
  IconEdit,
  IconHome,
  IconListCheck,
  IconPlus,
} from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { useProperties } from '../api/get-properties';
import type {
  HostSettingsProperty,
  NotificationPreferenceKey,
  NotificationPreferences,
} from '../api/get-settings';
import { useSavePreferences } from '../api/save-preferences';
import { hostErrorKey } from '../rules/host-error-text';
import ui from './host-ui.module.css';
import classes from './settings.module.css';
import { Section } from './settings-section-frame';

/** A property's first guide photo (host-properties `list`), or the house icon until it is known. */
function PropertyImage({ url }: { url: string | null | undefined }) {
  if (url) return <img src={url} alt="" className={classes.propertyImage} loading="lazy" decoding="async" />;
  return (
    <ThemeIcon size={56} radius="md" variant="light" color="terracotta" aria-hidden>
      <IconHome size={28} />
    </ThemeIcon>
  );
}

export function PropertiesSection({ properties }: { properties: HostSettingsProperty[] }) {
  const { t } = useTranslation('host');
  const thumbnails = new Map(useProperties().data?.properties.map((item) => [item.id, item.thumbnailUrl]));
  const editor = (id: string, part = '') => `${routes.hostProperties}/${id}${part}`;
  return (
    <Section id="settings-properties" title={t('settings.properties.title')}>
      <Group justify="flex-end" mt={-52} mb="md">
        <Button
          component={Link}
          to={routes.hostPropertyNew}
          h={44}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('settings.properties.add')}
        </Button>
      </Group>
      {properties.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('settings.properties.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" className={ui.plainList} aria-label={t('settings.properties.title')}>
          {properties.map((property) => (
            <Group key={property.id} component="li" className={classes.property} wrap="nowrap" gap="md">
              <PropertyImage url={thumbnails.get(property.id)} />
              <Stack gap={0} className={classes.grow}>
                <Text fw={600} component={Link} to={editor(property.id)} className={classes.propertyLink}>
                  {property.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {[property.city, property.region].filter(Boolean).join(', ') ||
                    t('settings.properties.noPlace')}
                </Text>
              </Stack>
              <Menu position="bottom-end" withinPortal shadow="md">
                <Menu.Target>
                  <Button
                    variant="default"
                    h={44}
                    rightSection={<IconChevronDown size={16} aria-hidden />}
                    aria-label={t('settings.properties.manageLabel', { name: property.name })}
                  >
                    {t('settings.properties.manage')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    component={Link}
                    to={editor(property.id)}
                    leftSection={<IconEdit size={16} aria-hidden />}
                  >
                    {t('settings.properties.edit')}
                  </Menu.Item>
                  <Menu.Item
                    component={Link}
                    to={editor(property.id, '#property-calendars')}
                    leftSection={<IconCalendarEvent size={16} aria-hidden />}
                  >
                    {t('settings.properties.availability')}
                  </Menu.Item>
                  <Menu.Item
                    component={Link}
                    to={editor(property.id, '#property-houseRules')}
                    leftSection={<IconListCheck size={16} aria-hidden />}
                  >
                    {t('settings.properties.rules')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

const emailKeys = notificationPreferenceKeys.filter((key) => key.startsWith('email-'));
const smsKeys = notificationPreferenceKeys.filter((key) => key.startsWith('sms-'));

export function NotificationPreferencesSection({
  preferences,
  phone,
}: {
  preferences: NotificationPreferences;
  phone: string;
}) {
  const { t } = useTranslation('host');
  const [values, setValues] = useState<NotificationPreferences>(preferences);
  const save = useSavePreferences();
  const set = (key: NotificationPreferenceKey, on: boolean) =>
    setValues((current) => ({ ...current, [key]: on }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { preferences: values },
      {
        onSuccess: () => notifications.show({ color: 'mint', message: t('settings.preferences.saved') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('settings.saveFailed'),
            message: t(hostErrorKey(error, true)),
          }),
      },
    );
  };
  const box = (key: NotificationPreferenceKey) => (
    <Checkbox
      key={key}
      id={key}
      label={t(`settings.preferences.keys.${key}`)}
      checked={values[key]}
      onChange={(event) => set(key, event.currentTarget.checked)}
      className={classes.checkbox}
    />
  );

  return (
    <Section id="settings-notifications" title={t('settings.preferences.title')}>
      <form onSubmit={onSubmit} aria-busy={save.isPending}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm" component="fieldset" className={classes.fieldset}>
            <Text component="legend" fw={600}>
              {t('settings.preferences.email')}
            </Text>
            {emailKeys.map(box)}
            <Text size="sm" c="dimmed">
              {t('settings.preferences.emailNote')}
            </Text>
          </Stack>
          <Stack gap="sm" component="fieldset" className={classes.fieldset}>
            <Text component="legend" fw={600}>
              {t('settings.preferences.sms')}
            </Text>
            <Text size="sm" fw={500} c="dark.6">
              {t('settings.preferences.smsNotYet')}
            </Text>
            {smsKeys.map(box)}
            <Text size="sm" c="dimmed">
              {phone ? (
                <>
                  {t('settings.preferences.phoneOnFile')} <bdi dir="ltr">{phone}</bdi>
                </>
              ) : (
                t('settings.preferences.noPhone')
              )}
            </Text>
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" h={44} loading={save.isPending}>
            {t('settings.preferences.save')}
          </Button>
        </Group>
      </form>
    </Section>
  );
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import {
  Avatar,
  Button,
  Checkbox,
  Group,
  Image,
  Menu,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCamera,
  IconChevronDown,
  IconEdit,
  IconListCheck,
  IconPlus,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hostProperties } from '../sample-data/properties';
import { emailPreferences, hostProfile, smsPreferences } from '../sample-data/settings';
import ui from './host-ui.module.css';
import classes from './settings.module.css';
import { noSubmit, Section } from './settings-section-frame';

export function ProfileSection() {
  const { t } = useTranslation('host');
  return (
    <Section id="settings-profile" title={t('settings.profile.title')}>
      <form onSubmit={noSubmit}>
        <Group gap="lg" mb="lg" wrap="nowrap">
          <Avatar size={80} radius="xl" color="terracotta">
            {hostProfile.firstName[0]}
            {hostProfile.lastName[0]}
          </Avatar>
          <Stack gap={4}>
            <Button variant="default" h={44} leftSection={<IconCamera size={18} aria-hidden />}>
              {t('settings.profile.changePhoto')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('settings.profile.photoHint')}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('settings.profile.firstName')} defaultValue={hostProfile.firstName} size="md" />
          <TextInput label={t('settings.profile.lastName')} defaultValue={hostProfile.lastName} size="md" />
          <TextInput
            label={t('settings.profile.email')}
            type="email"
            dir="ltr"
            defaultValue={hostProfile.email}
            size="md"
          />
          <TextInput
            label={t('settings.profile.phone')}
            type="tel"
            dir="ltr"
            defaultValue={hostProfile.phone}
            size="md"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" h={44}>
            {t('settings.profile.save')}
          </Button>
        </Group>
      </form>
    </Section>
  );
}

export function PropertiesSection() {
  const { t } = useTranslation('host');
  return (
    <Section id="settings-properties" title={t('settings.properties.title')}>
      <Group justify="flex-end" mt={-52} mb="md">
        <Button h={44} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('settings.properties.add')}
        </Button>
      </Group>
      <Stack gap="sm" component="ul" className={ui.plainList}>
        {hostProperties.map((property) => (
          <Group key={property.id} component="li" className={classes.property} wrap="nowrap" gap="md">
            <Image src={property.image} alt="" w={72} h={56} radius="md" />
            <Stack gap={0} className={classes.grow}>
              <Text fw={600}>{property.name}</Text>
              <Text size="sm" c="dimmed">
                {property.city}, {property.region}
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
                <Menu.Item leftSection={<IconEdit size={16} aria-hidden />}>
                  {t('settings.properties.edit')}
                </Menu.Item>
                <Menu.Item leftSection={<IconCalendarEvent size={16} aria-hidden />}>
                  {t('settings.properties.availability')}
                </Menu.Item>
                <Menu.Item leftSection={<IconListCheck size={16} aria-hidden />}>
                  {t('settings.properties.rules')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

export function NotificationPreferencesSection() {
  const { t } = useTranslation('host');
  return (
    <Section id="settings-notifications" title={t('settings.preferences.title')}>
      <form onSubmit={noSubmit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={600}>{t('settings.preferences.email')}</Text>
            {emailPreferences.map((preference) => (
              <Checkbox
                key={preference.key}
                id={preference.key}
                label={t(`settings.preferences.keys.${preference.key}`)}
                defaultChecked={preference.defaultOn}
                className={classes.checkbox}
              />
            ))}
          </Stack>
          <Stack gap="sm">
            <Text fw={600}>{t('settings.preferences.sms')}</Text>
            {smsPreferences.map((preference) => (
              <Checkbox
                key={preference.key}
                id={preference.key}
                label={t(`settings.preferences.keys.${preference.key}`)}
                defaultChecked={preference.defaultOn}
                className={classes.checkbox}
              />
            ))}
            <Text size="sm" c="dimmed">
              {t('settings.preferences.smsNote')}
            </Text>
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" h={44}>
            {t('settings.preferences.save')}
          </Button>
        </Group>
      </form>
    </Section>
  );
}

export function SecuritySection() {
  const { t } = useTranslation('host');
  return (
    <Section id="settings-security" title={t('settings.security.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form onSubmit={noSubmit}>
          <Stack gap="sm">
            <Text fw={600}>{t('settings.security.changePassword')}</Text>
            <PasswordInput
              label={t('settings.security.current')}
              visibilityToggleButtonProps={{ 'aria-label': t('passwordVisibility') }}
              autoComplete="current-password"
              size="md"
            />
            <PasswordInput
              label={t('settings.security.new')}
              visibilityToggleButtonProps={{ 'aria-label': t('passwordVisibility') }}
              autoComplete="new-password"
              size="md"
            />
            <PasswordInput
              label={t('settings.security.confirm')}
              visibilityToggleButtonProps={{ 'aria-label': t('passwordVisibility') }}
              autoComplete="new-password"
              size="md"
            />
            <Group justify="flex-end" mt="xs">
              <Button type="submit" h={44}>
                {t('settings.security.update')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Stack gap="sm" className={classes.twoFactor}>
          <Group gap="sm" wrap="nowrap">
            <IconShieldLock size={28} aria-hidden className={classes.cardIcon} />
            <Text fw={600}>{t('settings.security.twoFactorTitle')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('settings.security.twoFactorHint')}
          </Text>
          <Group>
            <Button variant="light" h={44}>
              {t('settings.security.enableTwoFactor')}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}

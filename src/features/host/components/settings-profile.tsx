/** Settings: Personal Information, saved to the host account (host-settings `saveProfile`). */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { hostLanguages } from '@shared/host-api-types-settings.ts';
import { IconCamera } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostLanguage, HostProfile } from '../api/get-settings';
import { useSaveProfile } from '../api/save-profile';
import { hostErrorKey } from '../rules/host-error-text';
import { initials } from '../rules/initials';
import {
  joinDisplayName,
  type ProfileErrors,
  splitDisplayName,
  tidyPhone,
  validateProfile,
} from '../rules/profile-form';
import { Section } from './settings-section-frame';

/** Each language named in itself, as language menus do. */
const languageNames: Record<HostLanguage, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
};

export function ProfileSection({ profile }: { profile: HostProfile }) {
  const { t } = useTranslation('host');
  const start = splitDisplayName(profile.displayName);
  const [firstName, setFirstName] = useState(start.firstName);
  const [lastName, setLastName] = useState(start.lastName);
  const [phone, setPhone] = useState(profile.phone);
  const [language, setLanguage] = useState<HostLanguage>(profile.language);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const save = useSaveProfile();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProfile(firstName, lastName, phone);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        displayName: joinDisplayName(firstName, lastName),
        phone: tidyPhone(phone),
        language,
      },
      {
        onSuccess: () => notifications.show({ color: 'mint', message: t('settings.profile.saved') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('settings.saveFailed'),
            message: t(hostErrorKey(error, true)),
          }),
      },
    );
  };
  const errorText = (key: ProfileErrors[keyof ProfileErrors]) =>
    key ? t(`settings.profile.errors.${key}`) : undefined;

  return (
    <Section id="settings-profile" title={t('settings.profile.title')}>
      <form onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
        <Group gap="lg" mb="lg" wrap="nowrap">
          <Avatar size={80} radius="xl" color="terracotta">
            {initials(joinDisplayName(firstName, lastName) || profile.displayName)}
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
          <TextInput
            label={t('settings.profile.firstName')}
            value={firstName}
            onChange={(event) => setFirstName(event.currentTarget.value)}
            error={errorText(errors.firstName)}
            autoComplete="given-name"
            required
            size="md"
          />
          <TextInput
            label={t('settings.profile.lastName')}
            value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)}
            autoComplete="family-name"
            size="md"
          />
          <TextInput
            label={t('settings.profile.email')}
            type="email"
            dir="ltr"
            value={profile.email ?? ''}
            readOnly
            variant="filled"
            description={t('settings.profile.emailHint')}
            size="md"
          />
          <TextInput
            label={t('settings.profile.phone')}
            type="tel"
            dir="ltr"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            error={errorText(errors.phone)}
            description={t('settings.profile.phoneHint')}
            placeholder="+212 600 000 000"
            autoComplete="tel"
            size="md"
          />
          <NativeSelect
            label={t('settings.profile.language')}
            description={t('settings.profile.languageHint')}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value as HostLanguage)}
            data={hostLanguages.map((code) => ({ value: code, label: languageNames[code] }))}
            size="md"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" h={44} loading={save.isPending}>
            {t('settings.profile.save')}
          </Button>
        </Group>
      </form>
    </Section>
  );
}

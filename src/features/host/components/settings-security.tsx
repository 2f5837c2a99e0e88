/** Settings: Security. Update Password goes to the auth service (current password checked first). */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePassword } from '../api/update-password';
import {
  type PasswordErrorKey,
  type PasswordErrors,
  passwordRefusal,
  validatePasswordChange,
} from '../rules/password-form';
import classes from './settings.module.css';
import { Section } from './settings-section-frame';

type FieldErrors = Partial<Record<'current' | 'next' | 'confirm' | 'form', PasswordErrorKey>>;

export function SecuritySection() {
  const { t } = useTranslation('host');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdatePassword();
  const text = (key: PasswordErrorKey | undefined) =>
    key ? t(`settings.security.errors.${key}`) : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: PasswordErrors = validatePasswordChange(current, next, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (result) => {
          if (result.ok) {
            setCurrent('');
            setNext('');
            setConfirm('');
            notifications.show({ color: 'mint', message: t('settings.security.updated') });
            return;
          }
          const { field, key } = passwordRefusal(result.code);
          setErrors({ [field]: key });
        },
        onError: () => setErrors({ form: 'failed' }),
      },
    );
  };

  return (
    <Section id="settings-security" title={t('settings.security.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <form onSubmit={onSubmit} noValidate aria-busy={update.isPending}>
          <Stack gap="sm">
            <Text fw={600}>{t('settings.security.changePassword')}</Text>
            {errors.form && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden />}
                role="alert"
              >
                {text(errors.form)}
              </Alert>
            )}
            <PasswordInput
              label={t('settings.security.current')}
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
              error={text(errors.current)}
              visibilityToggleButtonProps={{ 'aria-label': t('passwordVisibility') }}
              autoComplete="current-password"
              required
              size="md"
            />
            <PasswordInput
              label={t('settings.security.new')}
              value={next}
              onChange={(event) => setNext(event.currentTarget.value)}
              error={text(errors.next)}
              description={t('settings.security.newHint')}
              visibilityToggleButtonProps={{ 'aria-label': t('passwordVisibility') }}
              autoComplete="new-password"
              required
              size="md"
            />
            <PasswordInput
              label={t('settings.security.confirm')}
              value={confirm}
              onChange={(event) => setConfirm(event.currentTarget.value)}
              error={text(errors.confirm)}
              visibilityToggleButtonProps={{ 'aria-label': t('passwordVisibility') }}
              autoComplete="new-password"
              required
              size="md"
            />
            <Group justify="flex-end" mt="xs">
              <Button type="submit" h={44} loading={update.isPending}>
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

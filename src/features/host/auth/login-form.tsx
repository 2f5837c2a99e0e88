import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routes } from '@/config/routes';
import { signInWithPassword } from '@/lib/auth';
import { unexpectedErrorMessage, validateLogin } from './login-rules';

/** The auth backend's refusals (GoTrue error codes, or its words), shown in the reader's language. */
const knownBackendCodes: Record<string, string> = {
  invalid_credentials: 'login.invalidCredentials',
  over_request_rate_limit: 'login.rateLimited',
};
const knownBackendMessages: Record<string, string> = {
  'Invalid login credentials': 'login.invalidCredentials',
};

export function LoginForm() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    notifications.show({ color: 'red', title: t('login.failedTitle'), message });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (validateLogin(email, password)) {
      setError(t('login.missingFields'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await signInWithPassword(email.trim(), password);
      if (!result.ok) {
        const key = (result.code && knownBackendCodes[result.code]) || knownBackendMessages[result.message];
        fail(key ? t(key) : result.message);
        return;
      }
      notifications.show({
        color: 'mint',
        title: t('login.successTitle'),
        message: t('login.successMessage'),
      });
      navigate(routes.hostDashboard);
    } catch (caught) {
      fail(unexpectedErrorMessage(caught) ?? t('login.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          dir="ltr"
          name="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('login.emailPlaceholder')}
          required
          size="md"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          size="md"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={routes.forgotPassword} size="sm" py={10}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('login.needHelp')}{' '}
          <Anchor component={Link} to={routes.contact} size="sm" underline="always">
            {t('login.contactSupport')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

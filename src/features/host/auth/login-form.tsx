import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routes } from '@/config/routes';
import type { TextKey } from '@/i18n/text-keys';
import { signInWithPassword } from '@/lib/auth';
import { markJustSignedIn } from './just-signed-in';
import {
  exceptionCause,
  type LoginFailure,
  type LoginFailureCause,
  refusalCause,
  validateLogin,
} from './login-rules';
import { showSessionNotice } from './session-notice';

/** The message of each cause; a refusal the app has no words for shows the backend's own. */
const failureMessages: Record<LoginFailureCause, TextKey<'host'> | null> = {
  missingFields: 'login.missingFields',
  invalidCredentials: 'login.invalidCredentials',
  rateLimited: 'login.rateLimited',
  unreachable: 'login.unreachable',
  refused: null,
  unexpected: 'login.unexpected',
};

export function LoginForm() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // One message at a time, in the form beside the fields; each attempt replaces the previous one.
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [attempt, setAttempt] = useState(0);

  const fail = (next: LoginFailure) => {
    setFailure(next);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (validateLogin(email, password)) {
      fail({ cause: 'missingFields' });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await signInWithPassword(email.trim(), password);
      if (!result.ok) {
        fail(refusalCause(result));
        return;
      }
      showSessionNotice({
        color: 'mint',
        title: t('login.successTitle'),
        message: t('login.successMessage'),
      });
      // Just signed in: the dashboard may offer notifications on this device (PushOffer), never on a later load.
      markJustSignedIn();
      navigate(routes.hostDashboard);
    } catch (caught) {
      fail(exceptionCause(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy}>
      <Stack gap="md">
        {failure && (
          <Alert
            key={attempt}
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            title={t(`login.failureTitle.${failure.cause}`)}
          >
            {failure.detail ?? t(failureMessages[failure.cause] ?? 'login.unexpected')}
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
          visibilityToggleButtonProps={{ 'aria-label': t('passwordVisibility') }}
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

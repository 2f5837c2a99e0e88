import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { routes } from '@/config/routes';
import { requestPasswordReset } from '@/lib/auth';

const emailSchema = z.email();

/** Asks for a reset e-mail; whatever happens, the same neutral answer (no account enumeration). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('host');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailSchema.safeParse(address).success) {
      setError(t('forgot.invalidEmail'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await requestPasswordReset(address, `${window.location.origin}${routes.hostLogin}`);
    } catch {
      // The answer is the same whether the account exists, the address is unknown or the call failed.
    } finally {
      setBusy(false);
      setSentTo(address);
    }
  };

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert
          color="mint"
          variant="light"
          icon={<IconMailCheck aria-hidden />}
          title={t('forgot.sentTitle')}
        >
          <span role="status">{t('forgot.sentMessage', { email: sentTo })}</span>
        </Alert>
        <Anchor component={Link} to={routes.hostLogin} ta="center" py={10}>
          {t('forgot.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{t('forgot.intro')}</Text>
        <TextInput
          label={t('forgot.email')}
          type="email"
          dir="ltr"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          size="md"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" size="md" fullWidth disabled={busy}>
          {busy ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
        <Anchor component={Link} to={routes.hostLogin} ta="center" size="sm" py={10}>
          {t('forgot.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

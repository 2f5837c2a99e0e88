import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';

/**
 * The stay saved on this device has no guest token the server takes (saved before tokens, or
 * refused): the forms stay on the phone, and the guest finds the booking once more from the stay
 * view (issue 41). Not an error.
 */
export function FindAgainNotice() {
  const { t } = useTranslation('checkin');
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconSearch size={18} aria-hidden />}
      title={t('findAgain.title')}
      data-testid="find-again"
    >
      <Stack gap="xs">
        <Text size="sm">{t('findAgain.text')}</Text>
        <Anchor component={Link} to={routes.guestPortal} fw={600}>
          {t('findAgain.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * Delete property, at the bottom of the editor: a confirm, then host-properties `delete`; a refusal
 * (bookings ahead, or kept for the records) is explained with its count in the host's language.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '@/config/routes';
import { useDeleteProperty } from '../api/delete-property';
import type { HostPropertyDetails } from '../api/get-property';
import { deleteRefusalText } from '../rules/property-refusals';
import { PropertyConfirmDialog } from './property-confirm-dialog';

export function PropertyDangerZone({ property }: { property: HostPropertyDetails }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const remove = useDeleteProperty();
  const [confirming, setConfirming] = useState(false);
  const refusal = remove.error ? deleteRefusalText(remove.error, property.upcomingBookings) : null;

  const confirm = () =>
    remove.mutate(
      { propertyId: property.id },
      {
        onSuccess: () => {
          notifications.show({
            color: 'mint',
            message: t('propertyEditor.danger.deleted', { name: property.name }),
          });
          navigate(routes.hostSettings, { replace: true });
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Stack gap="sm">
      <Text>{t('propertyEditor.danger.intro')}</Text>
      {property.upcomingBookings > 0 && (
        <Text size="sm" c="dimmed">
          {t('propertyEditor.danger.upcomingNote', { count: property.upcomingBookings })}
        </Text>
      )}
      {refusal && (
        <Alert color="red" variant="light" role="alert" title={t('propertyEditor.danger.refusedTitle')}>
          {t(refusal.key, { name: property.name, ...refusal.values })}
        </Alert>
      )}
      <Group>
        <Button
          color="red.9"
          variant="outline"
          h={44}
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {t('propertyEditor.danger.delete')}
        </Button>
      </Group>
      <PropertyConfirmDialog
        opened={confirming}
        title={t('propertyEditor.danger.confirmTitle', { name: property.name })}
        message={t('propertyEditor.danger.confirmMessage')}
        confirmLabel={t('propertyEditor.danger.confirm')}
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** Cancel booking: a danger button and its confirm dialog (host-bookings `cancel`; a toast on success). */
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '../api/cancel-booking';
import { bookingRefusalKey } from '../rules/booking-refusal';
import classes from './booking-editor.module.css';

export function CancelBooking({ bookingId, guestName }: { bookingId: string; guestName: string }) {
  const { t } = useTranslation('host');
  const [opened, setOpened] = useState(false);
  const cancel = useCancelBooking();
  const close = () => {
    setOpened(false);
    cancel.reset();
  };
  const confirm = () =>
    cancel.mutate(
      { bookingId },
      {
        onSuccess: () => {
          setOpened(false);
          notifications.show({
            color: 'mint',
            message: t('bookingEditor.cancel.done'),
            closeButtonProps: { 'aria-label': t('bookingEditor.created.close') },
          });
        },
      },
    );
  return (
    <section className={classes.danger} aria-labelledby="booking-cancel-title">
      <Text component="h2" id="booking-cancel-title" className={classes.sectionTitle}>
        {t('bookingEditor.cancel.section')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('bookingEditor.cancel.sectionHint')}
      </Text>
      <Button
        color="red.9"
        variant="outline"
        h={44}
        leftSection={<IconCalendarX size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('bookingEditor.cancel.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('bookingEditor.cancel.title')}
        closeButtonProps={{ 'aria-label': t('bookingEditor.cancel.keep') }}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text size="sm">{t('bookingEditor.cancel.body', { name: guestName })}</Text>
          {cancel.error && (
            <Alert color="red" variant="light" role="alert">
              {t(bookingRefusalKey(cancel.error))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={close} data-autofocus>
              {t('bookingEditor.cancel.keep')}
            </Button>
            <Button color="red.9" h={44} onClick={confirm} loading={cancel.isPending}>
              {t('bookingEditor.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}

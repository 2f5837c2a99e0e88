/** A yes-or-no question before a change that cannot be taken back (delete, remove, regenerate). */
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function PropertyConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  loading = false,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Below the question: why the last try failed, for instance. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('host');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('propertyEditor.confirm.close') }}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={onClose} data-autofocus>
            {t('propertyEditor.confirm.cancel')}
          </Button>
          <Button color="red.9" h={44} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

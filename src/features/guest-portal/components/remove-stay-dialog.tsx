import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RemoveStayDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** "Remove from this device?" (lazy loaded on the first click: the modal stays out of the door-code view). */
export default function RemoveStayDialog({ opened, onClose, onConfirm }: RemoveStayDialogProps) {
  const { t } = useTranslation('guest');
  return (
    <Modal opened={opened} onClose={onClose} title={t('saved.removeConfirmTitle')} centered>
      <Stack>
        <Text>{t('saved.removeConfirmBody')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('saved.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm}>
            {t('saved.removeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

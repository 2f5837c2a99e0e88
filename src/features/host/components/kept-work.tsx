/**
 * An editor's unsaved work (issue 43): the draft kept from an earlier visit (Restore / Discard) and
 * the question before leaving with changes (Stay / Leave).
 */
import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatUpdatedAt } from '@/i18n/format';
import type { KeptWork as KeptWorkState } from '../hooks/use-kept-work';
import { formDraftMaxAgeMs } from '../rules/form-draft';

const draftDays = Math.round(formDraftMaxAgeMs / 86_400_000);

export function KeptWork<T>({ kept }: { kept: KeptWorkState<T> }) {
  const { t, i18n } = useTranslation('host');
  const { offer, guard } = kept;
  return (
    <>
      {offer && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHistory size={20} aria-hidden />}
          title={t('keptWork.draftTitle')}
          role="status"
          data-testid="draft-notice"
          mb="md"
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('keptWork.draftFrom', { time: formatUpdatedAt(offer.savedAt, i18n.language) })}
            </Text>
            <Group gap="sm">
              <Button h={44} onClick={kept.restoreDraft}>
                {t('keptWork.restore')}
              </Button>
              <Button h={44} variant="default" onClick={kept.discardDraft}>
                {t('keptWork.discard')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Modal
        opened={guard.asking}
        onClose={guard.stay}
        title={t('keptWork.leaveTitle')}
        closeButtonProps={{ 'aria-label': t('keptWork.closeAndStay') }}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text>{t('keptWork.leaveBody', { count: draftDays })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={guard.stay} data-autofocus>
              {t('keptWork.stay')}
            </Button>
            <Button color="red.9" h={44} onClick={guard.leave}>
              {t('keptWork.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

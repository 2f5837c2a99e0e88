import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import type { BreakfastDetails } from '@shared/api-types.ts';
import { breakfastTimes, defaultBreakfastTime } from '@shared/extras-catalogue.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BreakfastMethod, breakfastDetails } from '../rules/transfer';
import classes from './extras.module.css';

export interface BreakfastDialogProps {
  opened: boolean;
  initial: BreakfastDetails;
  onCancel: () => void;
  onConfirm: (details: BreakfastDetails) => void;
}

export function BreakfastDialog({ opened, initial, onCancel, onConfirm }: BreakfastDialogProps) {
  const { t } = useTranslation('extras');
  const [method, setMethod] = useState<BreakfastMethod>(initial.timeMethod);
  const [time, setTime] = useState(initial.timeMethod === 'specify' ? initial.time : defaultBreakfastTime);

  useEffect(() => {
    if (opened) {
      setMethod(initial.timeMethod);
      setTime(initial.timeMethod === 'specify' ? initial.time : defaultBreakfastTime);
    }
  }, [opened, initial]);

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('breakfast.title')}
      centered
      classNames={{ content: classes.scope }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
      size="md"
      radius="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(breakfastDetails(method, time));
        }}
      >
        <Stack gap="lg">
          <Radio.Group
            label={t('breakfast.method')}
            value={method}
            onChange={(value) => setMethod(value === 'later' ? 'later' : 'specify')}
          >
            <Stack gap="md" mt="sm">
              <Radio size="md" value="specify" label={t('breakfast.specify')} />
              <Radio size="md" value="later" label={t('breakfast.later')} />
            </Stack>
          </Radio.Group>
          {method === 'specify' ? (
            <NativeSelect
              className={classes.field}
              label={t('breakfast.time')}
              description={t('breakfast.timeHint')}
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              data={[...breakfastTimes]}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('breakfast.laterHint')}
            </Text>
          )}
          <div className={classes.dialogActions}>
            <Button variant="default" onClick={onCancel}>
              {t('breakfast.cancel')}
            </Button>
            <Button type="submit">{t('breakfast.confirm')}</Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}

/** Breakfast's details: for how many people, which mornings of the stay and at what time; loaded when it opens. */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import type { BreakfastDetails } from '@shared/api-types.ts';
import { breakfastTimes, defaultBreakfastTime, findExtra } from '@shared/extras-catalogue.ts';
import {
  breakfastMornings,
  breakfastPeopleOptions,
  breakfastQuantity,
  checkBreakfastDetails,
  type StayDates,
} from '@shared/extras-details.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/i18n/format';
import { formatShortStayDate } from '../rules/dates';
import { type BreakfastMethod, breakfastDetails, parseDetailsMornings } from '../rules/transfer';
import classes from './extras.module.css';

export interface BreakfastDialogProps {
  opened: boolean;
  initial: BreakfastDetails;
  stay: StayDates;
  language: string;
  onCancel: () => void;
  onConfirm: (details: BreakfastDetails) => void;
}

export function BreakfastDialog({
  opened,
  initial,
  stay,
  language,
  onCancel,
  onConfirm,
}: BreakfastDialogProps) {
  const { t } = useTranslation('extras');
  const [method, setMethod] = useState<BreakfastMethod>(initial.timeMethod);
  const [time, setTime] = useState(initial.timeMethod === 'specify' ? initial.time : defaultBreakfastTime);
  const [people, setPeople] = useState(initial.people);
  const [mornings, setMornings] = useState(() => parseDetailsMornings(initial));
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    if (opened) {
      setMethod(initial.timeMethod);
      setTime(initial.timeMethod === 'specify' ? initial.time : defaultBreakfastTime);
      setPeople(initial.people);
      setMornings(parseDetailsMornings(initial));
      setShowErrors(false);
    }
  }, [opened, initial]);

  const details = breakfastDetails(method, time, people, mornings);
  const checked = checkBreakfastDetails(details, stay);
  const morningsError =
    showErrors && !checked.ok && checked.errors.mornings ? t('breakfast.errors.mornings') : undefined;
  const quantity = breakfastQuantity({ ...details });
  const total = formatMoney((findExtra('breakfast')?.price ?? 0) * quantity, 'EUR', language);

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
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (checked.ok) onConfirm(details);
          else setShowErrors(true);
        }}
      >
        <Stack gap="lg">
          <NativeSelect
            className={classes.field}
            label={t('breakfast.people')}
            description={t('breakfast.peopleHint')}
            value={people}
            onChange={(event) => setPeople(event.currentTarget.value)}
            data={breakfastPeopleOptions.map((count) => ({
              value: count,
              label: t('lineDetails.people', { count: Number(count) }),
            }))}
          />
          <Checkbox.Group
            label={t('breakfast.mornings')}
            description={t('breakfast.morningsHint')}
            value={mornings}
            onChange={setMornings}
            error={morningsError}
          >
            <Stack gap="sm" mt="xs">
              {breakfastMornings(stay).map((date) => (
                <Checkbox key={date} size="md" value={date} label={formatShortStayDate(date, language)} />
              ))}
            </Stack>
          </Checkbox.Group>
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
          <Text fw={600} data-testid="breakfast-total" aria-live="polite">
            {t('breakfast.total', {
              breakfasts: t('breakfast.count', { count: quantity }),
              total,
            })}
          </Text>
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

export default BreakfastDialog;

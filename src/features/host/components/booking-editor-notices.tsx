import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCircleCheck, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatStayDate } from '@/i18n/format';
import type { BookingSourceName } from '../api/get-guests';
import { isolate, ltr } from '../rules/booking-form';
import { type BookingCallError, bookingRefusalKey, overlapConflict } from '../rules/booking-refusal';
import { useSourceLabel } from './badges';
import classes from './booking-editor.module.css';

/** What the editor is told after Add booking, to show the code and how the guest finds the stay. */
export interface CreatedStay {
  doorCode: string;
  /** '' when there is none (no door code). */
  backupDoorCode?: string;
  lastName: string;
  checkIn: string;
}

/** After Add booking: the door code, and how the guest finds the stay (last name + check-in date). */
export function CreatedNotice({ created, onClose }: { created: CreatedStay; onClose: () => void }) {
  const { t, i18n } = useTranslation('host');
  const portal = `${window.location.host}${routes.guestPortal}`;
  return (
    <Alert
      color="mint"
      variant="light"
      radius="lg"
      mb="md"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={t('bookingEditor.created.title')}
      withCloseButton
      closeButtonLabel={t('bookingEditor.created.close')}
      onClose={onClose}
      role="status"
    >
      <Stack gap={6}>
        {created.doorCode ? (
          <Text size="sm">
            {t('bookingEditor.created.doorCode')}{' '}
            <Text span className={classes.code} dir="ltr">
              {created.doorCode}
            </Text>
          </Text>
        ) : (
          <Text size="sm">{t('bookingEditor.created.noDoorCode')}</Text>
        )}
        {created.doorCode && created.backupDoorCode && (
          <Text size="sm">
            {t('bookingEditor.created.backupDoorCode')}{' '}
            <Text span className={classes.code} dir="ltr">
              {created.backupDoorCode}
            </Text>
          </Text>
        )}
        <Text size="sm">
          {t('bookingEditor.created.howToFind', {
            url: ltr(portal),
            lastName: isolate(created.lastName),
            date: formatStayDate(created.checkIn, i18n.language),
          })}
        </Text>
      </Stack>
    </Alert>
  );
}

/** A channel booking without the guest's last name: the guest cannot find the stay until it is given. */
export function NameNeededNotice({ source }: { source: BookingSourceName }) {
  const { t } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="lg"
      mb="md"
      icon={<IconUserQuestion size={20} aria-hidden />}
      title={t('guests.nameNeeded')}
      role="status"
    >
      {t('bookingEditor.channel.nameNeeded', { source: sourceLabel(source) })}
    </Alert>
  );
}

export function CancelledNotice() {
  const { t } = useTranslation('host');
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      mb="md"
      icon={<IconBan size={20} aria-hidden />}
      title={t('bookingEditor.cancelled.title')}
      role="status"
    >
      {t('bookingEditor.cancelled.body')}
    </Alert>
  );
}

/** A refused or failed save, in the host's language; an overlap names the booking it collides with. */
export function RefusalAlert({ error }: { error: BookingCallError }) {
  const { t, i18n } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  const conflict = overlapConflict(error);
  const name = conflict?.name || t('guests.nameNeeded');
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('bookingEditor.refusals.title')}
      role="alert"
    >
      <Text size="sm">{t(bookingRefusalKey(error))}</Text>
      {conflict && (
        <div className={classes.conflict}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="sm">
            {t('bookingEditor.conflict.summary', {
              checkIn: formatStayDate(conflict.checkIn, i18n.language),
              checkOut: formatStayDate(conflict.checkOut, i18n.language),
              source: sourceLabel(conflict.source),
            })}
          </Text>
          <Anchor
            component={Link}
            to={`${routes.hostBookings}/${conflict.bookingId}`}
            size="sm"
            fw={600}
            aria-label={t('bookingEditor.conflict.openLabel', { name })}
          >
            {t('bookingEditor.conflict.open')}
          </Anchor>
        </div>
      )}
    </Alert>
  );
}

/**
 * A stay that is over (issue 43): said before saving; the first Save asks (`asked`), "Save anyway"
 * saves. The server keeps no door code for it.
 */
export function PastStayNotice({
  checkOut,
  asked,
  onSaveAnyway,
}: {
  checkOut: string;
  asked: boolean;
  onSaveAnyway: () => void;
}) {
  const { t, i18n } = useTranslation('host');
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('bookingEditor.past.title')}
      role={asked ? 'alert' : undefined}
      data-testid="past-stay"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t('bookingEditor.past.body', { date: isolate(formatStayDate(checkOut, i18n.language)) })}
        </Text>
        {asked && (
          <Button h={44} color="yellow.9" onClick={onSaveAnyway}>
            {t('bookingEditor.past.saveAnyway')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

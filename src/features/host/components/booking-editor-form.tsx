/**
 * The booking editor's form: a new booking (host-bookings `create`, then the booking's own editor
 * with the door code shown) or a saved one (`update` of what changed, with a toast). A cancelled
 * booking is shown read-only. The rules run first (booking-form.ts); the server's refusals follow.
 */
import '@mantine/core/styles/Card.css';
import { Button, Card, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routes } from '@/config/routes';
import { useCreateBooking } from '../api/create-booking';
import type { HostEditableBooking } from '../api/get-editable-booking';
import type { HostPropertySummary } from '../api/get-properties';
import { useUpdateBooking } from '../api/update-booking';
import { useKeptWork } from '../hooks/use-kept-work';
import {
  type BookingErrorCode,
  type BookingFormErrors,
  type BookingFormField,
  type BookingFormValues,
  bookingErrorValues,
  bookingFormErrors,
  bookingValues,
  createBookingBody,
  firstErrorField,
  newBookingValues,
  updateBookingBody,
} from '../rules/booking-form';
import { propertiesToday, stayIsOver } from '../rules/booking-past';
import { bookingRefusalField } from '../rules/booking-refusal';
import { formDraftId } from '../rules/form-draft';
import classes from './booking-editor.module.css';
import { BackupDoorCodeField, DoorCodeField } from './booking-editor-door-code';
import { GuestFields, NotesField, PriceFields, StayFields } from './booking-editor-fields';
import type { CreatedStay } from './booking-editor-notices';
import { PastStayNotice, RefusalAlert } from './booking-editor-notices';
import { KeptWork } from './kept-work';

/** The field error a server refusal puts on its field (the alert below the form says the rest). */
const refusalFieldErrors: Record<string, BookingErrorCode> = {
  trivial_door_code: 'doorCodeTrivial',
  trivial_backup_door_code: 'doorCodeTrivial',
  backup_same_as_main: 'backupSameAsMain',
  booking_overlap: 'overlap',
  property_not_found: 'propertyGone',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Text component="h2" id={id} className={classes.sectionTitle}>
        {title}
      </Text>
      {children}
    </section>
  );
}

export function BookingEditorForm({
  booking,
  properties,
}: {
  /** The saved booking; none for Add booking. */
  booking?: HostEditableBooking;
  properties: Pick<HostPropertySummary, 'id' | 'name' | 'city'>[];
}) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const create = useCreateBooking();
  const update = useUpdateBooking();
  const save = booking ? update : create;
  const [saved] = useState<BookingFormValues>(() =>
    booking ? bookingValues(booking) : newBookingValues(properties.map((property) => property.id)),
  );
  const [values, setValues] = useState<BookingFormValues>(saved);
  const [tried, setTried] = useState(false);
  // A stay that is over: the first Save asks, "Save anyway" saves (issue 43).
  const [pastAsked, setPastAsked] = useState(false);
  const pastConfirmed = useRef(false);
  const readOnly = booking?.status === 'cancelled';
  const kept = useKeptWork({
    formId: formDraftId('booking', booking?.id),
    saved,
    values,
    restore: setValues,
    enabled: !readOnly,
  });
  // A channel booking may stay without a last name (its guest is not named yet); any other needs one.
  const lastNameRequired = !booking?.externalUid;
  const ruleErrors: BookingFormErrors = tried ? bookingFormErrors(values, { lastNameRequired }) : {};
  const refusalField = save.error ? bookingRefusalField(save.error) : null;
  const refusalKey = save.error?.code ? refusalFieldErrors[save.error.code] : undefined;
  const keys: BookingFormErrors =
    refusalField && refusalKey && !ruleErrors[refusalField]
      ? { ...ruleErrors, [refusalField]: refusalKey }
      : ruleErrors;
  const errors = Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [field, t(`bookingEditor.errors.${key}`, bookingErrorValues)]),
  ) as Partial<Record<BookingFormField, string>>;
  const set = (patch: Partial<BookingFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const fields = { values, set, errors, readOnly };

  const focus = (field: BookingFormField) =>
    form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();

  const over = !readOnly && stayIsOver(values.checkOut, propertiesToday(new Date()));
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (readOnly) return;
    setTried(true);
    const first = firstErrorField(bookingFormErrors(values, { lastNameRequired }));
    if (first) {
      focus(first);
      return;
    }
    if (over && !pastConfirmed.current) {
      setPastAsked(true);
      return;
    }
    if (!booking) {
      const body = createBookingBody(values);
      create.mutate(body, {
        onSuccess: ({ booking: made }) => {
          const created: CreatedStay = {
            doorCode: made.doorCode,
            backupDoorCode: made.backupDoorCode ?? '',
            lastName: made.lastName,
            checkIn: made.checkIn,
          };
          kept.done();
          navigate(`${routes.hostBookings}/${made.id}`, { state: { created } });
        },
      });
      return;
    }
    update.mutate(updateBookingBody(values, booking), {
      onSuccess: () => {
        kept.done();
        notifications.show({
          color: 'mint',
          message: t('bookingEditor.saved'),
          closeButtonProps: { 'aria-label': t('bookingEditor.created.close') },
        });
      },
    });
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className={classes.form} aria-busy={save.isPending}>
      <KeptWork kept={kept} />
      <Card radius="lg" className={`${classes.card}`} withBorder>
        <Section id="booking-stay" title={t('bookingEditor.sections.stay')}>
          <StayFields {...fields} properties={properties} />
        </Section>
        <Section id="booking-guest" title={t('bookingEditor.sections.guest')}>
          <GuestFields {...fields} lastNameRequired={lastNameRequired} />
        </Section>
        <Section id="booking-access" title={t('bookingEditor.sections.priceAndAccess')}>
          <div className={classes.grid}>
            <DoorCodeField {...fields} />
            <BackupDoorCodeField {...fields} />
            <PriceFields {...fields} />
            <div className={classes.wide}>
              <NotesField {...fields} />
            </div>
          </div>
        </Section>
        {over && values.checkOut && (
          <div className={classes.section}>
            <PastStayNotice
              checkOut={values.checkOut}
              asked={pastAsked}
              onSaveAnyway={() => {
                pastConfirmed.current = true;
                onSubmit();
              }}
            />
          </div>
        )}
        {save.error && (
          <div className={classes.section}>
            <RefusalAlert error={save.error} />
          </div>
        )}
        {!readOnly && (
          <div className={classes.actions}>
            <Button component={Link} to={routes.hostGuests} variant="default" h={44} onClick={kept.done}>
              {t('bookingEditor.discard')}
            </Button>
            <Button type="submit" h={44} loading={save.isPending}>
              {booking ? t('bookingEditor.save') : t('bookingEditor.create')}
            </Button>
          </div>
        )}
      </Card>
    </form>
  );
}

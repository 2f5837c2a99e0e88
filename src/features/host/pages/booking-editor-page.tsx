import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatStayDate } from '@/i18n/format';
import { type HostEditableBooking, useEditableBooking } from '../api/get-editable-booking';
import { type HostPropertySummary, useProperties } from '../api/get-properties';
import { BookingAutomatedMessages } from '../components/booking-automated-messages';
import classes from '../components/booking-editor.module.css';
import { CancelBooking } from '../components/booking-editor-cancel';
import { BookingEditorForm } from '../components/booking-editor-form';
import {
  CancelledNotice,
  CreatedNotice,
  type CreatedStay,
  NameNeededNotice,
} from '../components/booking-editor-notices';
import { GuestLinkGroup } from '../components/guest-link-group';
import { HostDataGate } from '../components/host-data-gate';
import { PageHeader } from '../components/page-header';
import { isolate } from '../rules/booking-form';

type PropertyOption = Pick<HostPropertySummary, 'id' | 'name' | 'city'>;

/** The booking's own property stays a choice even when the list does not show it (moved, or the team's view). */
function withBookingProperty(properties: PropertyOption[], booking: HostEditableBooking): PropertyOption[] {
  return properties.some((property) => property.id === booking.propertyId)
    ? properties
    : [...properties, { id: booking.propertyId, name: booking.propertyName, city: null }];
}

function EditBooking({
  booking,
  properties,
}: {
  booking: HostEditableBooking;
  properties: PropertyOption[];
}) {
  const { t } = useTranslation('host');
  const cancelled = booking.status === 'cancelled';
  return (
    <>
      {cancelled && <CancelledNotice />}
      {!cancelled && booking.nameNeeded && <NameNeededNotice source={booking.source} />}
      <BookingEditorForm
        // A saved change (here or elsewhere) starts the form again from the booking as it now is.
        key={`${booking.id}:${booking.updatedAt}:${booking.status}`}
        booking={booking}
        properties={withBookingProperty(properties, booking)}
      />
      <GuestLinkGroup booking={{ ...booking, email: booking.email || null, phone: booking.phone || null }} />
      <BookingAutomatedMessages booking={booking} />
      {!cancelled && (
        <CancelBooking
          bookingId={booking.id}
          guestName={
            [booking.firstName, booking.lastName].filter(Boolean).join(' ') || t('guests.nameNeeded')
          }
        />
      )}
    </>
  );
}

/** The booking editor (issue 29): Add booking at /host/bookings/new, edit and cancel at /host/bookings/<id>. */
export default function BookingEditorPage() {
  const { t, i18n } = useTranslation('host');
  const { bookingId = null } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const created = (location.state as { created?: CreatedStay } | null)?.created;
  const properties = useProperties();
  const read = useEditableBooking(bookingId);
  const booking = read.data?.booking;
  const subtitle = booking
    ? `${isolate(booking.propertyName)} · ${isolate(`${formatStayDate(booking.checkIn, i18n.language)} – ${formatStayDate(booking.checkOut, i18n.language)}`)}`
    : t('bookingEditor.newSubtitle');

  return (
    <>
      <PageHeader
        title={bookingId ? t('bookingEditor.editTitle') : t('bookingEditor.newTitle')}
        subtitle={bookingId && !booking ? undefined : subtitle}
        actions={
          <Button
            component={Link}
            to={routes.hostGuests}
            variant="subtle"
            h={44}
            leftSection={<IconArrowLeft size={18} className={classes.flip} aria-hidden />}
          >
            {t('bookingEditor.back')}
          </Button>
        }
      />
      {created && bookingId && booking?.status !== 'cancelled' && (
        <CreatedNotice
          created={created}
          onClose={() => navigate(location.pathname, { replace: true, state: null })}
        />
      )}
      <HostDataGate read={properties}>
        {({ properties: list }) =>
          bookingId ? (
            <HostDataGate read={read} staleNotice={false}>
              {({ booking: saved }) => <EditBooking booking={saved} properties={list} />}
            </HostDataGate>
          ) : (
            <BookingEditorForm key="new" properties={list} />
          )
        }
      </HostDataGate>
    </>
  );
}

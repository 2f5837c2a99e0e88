/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * Every call the app may make. Import it as a namespace, `import * as calls from '@/lib/calls.generated'`.
 */
export * from './calls/automated-messages-run.generated';
export * from './calls/create-stripe-checkout-session.generated';
export * from './calls/declarations-purge.generated';
export * from './calls/find-booking-by-details.generated';
export * from './calls/guest-checkin.generated';
export * from './calls/guest-messages.generated';
export * from './calls/host-analytics.generated';
export * from './calls/host-automated-messages.generated';
export * from './calls/host-booking.generated';
export * from './calls/host-bookings.generated';
export * from './calls/host-calendar.generated';
export * from './calls/host-calendar-blocks.generated';
export * from './calls/host-cleaning.generated';
export * from './calls/host-dashboard.generated';
export * from './calls/host-declarations.generated';
export * from './calls/host-extras.generated';
export * from './calls/host-guest-link.generated';
export * from './calls/host-guests.generated';
export * from './calls/host-ical-feeds.generated';
export * from './calls/host-inquiries.generated';
export * from './calls/host-mail-outbox.generated';
export * from './calls/host-messages.generated';
export * from './calls/host-notifications.generated';
export * from './calls/host-properties.generated';
export * from './calls/host-property-photos.generated';
export * from './calls/host-push-subscriptions.generated';
export * from './calls/host-settings.generated';
export * from './calls/host-statement.generated';
export * from './calls/ical-sync-all.generated';
export * from './calls/mail-outbox-deliver.generated';
export * from './calls/open-guest-link.generated';
export * from './calls/public-stay.generated';
export * from './calls/public-stays.generated';
export * from './calls/push-outbox-deliver.generated';
export * from './calls/push-subscriptions.generated';
export * from './calls/save-booking-extras.generated';
export * from './calls/start-stay-checkout.generated';
export * from './calls/submit-host-inquiry.generated';

/**
 * The main read of each host function, as the Deno-served tests send it (JSON, with the access
 * token of `as`) and the shape of its answer on the demo data, after the guest flow of those tests
 * (Booking A's transfer paid, an inquiry received). Pure data: no I/O.
 */
import { expect } from 'vitest';
import type { DemoHostIds } from './host-tokens.ts';

export interface HostCaseContext {
  benaliId: string;
  riadId: string;
  checkIn: string;
}

export interface HostCase {
  as: keyof DemoHostIds;
  /** The success status (200 unless the call creates something). */
  status?: number;
  body(context: HostCaseContext): unknown;
  expected(context: HostCaseContext): Record<string, unknown>;
}

const anyArray = expect.any(Array);
const paidTransfer = expect.objectContaining({ extraId: 'airport_transfer', status: 'paid' });

/** Every host function with a JSON API (host-property-photos takes uploads: tested on its own). */
export const hostCases: Record<string, HostCase> = {
  'host-push-subscriptions': {
    as: 'owner',
    body: () => ({
      action: 'subscribe',
      endpoint: 'https://fcm.googleapis.com/fcm/send/deno-served-host-tablet',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      language: 'fr',
    }),
    expected: () => ({ subscribed: true }),
  },
  'host-guest-link': {
    as: 'owner',
    body: ({ benaliId }) => ({ action: 'get', bookingId: benaliId, language: 'fr' }),
    // The guest wrote in English (deno-served-message-cases.ts): the message is in English, not the page's French.
    expected: () => ({ url: expect.stringMatching(/\/s\/[A-Za-z0-9_-]{43}$/), language: 'en' }),
  },
  'host-automated-messages': {
    as: 'owner',
    body: ({ riadId }) => ({ action: 'property-settings', propertyId: riadId }),
    expected: ({ riadId }) => ({
      propertyId: riadId,
      enabled: expect.arrayContaining(['booking_confirmed', 'after_checkout']),
      daysBeforeArrival: expect.any(Number),
      reviewUrl: null,
    }),
  },
  'host-analytics': {
    as: 'owner',
    body: () => ({ period: 'last30' }),
    expected: () => ({
      currency: 'EUR',
      months: anyArray,
      period: expect.objectContaining({ kind: 'last30' }),
    }),
  },
  'host-booking': {
    as: 'owner',
    body: ({ benaliId }) => ({ bookingId: benaliId }),
    expected: ({ benaliId, checkIn }) => ({
      booking: expect.objectContaining({ id: benaliId, lastName: 'Benali', checkIn }),
      extras: expect.arrayContaining([paidTransfer]),
    }),
  },
  'host-bookings': {
    as: 'owner',
    body: ({ benaliId }) => ({ action: 'get', bookingId: benaliId }),
    expected: ({ benaliId }) => ({ booking: expect.objectContaining({ id: benaliId }) }),
  },
  'host-calendar': {
    as: 'owner',
    body: ({ checkIn }) => ({ month: checkIn.slice(0, 7) }),
    expected: ({ checkIn }) => ({
      month: checkIn.slice(0, 7),
      days: expect.arrayContaining([
        expect.objectContaining({
          date: checkIn,
          events: expect.arrayContaining([
            expect.objectContaining({ type: 'checkIn', guestName: expect.stringContaining('Benali') }),
          ]),
        }),
      ]),
    }),
  },
  // Block Dates far from the demo's stays (the served world's other checks read the next weeks).
  'host-calendar-blocks': {
    as: 'owner',
    status: 201,
    body: ({ riadId }) => ({
      action: 'create',
      propertyId: riadId,
      startDate: '2030-01-10',
      endDate: '2030-01-12',
      reason: 'Boiler repair',
    }),
    expected: ({ riadId }) => ({
      block: expect.objectContaining({
        propertyId: riadId,
        startDate: '2030-01-10',
        endDate: '2030-01-12',
        reason: 'Boiler repair',
      }),
    }),
  },
  // Booking A's thread: the demo's conversation about parking (seed-messages.ts).
  'host-messages': {
    as: 'owner',
    body: ({ benaliId }) => ({ action: 'thread', bookingId: benaliId }),
    expected: ({ benaliId }) => ({
      booking: expect.objectContaining({ id: benaliId }),
      messages: expect.arrayContaining([
        expect.objectContaining({
          sender: 'host',
          authorRole: 'owner',
          text: expect.stringContaining('car park'),
        }),
      ]),
    }),
  },
  'host-cleaning': {
    as: 'owner',
    body: () => ({ action: 'list' }),
    expected: () => ({ tasks: anyArray, total: expect.any(Number), properties: anyArray }),
  },
  'host-dashboard': {
    as: 'owner',
    body: () => ({}),
    expected: () => ({
      host: expect.objectContaining({ role: 'owner' }),
      stats: expect.objectContaining({
        totalProperties: expect.any(Number),
        activeBookings: expect.any(Number),
      }),
    }),
  },
  'host-extras': {
    as: 'team',
    body: () => ({ action: 'queue' }),
    expected: ({ benaliId }) => ({
      items: expect.arrayContaining([
        expect.objectContaining({
          line: expect.objectContaining({ extraId: 'airport_transfer' }),
          booking: expect.objectContaining({ id: benaliId }),
        }),
      ]),
      openCount: expect.any(Number),
    }),
  },
  'host-guests': {
    as: 'owner',
    body: () => ({ search: 'benali' }),
    expected: ({ benaliId }) => ({
      bookings: [expect.objectContaining({ id: benaliId })],
      total: 1,
      page: 1,
    }),
  },
  'host-ical-feeds': {
    as: 'owner',
    body: ({ riadId }) => ({ action: 'list', propertyId: riadId }),
    expected: ({ riadId }) => ({
      propertyId: riadId,
      propertyName: 'Riad Yasmine',
      exportToken: expect.stringMatching(/^[A-Za-z0-9_-]{32,128}$/),
      feeds: anyArray,
    }),
  },
  'host-inquiries': {
    as: 'team',
    body: () => ({ action: 'list' }),
    expected: () => ({
      inquiries: expect.arrayContaining([
        expect.objectContaining({ fullName: 'Youssef El Amrani', status: 'new' }),
      ]),
      counts: expect.objectContaining({ new: expect.any(Number) }),
    }),
  },
  'host-mail-outbox': {
    as: 'team',
    body: () => ({ action: 'list' }),
    expected: () => ({ mails: anyArray }),
  },
  'host-notifications': {
    as: 'owner',
    body: () => ({ action: 'list' }),
    expected: () => ({
      notifications: expect.arrayContaining([expect.objectContaining({ kind: 'extra' })]),
      unreadCount: expect.any(Number),
    }),
  },
  'host-properties': {
    as: 'owner',
    body: () => ({ action: 'list' }),
    expected: ({ riadId }) => ({
      properties: expect.arrayContaining([expect.objectContaining({ id: riadId, name: 'Riad Yasmine' })]),
    }),
  },
  'host-settings': {
    as: 'owner',
    body: () => ({ action: 'get' }),
    expected: () => ({
      profile: expect.objectContaining({ email: 'host@rihla.example', role: 'owner' }),
      properties: anyArray,
      preferences: expect.any(Object),
    }),
  },
  // View Payouts of the check-in's month: the team sees every owner's statement.
  'host-statement': {
    as: 'team',
    body: ({ checkIn }) => ({ month: checkIn.slice(0, 7) }),
    expected: ({ checkIn }) => ({ month: checkIn.slice(0, 7), owners: anyArray }),
  },
};

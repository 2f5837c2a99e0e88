import type { CallAnswer, CallRequest } from '@/lib/calls';
import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';
import { useHostQuery } from './use-host-query';

/** Every event's template in the four languages, with the placeholders (host-automated-messages `templates`). */
export type AutomatedTemplates = CallAnswer<typeof calls.hostAutomatedMessagesTemplates>;
export type AutomatedTemplate = AutomatedTemplates['templates'][number];
export type AutomatedTemplateLanguage = AutomatedTemplate['languages'][number];
export type AutomatedEvent = AutomatedTemplate['event'];
export type AutomatedLanguage = AutomatedTemplateLanguage['language'];
export type AutomatedPlaceholder = AutomatedTemplates['placeholders'][number];
export type AutomatedPreview = CallAnswer<typeof calls.hostAutomatedMessagesPreview>;
export type AutomatedPreviewRequest = CallRequest<typeof calls.hostAutomatedMessagesPreview>;
export type AutomatedPropertySettings = CallAnswer<typeof calls.hostAutomatedMessagesPropertySettings>;
export type AutomatedBookingLog = CallAnswer<typeof calls.hostAutomatedMessagesBookingLog>;
export type AutomatedChannel = AutomatedBookingLog['sent'][number]['channels'][number];

/** The events in the order a stay meets them (the contract's order). */
export const automatedEvents: readonly AutomatedEvent[] = [
  'booking_confirmed',
  'before_arrival',
  'door_code_released',
  'arrival_morning',
  'checkout_morning',
  'after_checkout',
];

export const automatedLanguages: readonly AutomatedLanguage[] = ['en', 'fr', 'es', 'ar'];

export function useAutomatedTemplates() {
  return useHostQuery(calls.hostAutomatedMessagesTemplates, {}, { always: true });
}

/** Save (or reset) one language of a template (team); the templates are read again. */
export function useSaveAutomatedTemplate() {
  return useHostMutation(calls.hostAutomatedMessagesSaveTemplate, [calls.hostAutomatedMessagesTemplates]);
}

/** A template as a guest would read it, unsaved text included (read on demand: nothing is written). */
export function usePreviewAutomatedMessage() {
  return useHostMutation(calls.hostAutomatedMessagesPreview, []);
}

export function useAutomatedPropertySettings(propertyId: string) {
  return useHostQuery(calls.hostAutomatedMessagesPropertySettings, { propertyId }, { always: true });
}

/** Save a property's on/off per event, days before arrival and review link (team). */
export function useSaveAutomatedPropertySettings() {
  return useHostMutation(calls.hostAutomatedMessagesSavePropertySettings, [
    calls.hostAutomatedMessagesPropertySettings,
  ]);
}

/** What a booking was sent by itself and what comes next (host-automated-messages `booking-log`). */
export function useAutomatedBookingLog(bookingId: string) {
  return useHostQuery(calls.hostAutomatedMessagesBookingLog, { bookingId }, { always: true });
}

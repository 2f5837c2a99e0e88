/**
 * Generated from supabase/functions/_shared/contracts by `npm run generate`: do not edit.
 * The calls of host-automated-messages, with their contracts' types (type-only imports: no zod at run time).
 */
import type {
  hostAutomatedMessagesBookingLog as hostAutomatedMessagesBookingLogContract,
  hostAutomatedMessagesPreview as hostAutomatedMessagesPreviewContract,
  hostAutomatedMessagesPropertySettings as hostAutomatedMessagesPropertySettingsContract,
  hostAutomatedMessagesSavePropertySettings as hostAutomatedMessagesSavePropertySettingsContract,
  hostAutomatedMessagesSaveTemplate as hostAutomatedMessagesSaveTemplateContract,
  hostAutomatedMessagesTemplates as hostAutomatedMessagesTemplatesContract,
} from '@shared/contracts/host-automated-messages.contract.ts';
import type { CallRef } from '../calls';

/** host */
export const hostAutomatedMessagesBookingLog = 'host-automated-messages.booking-log' as CallRef<
  typeof hostAutomatedMessagesBookingLogContract,
  'host-automated-messages'
>;
/** host */
export const hostAutomatedMessagesPreview = 'host-automated-messages.preview' as CallRef<
  typeof hostAutomatedMessagesPreviewContract,
  'host-automated-messages'
>;
/** host */
export const hostAutomatedMessagesPropertySettings = 'host-automated-messages.property-settings' as CallRef<
  typeof hostAutomatedMessagesPropertySettingsContract,
  'host-automated-messages'
>;
/** team */
export const hostAutomatedMessagesSavePropertySettings =
  'host-automated-messages.save-property-settings' as CallRef<
    typeof hostAutomatedMessagesSavePropertySettingsContract,
    'host-automated-messages'
  >;
/** team */
export const hostAutomatedMessagesSaveTemplate = 'host-automated-messages.save-template' as CallRef<
  typeof hostAutomatedMessagesSaveTemplateContract,
  'host-automated-messages'
>;
/** host */
export const hostAutomatedMessagesTemplates = 'host-automated-messages.templates' as CallRef<
  typeof hostAutomatedMessagesTemplatesContract,
  'host-automated-messages'
>;

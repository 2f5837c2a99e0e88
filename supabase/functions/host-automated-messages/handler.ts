/**
 * host-automated-messages (issue 45, docs/automated-messages.md): the team edits the automated
 * messages' templates (four languages, placeholders checked, a preview) and each property's
 * settings; an owner reads their own properties' settings and what their bookings were sent.
 * Everything runs as the caller (`asHost`): Row Level Security decides which properties and
 * bookings exist (another owner's is a 404) and who writes (the `team` calls answer an owner 403
 * `team_only` before any query). Contracts: _shared/contracts/host-automated-messages.contract.ts.
 */

import { renderAutomatedMessage, unknownPlaceholders } from '../_shared/automated-message-render.ts';
import {
  type ScheduleRow,
  scheduleColumns,
  scheduleInputOf,
  scheduleJoins,
} from '../_shared/automated-message-rows.ts';
import { scheduleOf } from '../_shared/automated-message-schedule.ts';
import { storedTemplates } from '../_shared/automated-messages-run.ts';
import {
  automatedMessageEvents,
  automatedMessagePlaceholders,
  hostAutomatedMessagesBookingLog,
  hostAutomatedMessagesPreview,
  hostAutomatedMessagesPropertySettings,
  hostAutomatedMessagesSavePropertySettings,
  hostAutomatedMessagesSaveTemplate,
  hostAutomatedMessagesTemplates,
} from '../_shared/contracts/host-automated-messages.contract.ts';
import { route, serveCalls } from '../_shared/procedure.ts';
import { previewValues } from './preview.ts';
import { readSettings, reviewUrlOf, writeSettings } from './settings.ts';
import { readTemplates, saveTemplate } from './templates.ts';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const hasUnknown = (...texts: (string | null | undefined)[]) =>
  texts.some((text) => text && unknownPlaceholders(text).length > 0);

export const handler = serveCalls('host-automated-messages', hostAutomatedMessagesTemplates.invalidMessage, [
  route(hostAutomatedMessagesTemplates, ({ asHost }) =>
    asHost(async (tx) => ({
      templates: await readTemplates(tx),
      placeholders: [...automatedMessagePlaceholders],
    })),
  ),
  // The checks inside asHost: an owner is told 403 team_only first, whatever they sent.
  route(hostAutomatedMessagesSaveTemplate, ({ body, asHost, refuse, deps }) =>
    asHost(async (tx) => {
      const reset = body.reset === true;
      if (!reset && body.language === 'en' && body.text === null) return refuse('englishRequired');
      if (!reset && hasUnknown(body.subject, body.text)) return refuse('unknownPlaceholder');
      await saveTemplate(tx, { ...body, reset }, deps.now());
      return (await readTemplates(tx, body.event))[0]!;
    }),
  ),
  route(hostAutomatedMessagesPreview, async ({ body, asHost, refuse, deps }) => {
    if (hasUnknown(body.subject, body.text)) return refuse('unknownPlaceholder');
    const found = await asHost(async (tx) => {
      const values = await previewValues(tx, deps.config, body.propertyId ?? null, deps.now());
      if (!values) return null;
      const stored = await storedTemplates(tx, body.event);
      // Unsaved text: previewed in place of the stored one of its language.
      const templates =
        body.text === undefined
          ? stored
          : [
              ...stored.filter((row) => row.language !== body.language),
              { language: body.language, subject: body.subject ?? null, text: body.text },
            ];
      return renderAutomatedMessage(body.event, body.language, templates, values);
    });
    return found ?? refuse('notFound');
  }),
  route(hostAutomatedMessagesPropertySettings, async ({ body, asHost, refuse }) => {
    const settings = await asHost((tx) => readSettings(tx, body.propertyId));
    return settings ?? refuse('notFound');
  }),
  route(hostAutomatedMessagesSavePropertySettings, async ({ body, asHost, refuse, deps }) => {
    const saved = await asHost(async (tx) => {
      const reviewUrl = reviewUrlOf(body.reviewUrl);
      if (reviewUrl === false) return refuse('invalidReviewUrl');
      const enabled = automatedMessageEvents.filter((event) => body.enabled.includes(event));
      const written = await writeSettings(tx, { ...body, enabled, reviewUrl }, deps.now());
      return written ? readSettings(tx, body.propertyId) : null;
    });
    return saved ?? refuse('notFound');
  }),
  route(hostAutomatedMessagesBookingLog, async ({ body, asHost, refuse, deps }) => {
    const found = await asHost(async (tx) => {
      const { rows } = await tx.query<ScheduleRow>(
        `SELECT ${scheduleColumns} ${scheduleJoins} WHERE b.id = $1::uuid`,
        [body.bookingId],
        { name: 'automated_booking_schedule' },
      );
      const row = rows[0];
      if (!row) return null;
      const sent = await tx.query<{
        event: (typeof automatedMessageEvents)[number];
        sentAt: string;
        language: 'en' | 'fr' | 'es' | 'ar';
        fellBackToEnglish: boolean;
        channels: ('message' | 'email' | 'push')[];
      }>(
        `SELECT event, ${utc('sent_at')} AS "sentAt", language, fell_back_to_english AS "fellBackToEnglish", channels
           FROM automated_message_log WHERE booking_id = $1::uuid ORDER BY sent_at, event`,
        [body.bookingId],
        { name: 'automated_booking_log' },
      );
      const { booking, property } = scheduleInputOf(row);
      const upcoming = scheduleOf(booking, property, deps.now())
        .filter(
          (item) => (item.state === 'upcoming' || item.state === 'due') && !row.logged.includes(item.event),
        )
        .map((item) => ({ event: item.event, dueAt: item.dueAt!.toISOString() }));
      return { sent: sent.rows, upcoming };
    });
    return found ?? refuse('notFound');
  }),
]);

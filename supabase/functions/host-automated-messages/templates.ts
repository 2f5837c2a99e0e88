/**
 * The team's templates of the automated messages as host-automated-messages reads and writes them
 * (table message_templates, migration 0043), in the caller's transaction (Row Level Security: every
 * host reads, only the team writes). Side effects: the database (save).
 */
import { automatedMessageDefaults } from '../_shared/automated-message-defaults.ts';
import {
  type AutomatedMessageEvent,
  type AutomatedMessageLanguage,
  automatedMessageEvents,
  automatedMessageLanguages,
} from '../_shared/contracts/host-automated-messages.contract.ts';
import type { Queryable } from '../_shared/database.ts';

interface TemplateRow {
  event: AutomatedMessageEvent;
  language: AutomatedMessageLanguage;
  subject: string | null;
  text: string | null;
  is_default: boolean;
  updated_at: string | null;
}

const templatesSql = `SELECT event, language, subject, text, is_default,
       to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
  FROM message_templates WHERE $1::text IS NULL OR event = $1`;

/** Every event's template (or one event's), the four languages in order. */
export async function readTemplates(tx: Queryable, event: AutomatedMessageEvent | null = null) {
  const { rows } = await tx.query<TemplateRow>(templatesSql, [event], { name: 'automated_templates' });
  return automatedMessageEvents
    .filter((each) => event === null || each === event)
    .map((each) => ({
      event: each,
      languages: automatedMessageLanguages.map((language) => {
        const row = rows.find((found) => found.event === each && found.language === language);
        return {
          language,
          subject: row?.subject ?? null,
          text: row?.text ?? null,
          isDefault: row?.is_default ?? false,
          updatedAt: row?.updated_at ?? null,
        };
      }),
    }));
}

/**
 * Saves one language of an event's template (`text` null: none, and no subject either; `reset`:
 * Rihla's text). Marked default when it is Rihla's text again. Written by the caller (the team).
 */
export async function saveTemplate(
  tx: Queryable,
  change: {
    event: AutomatedMessageEvent;
    language: AutomatedMessageLanguage;
    subject: string | null;
    text: string | null;
    reset: boolean;
  },
  now: Date,
): Promise<void> {
  const rihla = automatedMessageDefaults[change.event][change.language];
  const text = change.reset ? rihla.text : change.text;
  const subject = change.reset ? rihla.subject : text === null ? null : change.subject;
  const isDefault = text === rihla.text && (subject === null || subject === rihla.subject);
  await tx.query(
    `UPDATE message_templates SET subject = $3, text = $4, is_default = $5, updated_at = $6::timestamptz,
            updated_by = (SELECT auth.uid())
      WHERE event = $1 AND language = $2`,
    [change.event, change.language, subject, text, isDefault, now.toISOString()],
  );
}

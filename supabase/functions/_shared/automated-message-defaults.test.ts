/**
 * Rihla's automated message texts are one fact: migration 0043's seed of message_templates is
 * exactly automated-message-defaults.ts (what `reset` restores), every event in every language,
 * with only known placeholders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test-support/databases.ts';
import { automatedMessageDefaults } from './automated-message-defaults.ts';
import { unknownPlaceholders } from './automated-message-render.ts';
import {
  automatedMessageEvents,
  automatedMessageLanguages,
} from './contracts/host-automated-messages.contract.ts';

describe('the automated messages’ default texts', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('pglite');
  }, 120_000);
  afterAll(async () => {
    await test?.close();
  });

  it('are the migration’s seed, row for row', async () => {
    const { rows } = await test.db.query<{
      event: string;
      language: string;
      subject: string;
      text: string;
      is_default: boolean;
    }>('SELECT event, language, subject, text, is_default FROM message_templates ORDER BY event, language');
    const expected = automatedMessageEvents.flatMap((event) =>
      automatedMessageLanguages.map((language) => ({
        event,
        language,
        ...automatedMessageDefaults[event][language],
        is_default: true,
      })),
    );
    const order = (list: { event: string; language: string }[]) =>
      [...list].sort((a, b) => `${a.event}/${a.language}`.localeCompare(`${b.event}/${b.language}`));
    expect(order(rows)).toEqual(order(expected));
  });

  it('use only known placeholders, and each text names the guest', () => {
    for (const event of automatedMessageEvents) {
      for (const language of automatedMessageLanguages) {
        const { subject, text } = automatedMessageDefaults[event][language];
        expect(unknownPlaceholders(`${subject}\n${text}`), `${event}/${language}`).toEqual([]);
        expect(text).toContain('{firstName}');
        expect(text.length).toBeLessThanOrEqual(1500);
      }
    }
  });
});

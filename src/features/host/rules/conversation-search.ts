import type { TextKey } from '@/i18n/text-keys';
import type { ConversationSummary } from '../messages/sample-conversations';

/** Keeps conversations whose guest, property or last message (as displayed) contains the query. */
export function searchConversations(
  list: ConversationSummary[],
  query: string,
  displayText: (key: TextKey<'host'>) => string,
): ConversationSummary[] {
  const needle = normalise(query.trim());
  if (!needle) return list;
  return list.filter((item) =>
    [item.name, item.property, displayText(item.lastMessage)].some((text) =>
      normalise(text).includes(needle),
    ),
  );
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

import { describe, expect, it } from 'vitest';
import { conversations } from '../messages/sample-conversations';
import { searchConversations } from './conversation-search';

const text = (key: string) => (key === 'sample.conversations.c2' ? 'Is there parking near the kasbah?' : key);

describe('conversation search', () => {
  it('matches guest names without accents or case', () => {
    expect(searchConversations(conversations, 'sofia', text).map((item) => item.id)).toEqual(['c1']);
  });

  it('matches properties and the displayed last message', () => {
    expect(searchConversations(conversations, 'riad', text).map((item) => item.id)).toEqual(['c3', 'c4']);
    expect(searchConversations(conversations, 'PARKING', text).map((item) => item.id)).toEqual(['c2']);
  });

  it('an empty query keeps all, a query with no match keeps none', () => {
    expect(searchConversations(conversations, '  ', text)).toHaveLength(conversations.length);
    expect(searchConversations(conversations, 'zzz', text)).toEqual([]);
  });
});

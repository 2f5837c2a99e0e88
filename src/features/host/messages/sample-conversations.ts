/**
 * The Messages screen's conversations and thread: the spec's read-only sample, kept as such until a
 * later issue brings guest messaging (issue 28 moved every other host screen to live data). Texts are i18n keys.
 */
import type { TextKey } from '@/i18n/text-keys';
export interface ConversationSummary {
  id: string;
  name: string;
  lastMessage: TextKey<'host'>;
  timestamp: string;
  unread: boolean;
  property: string;
  active: boolean;
}

export interface ThreadMessage {
  id: string;
  sender: 'guest' | 'host';
  text: TextKey<'host'>;
  timestamp: string;
}

export const conversations: ConversationSummary[] = [
  {
    id: 'c1',
    name: 'Sofía Martínez',
    lastMessage: 'sample.conversations.c1',
    timestamp: '2025-04-14T09:42:00',
    unread: true,
    property: 'Dar Zraq Chefchaouen',
    active: true,
  },
  {
    id: 'c2',
    name: 'Karim Benali',
    lastMessage: 'sample.conversations.c2',
    timestamp: '2025-04-14T08:15:00',
    unread: true,
    property: 'Kasbah Tizi',
    active: false,
  },
  {
    id: 'c3',
    name: 'Yasmine El Amrani',
    lastMessage: 'sample.conversations.c3',
    timestamp: '2025-04-13T21:03:00',
    unread: false,
    property: 'Riad Dar Zitoun',
    active: false,
  },
  {
    id: 'c4',
    name: 'Emma Schneider',
    lastMessage: 'sample.conversations.c4',
    timestamp: '2025-04-12T16:30:00',
    unread: false,
    property: 'Riad Dar Zitoun',
    active: false,
  },
  {
    id: 'c5',
    name: 'Thomas Lefèvre',
    lastMessage: 'sample.conversations.c5',
    timestamp: '2025-04-09T11:20:00',
    unread: false,
    property: 'Dar Mogador',
    active: false,
  },
];

/** The thread of each conversation; the sample only has a full thread for some of them. */
export const threads: Record<string, ThreadMessage[]> = {
  c1: [
    { id: 'm1', sender: 'guest', text: 'sample.thread.c1.m1', timestamp: '2025-04-13T18:05:00' },
    { id: 'm2', sender: 'host', text: 'sample.thread.c1.m2', timestamp: '2025-04-13T18:20:00' },
    { id: 'm3', sender: 'guest', text: 'sample.thread.c1.m3', timestamp: '2025-04-13T18:26:00' },
    { id: 'm4', sender: 'host', text: 'sample.thread.c1.m4', timestamp: '2025-04-13T18:31:00' },
    { id: 'm5', sender: 'guest', text: 'sample.conversations.c1', timestamp: '2025-04-14T09:42:00' },
  ],
  c2: [
    { id: 'm1', sender: 'host', text: 'sample.thread.c2.m1', timestamp: '2025-04-13T10:00:00' },
    { id: 'm2', sender: 'guest', text: 'sample.conversations.c2', timestamp: '2025-04-14T08:15:00' },
  ],
  c3: [
    { id: 'm1', sender: 'guest', text: 'sample.thread.c3.m1', timestamp: '2025-04-13T20:40:00' },
    { id: 'm2', sender: 'host', text: 'sample.conversations.c3', timestamp: '2025-04-13T21:03:00' },
  ],
  c4: [{ id: 'm1', sender: 'guest', text: 'sample.conversations.c4', timestamp: '2025-04-12T16:30:00' }],
  c5: [{ id: 'm1', sender: 'guest', text: 'sample.conversations.c5', timestamp: '2025-04-09T11:20:00' }],
};

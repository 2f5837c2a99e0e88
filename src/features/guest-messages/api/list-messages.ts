/** guest-messages `list`: the conversation from the server, saved with the stay (src/lib/guest-messages.ts). */
export { type RefreshOutcome, refreshConversation as listMessages } from '@/lib/guest-messages';

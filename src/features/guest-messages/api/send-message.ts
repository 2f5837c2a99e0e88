/**
 * guest-messages `send`: a message kept on the device, then sent (now or when back online), and the
 * guest's "Send again" and "Edit" on one the server refused (src/lib/message-outbox.ts).
 */
export {
  flushMessageOutbox as sendWaitingMessages,
  resendMessage,
  takeBackMessage,
  writeMessage as sendMessage,
} from '@/lib/message-outbox';

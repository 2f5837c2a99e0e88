/**
 * Every name this app keeps data under in the browser, in one place (as Excalidraw's STORAGE_KEYS).
 * No side effects and no imports: the inline boot scripts read these names too.
 */
/**
 * localStorage: the language choice, under i18next-browser-languagedetector's own name. Also on its
 * own, so that a prerendered page's language check carries this name and not the whole table.
 */
export const languageStorageKey = 'i18nextLng';

export const STORAGE_KEYS = {
  /** localStorage: the language choice (`languageStorageKey`). */
  language: languageStorageKey,
  /** localStorage: the saved first view of /guest-portal (saved-stays/snapshot-rules.ts). */
  firstView: 'rihla.firstView',
  /** localStorage: '1' while stays are saved on this device (saved-stays/hint.ts). */
  savedStaysHint: 'rihla.savedStays',
  /** localStorage: '1' while host inquiries wait to be sent (pending-inquiries-flag.ts). */
  pendingInquiriesHint: 'rihla.pendingInquiries',
  /** localStorage: '1' while check-in forms wait to be sent (pending-checkins-flag.ts). */
  pendingCheckInsHint: 'rihla.pendingCheckIns',
  /** localStorage: '1' while messages to a host wait to be sent (pending-messages-flag.ts). */
  pendingMessagesHint: 'rihla.pendingMessages',
  /** localStorage: '1' once the guest closed the install offer (install-hint-dismissal.ts). */
  installHintDismissed: 'rihla.installHintDismissed',
  /** localStorage: 'dismissed' or 'denied' once the offer of push notifications is answered (push-subscription.ts). */
  pushOfferAnswered: 'rihla.pushOffer',
  /** localStorage: what changed in saved stays, until the guest closes the notice (stay-change-notices.ts). */
  stayChangeNotices: 'rihla.stayChanges',
  /** localStorage: the host portal's last loaded data, readable offline (host-cache.ts). */
  hostCache: 'rihla.hostCache',
  /** localStorage: the host editors' unsaved work, per booking or property (form-drafts.ts). */
  formDrafts: 'rihla.formDrafts',
  /** IndexedDB: the saved stays, their extras, the check-in drafts, the conversations and the outboxes (offline-db.ts). */
  offlineDatabase: 'rihla',
} as const;

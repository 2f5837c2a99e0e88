/**
 * Types every `t(...)` key from the English texts (i18next's CustomTypeOptions): a key missing from
 * public/locales/en/<namespace>.json fails `npm run typecheck`. The other languages carry the same
 * keys (checked by locales.test.ts).
 */
import 'i18next';
import type checkin from '../../public/locales/en/checkin.json';
import type extras from '../../public/locales/en/extras.json';
import type guest from '../../public/locales/en/guest.json';
import type guestMessages from '../../public/locales/en/guest-messages.json';
import type host from '../../public/locales/en/host.json';
import type site from '../../public/locales/en/site.json';
import type stayCodes from '../../public/locales/en/stay-codes.json';
import type stays from '../../public/locales/en/stays.json';
import type translation from '../../public/locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** A key with a default text is checked too. */
    strictKeyChecks: true;
    resources: {
      translation: typeof translation;
      checkin: typeof checkin;
      extras: typeof extras;
      guest: typeof guest;
      'guest-messages': typeof guestMessages;
      host: typeof host;
      site: typeof site;
      'stay-codes': typeof stayCodes;
      stays: typeof stays;
    };
  }
}

// The script the build inlines in prerendered pages in place of the app's module script (see
// start-app-after-paint.ts); the build defines __APP_START__ from the app shell's own tags. A page
// built in another language than the visitor's is hidden (prerendered-language.ts): nothing of it
// will be painted, so the app, which draws it in the visitor's language, starts at once.
import { captureInstallOffer } from '@/lib/install-offer-capture';
import { staleAttribute } from './prerendered-language';
import { type AppStart, afterFirstPaint, startApp } from './start-app-after-paint';

declare const __APP_START__: AppStart;

if (document.documentElement.hasAttribute(staleAttribute)) startApp(__APP_START__);
else afterFirstPaint(() => startApp(__APP_START__));
// The browser's install offer, kept from the start of the page (install-offer-capture.ts).
captureInstallOffer();

// The script the build inlines in index.html's head (see restore-first-view.ts).
import { captureInstallOffer } from '@/lib/install-offer-capture';
import { holdEarlyPresses, restoreFirstViewWhenParsed } from './restore-first-view';

restoreFirstViewWhenParsed();
holdEarlyPresses();
// The browser's install offer, kept from the start of the page (install-offer-capture.ts).
captureInstallOffer();

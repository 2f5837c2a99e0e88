// The script the build inlines in prerendered pages in place of the app's module script (see
// start-app-after-paint.ts); the build defines __APP_START__ from the app shell's own tags.
import { type AppStart, afterFirstPaint, startApp } from './start-app-after-paint';

declare const __APP_START__: AppStart;

afterFirstPaint(() => startApp(__APP_START__));

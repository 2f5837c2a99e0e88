// The script the build inlines in index.html's head (see preload-first-page.ts); the build defines
// __FIRST_PAGE_PRELOADS__ from its chunks. Prerendered pages have their own (start-app-after-paint.ts).
import { type FirstPagePreloads, preloadFirstPage } from './preload-first-page';

declare const __FIRST_PAGE_PRELOADS__: FirstPagePreloads;

preloadFirstPage(__FIRST_PAGE_PRELOADS__);

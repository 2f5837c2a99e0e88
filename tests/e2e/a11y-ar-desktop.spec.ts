import { walkEveryRoute } from './support/a11y-walk';

// axe on every route in Arabic, at 1280 px (the walk: support/a11y-walk.ts).
walkEveryRoute('ar', 'desktop');

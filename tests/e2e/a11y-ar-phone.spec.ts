import { walkEveryRoute } from './support/a11y-walk';

// axe on every route in Arabic, at 390 px (the walk: support/a11y-walk.ts).
walkEveryRoute('ar', 'phone');

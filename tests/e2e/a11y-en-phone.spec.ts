import { walkEveryRoute } from './support/a11y-walk';

// axe on every route in English, at 390 px (the walk: support/a11y-walk.ts).
walkEveryRoute('en', 'phone');

// The script the build inlines in index.html's head (see restore-first-view.ts).
import { holdEarlyPresses, restoreFirstViewWhenParsed } from './restore-first-view';

restoreFirstViewWhenParsed();
holdEarlyPresses();

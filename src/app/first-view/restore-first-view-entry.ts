// The script the build inlines at the end of index.html's body (see restore-first-view.ts).
import { restoreFirstView } from './restore-first-view';

restoreFirstView();

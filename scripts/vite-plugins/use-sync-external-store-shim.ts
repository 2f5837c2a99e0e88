/**
 * react-i18next imports useSyncExternalStore from `use-sync-external-store/shim`, a polyfill for
 * React before 18 that the browser then downloads and runs on every first view only to hand React's
 * own hook back. React 19 has it: the build resolves the shim to React's (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';

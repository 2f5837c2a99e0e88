/**
 * A one-byte hint in localStorage: '1' under its key, or nothing. The app shell reads such hints on
 * its first view without loading IndexedDB code; a browser that refuses storage reads them unset.
 */

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function localFlag(key: string): { isSet: () => boolean; set: (on: boolean) => void } {
  return {
    isSet: () => storage()?.getItem(key) === '1',
    set: (on) => {
      if (on) storage()?.setItem(key, '1');
      else storage()?.removeItem(key);
    },
  };
}

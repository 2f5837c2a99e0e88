/**
 * Where the server may post a push: https on a known browser push service, never an address a
 * caller makes up (the subscription comes from the device, so its endpoint is input). Pure.
 */

/** The push services' hosts (Chrome, Firefox, Safari, Edge): nothing else is ever posted to. */
export const pushServiceHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** An endpoint the server may post to: https on a known push service (never an address of ours). */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return pushServiceHosts.some((known) => host === known || host.endsWith(`.${known}`));
}

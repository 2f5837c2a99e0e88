/**
 * Web Push on this device (issue 44, docs/push.md): whether to offer it, and turning it on. Side
 * effects: the Notification permission prompt (only from a click), the service worker's push
 * subscription, the network (the server's public key, then the subscription sent to the guest's
 * or the host's function), and localStorage (the offer answered: never offered again).
 */

import { callFunction } from './call-function';
import * as calls from './calls.generated';
import { STORAGE_KEYS } from './storage-keys';

/** Who subscribes: a guest's device for one booking (with its guest token), or the signed-in host's. */
export type PushSide = { guest: { bookingId: string; guestToken: string } } | { host: true };

export type PushLanguage = 'en' | 'fr' | 'es' | 'ar';

/** The browser can receive pushes: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Running as the installed app (home screen): where a guest's phone keeps its notifications. */
export function runsInstalled(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function answered(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.pushOfferAnswered);
  } catch {
    return null;
  }
}

function rememberAnswer(answer: 'dismissed' | 'denied' | 'subscribed'): void {
  try {
    localStorage.setItem(STORAGE_KEYS.pushOfferAnswered, answer);
  } catch {
    // Private mode: the offer may come back after the next meaningful action.
  }
}

/** The offer is worth showing: push works here, the browser has not been asked, nor the offer answered. */
export function shouldOfferPush(): boolean {
  return pushSupported() && Notification.permission === 'default' && answered() === null;
}

/** "Not now": never offered again on this device. */
export function dismissPushOffer(): void {
  rememberAnswer('dismissed');
}

export type TurnOnResult = 'subscribed' | 'denied' | 'failed';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Sends the device's subscription to the side's function; true when the server kept it. */
async function sendSubscription(side: PushSide, subscription: PushSubscription, language: PushLanguage) {
  const json = subscription.toJSON();
  const device = {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    language,
  };
  if ('host' in side) {
    // Loaded only for a host: the guest's pages never download the host's client.
    const { callHost } = await import('./host-calls');
    await callHost(calls.hostPushSubscribe, device);
    return true;
  }
  const sent = await callFunction(calls.guestPushSubscribe, { ...side.guest, ...device });
  return sent.ok;
}

/**
 * Called from the user's click only: asks the browser's permission, subscribes the service worker
 * with the server's key and sends the subscription. A refusal is remembered (never asked again).
 */
export async function turnOnPush(side: PushSide, language: PushLanguage): Promise<TurnOnResult> {
  if (!pushSupported()) return 'failed';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    rememberAnswer('denied');
    return 'denied';
  }
  try {
    const key = await callFunction(calls.pushPublicKey, {});
    if (!key.ok) return 'failed';
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.data.publicKey),
      }));
    if (!(await sendSubscription(side, subscription, language))) return 'failed';
    rememberAnswer('subscribed');
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

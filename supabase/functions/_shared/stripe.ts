/** The Stripe client for the functions: fetch-based (runs on Deno and Node), pointed elsewhere in tests. */
import Stripe from 'stripe';
import type { ServerConfig } from './handler-types.ts';

/** Signature checks need no real key; a placeholder keeps the SDK happy when none is set (local checkout). */
const placeholderKey = 'sk_test_rihla_local_no_api_calls';

export function stripeClient(config: ServerConfig): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
  };
  if (config.stripeApiUrl) {
    const url = new URL(config.stripeApiUrl);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  return new Stripe(config.stripeSecretKey ?? placeholderKey, options);
}

export const webCrypto = Stripe.createSubtleCryptoProvider();

/**
 * Stripe Checkout's locale for the guest's language. Checkout has no Arabic: we use French, the
 * language of commerce, banking and card statements in Morocco where every stay is, and the one an
 * Arabic-speaking guest here is most likely to read besides Arabic (English stays for everyone else).
 */
export function checkoutLocale(language: string | undefined): 'en' | 'fr' | 'es' {
  const base = (language ?? 'en').toLowerCase().split('-')[0];
  if (base === 'fr' || base === 'es') return base;
  if (base === 'ar') return 'fr';
  return 'en';
}

/** The app's language (en, fr, es, ar) from a locale tag; English for anything else. */
export function checkoutLanguage(language: string | undefined): 'en' | 'fr' | 'es' | 'ar' {
  const base = (language ?? 'en').toLowerCase().split('-')[0];
  return base === 'fr' || base === 'es' || base === 'ar' ? base : 'en';
}

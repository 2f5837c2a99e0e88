import { createHash } from 'node:crypto';

/** CSP hash sources of an HTML page's own inline scripts (the build inlines the first-view scripts). */
export function inlineScriptHashes(html: string): string[] {
  return (
    [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
      // Data blocks (the home page's structured data, application/ld+json) are never run.
      .filter((match) => !/\btype="(?!module"|text\/javascript")/i.test(match[1]!))
      .map((match) => match[2]!)
      .filter((script) => script.trim() !== '')
      .map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`)
  );
}

/**
 * The Content-Security-Policy: what the app needs and nothing more. Scripts only from the app's
 * origin, plus the page's own inline scripts by hash (`scriptHashes`, for HTML pages); inline styles
 * are allowed because Mantine sets CSS variables in style attributes; frames only for the YouTube and
 * Vimeo walkthrough players; the app calls only its own origin (Stripe Checkout is reached by
 * navigation, which CSP does not restrict).
 */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers for everything the local server sends (HTML pages add their script hashes). */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The refusals every guest call shares (issue 41's guest token, the missing secret), as
 * _shared/guest-request.ts and guest-token.ts answer them. Pure.
 */
export const guestRefusals = {
  /** The token is forged, expired or revoked: the guest finds the booking again. */
  guestTokenInvalid: {
    status: 401,
    code: 'guest_token_invalid',
    message: 'Please find your booking again to continue.',
  },
  /** No GUEST_TOKEN_SECRET on the server. */
  notConfigured: {
    status: 503,
    code: 'not_configured',
    message: 'This service is not configured yet. Please try again later.',
  },
} as const;

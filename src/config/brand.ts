/** Brand values in one place: every screen reads names, contacts and links from here. */
export const brand = {
  name: 'Rihla',
  legalEntity: 'Rihla Stays SARL AU',
  phone: '+212 600 123 456',
  phoneE164: '212600123456',
  email: 'hello@rihla.example',
  supportEmail: 'support@rihla.example',
  /** When a person answers the phone and WhatsApp (issue 31: "Code not working?"), on Rihla's clock (rihlaTimeZone). */
  supportHours: { from: '08:00', to: '22:00' },
  /** The {host} booking source of the spec. */
  hostBookingSource: 'Booking.com',
  social: {
    instagram: 'https://instagram.com/',
    facebook: 'https://facebook.com/',
    twitter: 'https://twitter.com/',
  },
} as const;

/** What the build writes into the brand site's pages (issue 32), apart from the app's own values. */
export const brandSite = {
  /** The site's public address: canonical links, sitemap, previews (the build's SITE_URL overrides it). */
  url: 'https://stays.rihla.example',
  /** Where Rihla is, for the home page's structured data (LodgingBusiness). */
  address: { locality: 'Marrakech', country: 'MA' },
} as const;

/** WhatsApp click-to-chat link with a prefilled message. */
export function whatsAppLink(message: string): string {
  return `https://wa.me/${brand.phoneE164}?text=${encodeURIComponent(message)}`;
}

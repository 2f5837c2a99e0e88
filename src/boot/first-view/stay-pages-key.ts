/**
 * The homes' pages (/stays/<slug>, issue 46) as one entry of the prerendered pages' start script:
 * they all have the same files. No imports: the inline script and the build's config both read it.
 */
export const stayPagesKey = '/stays/*';

/**
 * The id of the empty element that ends the site header. A prerendered page's head asks the browser
 * to wait for it before the first paint (`<link rel="expect" blocking="render">`): on a slow network
 * the parser otherwise yields inside the header, and one frame shows the language menu where the
 * menu button then appears (a press aimed at one hits the other).
 */
export const headerEndId = 'site-header-end';

/** The home page's static featured stays (spec section 3). Images are our artwork; real photos can replace them. */
export interface FeaturedProperty {
  id: number;
  /** Key under home.featured.properties (name and location). */
  key: 'marrakech' | 'casablanca' | 'merzouga' | 'fes';
  image: string;
  rating: number;
  /** Display string with the currency symbol, per night. */
  price: string;
}

export const featuredProperties: readonly FeaturedProperty[] = [
  { id: 1, key: 'marrakech', image: '/images/site/marrakech-retreat.svg', rating: 4.9, price: '$120' },
  { id: 2, key: 'casablanca', image: '/images/site/casablanca-villa.svg', rating: 4.8, price: '$180' },
  { id: 3, key: 'merzouga', image: '/images/site/merzouga-oasis.svg', rating: 4.7, price: '$95' },
  { id: 4, key: 'fes', image: '/images/site/fes-riad.svg', rating: 4.9, price: '$150' },
];

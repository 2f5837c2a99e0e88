import darMogadorImage from '../assets/dar-mogador.svg';
import darZraqImage from '../assets/dar-zraq.svg';
import kasbahTiziImage from '../assets/kasbah-tizi.svg';
import riadDarZitounImage from '../assets/riad-dar-zitoun.svg';

/** The host's properties (static sample data of the portal). */
export interface HostProperty {
  id: string;
  name: string;
  city: string;
  region: string;
  image: string;
}

export const hostProperties: HostProperty[] = [
  {
    id: 'p1',
    name: 'Riad Dar Zitoun',
    city: 'Marrakech',
    region: 'Marrakech-Safi',
    image: riadDarZitounImage,
  },
  {
    id: 'p2',
    name: 'Dar Mogador',
    city: 'Essaouira',
    region: 'Marrakech-Safi',
    image: darMogadorImage,
  },
  {
    id: 'p3',
    name: 'Dar Zraq Chefchaouen',
    city: 'Chefchaouen',
    region: 'Tanger-Tétouan-Al Hoceïma',
    image: darZraqImage,
  },
  {
    id: 'p4',
    name: 'Kasbah Tizi',
    city: 'Ouarzazate',
    region: 'Drâa-Tafilalet',
    image: kasbahTiziImage,
  },
];

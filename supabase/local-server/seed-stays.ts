/**
 * Demo data of direct booking (issue 46, docs/direct-booking.md#demo-homes): Riad Yasmine, Dar Anis
 * and Dar Atlas published with their public faces in four languages, prices (two in euros, Dar Anis
 * in dirhams), a minimum stay of two nights, a holiday season (four nights minimum), cleaning, the
 * tourist tax, amenities and a gallery. Writes the database: a home already published (or given a
 * slug by the team) is left as it is.
 */
import type { Queryable } from '../functions/_shared/database.ts';
import { addDays } from './seed-dates.ts';

interface DemoStay {
  name: string;
  slug: string;
  face: Record<
    'en' | 'fr' | 'es' | 'ar',
    { title: string; description: string; city: string; neighbourhood: string }
  >;
  capacity: [adults: number, children: number];
  rooms: [bedrooms: number, beds: number, bathrooms: number];
  amenities: string[];
  currency: 'EUR' | 'MAD';
  /** Minor units. */
  nightly: number;
  holidayNightly: number;
  cleaningFee: number;
  touristTax: number;
  cancellation: ['flexible' | 'moderate' | 'strict', number];
  mapUrl: string;
  photos: { url: string; alt: Record<'en' | 'fr' | 'es' | 'ar', string>; width: number; height: number }[];
}

export const demoStays: DemoStay[] = [
  {
    name: 'Riad Yasmine',
    slug: 'riad-yasmine',
    face: {
      en: {
        title: 'Riad Yasmine',
        description:
          'A restored riad around a quiet courtyard with orange trees, five minutes on foot from Jemaa el-Fna. Three bedrooms open on the patio; breakfast is served on the roof terrace.',
        city: 'Marrakech',
        neighbourhood: 'Medina',
      },
      fr: {
        title: 'Riad Yasmine',
        description:
          'Un riad restauré autour d’un patio calme planté d’orangers, à cinq minutes à pied de Jemaa el-Fna. Trois chambres donnent sur le patio ; le petit-déjeuner est servi sur la terrasse.',
        city: 'Marrakech',
        neighbourhood: 'Médina',
      },
      es: {
        title: 'Riad Yasmine',
        description:
          'Un riad restaurado alrededor de un patio tranquilo con naranjos, a cinco minutos a pie de Jemaa el-Fna. Tres dormitorios dan al patio; el desayuno se sirve en la azotea.',
        city: 'Marrakech',
        neighbourhood: 'Medina',
      },
      ar: {
        title: 'رياض ياسمين',
        description:
          'رياض مرمَّم حول فناء هادئ بأشجار البرتقال، على بعد خمس دقائق مشيًا من ساحة جامع الفنا. ثلاث غرف نوم تطل على الفناء، ويُقدَّم الفطور على السطح.',
        city: 'مراكش',
        neighbourhood: 'المدينة القديمة',
      },
    },
    capacity: [6, 2],
    rooms: [3, 4, 2],
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'rooftop_terrace',
      'patio',
      'breakfast',
      'airport_transfer',
      'self_check_in',
    ],
    currency: 'EUR',
    nightly: 12_000,
    holidayNightly: 16_500,
    cleaningFee: 3_500,
    touristTax: 250,
    cancellation: ['moderate', 7],
    mapUrl: 'https://www.openstreetmap.org/?mlat=31.6295&mlon=-7.9890#map=16/31.6295/-7.9890',
    photos: [
      {
        url: '/images/site/marrakech-retreat.svg',
        alt: {
          en: 'The courtyard and its fountain',
          fr: 'Le patio et sa fontaine',
          es: 'El patio y su fuente',
          ar: 'الفناء ونافورته',
        },
        width: 800,
        height: 600,
      },
      {
        url: '/images/site/host-door.svg',
        alt: {
          en: 'The carved front door',
          fr: 'La porte d’entrée sculptée',
          es: 'La puerta tallada de la entrada',
          ar: 'الباب الأمامي المنقوش',
        },
        width: 800,
        height: 600,
      },
    ],
  },
  {
    name: 'Dar Anis',
    slug: 'dar-anis',
    face: {
      en: {
        title: 'Dar Anis',
        description:
          'A family house of zellige and carved cedar in the old medina of Fes, near the tanneries. Two bedrooms, a salon with a fireplace and a terrace over the rooftops.',
        city: 'Fes',
        neighbourhood: 'Fès el-Bali',
      },
      fr: {
        title: 'Dar Anis',
        description:
          'Une maison de famille en zellige et cèdre sculpté dans la vieille médina de Fès, près des tanneries. Deux chambres, un salon avec cheminée et une terrasse sur les toits.',
        city: 'Fès',
        neighbourhood: 'Fès el-Bali',
      },
      es: {
        title: 'Dar Anis',
        description:
          'Una casa familiar de zellige y cedro tallado en la antigua medina de Fez, cerca de las curtidurías. Dos dormitorios, un salón con chimenea y una terraza sobre los tejados.',
        city: 'Fez',
        neighbourhood: 'Fès el-Bali',
      },
      ar: {
        title: 'دار أنيس',
        description:
          'بيت عائلي من الزليج وخشب الأرز المنقوش في المدينة القديمة بفاس، قرب دار الدباغة. غرفتا نوم، وصالون بمدفأة، وسطح يطل على الأسطح.',
        city: 'فاس',
        neighbourhood: 'فاس البالي',
      },
    },
    capacity: [4, 2],
    rooms: [2, 3, 1],
    amenities: ['wifi', 'heating', 'kitchen', 'fireplace', 'rooftop_terrace', 'breakfast', 'baby_cot'],
    currency: 'MAD',
    nightly: 95_000,
    holidayNightly: 130_000,
    cleaningFee: 30_000,
    touristTax: 2_500,
    cancellation: ['flexible', 3],
    mapUrl: 'https://www.openstreetmap.org/?mlat=34.0663&mlon=-4.9735#map=16/34.0663/-4.9735',
    photos: [
      {
        url: '/images/site/fes-riad.svg',
        alt: {
          en: 'The zellige courtyard',
          fr: 'Le patio en zellige',
          es: 'El patio de zellige',
          ar: 'الفناء المزيَّن بالزليج',
        },
        width: 800,
        height: 600,
      },
    ],
  },
  {
    name: 'Dar Atlas',
    slug: 'dar-atlas',
    face: {
      en: {
        title: 'Dar Atlas',
        description:
          'A stone guesthouse in a Berber village at the foot of Toubkal, with views over the walnut terraces. Walks start at the door; a wood fire warms the evenings.',
        city: 'Imlil',
        neighbourhood: 'Aremd',
      },
      fr: {
        title: 'Dar Atlas',
        description:
          'Une maison d’hôtes en pierre dans un village berbère au pied du Toubkal, avec vue sur les terrasses de noyers. Les randonnées partent de la porte ; un feu de bois réchauffe les soirées.',
        city: 'Imlil',
        neighbourhood: 'Aremd',
      },
      es: {
        title: 'Dar Atlas',
        description:
          'Una casa de huéspedes de piedra en una aldea bereber al pie del Toubkal, con vistas a las terrazas de nogales. Las rutas salen de la puerta; un fuego de leña calienta las noches.',
        city: 'Imlil',
        neighbourhood: 'Aremd',
      },
      ar: {
        title: 'دار الأطلس',
        description:
          'دار ضيافة من الحجر في قرية أمازيغية عند سفح جبل توبقال، تطل على مدرجات الجوز. تنطلق جولات المشي من الباب، ونار الحطب تدفئ الأمسيات.',
        city: 'إمليل',
        neighbourhood: 'أرمد',
      },
    },
    capacity: [4, 1],
    rooms: [2, 2, 1],
    amenities: ['wifi', 'heating', 'fireplace', 'kitchen', 'mountain_view', 'free_parking', 'garden'],
    currency: 'EUR',
    nightly: 8_500,
    holidayNightly: 11_000,
    cleaningFee: 2_500,
    touristTax: 150,
    cancellation: ['strict', 14],
    mapUrl: 'https://www.openstreetmap.org/?mlat=31.1267&mlon=-7.9197#map=15/31.1267/-7.9197',
    photos: [
      {
        url: '/images/site/merzouga-oasis.svg',
        alt: {
          en: 'The valley at dusk',
          fr: 'La vallée au crépuscule',
          es: 'El valle al atardecer',
          ar: 'الوادي عند الغسق',
        },
        width: 800,
        height: 600,
      },
    ],
  },
];

/** The holiday season that is next (or under way): 20 December to 3 January. */
export function holidaySeason(today: string): { startsOn: string; endsOn: string } {
  const year = Number(today.slice(0, 4));
  const endsThisWinter = `${year}-01-03`;
  const start = today < endsThisWinter ? year - 1 : year;
  return { startsOn: `${start}-12-20`, endsOn: `${start + 1}-01-03` };
}

/** Publishes the demo homes not published yet (by name, without a slug). */
export async function seedPublishedStays(db: Queryable, today: string): Promise<void> {
  const season = holidaySeason(today);
  for (const stay of demoStays) {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE properties SET published = true, slug = $2, public_face = $3::jsonb, max_adults = $4, max_children = $5,
              bedrooms = $6, beds = $7, bathrooms = $8, amenities = $9::text[], currency = $10, nightly_rate = $11,
              min_nights = 2, cleaning_fee = $12, tourist_tax_per_adult_night = $13, cancellation_kind = $14,
              cancellation_full_refund_days = $15, map_url = $16
        WHERE id = (SELECT id FROM properties WHERE name = $1 AND slug IS NULL AND NOT published ORDER BY created_at LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM properties WHERE slug = $2)
        RETURNING id`,
      [
        stay.name,
        stay.slug,
        JSON.stringify(stay.face),
        ...stay.capacity,
        ...stay.rooms,
        stay.amenities,
        stay.currency,
        stay.nightly,
        stay.cleaningFee,
        stay.touristTax,
        ...stay.cancellation,
        stay.mapUrl,
      ],
    );
    const id = rows[0]?.id;
    if (!id) continue;
    await db.query(
      `INSERT INTO property_rates (property_id, starts_on, ends_on, nightly, min_nights, label)
       VALUES ($1, $2::date, $3::date, $4, 4, 'Holidays')`,
      [id, season.startsOn, season.endsOn, stay.holidayNightly],
    );
    for (const [position, photo] of stay.photos.entries()) {
      await db.query(
        `INSERT INTO property_public_photos (property_id, position, url, alt, width, height)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
        [id, position, photo.url, JSON.stringify(photo.alt), photo.width, photo.height],
      );
    }
  }
}

/** The demo's lines about the published homes, for `npm start`'s summary. */
export function publishedStaysLines(today: string): string[] {
  const checkIn = addDays(today, 20);
  return [
    `Published homes (/stays): ${demoStays.map((stay) => `/stays/${stay.slug}`).join(', ')};`,
    `  e.g. /stays/riad-yasmine?checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&adults=2`,
  ];
}

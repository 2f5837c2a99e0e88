/**
 * Writes the public site's illustrations to public/images/site/*.svg: flat scenes in one Moroccan
 * palette, a few KB each, with a viewBox so pages can reserve their space before they load.
 * Usage: npx tsx scripts/make-site-art.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';

const c = {
  terracotta: '#a8441f',
  terracottaLight: '#d9744c',
  clay: '#c25229',
  sand: '#fbf6ef',
  dune: '#ecc48f',
  duneDeep: '#d9a566',
  majorelle: '#2e48bd',
  majorelleDeep: '#193796',
  saffron: '#f2c14e',
  mint: '#1f955e',
  mintDeep: '#127f50',
  ink: '#2b2118',
  sky: '#f6ddd3',
  sea: '#4a63d8',
  white: '#ffffff',
};

const svg = (w: number, h: number, body: string, title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;

const sky = (id: string, top: string, bottom: string, w: number, h: number) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;

/** A horseshoe arch (doorway or window) with its top at y. */
const arch = (x: number, y: number, w: number, h: number, fill: string) => {
  const r = w / 2;
  return `<path d="M${x} ${y + h}V${y + r}a${r} ${r} 0 0 1 ${w} 0V${y + h}z" fill="${fill}"/>`;
};

const palm = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0q4-40-2-80" stroke="${c.ink}" stroke-width="5" fill="none"/><path d="M-2-80q-30-8-44 10q22-4 44-10zm0 0q30-10 46 6q-24-2-46-6zm0 0q-16-24-40-22q20 8 40 22zm0 0q18-24 40-20q-22 6-40 20z" fill="${c.mintDeep}"/></g>`;

const star = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

const hero = svg(
  1440,
  900,
  [
    sky('s', c.saffron, c.sky, 1440, 900),
    `<circle cx="1080" cy="300" r="120" fill="#fff3d1"/>`,
    `<path d="M0 560 220 400l140 90 200-170 210 190 170-120 250 180 250-140V900H0z" fill="${c.terracottaLight}" opacity=".45"/>`,
    `<path d="M0 640q260-90 520-20t520-10 400-40V900H0z" fill="${c.dune}"/>`,
    `<path d="M0 720q300-70 640-10t800-30V900H0z" fill="${c.duneDeep}"/>`,
    `<g fill="${c.terracotta}"><rect x="140" y="470" width="360" height="260"/><rect x="180" y="400" width="80" height="330"/><rect x="380" y="430" width="70" height="300"/></g>`,
    `<g fill="${c.clay}"><rect x="170" y="390" width="100" height="16"/><rect x="370" y="420" width="90" height="16"/></g>`,
    arch(280, 560, 80, 170, c.majorelle),
    arch(200, 480, 36, 60, c.majorelleDeep),
    arch(400, 500, 32, 56, c.majorelleDeep),
    `<path d="M930 760 1020 660l90 100z" fill="${c.sand}"/><path d="M1010 760l10-100 30 100z" fill="${c.saffron}"/><path d="M1120 770l70-80 70 80z" fill="${c.sand}"/>`,
    palm(640, 740, 1.6),
    palm(1320, 760, 1.2),
    `<path d="M0 820q360-40 720 0t720-10V900H0z" fill="${c.terracotta}" opacity=".25"/>`,
  ].join(''),
  'A kasbah, palms and desert camp at golden hour',
);

const marrakech = svg(
  800,
  600,
  [
    sky('s', '#fde7b0', c.sky, 800, 600),
    `<path d="M0 330 150 190l90 70 130-130 140 140 110-80 180 140v270H0z" fill="#9aa7d8"/>`,
    `<path d="M130 210l20-20 20 20-20 6zM350 150l20-20 25 25-25 5z" fill="${c.white}"/>`,
    `<path d="M0 400q200-50 400-10t400-20v230H0z" fill="${c.mint}" opacity=".55"/>`,
    `<rect x="200" y="330" width="400" height="270" fill="${c.terracottaLight}"/>`,
    `<rect x="200" y="318" width="400" height="18" fill="${c.terracotta}"/>`,
    arch(360, 420, 80, 180, c.majorelle),
    arch(250, 380, 50, 80, c.majorelleDeep),
    arch(500, 380, 50, 80, c.majorelleDeep),
    `<rect x="200" y="560" width="400" height="40" fill="${c.terracotta}"/>`,
    palm(140, 600, 1.4),
    palm(680, 600, 1.2),
    star(400, 400, 8, c.saffron),
  ].join(''),
  'A mountain retreat below the Atlas near Marrakech',
);

const casablanca = svg(
  800,
  600,
  [
    sky('s', '#cfe0ff', '#eef1fc', 800, 600),
    `<circle cx="640" cy="120" r="56" fill="${c.saffron}"/>`,
    `<path d="M0 380h800v220H0z" fill="${c.sea}"/>`,
    `<path d="M0 400q50-12 100 0t100 0 100 0 100 0 100 0 100 0 100 0 100 0" stroke="#b0bfee" stroke-width="5" fill="none"/>`,
    `<path d="M0 460q50-12 100 0t100 0 100 0 100 0 100 0 100 0 100 0 100 0" stroke="#8599e5" stroke-width="5" fill="none"/>`,
    `<path d="M0 520q220-80 420-30t380 10v100H0z" fill="${c.dune}"/>`,
    `<rect x="90" y="250" width="330" height="230" fill="${c.white}"/>`,
    `<rect x="230" y="190" width="190" height="70" fill="${c.white}"/>`,
    `<rect x="80" y="240" width="350" height="14" fill="${c.majorelle}"/><rect x="220" y="180" width="210" height="12" fill="${c.majorelle}"/>`,
    `<g fill="${c.sea}"><rect x="120" y="290" width="70" height="60" rx="4"/><rect x="220" y="290" width="70" height="60" rx="4"/><rect x="320" y="290" width="70" height="60" rx="4"/><rect x="260" y="208" width="130" height="36" rx="4"/></g>`,
    arch(215, 380, 80, 100, c.majorelle),
    `<rect x="90" y="470" width="330" height="16" fill="${c.terracottaLight}"/>`,
    palm(470, 500, 1.3),
  ].join(''),
  'A white coastal villa by the Atlantic in Casablanca',
);

const merzouga = svg(
  800,
  600,
  [
    sky('s', '#2e48bd', '#f2c14e', 800, 600),
    `<circle cx="600" cy="300" r="70" fill="#fff3d1"/>`,
    star(120, 70, 3, c.white),
    star(260, 40, 2, c.white),
    star(420, 90, 2.5, c.white),
    star(700, 60, 2, c.white),
    `<path d="M0 360q200-120 400-20t400-60v320H0z" fill="${c.duneDeep}"/>`,
    `<path d="M0 430q260-100 500-10t300-30v210H0z" fill="${c.dune}"/>`,
    `<path d="M0 520q300-60 560 0t240-20v100H0z" fill="#f5d9a8"/>`,
    `<path d="M180 470l70-70 70 70z" fill="${c.sand}"/><path d="M240 470l10-70 24 70z" fill="${c.terracotta}"/>`,
    `<path d="M330 480l56-56 56 56z" fill="${c.sand}"/><path d="M380 480l6-56 20 56z" fill="${c.terracotta}"/>`,
    `<circle cx="300" cy="500" r="10" fill="${c.saffron}"/><path d="M292 500q8-24 16 0" fill="#fde7b0"/>`,
    palm(580, 480, 1.1),
    palm(640, 500, 0.9),
    `<path d="M470 540q40-30 70-6 14-22 30-2 10-6 18 0" stroke="${c.ink}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ].join(''),
  'A desert camp among the dunes of Merzouga at dusk',
);

const fes = svg(
  800,
  600,
  [
    sky('s', '#fcf0eb', '#ecb9a5', 800, 600),
    `<path d="M0 320 180 250l200 40 200-60 220 50v320H0z" fill="${c.mint}" opacity=".4"/>`,
    `<rect x="560" y="150" width="60" height="250" fill="${c.terracotta}"/><rect x="552" y="140" width="76" height="20" fill="${c.clay}"/><rect x="578" y="100" width="24" height="42" fill="${c.terracotta}"/><circle cx="590" cy="92" r="8" fill="${c.saffron}"/>`,
    arch(575, 200, 30, 50, c.mintDeep),
    `<g fill="#e29474"><rect x="0" y="360" width="160" height="240"/><rect x="300" y="380" width="180" height="220"/><rect x="640" y="350" width="160" height="250"/></g>`,
    `<g fill="${c.terracottaLight}"><rect x="140" y="330" width="180" height="270"/><rect x="460" y="400" width="200" height="200"/></g>`,
    `<g fill="${c.majorelleDeep}"><rect x="40" y="420" width="30" height="40"/><rect x="190" y="390" width="30" height="40"/><rect x="250" y="390" width="30" height="40"/><rect x="350" y="440" width="30" height="40"/><rect x="520" y="450" width="30" height="40"/><rect x="700" y="410" width="30" height="40"/></g>`,
    arch(200, 480, 70, 120, c.mintDeep),
    arch(520, 520, 60, 80, c.majorelle),
    `<rect x="0" y="560" width="800" height="40" fill="${c.terracotta}"/>`,
    `<path d="M40 560h40v-30h-40zM660 560h40v-26h-40z" fill="${c.saffron}"/>`,
  ].join(''),
  'Rooftops, a minaret and a riad doorway in the Fes medina',
);

const hostKeys = svg(
  800,
  600,
  [
    `<rect width="800" height="600" fill="${c.majorelle}"/>`,
    `<g fill="none" stroke="#4a63d8" stroke-width="3">${Array.from({ length: 6 }, (_, i) => `<circle cx="${100 + i * 130}" cy="300" r="90"/>`).join('')}</g>`,
    arch(250, 120, 300, 480, c.terracotta),
    arch(285, 160, 230, 440, c.sand),
    arch(320, 200, 160, 400, c.mint),
    `<circle cx="450" cy="420" r="10" fill="${c.saffron}"/>`,
    `<g transform="translate(500 460) rotate(-30)"><circle r="34" fill="none" stroke="${c.saffron}" stroke-width="12"/><rect x="30" y="-7" width="120" height="14" rx="4" fill="${c.saffron}"/><rect x="120" y="0" width="12" height="28" fill="${c.saffron}"/><rect x="96" y="0" width="12" height="20" fill="${c.saffron}"/></g>`,
  ].join(''),
  'A riad door and its key, ready for the next guests',
);

const files: Record<string, string> = {
  'hero.svg': hero,
  'marrakech-retreat.svg': marrakech,
  'casablanca-villa.svg': casablanca,
  'merzouga-oasis.svg': merzouga,
  'fes-riad.svg': fes,
  'host-door.svg': hostKeys,
};

const outDir = new URL('../public/images/site/', import.meta.url).pathname;
await mkdir(outDir, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  await writeFile(`${outDir}${name}`, content);
  console.log(`${name}: ${(content.length / 1024).toFixed(1)} KB`);
}

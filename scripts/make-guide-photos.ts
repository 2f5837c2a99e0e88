/**
 * Draws the demo riad's four "way in" guide pictures (street door, alley turn, courtyard stairs,
 * apartment door keypad) as SVG and writes them to public/guide/benali-<n>.webp with sharp.
 * Run: npx tsx scripts/make-guide-photos.ts
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const c = {
  terracotta: '#a8441f',
  clay: '#c8643a',
  ochre: '#d98b52',
  sand: '#fbf6ef',
  wall: '#e7b98f',
  wallShade: '#cf9466',
  majorelle: '#2e48bd',
  majorelleDark: '#1f3391',
  saffron: '#f2c14e',
  mint: '#3f9f7f',
  mintLight: '#9fd8c2',
  ink: '#3a2a22',
  wood: '#7a4a2a',
};

const W = 800;
const H = 600;

function frame(content: string, step: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe0f2"/><stop offset="1" stop-color="#f6e7d2"/></linearGradient>
  <linearGradient id="wallG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.wall}"/><stop offset="1" stop-color="${c.wallShade}"/></linearGradient>
  <linearGradient id="doorG" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.majorelle}"/><stop offset="1" stop-color="${c.majorelleDark}"/></linearGradient>
  <pattern id="zellige" width="24" height="24" patternUnits="userSpaceOnUse">
    <rect width="24" height="24" fill="${c.mint}"/>
    <path d="M12 0 L24 12 L12 24 L0 12 Z" fill="${c.mintLight}"/>
    <circle cx="12" cy="12" r="4" fill="${c.saffron}"/>
  </pattern>
  <pattern id="cobbles" width="40" height="20" patternUnits="userSpaceOnUse">
    <rect width="40" height="20" fill="#cdb79b"/>
    <rect x="1" y="1" width="18" height="8" rx="3" fill="#bfa587"/><rect x="21" y="1" width="18" height="8" rx="3" fill="#c4ab8d"/>
    <rect x="-9" y="11" width="18" height="8" rx="3" fill="#c4ab8d"/><rect x="11" y="11" width="18" height="8" rx="3" fill="#bfa587"/><rect x="31" y="11" width="18" height="8" rx="3" fill="#bfa587"/>
  </pattern>
</defs>
${content}
<g>
  <circle cx="56" cy="56" r="34" fill="${c.terracotta}" stroke="${c.sand}" stroke-width="4"/>
  <text x="56" y="70" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="${c.sand}">${step}</text>
</g>
</svg>`;
}

const arrow = (x: number, y: number, rotate: number, scale = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">
    <path d="M-60 -14 L10 -14 L10 -38 L62 0 L10 38 L10 14 L-60 14 Z" fill="${c.saffron}" stroke="${c.ink}" stroke-width="4" stroke-linejoin="round"/>
  </g>`;

// 1. The street door: a horseshoe arch in a sand wall, blue studded door, lantern and a plant.
const street = frame(
  `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect x="0" y="90" width="${W}" height="420" fill="url(#wallG)"/>
<rect x="0" y="80" width="${W}" height="18" fill="${c.clay}"/>
<rect x="0" y="500" width="${W}" height="100" fill="url(#cobbles)"/>
<path d="M290 510 L290 300 A110 110 0 1 1 510 300 L510 510 Z" fill="url(#zellige)"/>
<path d="M318 510 L318 306 A85 85 0 1 1 482 306 L482 510 Z" fill="url(#doorG)" stroke="${c.ink}" stroke-width="4"/>
<line x1="400" y1="222" x2="400" y2="510" stroke="${c.majorelleDark}" stroke-width="5"/>
${[270, 320, 370, 420, 470]
  .map((y) =>
    [350, 380, 420, 450].map((x) => `<circle cx="${x}" cy="${y}" r="5" fill="${c.saffron}"/>`).join(''),
  )
  .join('')}
<circle cx="386" cy="400" r="9" fill="${c.saffron}" stroke="${c.ink}" stroke-width="3"/>
<circle cx="414" cy="400" r="9" fill="${c.saffron}" stroke="${c.ink}" stroke-width="3"/>
<rect x="560" y="210" width="8" height="40" fill="${c.ink}"/>
<path d="M540 250 L588 250 L580 320 L548 320 Z" fill="${c.saffron}" stroke="${c.ink}" stroke-width="4"/>
<path d="M548 320 L580 320 L564 340 Z" fill="${c.ink}"/>
<path d="M150 510 L140 440 L220 440 L210 510 Z" fill="${c.terracotta}" stroke="${c.ink}" stroke-width="3"/>
<g fill="${c.mint}"><ellipse cx="180" cy="410" rx="46" ry="38"/><ellipse cx="150" cy="380" rx="26" ry="34"/><ellipse cx="210" cy="375" rx="26" ry="36"/></g>
${arrow(640, 450, 180, 0.9)}`,
  1,
);

// 2. The alley: walls narrowing to a turn on the left, an arch overhead, the way painted on the ground.
const alley = frame(
  `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<polygon points="0,0 250,150 250,470 0,600" fill="${c.wallShade}"/>
<polygon points="800,0 560,150 560,470 800,600" fill="${c.wall}"/>
<polygon points="250,150 560,150 560,470 250,470" fill="${c.ochre}"/>
<polygon points="250,230 330,230 330,470 250,470" fill="#8f5a37"/>
<polygon points="0,600 250,470 560,470 800,600" fill="url(#cobbles)"/>
<path d="M120 60 Q405 -40 690 60 L690 100 Q405 10 120 100 Z" fill="${c.clay}" stroke="${c.ink}" stroke-width="3"/>
<rect x="380" y="250" width="60" height="80" rx="30" fill="${c.majorelle}" stroke="${c.ink}" stroke-width="3"/>
<rect x="600" y="260" width="50" height="70" fill="${c.mint}" stroke="${c.ink}" stroke-width="3"/>
<line x1="625" y1="260" x2="625" y2="330" stroke="${c.ink}" stroke-width="3"/>
<rect x="110" y="250" width="40" height="120" fill="${c.terracotta}" opacity="0.6"/>
<path d="M420 580 C 420 500, 360 470, 300 470" fill="none" stroke="${c.saffron}" stroke-width="34" stroke-linecap="round"/>
<path d="M250 470 L320 430 L318 512 Z" fill="${c.saffron}" stroke="${c.ink}" stroke-width="4" stroke-linejoin="round"/>
<g fill="${c.mint}"><circle cx="700" cy="200" r="26"/><circle cx="730" cy="230" r="22"/><circle cx="680" cy="240" r="20"/></g>`,
  2,
);

// 3. The courtyard: arcades, a tiled fountain, an orange tree, and the stairs up on the right.
const courtyard = frame(
  `<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect x="0" y="60" width="${W}" height="420" fill="url(#wallG)"/>
${[40, 190, 340]
  .map(
    (x) =>
      `<path d="M${x} 380 L${x} 200 A55 55 0 1 1 ${x + 110} 200 L${x + 110} 380 Z" fill="#b5774d" stroke="${c.ink}" stroke-width="3"/>`,
  )
  .join('')}
<rect x="0" y="380" width="${W}" height="220" fill="url(#zellige)" opacity="0.55"/>
<rect x="0" y="380" width="${W}" height="220" fill="${c.sand}" opacity="0.35"/>
<ellipse cx="300" cy="480" rx="120" ry="34" fill="url(#zellige)" stroke="${c.ink}" stroke-width="3"/>
<ellipse cx="300" cy="474" rx="92" ry="22" fill="#7cc6e6"/>
<rect x="290" y="420" width="20" height="50" fill="${c.sand}" stroke="${c.ink}" stroke-width="3"/>
<ellipse cx="300" cy="418" rx="32" ry="10" fill="${c.sand}" stroke="${c.ink}" stroke-width="3"/>
<rect x="100" y="420" width="14" height="90" fill="${c.wood}"/>
<circle cx="107" cy="390" r="60" fill="${c.mint}"/>
${[
  [80, 370],
  [130, 360],
  [100, 410],
  [140, 405],
  [70, 405],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#f28c28"/>`)
  .join('')}
${Array.from({ length: 7 }, (_, i) => {
  const x = 520 + i * 36;
  const y = 540 - i * 48;
  return `<rect x="${x}" y="${y}" width="${800 - x}" height="48" fill="${i % 2 ? c.clay : c.terracotta}" stroke="${c.ink}" stroke-width="2"/>`;
}).join('')}
<path d="M742 252 L742 180 A29 29 0 0 1 800 180 L800 252 Z" fill="url(#doorG)" stroke="${c.ink}" stroke-width="3"/>
${arrow(600, 330, -53, 0.9)}`,
  3,
);

// 4. The apartment door: blue door, brass handle, and the smart lock keypad to type the code on.
const keypadKeys = Array.from({ length: 12 }, (_, i) => {
  const col = i % 3;
  const row = Math.floor(i / 3);
  return `<rect x="${478 + col * 34}" y="${238 + row * 34}" width="26" height="26" rx="5" fill="#3b4250" stroke="#9aa3b5" stroke-width="1.5"/>`;
}).join('');
const door = frame(
  `<rect width="${W}" height="${H}" fill="${c.sand}"/>
<rect x="0" y="0" width="${W}" height="600" fill="url(#wallG)"/>
<rect x="0" y="540" width="${W}" height="60" fill="url(#zellige)"/>
<rect x="150" y="40" width="320" height="500" fill="${c.wood}"/>
<rect x="168" y="56" width="284" height="484" fill="url(#doorG)" stroke="${c.ink}" stroke-width="4"/>
<rect x="196" y="90" width="228" height="180" rx="8" fill="none" stroke="${c.majorelleDark}" stroke-width="6"/>
<rect x="196" y="300" width="228" height="210" rx="8" fill="none" stroke="${c.majorelleDark}" stroke-width="6"/>
<rect x="394" y="300" width="16" height="70" rx="6" fill="${c.saffron}" stroke="${c.ink}" stroke-width="3"/>
<rect x="460" y="190" width="140" height="200" rx="16" fill="#22262e" stroke="${c.ink}" stroke-width="4"/>
<rect x="474" y="204" width="112" height="24" rx="5" fill="#0f1318"/>
<circle cx="574" cy="216" r="6" fill="#4ade80"/>
${keypadKeys}
<rect x="250" y="0" width="120" height="34" rx="6" fill="${c.sand}" stroke="${c.ink}" stroke-width="3"/>
<circle cx="310" cy="17" r="9" fill="${c.terracotta}"/>
${arrow(690, 290, 180, 0.9)}`,
  4,
);

const pictures = [street, alley, courtyard, door];
for (const [index, svg] of pictures.entries()) {
  const out = new URL(`../public/guide/benali-${index + 1}.webp`, import.meta.url).pathname;
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toBuffer();
  await writeFile(out, buffer);
  console.log(`${out} ${(buffer.length / 1024).toFixed(1)} KB`);
}

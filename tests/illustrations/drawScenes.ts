import { f, seeded, svgDocument } from './svg.ts';

type Which = 'indonesia' | 'uganda';

const TRUNK = '#5b4128';
const LEAF = '#3b8a4f';
const LEAF_DARK = '#2a6b3d';

/** Sengon: a slim trunk with flat, layered crowns. Musizi: a straight trunk with a tall oval crown. */
function tree(which: Which, x: number, ground: number, height: number) {
  const w = height * 0.05;
  if (which === 'indonesia') {
    const top = ground - height;
    return (
      `<rect x="${f(x - w / 2)}" y="${f(top + height * 0.12)}" width="${f(w)}" height="${f(height * 0.88)}" fill="${TRUNK}"/>` +
      `<ellipse cx="${f(x)}" cy="${f(top + height * 0.12)}" rx="${f(height * 0.3)}" ry="${f(height * 0.1)}" fill="${LEAF}"/>` +
      `<ellipse cx="${f(x + height * 0.05)}" cy="${f(top + height * 0.1)}" rx="${f(height * 0.18)}" ry="${f(height * 0.06)}" fill="${LEAF_DARK}"/>` +
      `<ellipse cx="${f(x - height * 0.05)}" cy="${f(top + height * 0.34)}" rx="${f(height * 0.22)}" ry="${f(height * 0.075)}" fill="${LEAF}"/>`
    );
  }
  const top = ground - height;
  return (
    `<rect x="${f(x - w / 2)}" y="${f(top + height * 0.3)}" width="${f(w)}" height="${f(height * 0.7)}" fill="${TRUNK}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(top + height * 0.3)}" rx="${f(height * 0.16)}" ry="${f(height * 0.3)}" fill="${LEAF}"/>` +
    `<ellipse cx="${f(x + height * 0.04)}" cy="${f(top + height * 0.26)}" rx="${f(height * 0.08)}" ry="${f(height * 0.2)}" fill="${LEAF_DARK}"/>`
  );
}

function seedling(x: number, ground: number, s: number) {
  return (
    `<ellipse cx="${f(x)}" cy="${f(ground)}" rx="${f(s * 0.7)}" ry="${f(s * 0.14)}" fill="#7a5a3a" fill-opacity="0.55"/>` +
    `<rect x="${f(x - s * 0.05)}" y="${f(ground - s)}" width="${f(s * 0.1)}" height="${f(s)}" fill="#6b8f3a"/>` +
    `<path d="M${f(x)} ${f(ground - s * 0.7)} q ${f(-s * 0.55)} ${f(-s * 0.05)} ${f(-s * 0.6)} ${f(-s * 0.45)} q ${f(s * 0.45)} ${f(-s * 0.02)} ${f(s * 0.6)} ${f(s * 0.45)}Z" fill="#56b36b"/>` +
    `<path d="M${f(x)} ${f(ground - s * 0.85)} q ${f(s * 0.55)} ${f(-s * 0.05)} ${f(s * 0.6)} ${f(-s * 0.45)} q ${f(-s * 0.45)} ${f(-s * 0.02)} ${f(-s * 0.6)} ${f(s * 0.45)}Z" fill="#3f9c57"/>`
  );
}

const sun = (x: number, y: number, r: number) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.5)}" fill="#fff3c4" fill-opacity="0.6"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#f6d77a"/>`;

/** The project's landscape (hero picture), 16:9. */
export function visual(which: Which, width = 2400, height = 1350) {
  const rnd = seeded(which === 'indonesia' ? 7 : 11);
  const parts: string[] = [];
  if (which === 'indonesia') {
    parts.push(
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe6ef"/><stop offset="1" stop-color="#eef6ee"/></linearGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      sun(width * 0.8, height * 0.18, 80),
      `<path d="M0 520 C 400 430 800 470 1200 440 C 1600 410 2000 450 2400 420 L2400 ${height} L0 ${height}Z" fill="#8fb9a0"/>`,
    );
    // The remaining rainforest on the far side of the river: a band of crowns.
    const crowns: string[] = [];
    for (let x = -60; x < width + 80; x += 70 + rnd() * 50) {
      const y = 560 + rnd() * 60;
      crowns.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(60 + rnd() * 40)}" fill="${rnd() > 0.5 ? '#245a39' : '#2c6a45'}"/>`,
      );
    }
    parts.push(crowns.join(''), `<rect x="0" y="620" width="${width}" height="120" fill="#2c6a45"/>`);
    // The river, then the replanted slope.
    parts.push(
      `<path d="M0 720 C 600 690 1300 760 2400 700 L2400 800 C 1400 840 700 780 0 820Z" fill="#78b7cc"/>`,
      `<path d="M0 800 C 700 770 1500 830 2400 790 L2400 ${height} L0 ${height}Z" fill="#9fcb8e"/>`,
      // A farm house on stilts.
      `<g transform="translate(1850 760)"><rect x="0" y="40" width="12" height="90" fill="${TRUNK}"/><rect x="180" y="40" width="12" height="90" fill="${TRUNK}"/>` +
        `<rect x="-10" y="-40" width="212" height="90" fill="#c99a62"/><path d="M-40 -40 L96 -120 L232 -40Z" fill="#8a4b2a"/><rect x="70" y="-10" width="50" height="60" fill="#5b4128"/></g>`,
    );
    for (let i = 0; i < 9; i += 1)
      parts.push(tree(which, 160 + i * 190 + rnd() * 40, 1010 + rnd() * 30, 520 + rnd() * 160));
    for (let i = 0; i < 12; i += 1) parts.push(seedling(120 + i * 190, 1230, 70));
  } else {
    parts.push(
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d6e8f3"/><stop offset="1" stop-color="#f3f6ec"/></linearGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      sun(width * 0.2, height * 0.17, 80),
      // The Rwenzori in the distance, snow on the highest peaks.
      `<path d="M0 560 L300 380 L520 480 L820 300 L1060 440 L1400 330 L1700 470 L2000 360 L2400 500 L2400 700 L0 700Z" fill="#a5bcb0"/>`,
      `<path d="M760 336 L820 300 L880 336 L850 350 L820 338 L790 352Z M1350 350 L1400 330 L1450 355 L1400 362Z" fill="#ffffff"/>`,
      `<path d="M0 640 C 500 560 1000 620 1500 580 C 1900 550 2200 600 2400 580 L2400 ${height} L0 ${height}Z" fill="#9cc983"/>`,
    );
    // Fields in curved bands across the hills.
    const bands = ['#d9c27a', '#b9d88a', '#c8a36a', '#a9cf7c', '#d3b877'];
    for (let i = 0; i < 5; i += 1) {
      const y = 760 + i * 120;
      parts.push(
        `<path d="M0 ${y} C 600 ${y - 50} 1500 ${y + 40} 2400 ${y - 30} L2400 ${y + 70} C 1500 ${y + 110} 600 ${y + 20} 0 ${y + 80}Z" fill="${bands[i]}"/>`,
      );
    }
    // A round house with a thatched roof, and banana plants beside it.
    parts.push(
      `<g transform="translate(1900 700)"><rect x="0" y="0" width="200" height="110" fill="#d9b38a"/><path d="M-40 10 L100 -120 L240 10Z" fill="#b8913c"/><rect x="80" y="40" width="44" height="70" fill="${TRUNK}"/></g>`,
    );
    for (const bx of [1780, 2200]) {
      parts.push(
        `<rect x="${bx - 8}" y="650" width="16" height="160" fill="#7c8f3a"/>` +
          `<path d="M${bx} 660 q -120 -40 -170 20 q 100 10 170 -20Z M${bx} 660 q 120 -40 170 20 q -100 10 -170 -20Z M${bx} 650 q -40 -110 20 -160 q 10 90 -20 160Z" fill="#5aa35a"/>`,
      );
    }
    for (let i = 0; i < 8; i += 1)
      parts.push(tree(which, 140 + i * 215 + rnd() * 50, 960 + (i % 2) * 150, 460 + rnd() * 160));
  }
  const title =
    which === 'indonesia'
      ? 'Sengon-Bäume und Setzlinge auf einer wieder bepflanzten Fläche, dahinter ein Fluss und der Regenwald'
      : 'Musizi-Bäume zwischen Feldern auf den Hügeln West-Ugandas, dahinter das Ruwenzori-Gebirge';
  return svgDocument(width, height, title, parts.join(''));
}

/** The four steps of the project cycle, 4:3 each: nursery, planting in the rainy season, care and growth, use and replanting. */
export const CYCLE_STEPS = ['baumschule', 'pflanzung', 'pflege', 'nutzung'] as const;
export type CycleStep = (typeof CYCLE_STEPS)[number];

export function cycleStep(which: Which, step: CycleStep, width = 1200, height = 900) {
  const ground = 700;
  const bg = which === 'indonesia' ? '#e3f0ea' : '#eef2e2';
  const soil = which === 'indonesia' ? '#9fcb8e' : '#c9b27a';
  const parts = [
    `<rect width="${width}" height="${height}" fill="${bg}"/>`,
    `<path d="M0 ${ground} C 400 ${ground - 30} 800 ${ground + 30} 1200 ${ground - 10} L1200 ${height} L0 ${height}Z" fill="${soil}"/>`,
  ];
  let title = '';
  if (step === 'baumschule') {
    title = 'Baumschule: Setzlinge in Pflanztüten auf einem Tisch, daneben eine Gießkanne';
    parts.push(
      `<rect x="140" y="520" width="760" height="30" fill="#8a6a48"/><rect x="170" y="550" width="24" height="170" fill="#8a6a48"/><rect x="846" y="550" width="24" height="170" fill="#8a6a48"/>`,
    );
    for (let i = 0; i < 6; i += 1) {
      const x = 210 + i * 120;
      parts.push(
        `<path d="M${x - 38} 450 L${x + 38} 450 L${x + 30} 520 L${x - 30} 520Z" fill="#333d36"/>`,
        seedling(x, 452, 110),
      );
    }
    // Watering can.
    parts.push(
      `<g transform="translate(960 560)"><rect x="0" y="0" width="130" height="120" rx="10" fill="#5b8fa8"/><path d="M0 20 L-90 -40 L-80 -54 L10 0Z" fill="#5b8fa8"/><path d="M30 0 C 40 -60 100 -60 110 0" stroke="#3f6f86" stroke-width="14" fill="none"/></g>`,
    );
  } else if (step === 'pflanzung') {
    title = 'Pflanzung zu Beginn der Regenzeit: ein Setzling wird in ein Pflanzloch gesetzt, Regen fällt';
    parts.push(`<path d="M0 0 H1200 V260 C 900 300 300 280 0 300Z" fill="#b7c7cf"/>`);
    for (let i = 0; i < 40; i += 1) {
      const x = 40 + ((i * 97) % 1140);
      const y = 320 + ((i * 53) % 300);
      parts.push(`<path d="M${x} ${y} l -10 34" stroke="#6f9fb3" stroke-width="8" stroke-linecap="round"/>`);
    }
    parts.push(
      `<ellipse cx="600" cy="${ground + 40}" rx="170" ry="50" fill="#6b4a2b"/>`,
      seedling(600, ground + 40, 260),
    );
    // Spade.
    parts.push(
      `<g transform="translate(900 420) rotate(18)"><rect x="-10" y="0" width="20" height="260" fill="${TRUNK}"/><path d="M-50 260 H50 V330 Q0 380 -50 330Z" fill="#8b969b"/></g>`,
    );
  } else if (step === 'pflege') {
    title = 'Pflege und Wachstum: junge Bäume unterschiedlicher Höhe, ein Messstab zeigt, wie sie wachsen';
    parts.push(sun(1000, 170, 70));
    [160, 300, 440].forEach((h, i) => parts.push(tree(which, 250 + i * 260, ground + 20, h)));
    parts.push(
      `<rect x="1000" y="${ground - 420}" width="26" height="440" fill="#f1e3b3" stroke="#8a6a48" stroke-width="4"/>`,
    );
    for (let i = 0; i < 8; i += 1)
      parts.push(`<rect x="1000" y="${ground - 400 + i * 55}" width="16" height="6" fill="#8a6a48"/>`);
    parts.push(
      `<path d="M140 220 C 360 140 620 120 860 160" stroke="#3b8a4f" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M860 160 l -60 -40 M860 160 l -56 44" stroke="#3b8a4f" stroke-width="14" stroke-linecap="round"/>`,
    );
  } else {
    title =
      which === 'indonesia'
        ? 'Nutzung und Nachpflanzung: geerntetes Holz liegt gestapelt, daneben wächst ein neuer Setzling'
        : 'Nutzung und Nachpflanzung: Holz aus der Durchforstung liegt gestapelt, daneben wachsen Bäume und ein neuer Setzling';
    for (let row = 0; row < 3; row += 1) {
      for (let i = 0; i < 4 - row; i += 1) {
        const cx = 260 + i * 120 + row * 60;
        const cy = ground - 10 - row * 105;
        parts.push(
          `<rect x="${cx - 60}" y="${cy - 55}" width="130" height="110" fill="#b58552"/><circle cx="${cx}" cy="${cy}" r="55" fill="#e2c089" stroke="#9c6f42" stroke-width="8"/><circle cx="${cx}" cy="${cy}" r="22" fill="none" stroke="#c59a62" stroke-width="6"/>`,
        );
      }
    }
    parts.push(tree(which, 920, ground + 10, 460), seedling(760, ground + 30, 150));
  }
  return svgDocument(width, height, title, parts.join(''));
}

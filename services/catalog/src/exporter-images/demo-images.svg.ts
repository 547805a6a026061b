import { seededRandom, seedOf } from '../exporter/seeded-random.js';

/**
 * The demo directory's pictures, drawn as SVG (there is no photo library offline): one scene per category
 * (rice grains, a fabric weave, salt crystals, surgical steel…), in a few seeded variants, and logo marks
 * of a company's initials on its category's colour. Deterministic: the same seed draws the same bytes,
 * so a picture is stored once however often the seed runs.
 */

type Random = () => number;

/** Pictures per category: products of one category do not all look alike. */
export const DEMO_PICTURE_VARIANTS = 3;

const W = 640;
const H = 400;

/** mulberry32, seeded from a text. */
const randomOf = (text: string): Random => seededRandom(seedOf(text));

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const n = (value: number) => Math.round(value * 10) / 10;
const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${n(h)},${n(s)}%,${n(l)}%)` : `hsla(${n(h)},${n(s)}%,${n(l)}%,${a})`;
const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
const rect = (fill: string) => `<rect width="${W}" height="${H}" fill="${fill}"/>`;
/** A soft light from the top left and a vignette: what makes flat shapes read as a photographed surface. */
const light = `<radialGradient id="light" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;
const lit = `<rect width="${W}" height="${H}" fill="url(#light)"/>`;
/**
 * Fine grain over a surface (cloth, leather, carpet pile): a tile of scattered specks, `alpha` strong. A tile
 * costs little to draw; filter noise (feTurbulence) over the whole picture took most of a picture's time.
 */
const grain = (id: string, speck: number, alpha: number) => {
  const random = randomOf(id);
  let specks = '';
  for (let i = 0; i < 140; i++)
    specks += `<ellipse cx="${n(between(random, 0, 96))}" cy="${n(between(random, 0, 96))}" rx="${n(between(random, 0.4, 1) * speck)}" ry="${n(between(random, 0.3, 0.8) * speck)}" fill="${random() < 0.7 ? '#000' : '#fff'}" opacity="${n(between(random, 0.3, 1) * alpha)}"/>`;
  return `<pattern id="${id}" width="96" height="96" patternUnits="userSpaceOnUse">${specks}</pattern>`;
};
const grained = (id: string) => `<rect width="${W}" height="${H}" fill="url(#${id})"/>`;
const metal = (id: string, hue = 210) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 8, 92)}"/><stop offset="0.45" stop-color="${hsl(hue, 6, 62)}"/><stop offset="0.55" stop-color="${hsl(hue, 8, 80)}"/><stop offset="1" stop-color="${hsl(hue, 10, 45)}"/></linearGradient>`;
/** One drop shadow for a whole group of objects: a filter per object costs a pass each. */
const shadowed = (objects: string) => `<g filter="url(#shadow)">${objects}</g>`;
const shadow = `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="3" dy="5" stdDeviation="4" flood-opacity="0.35"/></filter>`;

function riceGrains(random: Random): string {
  const hue = pick(random, [40, 45, 30]);
  let grains = '';
  for (let i = 0; i < 900; i++) {
    const x = between(random, -10, W + 10);
    const y = between(random, -10, H + 10);
    const l = between(random, 82, 95);
    grains += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(random, 8, 11))}" ry="2.6" transform="rotate(${n(between(random, 0, 180))} ${n(x)} ${n(y)})" fill="${hsl(hue, between(random, 25, 45), l)}" stroke="${hsl(hue, 30, l - 18)}" stroke-width="0.6"/>`;
  }
  return svg(light, rect(hsl(hue, 30, 55)) + grains + lit);
}

function fabricWeave(random: Random): string {
  const hue = between(random, 0, 360);
  const warp = hsl(hue, between(random, 35, 60), between(random, 35, 50));
  const weft = hsl(hue + between(random, -30, 30), between(random, 25, 50), between(random, 55, 70));
  const size = 10;
  let cells = '';
  for (let y = 0; y < H; y += size)
    for (let x = 0; x < W; x += size) {
      const over = (x / size + y / size) % 4 < 2; // a 2/2 twill
      cells += over
        ? `<rect x="${x}" y="${y + 1}" width="${size}" height="${size - 2}" rx="2" fill="${weft}"/>`
        : `<rect x="${x + 1}" y="${y}" width="${size - 2}" height="${size}" rx="2" fill="${warp}"/>`;
    }
  // Folds of draped cloth: broad light and dark bands.
  let folds = '<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0.3">';
  for (let i = 0; i <= 6; i++)
    folds += `<stop offset="${n(i / 6)}" stop-color="${i % 2 ? '#000' : '#fff'}" stop-opacity="${n(between(random, 0.08, 0.28))}"/>`;
  folds += '</linearGradient>';
  return svg(
    light + folds,
    rect(warp) + cells + `<rect width="${W}" height="${H}" fill="url(#fold)"/>` + lit,
  );
}

function polygonAround(random: Random, cx: number, cy: number, radius: number, corners: number): string {
  const points = [];
  for (let i = 0; i < corners; i++) {
    const angle = (i / corners) * Math.PI * 2 + between(random, -0.3, 0.3);
    const r = radius * between(random, 0.7, 1.1);
    points.push(`${n(cx + Math.cos(angle) * r)},${n(cy + Math.sin(angle) * r)}`);
  }
  return points.join(' ');
}

function saltCrystals(random: Random): string {
  const hue = pick(random, [5, 12, 350]);
  let crystals = '';
  for (let i = 0; i < 70; i++) {
    const cx = between(random, 0, W);
    const cy = between(random, 0, H);
    const r = between(random, 25, 60);
    const l = between(random, 68, 88);
    crystals += `<polygon points="${polygonAround(random, cx, cy, r, 6)}" fill="${hsl(hue, between(random, 45, 75), l)}" stroke="${hsl(hue, 50, l + 8)}" stroke-width="2"/>`;
    crystals += `<polygon points="${polygonAround(random, cx - r * 0.2, cy - r * 0.2, r * 0.35, 4)}" fill="#fff" fill-opacity="0.35"/>`;
  }
  return svg(light + shadow, rect(hsl(hue, 20, 25)) + shadowed(crystals) + lit);
}

function surgicalSteel(random: Random): string {
  const cloth = hsl(between(random, 165, 195), 35, 38);
  let tools = '';
  for (let i = 0; i < 5; i++) {
    const x = 90 + i * 110 + between(random, -15, 15);
    const y = between(random, 40, 70);
    const tilt = between(random, -12, 12);
    const kind = i % 3;
    const blade =
      kind === 0
        ? `<path d="M-7 150 L-3 300 L0 330 L3 300 L7 150 Z" fill="url(#steel)"/><path d="M7 150 L10 290 L4 320 L2 150 Z" fill="url(#steel)" opacity="0.9"/>`
        : kind === 1
          ? `<path d="M-6 150 C-5 230 -2 290 0 330 C2 290 5 230 6 150 Z" fill="url(#steel)"/>`
          : `<path d="M-4 150 L-2 330 L2 330 L4 150 Z" fill="url(#steel)"/><path d="M-2 300 L0 340 L2 300 Z" fill="url(#steel)"/>`;
    tools += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(tilt)})"><circle cx="-16" cy="25" r="19" fill="none" stroke="url(#steel)" stroke-width="7"/><circle cx="16" cy="25" r="19" fill="none" stroke="url(#steel)" stroke-width="7"/><path d="M-8 42 L-4 150 L4 150 L8 42 Z" fill="url(#steel)"/>${blade}</g>`;
  }
  return svg(
    light + shadow + metal('steel') + grain('cloth', 1.5, 0.25),
    rect(cloth) + grained('cloth') + shadowed(tools) + lit,
  );
}

function leatherGrain(random: Random): string {
  const hue = between(random, 18, 32);
  const base = hsl(hue, between(random, 45, 65), between(random, 22, 36));
  return svg(
    light + grain('leather', 3, 0.45) + shadow,
    rect(base) +
      `<rect x="60" y="50" width="520" height="300" rx="28" fill="${hsl(hue, 55, 30)}" filter="url(#shadow)"/>` +
      // One grain over the table and the piece alike.
      grained('leather') +
      `<rect x="78" y="68" width="484" height="264" rx="20" fill="none" stroke="${hsl(hue + 10, 40, 75)}" stroke-width="3" stroke-dasharray="10 7"/>` +
      lit,
  );
}

function football(x: number, y: number, r: number): string {
  let patches = `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#ball)" stroke="#333" stroke-width="2"/>`;
  patches += `<polygon points="${polygonAround(() => 0.5, x, y, r * 0.32, 5)}" fill="#222"/>`;
  for (let i = 0; i < 5; i++) {
    const angle = (i / 5) * Math.PI * 2 - Math.PI / 2 + Math.PI / 5;
    const px = x + Math.cos(angle) * r * 0.82;
    const py = y + Math.sin(angle) * r * 0.82;
    patches += `<polygon points="${polygonAround(() => 0.5, px, py, r * 0.22, 5)}" fill="#222"/>`;
    patches += `<line x1="${n(x + Math.cos(angle) * r * 0.3)}" y1="${n(y + Math.sin(angle) * r * 0.3)}" x2="${n(px)}" y2="${n(py)}" stroke="#444" stroke-width="2"/>`;
  }
  return `<g>${patches}</g>`;
}

function sportsBalls(random: Random): string {
  const green = between(random, 95, 125);
  let field = rect(hsl(green, 45, 34));
  for (let x = 0; x < W; x += 80)
    field += `<rect x="${x}" width="40" height="${H}" fill="#fff" opacity="0.06"/>`;
  let balls = '';
  const count = 2 + Math.floor(random() * 2);
  for (let i = 0; i < count; i++)
    balls += football(n(120 + (i * 420) / Math.max(1, count - 1)), n(between(random, 170, 250)), 85);
  return svg(
    light +
      shadow +
      `<radialGradient id="ball" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#b9bcc0"/></radialGradient>`,
    field +
      `<rect y="${H - 60}" width="${W}" height="60" fill="#000" opacity="0.12"/>` +
      shadowed(balls) +
      lit,
  );
}

function carpetPattern(random: Random): string {
  const red = hsl(between(random, 350, 365), between(random, 55, 70), between(random, 30, 40));
  const navy = hsl(between(random, 215, 235), 45, 22);
  const ivory = hsl(42, 45, 85);
  let rug = rect(red);
  rug += `<rect x="20" y="20" width="${W - 40}" height="${H - 40}" fill="none" stroke="${navy}" stroke-width="26"/>`;
  rug += `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="${ivory}" stroke-width="4" stroke-dasharray="14 6"/>`;
  for (let x = 70; x < W - 60; x += 50)
    for (let y = 70; y < H - 60; y += 50) {
      const colour = (x + y) % 100 === 40 ? navy : ivory;
      rug += `<polygon points="${x},${y - 16} ${x + 16},${y} ${x},${y + 16} ${x - 16},${y}" fill="${colour}" opacity="0.85"/>`;
      rug += `<circle cx="${x}" cy="${y}" r="4" fill="${red}"/>`;
    }
  rug += `<polygon points="${W / 2},${H / 2 - 110} ${W / 2 + 150},${H / 2} ${W / 2},${H / 2 + 110} ${W / 2 - 150},${H / 2}" fill="${navy}" stroke="${ivory}" stroke-width="6"/>`;
  rug += `<polygon points="${W / 2},${H / 2 - 60} ${W / 2 + 80},${H / 2} ${W / 2},${H / 2 + 60} ${W / 2 - 80},${H / 2}" fill="${red}" stroke="${ivory}" stroke-width="3"/>`;
  return svg(light + grain('pile', 1.5, 0.3), rug + grained('pile') + lit);
}

function fruits(random: Random): string {
  const hue = pick(random, [38, 28, 50, 10]);
  let crate = rect(hsl(30, 40, 30));
  for (let y = 0; y < H; y += 50)
    crate += `<rect y="${y}" width="${W}" height="46" fill="${hsl(30, 45, 42)}"/>`;
  let fruit = '';
  for (let i = 0; i < 34; i++) {
    const x = between(random, 20, W - 20);
    const y = between(random, 20, H - 20);
    const r = between(random, 38, 52);
    fruit += `<g transform="rotate(${n(between(random, -40, 40))} ${n(x)} ${n(y)})"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.8)}" fill="url(#fruit)"/><ellipse cx="${n(x + r * 0.6)}" cy="${n(y - r * 0.55)}" rx="12" ry="5" fill="${hsl(110, 45, 32)}"/></g>`;
  }
  return svg(
    light +
      shadow +
      `<radialGradient id="fruit" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="${hsl(hue + 12, 95, 70)}"/><stop offset="0.7" stop-color="${hsl(hue, 90, 50)}"/><stop offset="1" stop-color="${hsl(hue - 12, 80, 35)}"/></radialGradient>`,
    crate + shadowed(fruit) + lit,
  );
}

function seafood(random: Random): string {
  let ice = rect(hsl(200, 45, 82));
  for (let i = 0; i < 60; i++)
    ice += `<polygon points="${polygonAround(random, between(random, 0, W), between(random, 0, H), between(random, 15, 35), 5)}" fill="#fff" opacity="${n(between(random, 0.3, 0.7))}"/>`;
  let fish = '';
  for (let i = 0; i < 4; i++) {
    const y = 70 + i * 85 + between(random, -10, 10);
    const x = between(random, 120, 200);
    const length = between(random, 330, 420);
    fish += `<g transform="rotate(${n(between(random, -8, 8))} ${n(x + length / 2)} ${n(y)})"><path d="M${n(x)} ${n(y)} C${n(x + length * 0.3)} ${n(y - 48)} ${n(x + length * 0.75)} ${n(y - 40)} ${n(x + length)} ${n(y)} C${n(x + length * 0.75)} ${n(y + 40)} ${n(x + length * 0.3)} ${n(y + 48)} ${n(x)} ${n(y)} Z" fill="url(#scales)"/><path d="M${n(x + length - 8)} ${n(y)} L${n(x + length + 60)} ${n(y - 38)} L${n(x + length + 48)} ${n(y)} L${n(x + length + 60)} ${n(y + 38)} Z" fill="${hsl(205, 12, 55)}"/><circle cx="${n(x + 34)}" cy="${n(y - 8)}" r="7" fill="#111" stroke="#eee" stroke-width="3"/></g>`;
  }
  return svg(
    light +
      shadow +
      `<linearGradient id="scales" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(210, 25, 38)}"/><stop offset="0.5" stop-color="${hsl(200, 15, 78)}"/><stop offset="1" stop-color="${hsl(40, 10, 92)}"/></linearGradient>`,
    ice + shadowed(fish) + lit,
  );
}

function chemicals(random: Random): string {
  const scene =
    rect(hsl(210, 15, 82)) + `<rect y="290" width="${W}" height="110" fill="${hsl(210, 10, 60)}"/>`;
  let objects = '';
  const colours = [200, 120, 45, 280, 0, 170];
  for (let i = 0; i < 5; i++) {
    const x = 30 + i * 122;
    const hue = pick(random, colours);
    const height = between(random, 200, 250);
    objects += `<g><rect x="${x}" y="${n(310 - height)}" width="100" height="${n(height)}" rx="12" fill="${hsl(hue, 55, 42)}"/><rect x="${x}" y="${n(310 - height + 30)}" width="100" height="8" fill="#000" opacity="0.25"/><rect x="${x}" y="${n(310 - height * 0.35)}" width="100" height="8" fill="#000" opacity="0.25"/><rect x="${x + 30}" y="${n(296 - height)}" width="40" height="18" rx="4" fill="${hsl(hue, 30, 25)}"/><rect x="${x + 18}" y="${n(310 - height * 0.7)}" width="64" height="46" rx="3" fill="#f5f5f0"/><polygon points="${x + 50},${n(310 - height * 0.7 + 8)} ${x + 66},${n(310 - height * 0.7 + 38)} ${x + 34},${n(310 - height * 0.7 + 38)}" fill="none" stroke="${hsl(15, 90, 45)}" stroke-width="4"/></g>`;
  }
  return svg(light + shadow, scene + shadowed(objects) + lit);
}

function pharmaceuticals(random: Random): string {
  const hue = pick(random, [210, 0, 140, 30]);
  const scene = rect(hsl(hue, 25, 92));
  let objects = '';
  for (let i = 0; i < 46; i++) {
    const x = between(random, 10, W - 10);
    const y = between(random, 10, H - 10);
    const angle = between(random, 0, 180);
    objects +=
      i % 3 === 0
        ? `<g><circle cx="${n(x)}" cy="${n(y)}" r="22" fill="#fafafa" stroke="#ddd" stroke-width="2"/><line x1="${n(x - 14)}" y1="${n(y)}" x2="${n(x + 14)}" y2="${n(y)}" stroke="#ccc" stroke-width="3"/></g>`
        : `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})"><rect x="${n(x - 36)}" y="${n(y - 14)}" width="72" height="28" rx="14" fill="${hsl(hue, 70, 50)}"/><path d="M${n(x)} ${n(y - 14)} h22 a14 14 0 0 1 0 28 h-22 Z" fill="#f4f4f4"/><rect x="${n(x - 28)}" y="${n(y - 9)}" width="40" height="5" rx="2.5" fill="#fff" opacity="0.45"/></g>`;
  }
  return svg(light + shadow, scene + shadowed(objects) + lit);
}

function circuitBoard(random: Random): string {
  const board = hsl(between(random, 140, 160), 55, 22);
  let traces = '';
  for (let i = 0; i < 45; i++) {
    let x = Math.round(between(random, 0, W) / 20) * 20;
    let y = Math.round(between(random, 0, H) / 20) * 20;
    let d = `M${x} ${y}`;
    for (let step = 0; step < 4; step++) {
      if (random() < 0.5) x += Math.round(between(random, -6, 6)) * 20;
      else y += Math.round(between(random, -4, 4)) * 20;
      d += ` L${x} ${y}`;
    }
    traces += `<path d="${d}" fill="none" stroke="${hsl(45, 60, 55)}" stroke-width="3" opacity="0.8"/><circle cx="${x}" cy="${y}" r="5" fill="${hsl(45, 70, 60)}"/>`;
  }
  let chips = '';
  for (let i = 0; i < 4; i++) {
    const x = 60 + i * 140 + between(random, -10, 10);
    const y = between(random, 110, 220);
    let pins = '';
    for (let p = 0; p < 8; p++)
      pins += `<rect x="${n(x + 8 + p * 11)}" y="${n(y - 8)}" width="5" height="8" fill="#ccc"/><rect x="${n(x + 8 + p * 11)}" y="${n(y + 70)}" width="5" height="8" fill="#ccc"/>`;
    chips += `<g>${pins}<rect x="${n(x)}" y="${n(y)}" width="100" height="70" rx="4" fill="#1d1f22"/><circle cx="${n(x + 12)}" cy="${n(y + 12)}" r="4" fill="#444"/></g>`;
  }
  return svg(light + shadow, rect(board) + traces + shadowed(chips) + lit);
}

function pottery(random: Random): string {
  const scene = rect(hsl(35, 35, 78)) + `<rect y="300" width="${W}" height="100" fill="${hsl(30, 30, 55)}"/>`;
  let objects = '';
  for (let i = 0; i < 3; i++) {
    const cx = 130 + i * 190;
    const hue = pick(random, [18, 200, 25, 170]);
    const w = between(random, 55, 75);
    const h = between(random, 190, 240);
    const top = 320 - h;
    objects += `<g><path d="M${n(cx - w * 0.45)} ${n(top)} C${n(cx - w * 0.5)} ${n(top + h * 0.25)} ${n(cx - w * 1.45)} ${n(top + h * 0.5)} ${n(cx - w * 0.55)} 320 L${n(cx + w * 0.55)} 320 C${n(cx + w * 1.45)} ${n(top + h * 0.5)} ${n(cx + w * 0.5)} ${n(top + h * 0.25)} ${n(cx + w * 0.45)} ${n(top)} Z" fill="${hsl(hue, 55, 42)}"/><rect x="${n(cx - w)}" y="${n(top + h * 0.45)}" width="${n(w * 2)}" height="16" fill="${hsl(45, 70, 75)}" opacity="0.9"/><rect x="${n(cx - w)}" y="${n(top + h * 0.45 + 24)}" width="${n(w * 2)}" height="6" fill="${hsl(hue + 180, 45, 35)}"/><ellipse cx="${cx}" cy="${n(top)}" rx="${n(w * 0.45)}" ry="7" fill="${hsl(hue, 45, 25)}"/></g>`;
  }
  return svg(light + shadow, scene + shadowed(objects) + lit);
}

function woodGrain(random: Random): string {
  const hue = between(random, 22, 35);
  let planks = '';
  for (let x = 0; x < W; x += 128)
    planks += `<rect x="${x}" width="126" height="${H}" fill="${hsl(hue, between(random, 40, 55), between(random, 32, 45))}"/>`;
  const table = `<g><rect x="150" y="150" width="340" height="26" rx="4" fill="${hsl(hue, 50, 24)}"/><rect x="175" y="176" width="18" height="150" fill="${hsl(hue, 50, 20)}"/><rect x="447" y="176" width="18" height="150" fill="${hsl(hue, 50, 20)}"/></g>`;
  return svg(
    light +
      shadow +
      `<filter id="wood" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="${Math.floor(random() * 50)}"/><feColorMatrix values="0 0 0 0 0.15  0 0 0 0 0.08  0 0 0 0 0.02  0 0 0 0.9 -0.1"/></filter>`,
    planks + `<rect width="${W}" height="${H}" filter="url(#wood)"/>` + shadowed(table) + lit,
  );
}

function marble(random: Random): string {
  const tone = pick(random, [
    [40, 15, 92],
    [0, 0, 88],
    [20, 10, 30],
  ] as const);
  return svg(
    light +
      `<filter id="veins" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="0.006 0.012" numOctaves="3" seed="${Math.floor(random() * 90)}"/><feColorMatrix values="0 0 0 0 ${tone[2] > 50 ? 0.3 : 0.9}  0 0 0 0 ${tone[2] > 50 ? 0.3 : 0.9}  0 0 0 0 ${tone[2] > 50 ? 0.32 : 0.9}  -3 0 0 0 1.1"/></filter>`,
    rect(hsl(tone[0], tone[1], tone[2])) +
      `<rect width="${W}" height="${H}" filter="url(#veins)" opacity="0.8"/>` +
      `<line x1="${W / 2}" y1="0" x2="${W / 2}" y2="${H}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/><line x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>` +
      lit,
  );
}

function cutlery(random: Random): string {
  const scene = rect(hsl(between(random, 200, 230), 12, 22));
  let objects = '';
  const kinds = ['knife', 'fork', 'spoon'] as const;
  for (let i = 0; i < 6; i++) {
    const x = 65 + i * 100;
    const kind = kinds[i % 3]!;
    const head =
      kind === 'knife'
        ? '<path d="M-10 30 L-10 180 L12 180 C14 120 12 60 -10 30 Z" fill="url(#steel)"/>'
        : kind === 'fork'
          ? '<path d="M-16 30 L-16 130 C-16 160 16 160 16 130 L16 30 L11 30 L11 120 L6 120 L6 30 L1 30 L1 120 L-1 120 L-1 30 L-6 30 L-6 120 L-11 120 L-11 30 Z" fill="url(#steel)"/>'
          : '<ellipse cx="0" cy="95" rx="24" ry="58" fill="url(#steel)"/>';
    objects += `<g transform="translate(${x} 20) rotate(${n(between(random, -4, 4))})">${head}<rect x="-6" y="150" width="12" height="200" rx="6" fill="url(#steel)"/></g>`;
  }
  return svg(light + shadow + metal('steel'), scene + shadowed(objects) + lit);
}

function spices(random: Random): string {
  const scene = rect(hsl(28, 35, 30));
  let objects = '';
  const colours = [
    [8, 80, 40],
    [45, 90, 50],
    [25, 55, 35],
    [15, 70, 45],
    [90, 30, 35],
  ] as const;
  for (let i = 0; i < 4; i++) {
    const cx = 90 + i * 155;
    const [h, s, l] = colours[(i + Math.floor(random() * 5)) % 5]!;
    let specks = '';
    for (let k = 0; k < 80; k++)
      specks += `<circle cx="${n(cx + between(random, -70, 70))}" cy="${n(between(random, 200, 320))}" r="${n(between(random, 1, 2.5))}" fill="${hsl(h, s, l + between(random, -15, 20))}"/>`;
    objects += `<g><ellipse cx="${cx}" cy="320" rx="76" ry="26" fill="${hsl(30, 20, 70)}"/><path d="M${cx - 72} 318 C${cx - 50} 200 ${cx + 50} 200 ${cx + 72} 318 Z" fill="${hsl(h, s, l)}"/>${specks}</g>`;
  }
  return svg(light + shadow, scene + shadowed(objects) + lit);
}

function gear(cx: number, cy: number, radius: number, teeth: number): string {
  let d = '';
  for (let i = 0; i < teeth * 2; i++) {
    const outer = i % 2 === 0;
    const r = outer ? radius : radius * 0.82;
    const a1 = (i / (teeth * 2)) * Math.PI * 2;
    const a2 = ((i + 1) / (teeth * 2)) * Math.PI * 2;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)} L${n(cx + Math.cos(a2) * r)} ${n(cy + Math.sin(a2) * r)} `;
  }
  return `<g><path d="${d}Z" fill="url(#steel)"/><circle cx="${cx}" cy="${cy}" r="${n(radius * 0.3)}" fill="#2a2d31"/><circle cx="${cx}" cy="${cy}" r="${n(radius * 0.55)}" fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="4"/></g>`;
}

function machinery(random: Random): string {
  return svg(
    light + shadow + metal('steel', between(random, 200, 230)),
    rect(hsl(215, 15, 25)) +
      shadowed(
        gear(200, 200, 130, 16) +
          gear(n(400 + between(random, -10, 10)), 130, 85, 11) +
          gear(470, 300, 70, 9),
      ) +
      lit,
  );
}

/** The scene of each category (by slug); another category gets the engineering one. */
const SCENES: Record<string, (random: Random) => string> = {
  'textiles-garments': fabricWeave,
  'rice-grains': riceGrains,
  'salt-minerals': saltCrystals,
  'surgical-instruments': surgicalSteel,
  'leather-products': leatherGrain,
  'sports-goods': sportsBalls,
  'carpets-rugs': carpetPattern,
  'fruits-vegetables': fruits,
  seafood,
  chemicals,
  pharmaceuticals,
  electronics: circuitBoard,
  handicrafts: pottery,
  furniture: woodGrain,
  'marble-granite': marble,
  'cutlery-hardware': cutlery,
  'spices-herbs': spices,
  'engineering-manufacturing': machinery,
};

/** A product picture of the category (640×400 SVG); `variant` chooses among DEMO_PICTURE_VARIANTS. */
export function productPictureSvg(categorySlug: string, variant: number): string {
  const scene = SCENES[categorySlug] ?? machinery;
  return scene(randomOf(`${categorySlug}#${variant % DEMO_PICTURE_VARIANTS}`));
}

/** The hue of a category's logo marks. */
function categoryHue(categorySlug: string): number {
  return Math.floor(randomOf(categorySlug)() * 360);
}

/** "Chenab Leather Garments" → "CG": the first and last words' initials, as the pages' fallback shows them. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const SHAPES = [
  (fill: string) => `<circle cx="96" cy="96" r="84" fill="${fill}"/>`,
  (fill: string) => `<rect x="14" y="14" width="164" height="164" rx="36" fill="${fill}"/>`,
  (fill: string) => `<polygon points="96,8 180,54 180,138 96,184 12,138 12,54" fill="${fill}"/>`,
  (fill: string) =>
    `<path d="M96 10 L176 50 L176 110 C176 150 140 176 96 186 C52 176 16 150 16 110 L16 50 Z" fill="${fill}"/>`,
];

/** A logo mark (192×192 SVG): the company's initials on a shape in its category's colour. */
export function logoSvg(companyName: string, categorySlug: string): string {
  const random = randomOf(companyName);
  const hue = categoryHue(categorySlug) + between(random, -12, 12);
  const shape = pick(random, SHAPES);
  const initials = initialsOf(companyName).replace(/&/g, '&amp;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">` +
    `<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 46)}"/><stop offset="1" stop-color="${hsl(hue + 20, 65, 30)}"/></linearGradient></defs>` +
    shape('url(#mark)') +
    `<circle cx="96" cy="96" r="66" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>` +
    `<text x="96" y="96" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${initials.length > 1 ? 64 : 78}" fill="#fff" letter-spacing="2">${initials}</text>` +
    `</svg>`
  );
}

/** A drawn house picture for listing n: colours and shape vary deterministically with n. */
const WALLS = ['#e8d5b7', '#c9d6df', '#f2e2ce', '#d7e3c8', '#e6c9c9', '#dcd3ea', '#f5efd9', '#cfe0e8'];
const ROOFS = ['#8b3a3a', '#4a5a6a', '#6b4f3a', '#2f4f4f', '#7a5230', '#5b3f6b'];
const DOORS = ['#3b5b7a', '#7a3b3b', '#3b7a55', '#5a4632', '#222222'];
const SKIES = ['#bfe3f7', '#cde8f5', '#f7e1c6', '#d9ecf2'];

const pick = <T>(list: readonly T[], n: number, salt: number) => list[(n * 7 + salt * 13) % list.length];

export function houseSvg(n: number): string {
  const wall = pick(WALLS, n, 1);
  const roof = pick(ROOFS, n, 2);
  const door = pick(DOORS, n, 3);
  const sky = pick(SKIES, n, 4);
  const wide = n % 3 === 0;
  const x = wide ? 70 : 100;
  const w = wide ? 260 : 200;
  const garage =
    n % 2 === 0
      ? `<rect x="${x + w}" y="170" width="70" height="90" fill="${wall}" stroke="#555"/><rect x="${x + w + 8}" y="195" width="54" height="65" fill="#eee" stroke="#777"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="House ${n}">
<rect width="400" height="300" fill="${sky}"/>
<rect y="260" width="400" height="40" fill="#7fb069"/>
<polygon points="${x - 15},150 ${x + w / 2},${wide ? 70 : 60} ${x + w + 15},150" fill="${roof}"/>
<rect x="${x}" y="150" width="${w}" height="110" fill="${wall}" stroke="#555"/>
<rect x="${x + w / 2 - 18}" y="200" width="36" height="60" fill="${door}"/>
<rect x="${x + 20}" y="175" width="40" height="35" fill="#fff" stroke="#666"/>
<rect x="${x + w - 60}" y="175" width="40" height="35" fill="#fff" stroke="#666"/>
${garage}
</svg>`;
}

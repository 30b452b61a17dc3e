/** Street casing under each road's surface, then the surface: [path, surface width]. */
const STREETS: ReadonlyArray<readonly [string, number]> = [
  ['M190 -10 V290', 12],
  ['M430 -10 V250', 12],
  ['M-10 70 C80 78 140 60 190 62', 9],
  ['M430 232 H650', 9],
  ['M190 120 H300', 7],
];

/** Houses and yards along the streets: x, y, width, height. */
const BLOCKS: ReadonlyArray<readonly [number, number, number, number]> = [
  [30, 100, 60, 40],
  [105, 98, 60, 42],
  [40, 196, 52, 36],
  [110, 198, 56, 40],
  [215, 84, 60, 26],
  [215, 196, 70, 40],
  [300, 196, 56, 34],
  [370, 196, 40, 44],
  [455, 136, 54, 22],
  [522, 130, 64, 28],
  [455, 196, 60, 28],
  [540, 196, 70, 26],
  [215, 20, 48, 40],
  [330, 24, 74, 44],
];

/**
 * A light drawn sketch of the streets around the shop with its pin: what the contacts page shows while
 * the Yandex map loads and instead of it when the map cannot load. Drawn inline: no download, works
 * offline. Not to scale; the address link next to it opens the real map.
 */
export function ShopMapSketch({ label, className = '' }: { label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      className={className}
    >
      <rect width="640" height="360" fill="#f1f2ea" />
      <path d="M0 262 C90 244 150 280 240 262 L250 360 L0 360 Z" fill="#dde9cf" />
      <rect x="455" y="26" width="150" height="86" rx="14" fill="#dde9cf" />
      <g fill="#c9dcb6">
        <circle cx="485" cy="56" r="11" />
        <circle cx="515" cy="80" r="9" />
        <circle cx="560" cy="52" r="12" />
        <circle cx="580" cy="88" r="8" />
        <circle cx="60" cy="300" r="10" />
        <circle cx="120" cy="318" r="8" />
      </g>
      <path
        d="M-10 318 C110 292 190 340 310 326 S520 286 650 310"
        fill="none"
        stroke="#bfdcef"
        strokeWidth="18"
        strokeLinecap="round"
      />
      <g fill="#e4e1d8" stroke="#d2cec2" strokeWidth="1.5">
        {BLOCKS.map(([x, y, width, height]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={width} height={height} rx="4" />
        ))}
      </g>
      <g fill="none" strokeLinecap="round">
        {STREETS.map(([d, width]) => (
          <path key={`casing-${d}`} d={d} stroke="#d3d7dd" strokeWidth={width + 5} />
        ))}
        <path d="M-10 172 H650" stroke="#d3d7dd" strokeWidth="27" />
        {STREETS.map(([d, width]) => (
          <path key={`surface-${d}`} d={d} stroke="#ffffff" strokeWidth={width} />
        ))}
        <path d="M-10 172 H650" stroke="#fdf3d7" strokeWidth="21" />
        <path d="M-10 172 H650" stroke="#f3d48a" strokeWidth="1.5" strokeDasharray="10 10" />
      </g>
      <rect x="300" y="126" width="72" height="30" rx="4" fill="#fed7aa" stroke="#ea580c" strokeWidth="2" />
      <ellipse cx="336" cy="141" rx="10" ry="3.5" fill="#7c2d12" opacity="0.25" />
      <path
        d="M336 141 C322 124 312 112 312 98 A24 24 0 1 1 360 98 C360 112 350 124 336 141 Z"
        fill="#ea580c"
        stroke="#ffffff"
        strokeWidth="3"
      />
      <circle cx="336" cy="98" r="9" fill="#ffffff" />
    </svg>
  );
}

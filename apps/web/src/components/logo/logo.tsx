// Two small inline SVG marks: a 2×2 mosaic of coloured squares with the product name; recruiters get an
// extra "RH" tag so they can tell at a glance they are in the recruiter workspace (spec 000 §2).

const TILES = [
  { x: 0, y: 0, fill: '#1355b2' },
  { x: 15, y: 0, fill: '#ed961c' },
  { x: 0, y: 15, fill: '#2b8a3e' },
  { x: 15, y: 15, fill: '#c2255c' },
];

function Tiles() {
  return (
    <g>
      {TILES.map((tile) => (
        <rect
          key={`${tile.x}-${tile.y}`}
          x={tile.x}
          y={tile.y}
          width="13"
          height="13"
          rx="2.5"
          fill={tile.fill}
        />
      ))}
    </g>
  );
}

/** The name beside the tiles, shared by both logos. */
function Wordmark() {
  return (
    <text
      x="36"
      y="21"
      fontFamily="Inter, system-ui, sans-serif"
      fontSize="21"
      fontWeight="700"
      fill="#1a1b1e"
    >
      Mosaico
    </text>
  );
}

export function MosaicoLogo({ height = 32 }: { height?: number }) {
  return (
    <svg height={height} viewBox="0 0 138 28" aria-hidden="true" focusable="false" data-testid="logo-default">
      <Tiles />
      <Wordmark />
    </svg>
  );
}

export function MosaicoRecruiterLogo({ height = 32 }: { height?: number }) {
  return (
    <svg
      height={height}
      viewBox="0 0 172 28"
      aria-hidden="true"
      focusable="false"
      data-testid="logo-recruiter"
    >
      <Tiles />
      <Wordmark />
      <rect x="134" y="4" width="36" height="20" rx="4" fill="#1355b2" />
      <text
        x="152"
        y="19"
        textAnchor="middle"
        fontFamily="Inter, system-ui, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="#ffffff"
      >
        RH
      </text>
    </svg>
  );
}

import { useSchemePalette } from '@/theme';

/** A magnifying glass over an empty page: drawn inline, no asset to fetch. */
export function LostIllustration() {
  const palette = useSchemePalette();
  const primary = palette.primary.main;
  const paper = palette.background.paper;
  const line = palette.divider;
  return (
    <svg viewBox="0 0 240 180" role="img" aria-label="Ilustración: página perdida" width="100%">
      <ellipse cx="120" cy="166" rx="90" ry="8" fill={line} />
      <rect
        x="52"
        y="20"
        width="112"
        height="140"
        rx="10"
        fill={paper}
        stroke={line}
        strokeWidth="3"
      />
      <rect x="68" y="42" width="64" height="8" rx="4" fill={line} />
      <rect x="68" y="60" width="80" height="6" rx="3" fill={line} />
      <rect x="68" y="74" width="72" height="6" rx="3" fill={line} />
      <rect x="68" y="88" width="52" height="6" rx="3" fill={line} />
      <circle cx="156" cy="104" r="30" fill="none" stroke={primary} strokeWidth="8" />
      <line
        x1="178"
        y1="126"
        x2="204"
        y2="152"
        stroke={primary}
        strokeWidth="10"
        strokeLinecap="round"
      />
      <text x="156" y="113" textAnchor="middle" fontSize="26" fontWeight="700" fill={primary}>
        ?
      </text>
    </svg>
  );
}

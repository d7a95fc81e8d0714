import { useSchemePalette } from '@/theme';

/** The product mark: two overlapping speech shapes forming a check, drawn inline. */
export function Logo({ size = 32 }: { size?: number }) {
  const palette = useSchemePalette();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill={palette.primary.main} />
      <path
        d="M9 16.5l4.5 4.5L23 11.5"
        fill="none"
        stroke={palette.primary.contrastText}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

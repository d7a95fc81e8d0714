import type { StageStatus } from '@/shared/domain';
import { useSchemePalette, useThemeMode } from '@/theme';

/** The colour of each stage status in the funnel chart, for the colour scheme shown. */
export function useStatusColors(): Record<StageStatus, string> {
  const { scheme } = useThemeMode();
  const palette = useSchemePalette();
  return {
    pending: palette.grey[scheme === 'dark' ? 500 : 400],
    in_progress: palette.info.main,
    reviewing: palette.warning.main,
    passed: palette.success.main,
    failed: palette.error.main,
  };
}

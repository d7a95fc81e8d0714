import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateRangeFilter } from '@/shared/forms/DateRangeFilter';
import { PERIOD_LABELS, PRESETS, periodRange, type Period, type Preset } from '../period';

interface Props {
  period: Period;
  today: string;
  onChange: (period: Period) => void;
}

const OPTIONS = [...PRESETS, 'custom'] as const;

/**
 * "Periodo": the last 7, 30 or 90 days, or a range of dates ("Personalizado", with the
 * Spanish date pickers). Choosing "Personalizado" starts from the days shown until then.
 */
export function PeriodControl({ period, today, onChange }: Props) {
  const custom = period.preset === 'custom' ? period : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: custom ? 'repeat(3, minmax(0, 1fr))' : '1fr' },
        alignItems: 'start',
        width: { xs: '100%', md: custom ? 640 : 220 },
      }}
    >
      <TextField
        select
        label="Periodo"
        value={period.preset}
        onChange={(event) => {
          const value = event.target.value as Preset | 'custom';
          if (value === period.preset) return;
          onChange(
            value === 'custom'
              ? { preset: 'custom', ...periodRange(period, today) }
              : { preset: value },
          );
        }}
      >
        {OPTIONS.map((value) => (
          <MenuItem key={value} value={value}>
            {PERIOD_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {custom ? (
        <DateRangeFilter
          from={custom.from}
          to={custom.to}
          disableFuture
          clearable={false}
          size="medium"
          onFrom={(from) => from && onChange({ ...custom, from })}
          onTo={(to) => to && onChange({ ...custom, to })}
        />
      ) : null}
    </Box>
  );
}

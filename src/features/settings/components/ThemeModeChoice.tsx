import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import {
  THEME_MODE_LABELS,
  isThemeModePreference,
  useThemeMode,
  type ThemeModePreference,
} from '@/theme';

/** "Tema": light, dark or the system's. */
export function ThemeModeChoice() {
  const { preference: mode, setPreference } = useThemeMode();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Tema</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="theme-mode"
        value={mode}
        onChange={(event) => {
          const value: unknown = event.target.value;
          if (isThemeModePreference(value)) setPreference(value);
        }}
      >
        {(Object.entries(THEME_MODE_LABELS) as [ThemeModePreference, string][]).map(
          ([value, label]) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
          ),
        )}
      </RadioGroup>
    </FormControl>
  );
}

import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { pickersLocaleText } from './pickersLocale';

/**
 * Spanish date and time pickers (dayjs, `es`, the spec's labels). Wrap the screens that
 * use pickers with it: kept out of the app root so that pages without pickers do not
 * load the date library.
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={pickersLocaleText}
    >
      {children}
    </LocalizationProvider>
  );
}

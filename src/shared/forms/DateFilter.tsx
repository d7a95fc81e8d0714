import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { dateParam } from './calendarDate';

interface Props {
  label: string;
  /** The other end of the range, named in the error ("Hasta" for "Desde"). */
  otherLabel: string;
  /** The committed date (`YYYY-MM-DD`) from the URL. */
  value: string | null;
  onCommit: (value: string | null) => void;
  minDate?: string | null;
  maxDate?: string | null;
  /** No day after today (a period that has happened). */
  disableFuture?: boolean;
  /** Whether the field may be emptied ("no date"); default true. */
  clearable?: boolean;
  size?: 'small' | 'medium';
}

const toParam = (value: Dayjs | null) =>
  value && value.isValid()
    ? dateParam({ year: value.year(), month: value.month() + 1, day: value.date() })
    : null;

/** What the field says under it when its date cannot be used (not only a red border). */
function dateFilterError(error: DateValidationError, otherLabel: string): string | null {
  switch (error) {
    case null:
      return null;
    case 'minDate':
      return `Debe ser igual o posterior a «${otherLabel}»`;
    case 'maxDate':
      return `Debe ser igual o anterior a «${otherLabel}»`;
    case 'disableFuture':
      return 'No puede ser posterior a hoy';
    default:
      return 'Fecha no válida';
  }
}

/**
 * A date filter: what is typed stays in the field, and only a complete, valid date is
 * committed (typing a year digit by digit never writes "0202" to the URL). A cleared field
 * commits "no date".
 */
export function DateFilter({
  label,
  otherLabel,
  value,
  onCommit,
  minDate,
  maxDate,
  disableFuture,
  clearable = true,
  size = 'small',
}: Props) {
  const [draft, setDraft] = useState<Dayjs | null>(() => (value ? dayjs(value) : null));
  // The picker's own validation; its message is the field's helper text, which MUI X ties to
  // the field with aria-describedby (and aria-invalid on the field).
  const [error, setError] = useState<DateValidationError>(null);
  const message = dateFilterError(error, otherLabel);
  const [seen, setSeen] = useState(value);
  // The URL changed on its own (back, forward, "Limpiar filtros"): show it.
  if (seen !== value) {
    setSeen(value);
    if (toParam(draft) !== value) setDraft(value ? dayjs(value) : null);
  }

  return (
    <DatePicker
      label={label}
      value={draft}
      minDate={minDate ? dayjs(minDate) : undefined}
      maxDate={maxDate ? dayjs(maxDate) : undefined}
      disableFuture={disableFuture}
      onError={setError}
      onChange={(next) => {
        setDraft(next);
        if (next === null) {
          if (value !== null) onCommit(null);
          return;
        }
        const param = toParam(next);
        if (param && param !== value) onCommit(param);
      }}
      slotProps={{
        textField: { fullWidth: true, size, helperText: message },
        field: { clearable },
        actionBar: {
          actions: clearable
            ? ['clear', 'today', 'cancel', 'accept']
            : ['today', 'cancel', 'accept'],
        },
      }}
    />
  );
}

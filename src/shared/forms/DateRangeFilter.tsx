import { PickersProvider } from '@/theme/PickersProvider';
import { DateFilter } from './DateFilter';

type Shared = Pick<Parameters<typeof DateFilter>[0], 'disableFuture' | 'clearable' | 'size'>;

interface Props extends Shared {
  /** The committed ends (`YYYY-MM-DD`, or null for open). */
  from: string | null;
  to: string | null;
  onFrom: (value: string | null) => void;
  onTo: (value: string | null) => void;
}

/** A period: "Desde" and "Hasta", each bounded by the other (placed in the caller's layout). */
export function DateRangeFilter({ from, to, onFrom, onTo, ...shared }: Props) {
  return (
    <PickersProvider>
      {[
        { label: 'Desde', otherLabel: 'Hasta', value: from, maxDate: to, onCommit: onFrom },
        { label: 'Hasta', otherLabel: 'Desde', value: to, minDate: from, onCommit: onTo },
      ].map((end) => (
        <DateFilter key={end.label} {...shared} {...end} />
      ))}
    </PickersProvider>
  );
}

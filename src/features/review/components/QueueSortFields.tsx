import Stack from '@mui/material/Stack';
import { SelectField } from '@/shared/forms/SelectField';
import { SORT_LABELS } from '../constants';
import { SORT_FIELDS, type QueueParams } from '../queueParams';

const ORDER_LABELS = { asc: 'Ascendente', desc: 'Descendente' } as const;
const ORDERS = ['asc', 'desc'] as const;

type Props = {
  params: QueueParams;
  onChange: (patch: Partial<QueueParams>) => void;
};

/** The queue's order on a phone, where the table's headers are not shown. */
export function QueueSortFields({ params, onChange }: Props) {
  return (
    <Stack direction="row" spacing={1}>
      <SelectField
        label="Ordenar por"
        value={params.sortBy}
        options={SORT_FIELDS}
        optionLabel={(field) => SORT_LABELS[field]}
        sx={{ flex: 1 }}
        onChange={(sortBy) => {
          if (sortBy) onChange({ sortBy });
        }}
      />
      <SelectField
        label="Orden"
        value={params.sortOrder}
        options={ORDERS}
        optionLabel={(order) => ORDER_LABELS[order]}
        sx={{ flex: 1 }}
        onChange={(sortOrder) => {
          if (sortOrder) onChange({ sortOrder });
        }}
      />
    </Stack>
  );
}

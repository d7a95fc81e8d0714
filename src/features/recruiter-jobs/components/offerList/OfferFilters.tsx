import Paper from '@mui/material/Paper';
import { OFFER_STATUSES, offerStatusLabel } from '@/shared/domain';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { SearchBox } from '@/shared/forms/SearchBox';
import { SelectField } from '@/shared/forms/SelectField';
import { FilterBar } from '@/shared/screens/FilterBar';
import type { StaffOfferListArgs } from '../../model';

type Props = {
  args: StaffOfferListArgs;
  onChange: (change: Partial<StaffOfferListArgs>) => void;
};

/** The offers' search and filters ("Filtrar ofertas"). */
export function OfferFilters({ args, onChange }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <FilterBar label="Filtrar ofertas">
        <SearchBox
          key={args.search ?? ''}
          label="Buscar"
          placeholder="Título o habilidad"
          buttonLabel="Buscar ofertas"
          initial={args.search ?? ''}
          onSearch={(value) => onChange({ search: value || undefined })}
        />
        <SelectField
          label="Estado"
          value={args.status}
          onChange={(status) => onChange({ status })}
          options={OFFER_STATUSES}
          optionLabel={offerStatusLabel}
          emptyLabel="Todos"
          sx={{ flex: 1, minWidth: 160 }}
        />
        <SelectField
          label="Categoría"
          value={args.category}
          onChange={(category) => onChange({ category })}
          options={JOB_CATEGORIES}
          emptyLabel="Todas"
          sx={{ flex: 1, minWidth: 180 }}
        />
      </FilterBar>
    </Paper>
  );
}

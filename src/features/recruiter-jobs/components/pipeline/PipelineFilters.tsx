import { STAGE_STATUSES, stageStatusLabel } from '@/shared/domain';
import { SearchBox } from '@/shared/forms/SearchBox';
import { SelectField } from '@/shared/forms/SelectField';
import { FilterBar } from '@/shared/screens/FilterBar';
import type { BoardFilter } from '../../pipeline/columns';

type Props = { filter: BoardFilter; onChange: (filter: BoardFilter) => void };

/** The board's search by name and its status filter ("Filtrar el pipeline"). */
export function PipelineFilters({ filter, onChange }: Props) {
  return (
    <FilterBar label="Filtrar el pipeline">
      <SearchBox
        key={filter.search ?? ''}
        label="Buscar por nombre"
        placeholder="Nombre del candidato"
        buttonLabel="Buscar"
        initial={filter.search ?? ''}
        onSearch={(value) => onChange({ ...filter, search: value || undefined })}
      />
      <SelectField
        label="Estado de etapa"
        value={filter.status}
        onChange={(status) => onChange({ ...filter, status })}
        options={STAGE_STATUSES}
        optionLabel={stageStatusLabel}
        emptyLabel="Todos"
        sx={{ flex: 1, minWidth: 200 }}
      />
    </FilterBar>
  );
}

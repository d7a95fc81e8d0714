import Stack from '@mui/material/Stack';
import {
  APPLICATION_STATUSES,
  applicationStatusLabel,
  STAGE_STATUSES,
  stageStatusLabel,
} from '@/shared/domain';
import { SearchBox } from '@/shared/forms/SearchBox';
import { SelectField } from '@/shared/forms/SelectField';
import type { ApplicantListArgs } from '../../model';

type Props = {
  args: ApplicantListArgs;
  onChange: (change: Partial<ApplicantListArgs>) => void;
};

/** The applicants' search and filters ("Filtrar postulantes"). */
export function ApplicantFilters({ args, onChange }: Props) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      role="search"
      aria-label="Filtrar postulantes"
    >
      <SearchBox
        key={args.search ?? ''}
        label="Buscar postulantes"
        placeholder="Nombre o correo"
        buttonLabel="Buscar"
        initial={args.search ?? ''}
        onSearch={(value) => onChange({ search: value || undefined })}
      />
      <SelectField
        label="Estado de la postulación"
        value={args.status}
        onChange={(status) => onChange({ status })}
        options={APPLICATION_STATUSES}
        optionLabel={applicationStatusLabel}
        emptyLabel="Todos"
        sx={{ flex: 1, minWidth: 200 }}
      />
      <SelectField
        label="Estado de etapa"
        value={args.stageStatus}
        onChange={(stageStatus) => onChange({ stageStatus })}
        options={STAGE_STATUSES}
        optionLabel={stageStatusLabel}
        emptyLabel="Todos"
        sx={{ flex: 1, minWidth: 180 }}
      />
    </Stack>
  );
}

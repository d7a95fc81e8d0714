import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { KeyboardEvent, ReactNode } from 'react';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { MODALITIES, modalityLabel, SENIORITIES, seniorityLabel } from '@/shared/domain';
import { SelectField } from '@/shared/forms/SelectField';
import type { useUrlSyncedText } from '@/shared/hooks/useUrlSyncedText';
import { SEARCH_MAX_LENGTH, type JobSearchState } from '../searchParams';

interface Props {
  /** The search text as typed (the URL follows it). */
  search: ReturnType<typeof useUrlSyncedText>;
  /** The place (city or country) as typed (the URL follows it). */
  place: ReturnType<typeof useUrlSyncedText>;
  state: JobSearchState;
  /** Changes filters, back to the first page. */
  go: (patch: Partial<JobSearchState>) => void;
}

interface SearchTextProps {
  label: string;
  placeholder: string;
  icon: ReactNode;
  /** The text as typed (the URL follows it). */
  text: ReturnType<typeof useUrlSyncedText>;
  sx?: SxProps<Theme>;
}

/**
 * A search text of the filters, its icon before it. Enter commits its text at once (the selects'
 * inputs keep the form from submitting).
 */
function SearchText({ label, placeholder, icon, text, sx }: SearchTextProps) {
  const commitOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      text.flush();
    }
  };
  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      value={text.text}
      onChange={(event) => text.onChange(event.target.value)}
      onKeyDown={commitOnEnter}
      sx={sx}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
        input: { startAdornment: <InputAdornment position="start">{icon}</InputAdornment> },
      }}
    />
  );
}

/** "Filtros de búsqueda": the text, the place, the category, the modality and the level. */
export function JobSearchFilters({ search, place, state, go }: Props) {
  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label="Filtros de búsqueda"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
        place.flush();
      }}
      sx={{
        p: 2,
        borderRadius: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1.5fr 1fr 1fr 1fr' },
      }}
    >
      <SearchText
        label="Buscar"
        placeholder="Cargo, empresa o habilidad"
        icon={<SearchIcon aria-hidden />}
        text={search}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <SearchText
        label="Lugar"
        placeholder="Ciudad o país"
        icon={<PlaceOutlined aria-hidden />}
        text={place}
      />
      <SelectField
        label="Categoría"
        size="medium"
        value={state.category}
        options={JOB_CATEGORIES}
        emptyLabel="Todas"
        onChange={(category) => go({ category })}
      />
      <SelectField
        label="Modalidad"
        size="medium"
        value={state.modality}
        options={MODALITIES}
        optionLabel={modalityLabel}
        emptyLabel="Todas"
        onChange={(modality) => go({ modality })}
      />
      <SelectField
        label="Nivel"
        size="medium"
        value={state.seniority}
        options={SENIORITIES}
        optionLabel={seniorityLabel}
        emptyLabel="Todos"
        onChange={(seniority) => go({ seniority })}
      />
    </Paper>
  );
}

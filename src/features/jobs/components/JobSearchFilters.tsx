import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
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

/** Enter commits the box's text at once (the selects' inputs keep the form from submitting). */
const commitOnEnter = (text: ReturnType<typeof useUrlSyncedText>) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    text.flush();
  }
};

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
      <TextField
        label="Buscar"
        type="search"
        placeholder="Cargo, empresa o habilidad"
        value={search.text}
        onChange={(event) => search.onChange(event.target.value)}
        onKeyDown={commitOnEnter(search)}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label="Lugar"
        type="search"
        placeholder="Ciudad o país"
        value={place.text}
        onChange={(event) => place.onChange(event.target.value)}
        onKeyDown={commitOnEnter(place)}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <PlaceOutlined aria-hidden />
              </InputAdornment>
            ),
          },
        }}
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

import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { MODALITIES, modalityLabel, SENIORITIES, seniorityLabel } from '@/shared/domain';
import type { useUrlSyncedText } from '@/shared/hooks/useUrlSyncedText';
import { SEARCH_MAX_LENGTH, type JobSearchState } from '../searchParams';

const ALL = '';

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
      <TextField
        select
        label="Categoría"
        value={state.category ?? ALL}
        onChange={(event) =>
          go({ category: (event.target.value || undefined) as JobSearchState['category'] })
        }
      >
        <MenuItem value={ALL}>Todas</MenuItem>
        {JOB_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Modalidad"
        value={state.modality ?? ALL}
        onChange={(event) =>
          go({ modality: (event.target.value || undefined) as JobSearchState['modality'] })
        }
      >
        <MenuItem value={ALL}>Todas</MenuItem>
        {MODALITIES.map((modality) => (
          <MenuItem key={modality} value={modality}>
            {modalityLabel(modality)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Nivel"
        value={state.seniority ?? ALL}
        onChange={(event) =>
          go({ seniority: (event.target.value || undefined) as JobSearchState['seniority'] })
        }
      >
        <MenuItem value={ALL}>Todos</MenuItem>
        {SENIORITIES.map((seniority) => (
          <MenuItem key={seniority} value={seniority}>
            {seniorityLabel(seniority)}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}

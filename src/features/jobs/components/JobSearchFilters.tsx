import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { JOB_CATEGORIES } from '@/shared/domain/categories';
import { MODALITIES, modalityLabel } from '@/shared/domain';
import type { useUrlSyncedText } from '@/shared/hooks/useUrlSyncedText';
import { SEARCH_MAX_LENGTH, type JobSearchState } from '../searchParams';

const ALL = '';

interface Props {
  /** The search text as typed (the URL follows it). */
  search: ReturnType<typeof useUrlSyncedText>;
  state: JobSearchState;
  /** Changes filters, back to the first page. */
  go: (patch: Partial<JobSearchState>) => void;
}

/** "Filtros de búsqueda": the text, the category and the modality. */
export function JobSearchFilters({ search, state, go }: Props) {
  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label="Filtros de búsqueda"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
      }}
      sx={{
        p: 2,
        borderRadius: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
      }}
    >
      <TextField
        label="Buscar"
        type="search"
        placeholder="Cargo, empresa o habilidad"
        value={search.text}
        onChange={(event) => search.onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once (the selects' inputs keep the form from submitting on Enter).
          if (event.key === 'Enter') {
            event.preventDefault();
            search.flush();
          }
        }}
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
    </Paper>
  );
}

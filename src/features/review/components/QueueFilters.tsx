import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { PickersProvider } from '@/theme/PickersProvider';
import { STAGE_TYPES, stageTypeLabel, type StageType } from '@/shared/domain';
import { hasFilters, type QueueParams } from '../queueParams';
import { DateFilter } from '@/shared/forms/DateFilter';
import type { CommitNavigation } from '@/shared/hooks/useUrlSyncedText';
import { OfferChip, OfferFilter } from './OfferFilter';
import { QueueSortFields } from './QueueSortFields';
import { TextFilter } from './TextFilter';

const AUTOMATIZABLE = { all: 'Todos', true: 'Sí', false: 'No' } as const;

interface Props {
  params: QueueParams;
  /** Filters go back to page 1. A text filter's commit passes its navigation's options. */
  onChange: (patch: Partial<QueueParams>, navigation?: CommitNavigation) => void;
  onClear: () => void;
  /** The title of the offer in `params.jobOfferId` (null: no offer chosen). */
  offerTitle: string | null;
}

function activeCount(params: QueueParams): number {
  return [
    params.search,
    params.candidateName,
    params.jobOfferId,
    params.stageType,
    params.automatizable !== null,
    params.startDate,
    params.endDate,
  ].filter(Boolean).length;
}

/** Every query parameter of the queue as a control (product spec §7). */
export function QueueFilters({ params, onChange, onClear, offerTitle }: Props) {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const count = activeCount(params);

  const more = (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <TextFilter
        label="Candidato"
        value={params.candidateName}
        onCommit={(candidateName, navigation) => onChange({ candidateName }, navigation)}
      />
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <OfferFilter
          value={params.jobOfferId}
          onChange={(jobOfferId) => onChange({ jobOfferId })}
        />
      </Box>
      <TextField
        select
        size="small"
        label="Tipo de etapa"
        value={params.stageType ?? 'all'}
        onChange={(event) =>
          onChange({
            stageType: event.target.value === 'all' ? null : (event.target.value as StageType),
          })
        }
      >
        <MenuItem value="all">Todos</MenuItem>
        {STAGE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {stageTypeLabel(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Automatizable"
        value={params.automatizable === null ? 'all' : String(params.automatizable)}
        onChange={(event) =>
          onChange({
            automatizable: event.target.value === 'all' ? null : event.target.value === 'true',
          })
        }
      >
        {Object.entries(AUTOMATIZABLE).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <PickersProvider>
        <DateFilter
          label="Desde"
          otherLabel="Hasta"
          value={params.startDate}
          maxDate={params.endDate}
          onCommit={(startDate) => onChange({ startDate })}
        />
        <DateFilter
          label="Hasta"
          otherLabel="Desde"
          value={params.endDate}
          minDate={params.startDate}
          onCommit={(endDate) => onChange({ endDate })}
        />
      </PickersProvider>
      {compact ? <QueueSortFields params={params} onChange={onChange} /> : null}
    </Box>
  );

  return (
    <Paper
      component="section"
      aria-label="Filtros"
      variant="outlined"
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, '& .MuiTextField-root': { width: '100%' } }}>
            <TextFilter
              label="Buscar"
              icon
              value={params.search}
              onCommit={(search, navigation) => onChange({ search }, navigation)}
            />
          </Box>
          {compact ? (
            <Button
              variant="outlined"
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls="review-more-filters"
              startIcon={
                <Badge badgeContent={count} color="primary">
                  <FilterListIcon />
                </Badge>
              }
            >
              Filtros
            </Button>
          ) : null}
          <Button onClick={onClear} disabled={!hasFilters(params)} sx={{ whiteSpace: 'nowrap' }}>
            Limpiar filtros
          </Button>
        </Stack>
        {params.jobOfferId && offerTitle ? (
          <OfferChip title={offerTitle} onRemove={() => onChange({ jobOfferId: null })} />
        ) : null}
        {compact ? (
          <Collapse in={open} id="review-more-filters" unmountOnExit>
            {more}
          </Collapse>
        ) : (
          more
        )}
      </Stack>
    </Paper>
  );
}

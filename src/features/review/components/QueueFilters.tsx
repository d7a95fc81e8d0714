import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { STAGE_TYPES, stageTypeLabel } from '@/shared/domain';
import { hasFilters, type QueueParams } from '../queueParams';
import { DateRangeFilter } from '@/shared/forms/DateRangeFilter';
import { SelectField } from '@/shared/forms/SelectField';
import type { CommitNavigation } from '@/shared/hooks/useUrlSyncedText';
import { OfferChip, OfferFilter } from './OfferFilter';
import { QueueSortFields } from './QueueSortFields';
import { TextFilter } from './TextFilter';

const AUTOMATIZABLE = ['true', 'false'] as const;

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
      <SelectField
        label="Tipo de etapa"
        value={params.stageType ?? undefined}
        options={STAGE_TYPES}
        optionLabel={stageTypeLabel}
        emptyLabel="Todos"
        onChange={(stageType) => onChange({ stageType: stageType ?? null })}
      />
      <SelectField
        label="Automatizable"
        value={params.automatizable === null ? undefined : String(params.automatizable)}
        options={AUTOMATIZABLE}
        optionLabel={(value) => (value === 'true' ? 'Sí' : 'No')}
        emptyLabel="Todos"
        onChange={(value) =>
          onChange({ automatizable: value === undefined ? null : value === 'true' })
        }
      />
      <DateRangeFilter
        from={params.startDate}
        to={params.endDate}
        onFrom={(startDate) => onChange({ startDate })}
        onTo={(endDate) => onChange({ endDate })}
      />
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

import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { RouterLink } from '@/shared/navigation';
import {
  SortableTableHead,
  type SortOrder,
  type TableColumn,
} from '@/shared/screens/SortableTableHead';
import { reviewPath, SELECT_ALL_LABEL } from '../constants';
import { formatDateTime, formatTimeAgo, stageTypeLabel } from '@/shared/domain';
import type { ReviewAttempt } from '../model';
import type { QueueParams, SortField } from '../queueParams';
import { candidateFullName, proposalText, waitingTime } from '../rules';

interface Props {
  rows: ReviewAttempt[];
  params: QueueParams;
  /** `?…` of the current view, carried to the review screen. */
  search: string;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAutomatizable: () => void;
  onSort: (field: SortField, order: SortOrder) => void;
  now: number;
  /** Phone and tablet: cards instead of a table. */
  compact: boolean;
}

function Submitted({ iso, now }: { iso: string; now: number }) {
  return (
    <Tooltip title={formatDateTime(iso)}>
      <Box component="time" dateTime={iso} tabIndex={0} sx={{ whiteSpace: 'nowrap' }}>
        {formatTimeAgo(iso, now)}
      </Box>
    </Tooltip>
  );
}

function Waiting({ iso, now }: { iso: string; now: number }) {
  const waiting = waitingTime(iso, now);
  return waiting.overdue ? (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<ScheduleIcon />}
      label={`${waiting.label} · atrasado`}
    />
  ) : (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {waiting.label}
    </Typography>
  );
}

function Proposal({ attempt }: { attempt: ReviewAttempt }) {
  const text = proposalText(attempt);
  if (!text)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={attempt.proposedStatus === 'passed' ? 'success' : 'error'}
      label={text}
    />
  );
}

const COLUMNS: TableColumn<SortField>[] = [
  { id: 'candidate', label: 'Candidato', sort: 'candidateName' },
  { id: 'offer', label: 'Oferta', sort: 'jobOfferTitle' },
  { id: 'stage', label: 'Etapa', sort: 'stageType' },
  { id: 'submitted', label: 'Enviado', sort: 'submittedAt' },
  { id: 'proposal', label: 'Propuesta', sort: 'proposedScore' },
  { id: 'waiting', label: 'Espera' },
];

/** What a row and a card show and do: one attempt, its check box, the link to its review. */
interface ItemProps {
  attempt: ReviewAttempt;
  checked: boolean;
  onToggle: (id: string) => void;
  search: string;
  now: number;
}

const Row = memo(function Row({ attempt, checked, onToggle, search, now }: ItemProps) {
  const name = candidateFullName(attempt);
  const to = reviewPath(attempt.id, search);
  return (
    <TableRow
      hover
      selected={checked}
      // A click on the row is a click on its link. Not `useNavigate`: it reads the route's
      // context, which every navigation renews, so each memoised row would render again at a
      // filter's change, before its answer comes.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button, input, [tabindex]')) return;
        event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click();
      }}
      // A selected row is marked by a bar at its start, not a tint: the links on a tinted
      // row fall under 4.5:1 (axe, with a dialog open over a selection).
      sx={{
        cursor: 'pointer',
        '&.Mui-selected': {
          bgcolor: 'transparent',
          boxShadow: 'inset 4px 0 0 var(--mui-palette-primary-main)',
        },
        '&.Mui-selected:hover': { bgcolor: 'action.hover' },
      }}
    >
      <TableCell padding="checkbox">
        <Checkbox
          checked={checked}
          onChange={() => onToggle(attempt.id)}
          slotProps={{ input: { 'aria-label': `Seleccionar el intento de ${name}` } }}
        />
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 500 }}>
          {name}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 240 }}>
          {attempt.candidate?.email}
        </Typography>
      </TableCell>
      <TableCell sx={{ maxWidth: 260 }}>
        <Typography variant="body2">{attempt.jobOffer?.title ?? 'Oferta eliminada'}</Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{attempt.stageName}</Typography>
        {stageTypeLabel(attempt.stageType) !== attempt.stageName ? (
          <Typography variant="caption" color="text.secondary">
            {stageTypeLabel(attempt.stageType)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <Submitted iso={attempt.submittedAt} now={now} />
      </TableCell>
      <TableCell>
        <Proposal attempt={attempt} />
      </TableCell>
      <TableCell>
        <Waiting iso={attempt.submittedAt} now={now} />
      </TableCell>
    </TableRow>
  );
});

const Card = memo(function Card({ attempt, checked, onToggle, search, now }: ItemProps) {
  const name = candidateFullName(attempt);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 1.5,
        borderRadius: 3,
        display: 'flex',
        gap: 1,
        borderColor: checked ? 'primary.main' : undefined,
      }}
    >
      <Checkbox
        checked={checked}
        onChange={() => onToggle(attempt.id)}
        sx={{ alignSelf: 'flex-start', mt: -0.5, ml: -0.5 }}
        slotProps={{ input: { 'aria-label': `Seleccionar el intento de ${name}` } }}
      />
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component={RouterLink}
          to={reviewPath(attempt.id, search)}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {name}
        </Link>
        <Typography variant="body2">{attempt.jobOffer?.title ?? 'Oferta eliminada'}</Typography>
        <Typography variant="body2" color="text.secondary">
          {stageTypeLabel(attempt.stageType) === attempt.stageName
            ? attempt.stageName
            : `${attempt.stageName} · ${stageTypeLabel(attempt.stageType)}`}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', pt: 0.5 }}
        >
          <Typography variant="body2" color="text.secondary">
            Enviado <Submitted iso={attempt.submittedAt} now={now} />
          </Typography>
          <Waiting iso={attempt.submittedAt} now={now} />
          <Proposal attempt={attempt} />
        </Stack>
      </Stack>
    </Paper>
  );
});

/** The queue's rows: a table from md up, cards below. */
export function QueueTable({
  rows,
  params,
  search,
  selected,
  onToggle,
  onToggleAutomatizable,
  onSort,
  now,
  compact,
}: Props) {
  const automatizable = rows.filter((r) => r.automatizable);
  const chosen = automatizable.filter((r) => selected.has(r.id)).length;
  const all = automatizable.length > 0 && chosen === automatizable.length;
  const itemProps = (attempt: ReviewAttempt): ItemProps => ({
    attempt,
    checked: selected.has(attempt.id),
    onToggle,
    search,
    now,
  });

  const selectAll = (
    <Checkbox
      checked={all}
      indeterminate={!all && selected.size > 0}
      disabled={automatizable.length === 0}
      onChange={onToggleAutomatizable}
      slotProps={{ input: { 'aria-label': SELECT_ALL_LABEL } }}
    />
  );

  if (compact) {
    return (
      <Stack spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          {selectAll}
          <Typography variant="body2">Seleccionar automatizables</Typography>
        </Stack>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((attempt) => (
            <Card key={attempt.id} {...itemProps(attempt)} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table size="small" aria-label="Intentos por revisar">
        <SortableTableHead
          columns={COLUMNS}
          sortBy={params.sortBy}
          sortOrder={params.sortOrder}
          onSort={onSort}
          leading={<TableCell padding="checkbox">{selectAll}</TableCell>}
        />
        <TableBody>
          {rows.map((attempt) => (
            <Row key={attempt.id} {...itemProps(attempt)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

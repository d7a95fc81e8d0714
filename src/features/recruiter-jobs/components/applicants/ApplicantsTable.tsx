import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { applicationStatusLabel, formatShortDate } from '@/shared/domain';
import { SortableTable, type TableSort } from '@/shared/screens/SortableTable';
import type { TableColumn } from '@/shared/screens/SortableTableHead';
import type { Applicant, ApplicantListArgs, ApplicantSortBy } from '../../model';
import { CvButton } from './CvButton';
import { ApplicantName } from './ApplicantName';
import { StageCell } from './StageCell';

const COLUMNS: TableColumn<ApplicantSortBy>[] = [
  { id: 'name', label: 'Candidato', sort: 'candidateName' },
  { id: 'match', label: 'Coincidencia', sort: 'match', numeric: true },
  { id: 'stage', label: 'Etapa actual' },
  { id: 'status', label: 'Estado' },
  { id: 'date', label: 'Postulación', sort: 'createdAt' },
  { id: 'cv', label: 'CV' },
];

type Props = {
  applicants: readonly Applicant[];
  offerId: string;
  args: ApplicantListArgs;
  fetching: boolean;
  onSort: (sort: TableSort<ApplicantSortBy>) => void;
};

/** The applicants from a tablet up: a table sorted by its headers. */
export function ApplicantsTable({ applicants, offerId, args, fetching, onSort }: Props) {
  return (
    <SortableTable
      label="Postulantes"
      columns={COLUMNS}
      sort={args}
      onSort={onSort}
      fetching={fetching}
    >
      {applicants.map((applicant) => (
        <TableRow key={applicant.id} hover>
          <TableCell>
            <Typography variant="body2">
              <ApplicantName applicant={applicant} offerId={offerId} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {applicant.candidate?.email}
            </Typography>
          </TableCell>
          <TableCell align="right">{applicant.match.percent}%</TableCell>
          <TableCell>
            <StageCell applicant={applicant} />
          </TableCell>
          <TableCell>{applicationStatusLabel(applicant.status)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatShortDate(applicant.createdAt)}
          </TableCell>
          <TableCell>
            <CvButton applicant={applicant} />
          </TableCell>
        </TableRow>
      ))}
    </SortableTable>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { applicationStatusLabel, formatShortDate } from '@/shared/domain';
import { SortableTableHead, type TableColumn } from '@/shared/screens/SortableTableHead';
import type { Applicant, ApplicantListArgs, ApplicantSortBy } from '../../model';
import { CvButton } from './CvButton';
import { fullName } from './fullName';
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
  args: ApplicantListArgs;
  fetching: boolean;
  onSort: (change: Pick<ApplicantListArgs, 'sortBy' | 'sortOrder'>) => void;
};

/** The applicants from a tablet up: a table sorted by its headers. */
export function ApplicantsTable({ applicants, args, fetching, onSort }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Postulantes" sx={{ opacity: fetching ? 0.6 : 1 }}>
        <SortableTableHead
          columns={COLUMNS}
          sortBy={args.sortBy}
          sortOrder={args.sortOrder}
          onSort={(sortBy, sortOrder) => onSort({ sortBy, sortOrder })}
        />
        <TableBody>
          {applicants.map((applicant) => (
            <TableRow key={applicant.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {fullName(applicant)}
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatShortDate, NO_VALUE } from '@/shared/domain';
import { RouterLink } from '@/shared/navigation';
import { SortableTable, type TableSort } from '@/shared/screens/SortableTable';
import type { TableColumn } from '@/shared/screens/SortableTableHead';
import { jobPath } from '../../paths';
import type { OfferSortBy, StaffJobOffer, StaffOfferListArgs } from '../../model';
import { StatusChip } from '../StatusChip';
import { RowActions } from './RowActions';

const COLUMNS: TableColumn<OfferSortBy>[] = [
  { id: 'title', label: 'Título', sort: 'title' },
  { id: 'status', label: 'Estado' },
  { id: 'category', label: 'Categoría' },
  { id: 'city', label: 'Ciudad' },
  { id: 'applicants', label: 'Postulantes', sort: 'applicantsCount', numeric: true },
  { id: 'createdAt', label: 'Creada', sort: 'createdAt' },
  { id: 'publishedAt', label: 'Publicada', sort: 'publishedAt' },
  { id: 'actions', label: 'Acciones' },
];

type Props = {
  offers: readonly StaffJobOffer[];
  args: StaffOfferListArgs;
  fetching: boolean;
  onSort: (sort: TableSort<OfferSortBy>) => void;
};

/** The offers from a tablet up: a table sorted by its headers. */
export function OffersTable({ offers, args, fetching, onSort }: Props) {
  return (
    <SortableTable
      label="Ofertas"
      columns={COLUMNS}
      sort={args}
      onSort={onSort}
      fetching={fetching}
    >
      {offers.map((offer) => (
        <TableRow key={offer.id} hover>
          <TableCell sx={{ minWidth: 220 }}>
            <Link component={RouterLink} to={jobPath(offer.id)} sx={{ fontWeight: 500 }}>
              {offer.title}
            </Link>
          </TableCell>
          <TableCell>
            <StatusChip status={offer.status} />
          </TableCell>
          <TableCell>{offer.category}</TableCell>
          <TableCell>{offer.city}</TableCell>
          <TableCell align="right">{offer.applicantsCount}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatShortDate(offer.createdAt) || NO_VALUE}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatShortDate(offer.publishedAt) || NO_VALUE}
          </TableCell>
          <TableCell>
            <RowActions offer={offer} />
          </TableCell>
        </TableRow>
      ))}
    </SortableTable>
  );
}

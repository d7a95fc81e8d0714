import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { SortableTableHead, type SortOrder, type TableColumn } from './SortableTableHead';

/** A list's sort, as kept in its URL. */
export interface TableSort<S extends string> {
  sortBy: S;
  sortOrder: SortOrder;
}

interface Props<S extends string> {
  /** The table's accessible name ("Ofertas"). */
  label: string;
  columns: readonly TableColumn<S>[];
  sort: TableSort<S>;
  /** A header pressed: the list's new sort. */
  onSort: (sort: TableSort<S>) => void;
  /** A new page or sort is loading: the rows shown are dimmed until it comes. */
  fetching: boolean;
  /** The rows (`TableRow`s), one cell per column. */
  children: ReactNode;
}

/** A list shown as a table from a tablet up, sorted by its headers. */
export function SortableTable<S extends string>({
  label,
  columns,
  sort,
  onSort,
  fetching,
  children,
}: Props<S>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ opacity: fetching ? 0.6 : 1 }}>
        <SortableTableHead
          columns={columns}
          sortBy={sort.sortBy}
          sortOrder={sort.sortOrder}
          onSort={(sortBy, sortOrder) => onSort({ sortBy, sortOrder })}
        />
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

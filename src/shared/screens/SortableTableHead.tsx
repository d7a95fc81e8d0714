import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

export type SortOrder = 'asc' | 'desc';

export type TableColumn<S extends string> = {
  id: string;
  label: string;
  /** The list's sort key this column sorts by (absent: not sortable). */
  sort?: S;
  numeric?: boolean;
};

type Props<S extends string> = {
  columns: readonly TableColumn<S>[];
  sortBy: S | undefined;
  sortOrder: SortOrder;
  /** A sortable header pressed: that key, ascending, or the other way if already so. */
  onSort: (sortBy: S, sortOrder: SortOrder) => void;
  /** Cells before the columns (a select-all checkbox). */
  leading?: ReactNode;
};

/** A list table's header row, whose sortable columns sort the list (kept in the URL). */
export function SortableTableHead<S extends string>({
  columns,
  sortBy,
  sortOrder,
  onSort,
  leading,
}: Props<S>) {
  const sortOn = (key: S | undefined) => {
    if (key) onSort(key, sortBy === key && sortOrder === 'asc' ? 'desc' : 'asc');
  };
  return (
    <TableHead>
      <TableRow>
        {leading}
        {columns.map((column) => (
          <TableCell
            key={column.id}
            align={column.numeric ? 'right' : 'left'}
            sortDirection={column.sort && sortBy === column.sort ? sortOrder : false}
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {column.sort ? (
              <TableSortLabel
                active={sortBy === column.sort}
                direction={sortBy === column.sort ? sortOrder : 'asc'}
                onClick={() => sortOn(column.sort)}
              >
                {column.label}
              </TableSortLabel>
            ) : (
              column.label
            )}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

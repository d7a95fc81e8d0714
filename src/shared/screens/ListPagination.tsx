import TablePagination from '@mui/material/TablePagination';
import { pageItemLabel } from '@/shared/text/pagination';

type Props = {
  total: number;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** A list's paging controls, in Spanish; at 390 px they wrap instead of hiding the arrows. */
export function ListPagination({ total, page, pageSize, pageSizes, onPage, onPageSize }: Props) {
  return (
    <TablePagination
      component="div"
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 0, sm: 2 } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage="Filas por página"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      getItemAriaLabel={pageItemLabel}
    />
  );
}

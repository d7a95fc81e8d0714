import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ListPagination } from '@/shared/screens/ListPagination';
import { PAGE_SIZES } from '../listParams';

interface Props {
  total: number;
  paging: { page: number; pageSize: number };
  /** A page chosen (kept in the URL as it is), or a page size (back to the first page). */
  onChange: (change: { page: number } | { pageSize: number }, resetPage?: boolean) => void;
  /** The rows as cards, on phones. */
  cards: ReactNode;
  /** The rows as a sortable table, from a tablet up. */
  table: ReactNode;
}

/** A staff list's page: cards on a phone, a table from a tablet up, and its paging under it. */
export function PagedList({ total, paging, onChange, cards, table }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <>
      {phone ? cards : table}
      <ListPagination
        total={total}
        page={paging.page}
        pageSize={paging.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(page) => onChange({ page }, false)}
        onPageSize={(pageSize) => onChange({ pageSize })}
      />
    </>
  );
}

import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { pageItemLabel } from '@/shared/text/pagination';
import { PAGE_SIZES } from '../searchParams';

interface Props {
  page: number;
  totalPages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * Pages of a list and "Ofertas por página" (12, 24, 48). Memoised: a change of the offers above
 * it (a favourite) does not draw it again.
 */
export const OfferPagination = memo(function OfferPagination({
  page,
  totalPages,
  pageSize,
  onPage,
  onPageSize,
}: Props) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
    >
      {totalPages > 1 ? (
        <Pagination
          aria-label="Paginación"
          page={Math.min(page, totalPages)}
          count={totalPages}
          color="primary"
          siblingCount={1}
          boundaryCount={1}
          getItemAriaLabel={pageItemLabel}
          onChange={(_event, next) => onPage(next)}
        />
      ) : (
        <span />
      )}
      <TextField
        select
        size="small"
        label="Ofertas por página"
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
        sx={{ width: 170 }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
});

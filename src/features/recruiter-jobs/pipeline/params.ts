import { STAGE_STATUSES, type StageStatus } from '@/shared/domain';
import type { BoardFilter } from './columns';

/** The board's filter as its URL keeps it: `estado` (a stage status) and `buscar` (a name). */
export function parseBoardFilter(search: URLSearchParams): BoardFilter {
  const status = search.get('estado');
  const text = search.get('buscar')?.trim().slice(0, 200);
  return {
    status: (STAGE_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as StageStatus)
      : undefined,
    search: text || undefined,
  };
}

export function boardFilterSearch(filter: BoardFilter): URLSearchParams {
  const out = new URLSearchParams();
  if (filter.status) out.set('estado', filter.status);
  if (filter.search) out.set('buscar', filter.search);
  return out;
}

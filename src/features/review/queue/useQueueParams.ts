import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import {
  parseQueueParams,
  queueSearchParams,
  withoutFilters,
  type QueueParams,
} from '../queueParams';

/**
 * The queue's view as the URL holds it: `update` it (a new history entry; filters go back to
 * page 1) or `clear` its filters.
 */
export function useQueueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseQueueParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<QueueParams>, navigation?: NavigateOptions, keepPage = false) =>
      setSearchParams(
        (current) =>
          queueSearchParams({
            ...parseQueueParams(current),
            ...(keepPage ? {} : { page: 1 }),
            ...patch,
          }),
        navigation,
      ),
    [setSearchParams],
  );
  const clear = () => setSearchParams(queueSearchParams(withoutFilters(params)));

  return { params, update, clear };
}

/** A page past the end (after decisions, or a stale link) goes to the last one. */
export function useClampedPage(
  page: number,
  lastPage: number,
  update: ReturnType<typeof useQueueParams>['update'],
) {
  useEffect(() => {
    if (lastPage > 0 && page > lastPage) update({ page: lastPage }, { replace: true }, true);
  }, [lastPage, page, update]);
}

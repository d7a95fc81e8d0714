import { useGetReviewQueueQuery } from '../api';
import { toApiQuery, type QueueParams } from '../queueParams';

export interface Neighbour {
  id: string;
  /** The queue page it is on. */
  page: number;
}

/**
 * The attempts before and after this one in the queue the recruiter came from (the queue's
 * filters and page ride along in the URL), crossing to the next or previous page at the ends.
 */
export function useNeighbours(attemptId: string, params: QueueParams) {
  const current = useGetReviewQueueQuery(toApiQuery(params));
  const rows = current.data?.data ?? [];
  const index = rows.findIndex((row) => row.id === attemptId);
  const totalPages = current.data?.totalPages ?? 0;
  const needNext = index >= 0 && index === rows.length - 1 && params.page < totalPages;
  const needPrevious = index === 0 && params.page > 1;
  const nextPage = useGetReviewQueueQuery(toApiQuery({ ...params, page: params.page + 1 }), {
    skip: !needNext,
  });
  const previousPage = useGetReviewQueueQuery(toApiQuery({ ...params, page: params.page - 1 }), {
    skip: !needPrevious,
  });

  let next: Neighbour | null = null;
  let previous: Neighbour | null = null;
  if (index === -1) {
    // Opened from a link outside this page of the queue: "Siguiente" starts the page.
    const first = rows.find((row) => row.id !== attemptId);
    if (first) next = { id: first.id, page: params.page };
  } else {
    const after = rows[index + 1];
    const before = rows[index - 1];
    if (after) next = { id: after.id, page: params.page };
    else if (needNext && nextPage.data?.data[0])
      next = { id: nextPage.data.data[0].id, page: params.page + 1 };
    if (before) previous = { id: before.id, page: params.page };
    else if (needPrevious && previousPage.data?.data.at(-1))
      previous = { id: previousPage.data.data.at(-1)!.id, page: params.page - 1 };
  }
  const position =
    index >= 0 && current.data
      ? { number: (params.page - 1) * params.pageSize + index + 1, total: current.data.total }
      : null;
  return { next, previous, position };
}

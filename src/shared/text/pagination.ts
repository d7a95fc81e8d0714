/**
 * The names of a pagination's buttons (MUI's `Pagination` and `TablePagination`
 * `getItemAriaLabel`): "Página siguiente", "Ir a la página 3", "Página actual, 2".
 */
export function pageItemLabel(
  type: 'page' | 'first' | 'last' | 'next' | 'previous' | string,
  page?: number | null,
  selected?: boolean,
): string {
  switch (type) {
    case 'page':
      return `${selected ? 'Página actual, ' : 'Ir a la página '}${page}`;
    case 'next':
      return 'Página siguiente';
    case 'previous':
      return 'Página anterior';
    case 'first':
      return 'Primera página';
    default:
      return 'Última página';
  }
}

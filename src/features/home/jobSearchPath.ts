/** The job search URL for a text and/or a category; empty values are left out. */
export function jobSearchPath({
  search,
  category,
}: {
  search?: string;
  category?: string;
}): string {
  const params = new URLSearchParams();
  const text = search?.trim();
  if (text) params.set('search', text);
  if (category) params.set('category', category);
  const query = params.toString();
  return query ? `/app/jobs?${query}` : '/app/jobs';
}

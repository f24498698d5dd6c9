/** One page of a back-office list: its bounds, and the answer's paging fields. */
export function pageOf(query: { page?: number; page_size?: number }, defaultSize = 25) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultSize;
  return {
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    answer: <T>(items: T[], total: number) => ({
      items,
      total,
      page,
      page_size: pageSize,
      pages: Math.max(1, Math.ceil(total / pageSize)),
    }),
  };
}

/** Rules of the gallery's lightbox and the partners page (issue 14). */

/** The picture `step` away from `index` in a list of `count`, wrapping at either end. */
export function lightboxStep(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export type RegionPartner = { regionId: number; regionName: string; regionPosition: number };

/**
 * Partners grouped by region, regions in their position order (then name), each region once and
 * only when it has partners; partners keep their given order.
 */
export function groupByRegion<T extends RegionPartner>(
  partners: readonly T[],
): { id: number; name: string; partners: T[] }[] {
  const groups = new Map<number, { id: number; name: string; position: number; partners: T[] }>();
  for (const partner of partners) {
    let group = groups.get(partner.regionId);
    if (!group) {
      group = {
        id: partner.regionId,
        name: partner.regionName,
        position: partner.regionPosition,
        partners: [],
      };
      groups.set(partner.regionId, group);
    }
    group.partners.push(partner);
  }
  return [...groups.values()]
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name) || a.id - b.id)
    .map(({ id, name, partners: list }) => ({ id, name, partners: list }));
}

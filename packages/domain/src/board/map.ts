/**
 * The board's map (issue 17, decision 0054): the visible box read from `west,south,east,north`,
 * and the grid the server groups adverts by at a zoom, so a map of 100k adverts gets a few
 * hundred points; a cell is about 60 screen pixels of a 256-pixel tile.
 */
export type MapBox = { west: number; south: number; east: number; north: number };

export function readMapBox(text: string): MapBox | null {
  const parts = text.split(",").map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [west = 0, south = 0, east = 0, north = 0] = parts;
  if (west < -180 || east > 180 || south < -90 || north > 90) return null;
  if (west >= east || south >= north) return null;
  return { west, south, east, north };
}

/** The grid cell's side in degrees at a zoom (1 to 18). */
export function mapCellDegrees(zoom: number): number {
  const z = Math.min(18, Math.max(1, Math.round(zoom)));
  return (360 / 2 ** z) * (60 / 256);
}

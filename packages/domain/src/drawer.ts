export const DRAWER_TABS = ["menu", "catalog"] as const;
export type DrawerTab = (typeof DRAWER_TABS)[number];

/** The drawer menu has exactly two tabs; any other value is a programming error (spec section 4). */
export function assertDrawerTab(value: string): DrawerTab {
  if ((DRAWER_TABS as readonly string[]).includes(value)) return value as DrawerTab;
  throw new Error(`Invalid drawer tab "${value}": expected "menu" or "catalog"`);
}

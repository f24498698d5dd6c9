import { assertDrawerTab, type DrawerTab } from "@sf/domain";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

export type ModalName = "drawer" | "search" | "login";

type ModalState = {
  active: ModalName | null;
  drawerTab: DrawerTab;
  open(name: ModalName): void;
  openDrawer(tab: string): void;
  close(): void;
};

const ModalContext = createContext<ModalState | null>(null);

/**
 * The global modal host: one modal at a time (opening one closes the others), and the drawer
 * remembers which of its two tabs is shown.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ModalName | null>(null);
  const [drawerTab, setDrawerTab] = useState<DrawerTab>("menu");
  const open = useCallback((name: ModalName) => setActive(name), []);
  const openDrawer = useCallback((tab: string) => {
    setDrawerTab(assertDrawerTab(tab));
    setActive("drawer");
  }, []);
  const close = useCallback(() => setActive(null), []);
  const value = useMemo(
    () => ({ active, drawerTab, open, openDrawer, close }),
    [active, drawerTab, open, openDrawer, close],
  );
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModals(): ModalState {
  const state = useContext(ModalContext);
  if (!state) throw new Error("useModals must be used inside ModalProvider");
  return state;
}

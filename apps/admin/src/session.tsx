import type { AdminMe } from "@sf/contract";
import type { StaffArea } from "@sf/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { api } from "./api.ts";
import { Forbidden, Loading } from "./components/ui.tsx";

/** The signed-in member (null when signed out); every screen reads it from one query. */
export function useMe() {
  return useQuery({
    queryKey: ["me"],
    queryFn: async () => (await api<{ me: AdminMe | null }>("/auth/session")).me,
    staleTime: 60_000,
  });
}

/**
 * A screen of one area: shown to roles the API grants it, "no access" to the others without
 * asking the API (which would refuse with a 403 anyway).
 */
export function RequireArea({ area, children }: { area: StaffArea; children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <Loading />;
  if (!me.data?.areas.includes(area)) return <Forbidden />;
  return children;
}

import type { AdminMe } from "@sf/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api.ts";

/** The signed-in member (null when signed out); every screen reads it from one query. */
export function useMe() {
  return useQuery({
    queryKey: ["me"],
    queryFn: async () => {
      try {
        return await api<AdminMe>("/me");
      } catch (error) {
        if ((error as { status?: number }).status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

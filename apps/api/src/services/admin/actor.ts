import type { Db } from "@sf/db";
import type { StaffRoleName } from "@sf/domain";

/** The signed-in staff member a back-office request acts as. */
export type StaffActor = {
  id: number;
  siteId: number;
  email: string;
  name: string;
  role: StaffRoleName;
  totpEnabled: boolean;
  sessionId: number;
  ip: string;
};

/** A transaction or the database itself. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

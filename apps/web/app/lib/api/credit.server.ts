import {
  type CreditRequestInput,
  creditCalculatorSchema,
  creditRequestResponseSchema,
  storesSchema,
} from "@sf/contract";
import type { Client } from "./client.server.ts";

/** Buying on credit (decision 0044): the calculator's programmes, the branches, the application. */
export const creditApi = (client: Client) => ({
  calculator: () => client.shared("/calculator/credit-calculator/", creditCalculatorSchema),
  filials: () => client.shared("/calculator/filials/", storesSchema),
  /** Refusals (400 with field messages, 429) come back as values. */
  request: (request: CreditRequestInput) =>
    client.send("/calculator/credit-request/", request, creditRequestResponseSchema, { session: false }),
});

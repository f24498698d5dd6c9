import type { NovaPostCity, NovaPostDivision, NovaPostPrice } from "@sf/contract";
import type { PostalSteps } from "@sf/domain";

/**
 * The cart page's Nova Post steps without JavaScript, as its loader found them: the towns of the
 * search, the chosen town (one of those towns), its branches or lockers, the chosen one, and the
 * carrier's price once the choice is complete.
 */
export type PostalStepsData = {
  steps: PostalSteps;
  /** null: no search was sent (fewer than two letters). */
  towns: NovaPostCity[] | null;
  city: NovaPostCity | null;
  /** null: no town yet, or the courier brings the parcel. */
  divisions: NovaPostDivision[] | null;
  division: NovaPostDivision | null;
  price: NovaPostPrice | null;
  /** The carrier's reason for no price (too heavy, no lockers...). */
  warning: string | null;
  /** The carrier (or the API) did not answer. */
  failed: boolean;
};

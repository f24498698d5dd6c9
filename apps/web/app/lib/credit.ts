import type { CreditProgrammeView } from "@sf/contract";
import {
  type CreditFigures,
  type CreditProblem,
  type CreditProgramme,
  creditFigures,
  creditProblem,
  programmeFromSettings,
  programmeTerms,
} from "@sf/domain";

/** What the credit calculator shows for a choice: the figures, or why the loan is not offered. */
export type CreditChoice = {
  programme: CreditProgramme | null;
  amount: number | null;
  months: number;
  terms: number[];
  figures: CreditFigures | null;
  problem: CreditProblem | "amount" | null;
};

/** Reads a typed amount ("12 500", "12500,50"); null when it is not a positive number. */
export function parseAmount(typed: string | null | undefined): number | null {
  if (!typed) return null;
  const value = Number(typed.replace(/\s/g, "").replace(",", "."));
  return Number.isFinite(value) && value > 0 && value <= 10_000_000 ? value : null;
}

/**
 * The calculator's answer, the same on the server (the form sent without JavaScript) and in the
 * browser (as the shopper types): the chosen programme (else the first), the chosen term when the
 * programme offers it (else its longest), and the domain's figures when the loan fits.
 */
export function chooseCredit(
  programmes: readonly CreditProgrammeView[],
  typed: { amount?: string | null; months?: string | null; programme?: string | null },
): CreditChoice {
  const all = programmes.map(programmeFromSettings);
  const programme = all.find((p) => String(p.id) === typed.programme) ?? all[0] ?? null;
  const amount = parseAmount(typed.amount);
  const terms = programme ? programmeTerms(programme) : [];
  const asked = Number(typed.months);
  const months = terms.includes(asked) ? asked : (terms.at(-1) ?? 0);
  if (!programme) return { programme, amount, months, terms, figures: null, problem: null };
  if (amount === null) return { programme, amount, months, terms, figures: null, problem: "amount" };
  const problem = creditProblem(programme, { amount, months });
  return {
    programme,
    amount,
    months,
    terms,
    figures: problem ? null : creditFigures(programme, amount, months),
    problem,
  };
}

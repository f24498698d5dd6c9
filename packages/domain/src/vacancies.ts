/** How a vacancy's work is arranged; the values the API answers and the storefront translates. */
export const EMPLOYMENT_TYPES = ["full_time", "part_time", "shift", "contract", "internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** schema.org JobPosting `employmentType` for each (a shift job is full- or part-time: OTHER). */
export const JOB_POSTING_EMPLOYMENT: Record<EmploymentType, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  shift: "OTHER",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

/**
 * Whether a vacancy is open on `today` (YYYY-MM-DD): active, already published and not past the
 * day it runs to (that day included). Closed vacancies are neither listed nor take applications.
 */
export function isVacancyOpen(
  vacancy: { active: boolean; publishedOn: string; validThrough: string | null },
  today: string,
): boolean {
  if (!vacancy.active || vacancy.publishedOn > today) return false;
  return vacancy.validThrough === null || vacancy.validThrough >= today;
}

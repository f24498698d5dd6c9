type Lang = "ro" | "ru" | "uk" | "en";

/** One vacancy in one language: the description is made from the intro and the two lists. */
export type VacancyText = {
  title: string;
  location: string;
  intro: string;
  duties: string[];
  offer: string[];
};

export type VacancySeed = {
  employment: "full_time" | "part_time" | "shift" | "contract" | "internship";
  salary?: { from?: number; to?: number; currency: string; period?: "month" | "hour" };
  /** Shown in the home page's vacancies block too. */
  onMainPage?: boolean;
  /** Days before the seed ran that it was published (default 7). */
  publishedDaysAgo?: number;
  byLang: Partial<Record<Lang, VacancyText>>;
};

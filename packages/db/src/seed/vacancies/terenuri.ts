import type { VacancySeed } from "./types.ts";

/** Terenuri.md, the land board (Romanian and Russian). */
export const terenuriVacancies: VacancySeed[] = [
  {
    employment: "full_time",
    salary: { from: 10000, to: 14000, currency: "MDL" },
    onMainPage: true,
    byLang: {
      ro: {
        title: "Moderator de anunțuri",
        location: "Chișinău, str. Mitropolit Petru Movilă 23",
        intro:
          "Verificați anunțurile de terenuri înainte de publicare, ca vizitatorii să găsească doar oferte reale.",
        duties: [
          "Verificarea anunțurilor și a fotografiilor",
          "Examinarea reclamațiilor",
          "Comunicarea cu autorii anunțurilor",
        ],
        offer: [
          "Salariu 10 000–14 000 lei",
          "Program 9:00–18:00",
          "Posibilitate de lucru la distanță două zile pe săptămână",
        ],
      },
      ru: {
        title: "Модератор объявлений",
        location: "Кишинёв, ул. Митрополит Петру Мовилэ, 23",
        intro:
          "Проверяете объявления о земельных участках до публикации, чтобы посетители видели только настоящие предложения.",
        duties: ["Проверка объявлений и фотографий", "Рассмотрение жалоб", "Общение с авторами объявлений"],
        offer: ["Оплата 10 000–14 000 леев", "График 9:00–18:00", "Два дня в неделю можно работать из дома"],
      },
    },
  },
  {
    employment: "contract",
    byLang: {
      ro: {
        title: "Agent regional de vânzări publicitate",
        location: "Bălți, Cahul sau Orhei",
        intro:
          "Atrageți agenții imobiliare și primării din regiunea dumneavoastră să-și publice terenurile pe Terenuri.md.",
        duties: [
          "Întâlniri cu agențiile și primăriile",
          "Prezentarea pachetelor de promovare",
          "Urmărirea contractelor",
        ],
        offer: ["Comision din fiecare contract", "Program flexibil", "Instruire la biroul din Chișinău"],
      },
      ru: {
        title: "Региональный агент по продаже рекламы",
        location: "Бельцы, Кагул или Орхей",
        intro:
          "Привлекаете агентства недвижимости и примэрии вашего региона размещать участки на Terenuri.md.",
        duties: [
          "Встречи с агентствами и примэриями",
          "Презентация пакетов продвижения",
          "Сопровождение договоров",
        ],
        offer: ["Процент с каждого договора", "Гибкий график", "Обучение в офисе в Кишинёве"],
      },
    },
  },
];

import type { PromotionSeed } from "./types.ts";

/** Casa & Grădina: the garden season, warm light, and last winter's textiles sale (ended). */
export const defaultPromotions: PromotionSeed[] = [
  {
    startDay: -10,
    endDay: 20,
    showOnMainPage: true,
    priority: 1,
    art: ["#2f7d32", "#a5d66f"],
    video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    products: { category: "garden" },
    byLang: {
      ro: {
        title: "Grădina de primăvară",
        short: "Semințe, mobilier de grădină, grătare și udare la prețuri de sezon.",
        paragraphs: [
          "Pregătiți grădina pentru sezonul cald: tot ce trebuie pentru răsaduri, udare și serile la grătar, într-un singur loc.",
          "Oferta este valabilă până la epuizarea stocului, în magazine și online.",
        ],
      },
      ru: {
        title: "Весенний сад",
        short: "Семена, садовая мебель, грили и полив по сезонным ценам.",
        paragraphs: [
          "Подготовьте сад к тёплому сезону: всё для рассады, полива и вечеров у гриля в одном месте.",
          "Предложение действует до окончания запасов, в магазинах и онлайн.",
        ],
      },
      uk: {
        title: "Весняний сад",
        short: "Насіння, садові меблі, грилі та полив за сезонними цінами.",
        paragraphs: [
          "Підготуйте сад до теплого сезону: усе для розсади, поливу та вечорів біля гриля в одному місці.",
          "Пропозиція діє до вичерпання запасів, у магазинах та онлайн.",
        ],
      },
      en: {
        title: "Spring garden",
        short: "Seeds, garden furniture, grills and watering at seasonal prices.",
        paragraphs: [
          "Get the garden ready for the warm season: everything for seedlings, watering and evenings by the grill in one place.",
          "While stocks last, in our stores and online.",
        ],
      },
    },
  },
  {
    startDay: -5,
    endDay: 12,
    showOnMainPage: true,
    art: ["#f59e0b", "#7c2d12"],
    products: { category: "lighting" },
    byLang: {
      ro: {
        title: "Lumină caldă acasă",
        short: "Candelabre, veioze și becuri LED pentru serile lungi.",
        paragraphs: [
          "Alegeți lumina potrivită pentru fiecare cameră: de la candelabre la becuri LED economice.",
        ],
      },
      ru: {
        title: "Тёплый свет дома",
        short: "Люстры, настольные лампы и светодиодные лампочки для долгих вечеров.",
        paragraphs: [
          "Выберите подходящий свет для каждой комнаты: от люстр до экономичных светодиодных ламп.",
        ],
      },
      uk: {
        title: "Тепле світло вдома",
        short: "Люстри, настільні лампи та світлодіодні лампочки для довгих вечорів.",
        paragraphs: [
          "Оберіть відповідне світло для кожної кімнати: від люстр до економних світлодіодних ламп.",
        ],
      },
      en: {
        title: "Warm light at home",
        short: "Chandeliers, table lamps and LED bulbs for the long evenings.",
        paragraphs: ["Choose the right light for every room, from chandeliers to energy-saving LED bulbs."],
      },
    },
  },
  {
    startDay: -60,
    endDay: -10,
    showOnMainPage: true,
    art: ["#1e3a8a", "#93c5fd"],
    products: { category: "textiles" },
    byLang: {
      ro: {
        title: "Reduceri de iarnă la textile",
        short: "Lenjerii, perdele și covoare pentru o casă caldă.",
        paragraphs: ["Oferta s-a încheiat."],
      },
      ru: {
        title: "Зимние скидки на текстиль",
        short: "Постельное бельё, шторы и ковры для тёплого дома.",
        paragraphs: ["Предложение завершено."],
      },
      uk: {
        title: "Зимові знижки на текстиль",
        short: "Постільна білизна, штори та килими для теплого дому.",
        paragraphs: ["Пропозицію завершено."],
      },
      en: {
        title: "Winter textiles sale",
        short: "Bed linen, curtains and rugs for a warm home.",
        paragraphs: ["This offer has ended."],
      },
    },
  },
];

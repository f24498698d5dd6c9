import type { PromotionSeed } from "./types.ts";

/** The beauty shop: Korean skincare, face-care markdowns, and the holiday gift sets (ended). */
export const foundationPromotions: PromotionSeed[] = [
  {
    startDay: -5,
    endDay: 16,
    showOnMainPage: true,
    art: ["#db2777", "#fbcfe8"],
    products: { category: "k-beauty" },
    byLang: {
      ro: {
        title: "Săptămâna K-beauty",
        short: "Îngrijire coreeană: esențe, seruri și măști la prețuri speciale.",
        paragraphs: [
          "Descoperiți rutina coreeană în pași: curățare blândă, hidratare în straturi și protecție.",
        ],
      },
      ru: {
        title: "Неделя K-beauty",
        short: "Корейский уход: эссенции, сыворотки и маски по специальным ценам.",
        paragraphs: [
          "Откройте для себя корейский уход по шагам: мягкое очищение, послойное увлажнение и защита.",
        ],
      },
      en: {
        title: "K-beauty week",
        short: "Korean skincare: essences, serums and masks at special prices.",
        paragraphs: [
          "Discover the Korean routine step by step: gentle cleansing, layered hydration and protection.",
        ],
      },
    },
  },
  {
    startDay: -12,
    endDay: 18,
    showOnMainPage: true,
    art: ["#0e7490", "#a5f3fc"],
    products: { category: "face-care", discountedOnly: true },
    byLang: {
      ro: {
        title: "Îngrijirea feței la reducere",
        short: "Demachiante, seruri și creme hidratante cu preț redus.",
        paragraphs: ["Produsele dermatocosmetice preferate, acum mai accesibile."],
      },
      ru: {
        title: "Уход за лицом со скидкой",
        short: "Очищающие средства, сыворотки и увлажняющие кремы по сниженной цене.",
        paragraphs: ["Любимая дерматокосметика теперь доступнее."],
      },
      en: {
        title: "Face care on sale",
        short: "Cleansers, serums and moisturisers at reduced prices.",
        paragraphs: ["Your favourite dermo-cosmetics, now for less."],
      },
    },
  },
  {
    startDay: -70,
    endDay: -40,
    art: ["#b91c1c", "#fde68a"],
    products: { category: "gift-sets" },
    byLang: {
      ro: {
        title: "Seturi cadou de sărbători",
        short: "Seturi gata de oferit.",
        paragraphs: ["Oferta s-a încheiat."],
      },
      ru: {
        title: "Праздничные подарочные наборы",
        short: "Наборы, готовые к подарку.",
        paragraphs: ["Предложение завершено."],
      },
      en: { title: "Holiday gift sets", short: "Sets ready to give.", paragraphs: ["This offer has ended."] },
    },
  },
];

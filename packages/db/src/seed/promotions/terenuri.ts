import type { PromotionSeed } from "./types.ts";

/** The land board: building plots and vineyards now, and the spring lease offer (ended). */
export const terenuriPromotions: PromotionSeed[] = [
  {
    startDay: -10,
    endDay: 50,
    showOnMainPage: true,
    art: ["#4d7c0f", "#d9f99d"],
    products: { category: "constructii" },
    byLang: {
      ro: {
        title: "Loturi pentru casă, fără comision",
        short: "Terenuri pentru construcții în Chișinău și suburbii, fără comision de agenție.",
        paragraphs: [
          "Pentru loturile din această ofertă nu se plătește comision de agenție.",
          "Verificați numărul cadastral și certificatul de urbanism înainte de a semna.",
        ],
      },
      ru: {
        title: "Участки под дом без комиссии",
        short: "Участки под строительство в Кишинёве и пригородах без комиссии агентства.",
        paragraphs: [
          "За участки из этого предложения комиссия агентства не взимается.",
          "Проверьте кадастровый номер и градостроительный сертификат до подписания.",
        ],
      },
    },
  },
  {
    startDay: -4,
    endDay: 30,
    showOnMainPage: true,
    art: ["#7f1d1d", "#fca5a5"],
    products: { category: "agricole" },
    byLang: {
      ro: {
        title: "Vii și livezi pe rod",
        short: "Terenuri agricole, vii și livezi cu acte în regulă.",
        paragraphs: ["Terenuri agricole verificate, cu acces la drum și surse de apă."],
      },
      ru: {
        title: "Плодоносящие виноградники и сады",
        short: "Сельхозземли, виноградники и сады с оформленными документами.",
        paragraphs: ["Проверенные сельхозучастки с подъездом и источниками воды."],
      },
    },
  },
  {
    startDay: -120,
    endDay: -60,
    art: ["#a16207", "#fef08a"],
    products: { category: "arenda" },
    byLang: {
      ro: {
        title: "Arendă de primăvară",
        short: "Terenuri în arendă pentru sezon.",
        paragraphs: ["Oferta s-a încheiat."],
      },
      ru: {
        title: "Весенняя аренда",
        short: "Земля в аренду на сезон.",
        paragraphs: ["Предложение завершено."],
      },
    },
  },
];

import type { PromotionSeed } from "./types.ts";

/** The caterer: a fitness week, office coffee breaks, and the holiday desserts (ended). */
export const ecaterixPromotions: PromotionSeed[] = [
  {
    startDay: -3,
    endDay: 11,
    showOnMainPage: true,
    art: ["#15803d", "#bbf7d0"],
    products: { category: "programe" },
    byLang: {
      ro: {
        title: "Săptămâna programelor de nutriție",
        short: "Programe Slim, Balance, Fit și Sport, livrate zilnic, la preț de ofertă.",
        paragraphs: [
          "Începeți o alimentație echilibrată: meniuri calculate de nutriționist, gătite în dimineața livrării.",
          "Alegeți programul și durata; livrarea în Chișinău este gratuită.",
        ],
      },
      ru: {
        title: "Неделя программ питания",
        short: "Программы Slim, Balance, Fit и Sport с ежедневной доставкой по специальной цене.",
        paragraphs: [
          "Начните сбалансированное питание: меню, рассчитанное диетологом, готовится утром в день доставки.",
          "Выберите программу и срок; доставка по Кишинёву бесплатна.",
        ],
      },
      en: {
        title: "Nutrition programme week",
        short: "Slim, Balance, Fit and Sport programmes delivered daily at an offer price.",
        paragraphs: [
          "Start eating well: menus planned by a nutritionist, cooked on the morning of delivery.",
          "Choose the programme and its length; delivery in Chișinău is free.",
        ],
      },
    },
  },
  {
    startDay: -7,
    endDay: 21,
    showOnMainPage: true,
    art: ["#78350f", "#fcd34d"],
    products: { category: "catering" },
    byLang: {
      ro: {
        title: "Catering pentru birou",
        short: "Bufet, coffee-break și platouri pentru întâlnirile echipei.",
        paragraphs: ["Comandați cu o zi înainte și primiți totul aranjat, gata de servit."],
      },
      ru: {
        title: "Кейтеринг для офиса",
        short: "Фуршет, кофе-брейк и закусочные плато для встреч команды.",
        paragraphs: ["Закажите за день и получите всё сервированным и готовым к подаче."],
      },
      en: {
        title: "Office catering",
        short: "Buffet, coffee breaks and platters for your team's meetings.",
        paragraphs: ["Order a day ahead and get everything laid out, ready to serve."],
      },
    },
  },
  {
    startDay: -45,
    endDay: -5,
    art: ["#9d174d", "#fbcfe8"],
    products: { category: "deserturi" },
    byLang: {
      ro: {
        title: "Deserturi de sărbători",
        short: "Torturi și prăjituri de casă.",
        paragraphs: ["Oferta s-a încheiat."],
      },
      ru: {
        title: "Праздничные десерты",
        short: "Торты и домашняя выпечка.",
        paragraphs: ["Предложение завершено."],
      },
      en: {
        title: "Holiday desserts",
        short: "Cakes and home-made pastries.",
        paragraphs: ["This offer has ended."],
      },
    },
  },
];

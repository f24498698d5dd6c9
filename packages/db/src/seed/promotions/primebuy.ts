import type { PromotionSeed } from "./types.ts";

/** The appliance store: cool summer air, coffee at home, and the TV days (ended). */
export const primebuyPromotions: PromotionSeed[] = [
  {
    startDay: -8,
    endDay: 22,
    showOnMainPage: true,
    art: ["#0284c7", "#e0f2fe"],
    products: { category: "climate" },
    byLang: {
      ro: {
        title: "Aer răcoros toată vara",
        short: "Aparate de aer condiționat și climatizare cu montaj inclus.",
        paragraphs: [
          "Pregătiți casa pentru caniculă: aparate de aer condiționat inverter cu consum redus.",
          "Montajul standard este inclus în preț.",
        ],
      },
      ru: {
        title: "Прохлада всё лето",
        short: "Кондиционеры и климатическая техника с установкой.",
        paragraphs: [
          "Подготовьте дом к жаре: инверторные кондиционеры с низким потреблением энергии.",
          "Стандартная установка включена в цену.",
        ],
      },
      en: {
        title: "Cool air all summer",
        short: "Air conditioners and climate appliances with installation included.",
        paragraphs: [
          "Get the home ready for the heat: low-consumption inverter air conditioners.",
          "Standard installation is included in the price.",
        ],
      },
    },
  },
  {
    startDay: -3,
    endDay: 14,
    showOnMainPage: true,
    art: ["#78350f", "#d6a77a"],
    video: "https://youtu.be/aqz-KE-bpKQ",
    products: { category: "coffee-machines" },
    byLang: {
      ro: {
        title: "Cafea ca la cafenea",
        short: "Espressoare și aparate automate de cafea la prețuri speciale.",
        paragraphs: [
          "Cappuccino, latte sau espresso: alegeți aparatul potrivit pentru diminețile dumneavoastră.",
        ],
      },
      ru: {
        title: "Кофе как в кофейне",
        short: "Эспрессо-машины и кофемашины-автоматы по специальным ценам.",
        paragraphs: ["Капучино, латте или эспрессо: выберите машину для своего утра."],
      },
      en: {
        title: "Café-style coffee",
        short: "Espresso and bean-to-cup machines at special prices.",
        paragraphs: ["Cappuccino, latte or espresso: pick the machine that fits your mornings."],
      },
    },
  },
  {
    startDay: -50,
    endDay: -20,
    showOnMainPage: true,
    art: ["#1f2937", "#6b7280"],
    products: { category: "tv-video" },
    byLang: {
      ro: {
        title: "Zilele televizoarelor",
        short: "Televizoare la prețuri mici.",
        paragraphs: ["Oferta s-a încheiat."],
      },
      ru: {
        title: "Дни телевизоров",
        short: "Телевизоры по низким ценам.",
        paragraphs: ["Предложение завершено."],
      },
      en: { title: "TV days", short: "TVs at low prices.", paragraphs: ["This offer has ended."] },
    },
  },
];

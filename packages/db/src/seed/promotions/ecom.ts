import type { PromotionSeed } from "./types.ts";

/**
 * The electronics shop: four current offers, all flagged for the home page (which shows three),
 * and last year's Black Friday (ended).
 */
export const ecomPromotions: PromotionSeed[] = [
  {
    startDay: -4,
    endDay: 10,
    showOnMainPage: true,
    priority: 2,
    art: ["#1428a0", "#60a5fa"],
    video: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    products: { brand: "samsung" },
    byLang: {
      ro: {
        title: "Zilele Samsung",
        short: "Telefoane, televizoare, căști și electrocasnice Samsung la prețuri speciale.",
        paragraphs: [
          "Două săptămâni cu cele mai bune prețuri ale anului la gama Samsung: de la Galaxy la televizoare QLED.",
          "Produsele din ofertă se pot cumpăra și în rate fără dobândă.",
        ],
      },
      en: {
        title: "Samsung days",
        short: "Samsung phones, TVs, earbuds and appliances at special prices.",
        paragraphs: [
          "Two weeks of the year's best prices on Samsung, from Galaxy phones to QLED TVs.",
          "Offer products can also be bought in interest-free instalments.",
        ],
      },
    },
  },
  {
    startDay: -10,
    endDay: 25,
    showOnMainPage: true,
    priority: 1,
    art: ["#334155", "#94a3b8"],
    products: { category: "laptopuri-pc" },
    byLang: {
      ro: {
        title: "Înapoi la școală: laptopuri și PC",
        short: "Laptopuri, calculatoare, monitoare și componente pentru elevi și studenți.",
        paragraphs: ["Alegeți laptopul potrivit pentru cursuri, proiecte și jocuri, cu livrare în 1–2 zile."],
      },
      en: {
        title: "Back to school: laptops and PCs",
        short: "Laptops, desktops, monitors and components for pupils and students.",
        paragraphs: ["Pick the right laptop for classes, projects and games, delivered in 1–2 days."],
      },
    },
  },
  {
    startDay: -2,
    endDay: 5,
    showOnMainPage: true,
    art: ["#7e22ce", "#f0abfc"],
    products: { category: "gaming" },
    byLang: {
      ro: {
        title: "Săptămâna gaming",
        short: "Console, jocuri și accesorii de gaming cu reducere.",
        paragraphs: ["Doar o săptămână: console, jocuri și accesorii la prețuri de turneu."],
      },
      en: {
        title: "Gaming week",
        short: "Consoles, games and gaming accessories on sale.",
        paragraphs: ["One week only: consoles, games and accessories at tournament prices."],
      },
    },
  },
  {
    startDay: -1,
    endDay: 30,
    showOnMainPage: true,
    art: ["#0f766e", "#5eead4"],
    products: { category: "tv-audio" },
    byLang: {
      ro: {
        title: "Sunet și imagine",
        short: "Televizoare, soundbar-uri și boxe portabile.",
        paragraphs: [
          "Transformați sufrageria în sală de cinema cu televizoarele și sistemele audio din ofertă.",
        ],
      },
      en: {
        title: "Sound and vision",
        short: "TVs, soundbars and portable speakers.",
        paragraphs: ["Turn the living room into a cinema with the TVs and audio systems on offer."],
      },
    },
  },
  {
    startDay: -200,
    endDay: -170,
    showOnMainPage: true,
    priority: 9,
    art: ["#111827", "#f59e0b"],
    products: { discountedOnly: true },
    byLang: {
      ro: {
        title: "Black Friday",
        short: "Cele mai mari reduceri ale anului.",
        paragraphs: ["Oferta s-a încheiat."],
      },
      en: {
        title: "Black Friday sale",
        short: "The year's biggest discounts.",
        paragraphs: ["This offer has ended."],
      },
    },
  },
];

import { CAPTION, REGION } from "./regions.ts";
import type { ShopShowcaseSeed } from "./types.ts";

const albums: ShopShowcaseSeed["albums"] = [
  {
    title: { ro: "Showroom-ul", ru: "Шоурум", uk: "Шоурум", en: "The showroom" },
    description: {
      ro: "Vitrinele cu telefoane, laptopuri și televizoare pe care le puteți încerca.",
      ru: "Витрины с телефонами, ноутбуками и телевизорами, которые можно попробовать.",
      uk: "Вітрини з телефонами, ноутбуками й телевізорами, які можна спробувати.",
      en: "Displays of phones, laptops and TVs you can try.",
    },
    art: ["#312e81", "#a5b4fc"],
    images: [
      { caption: CAPTION.storeFront },
      { caption: CAPTION.hall },
      {
        caption: { ro: "Zona de gaming", ru: "Игровая зона", uk: "Ігрова зона", en: "The gaming corner" },
        portrait: true,
      },
    ],
  },
  {
    title: {
      ro: "Service și livrare",
      ru: "Сервис и доставка",
      uk: "Сервіс і доставка",
      en: "Service and delivery",
    },
    description: {
      ro: "Atelierul de service și echipa care vă aduce comenzile.",
      ru: "Сервисная мастерская и команда, которая привозит заказы.",
      uk: "Сервісна майстерня й команда, що привозить замовлення.",
      en: "The repair workshop and the team that brings your orders.",
    },
    art: ["#0c4a6e", "#7dd3fc"],
    images: [
      {
        caption: {
          ro: "Atelierul de service",
          ru: "Сервисная мастерская",
          uk: "Сервісна майстерня",
          en: "The repair workshop",
        },
      },
      { caption: CAPTION.warehouse },
      { caption: CAPTION.delivery },
    ],
  },
];

/** The Romanian electronics shop (ro, en). */
export const ecomShowcase: ShopShowcaseSeed = {
  reviews: {
    ro: [
      {
        name: "Andrei Popa",
        rating: 5,
        text: "Laptopul a ajuns în Iași în 24 de ore, sigilat și cu factură. Recomand cu încredere.",
        date: "2026-11-16",
        likes: 8,
      },
      {
        name: "Ioana Stan",
        rating: 4,
        text: "Preț bun la televizor și transport gratuit. Curierul a sunat înainte, foarte util.",
        date: "2026-11-01",
        likes: 3,
      },
    ],
    en: [
      {
        name: "James Walker",
        rating: 5,
        text: "Bought a phone and a case; the store in Iași set it up for me in ten minutes.",
        date: "2026-11-09",
        likes: 2,
      },
      {
        name: "Emma Clarke",
        rating: 4,
        text: "Good prices and clear warranty terms. The website could show stock per store.",
        date: "2026-10-26",
      },
    ],
  },
  videos: [
    {
      url: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
      title: { ro: "Despachetăm un laptop de gaming", en: "Unboxing a gaming laptop" },
      art: ["#1e1b4b", "#818cf8"],
    },
  ],
  albums,
  regions: [
    {
      name: REGION.iasi,
      partners: [
        { name: "Iași Tech Hub", url: "https://example.ro/iasi-tech" },
        { name: "Service Copou", url: null },
      ],
    },
    {
      name: REGION.bucharest,
      partners: [
        { name: "Curier Rapid", url: "https://example.ro/curier-rapid" },
        { name: "Garanție Plus", url: "https://example.ro/garantie-plus" },
      ],
    },
  ],
  sellers: [
    {
      name: "Radu Ionescu",
      role: { ro: "Consultant vânzări", en: "Sales adviser" },
      shop: 0,
      phone: "+40232000101",
    },
    { name: "Alina Dumitru", role: { ro: "Tehnician service", en: "Repair technician" }, shop: 0 },
  ],
};

/** The Moldovan electronics shop (ro, ru, en). */
export const primebuyShowcase: ShopShowcaseSeed = {
  reviews: {
    ro: [
      {
        name: "Nicolae Cojocaru",
        rating: 5,
        text: "Am luat un PlayStation 5 în rate, fără dobândă. Totul s-a făcut în magazin în zece minute.",
        date: "2026-11-19",
        likes: 10,
        dislikes: 1,
      },
      {
        name: "Diana Roșca",
        rating: 4,
        text: "Livrare rapidă în Chișinău. Ambalajul putea fi mai bun, dar produsul a ajuns intact.",
        date: "2026-11-05",
        likes: 2,
      },
    ],
    ru: [
      {
        name: "Павел Гончарук",
        rating: 5,
        text: "Купил ноутбук, консультант честно отговорил от переплаты за ненужную видеокарту.",
        date: "2026-11-13",
        likes: 5,
      },
      {
        name: "Наталья Кравец",
        rating: 4,
        text: "Хорошие цены на смартфоны и быстрая доставка в Бельцы.",
        date: "2026-10-29",
        likes: 1,
      },
    ],
    en: [
      {
        name: "Oliver Brown",
        rating: 5,
        text: "Great selection of monitors and fair prices. Pickup at the store was quick.",
        date: "2026-11-07",
        likes: 3,
      },
      {
        name: "Grace Miller",
        rating: 4,
        text: "My headphones came the next day. Support answered my warranty question within an hour.",
        date: "2026-10-24",
      },
    ],
  },
  videos: [
    {
      url: "https://youtu.be/aqz-KE-bpKQ",
      title: {
        ro: "Clienții noștri despre televizoarele OLED",
        ru: "Наши покупатели об OLED-телевизорах",
        en: "Our customers on OLED TVs",
      },
      art: ["#7f1d1d", "#fca5a5"],
    },
  ],
  albums,
  regions: [
    {
      name: REGION.chisinau,
      partners: [
        { name: "Credit Rapid", url: "https://example.md/credit-rapid" },
        { name: "Service Tehnica", url: null },
      ],
    },
    {
      name: REGION.north,
      partners: [
        { name: "Bălți Electro", url: "https://example.md/balti-electro" },
        { name: "Edineț Digital", url: null },
      ],
    },
  ],
  sellers: [
    {
      name: "Alexandru Stratan",
      role: { ro: "Consultant vânzări", ru: "Консультант по продажам", en: "Sales adviser" },
      shop: 0,
      phone: "+37322000301",
    },
    {
      name: "Irina Bejenari",
      role: { ro: "Specialist credite", ru: "Кредитный специалист", en: "Credit specialist" },
      shop: 1,
    },
  ],
};

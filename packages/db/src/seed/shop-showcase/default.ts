import { CAPTION, REGION } from "./regions.ts";
import type { ShopShowcaseSeed } from "./types.ts";

/** The home and garden shop (ro, ru, uk, en). */
export const defaultShowcase: ShopShowcaseSeed = {
  reviews: {
    ro: [
      {
        name: "Mariana Ciobanu",
        rating: 5,
        text: "Am comandat o canapea și mobilier de grădină. Livrarea a venit a doua zi, iar montajul a fost gratuit.",
        date: "2026-11-18",
        likes: 12,
        dislikes: 1,
      },
      {
        name: "Victor Rusu",
        rating: 4,
        text: "Prețuri bune și consultanți care știu ce vând. Aș vrea doar mai multe locuri de parcare la magazin.",
        date: "2026-11-02",
        likes: 5,
      },
      {
        name: "Elena Țurcanu",
        rating: 5,
        text: "Am returnat o lampă fără nicio întrebare. Așa trebuie să arate un magazin serios.",
        date: "2026-10-21",
        likes: 3,
      },
    ],
    ru: [
      {
        name: "Ольга Морозан",
        rating: 5,
        text: "Заказала посуду и текстиль, всё пришло аккуратно упакованным и вовремя. Буду заказывать ещё.",
        date: "2026-11-15",
        likes: 7,
      },
      {
        name: "Андрей Лупу",
        rating: 4,
        text: "Хороший выбор инструментов для дачи. Консультант помог подобрать газонокосилку.",
        date: "2026-10-30",
        likes: 2,
      },
    ],
    uk: [
      {
        name: "Оксана Бондар",
        rating: 5,
        text: "Швидка доставка до Бєльц і ввічливий кур'єр. Ковдри дуже якісні.",
        date: "2026-11-10",
        likes: 4,
      },
      {
        name: "Тарас Гнатюк",
        rating: 4,
        text: "Зручний сайт і чесні ціни. Одна позиція приїхала на день пізніше, але попередили заздалегідь.",
        date: "2026-10-25",
      },
    ],
    en: [
      {
        name: "Daniel Harris",
        rating: 5,
        text: "Furnished a whole rented flat from this shop in one order. Everything arrived on the promised day.",
        date: "2026-11-12",
        likes: 6,
      },
      {
        name: "Sophie Turner",
        rating: 4,
        text: "Friendly staff at the Botanica store and a good choice of garden tools.",
        date: "2026-10-19",
        likes: 1,
      },
    ],
  },
  videos: [
    {
      url: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
      title: {
        ro: "Cum alegem o canapea: recenzia clienților",
        ru: "Как выбрать диван: отзыв покупателей",
        uk: "Як обрати диван: відгук покупців",
        en: "Choosing a sofa: our customers' review",
      },
      art: ["#1d4ed8", "#93c5fd"],
    },
    {
      url: "https://vimeo.com/76979871",
      title: {
        ro: "O zi în magazinul Casa Mea",
        ru: "Один день в магазине Casa Mea",
        uk: "Один день у магазині Casa Mea",
        en: "A day at the Casa Mea store",
      },
      art: ["#0f766e", "#99f6e4"],
    },
  ],
  albums: [
    {
      title: { ro: "Magazinul nostru", ru: "Наш магазин", uk: "Наш магазин", en: "Our store" },
      description: {
        ro: "Sala de vânzări, depozitul și echipa din Chișinău.",
        ru: "Торговый зал, склад и команда в Кишинёве.",
        uk: "Торговельна зала, склад і команда в Кишиневі.",
        en: "The sales floor, the warehouse and the team in Chișinău.",
      },
      art: ["#1e3a8a", "#60a5fa"],
      images: [
        { caption: CAPTION.storeFront },
        { caption: CAPTION.hall },
        { caption: CAPTION.team, portrait: true },
        { caption: CAPTION.warehouse },
      ],
    },
    {
      title: {
        ro: "Grădini amenajate",
        ru: "Обустроенные сады",
        uk: "Облаштовані сади",
        en: "Gardens we furnished",
      },
      description: {
        ro: "Terase și grădini ale clienților, mobilate din magazinul nostru.",
        ru: "Террасы и сады покупателей, обставленные из нашего магазина.",
        uk: "Тераси й сади покупців, облаштовані з нашого магазину.",
        en: "Customers' terraces and gardens, furnished from our shop.",
      },
      art: ["#166534", "#bbf7d0"],
      images: [
        {
          caption: {
            ro: "Terasă în Durlești",
            ru: "Терраса в Дурлештах",
            uk: "Тераса в Дурлештах",
            en: "A terrace in Durlești",
          },
        },
        {
          caption: {
            ro: "Grădină cu foișor",
            ru: "Сад с беседкой",
            uk: "Сад з альтанкою",
            en: "A garden with a gazebo",
          },
          portrait: true,
        },
        {
          caption: {
            ro: "Colț de grătar",
            ru: "Уголок для барбекю",
            uk: "Куточок для барбекю",
            en: "A barbecue corner",
          },
        },
      ],
    },
  ],
  regions: [
    {
      name: REGION.chisinau,
      partners: [
        { name: "MobiLux Design", url: "https://example.md/mobilux" },
        { name: "Grădina Verde", url: "https://example.md/gradina-verde" },
      ],
    },
    {
      name: REGION.north,
      partners: [
        { name: "Bălți Construct", url: "https://example.md/balti-construct" },
        { name: "Soroca Textil", url: null },
      ],
    },
  ],
  sellers: [
    {
      name: "Ion Popescu",
      role: {
        ro: "Consultant mobilier",
        ru: "Консультант по мебели",
        uk: "Консультант з меблів",
        en: "Furniture adviser",
      },
      shop: 0,
      phone: "+37322000101",
    },
    {
      name: "Natalia Cebotari",
      role: {
        ro: "Șefa magazinului",
        ru: "Директор магазина",
        uk: "Директорка магазину",
        en: "Store manager",
      },
      shop: 0,
      email: "natalia@casamea.md",
    },
    {
      name: "Sergiu Munteanu",
      role: {
        ro: "Consultant grădină",
        ru: "Консультант по саду",
        uk: "Консультант із саду",
        en: "Garden adviser",
      },
      shop: 1,
    },
  ],
};

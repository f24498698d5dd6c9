import { CAPTION, REGION } from "./regions.ts";
import type { ShopShowcaseSeed } from "./types.ts";

/** The pharmacy chain (ro, ru, uk, en). */
export const farmacieShowcase: ShopShowcaseSeed = {
  reviews: {
    ro: [
      {
        name: "Valentina Moraru",
        rating: 5,
        text: "Farmacista mi-a explicat cum să iau antibioticul și ce să evit. Foarte atenți cu pensionarii.",
        date: "2026-11-20",
        likes: 14,
      },
      {
        name: "Gheorghe Bivol",
        rating: 4,
        text: "Comanda online a fost gata de ridicat în două ore. Prețurile sunt corecte.",
        date: "2026-11-06",
        likes: 3,
      },
    ],
    ru: [
      {
        name: "Людмила Кушнир",
        rating: 5,
        text: "Всегда есть нужные лекарства, а если нет — привозят на следующий день.",
        date: "2026-11-16",
        likes: 8,
      },
      {
        name: "Виктор Чебан",
        rating: 4,
        text: "Удобно заказывать на сайте и забирать в аптеке рядом с домом.",
        date: "2026-10-31",
        likes: 2,
      },
    ],
    uk: [
      {
        name: "Галина Мельник",
        rating: 5,
        text: "Привітні фармацевти й гарні знижки за картою лояльності.",
        date: "2026-11-11",
        likes: 3,
      },
      {
        name: "Богдан Кравчук",
        rating: 4,
        text: "Швидко знайшли аналог препарату, якого не було в наявності.",
        date: "2026-10-27",
      },
    ],
    en: [
      {
        name: "Hannah Wilson",
        rating: 5,
        text: "The pharmacist found an English leaflet for my medicine. Very helpful for a visitor.",
        date: "2026-11-09",
        likes: 4,
      },
      {
        name: "Peter Scott",
        rating: 4,
        text: "Open late and well stocked. Reserving online saved me a trip.",
        date: "2026-10-20",
      },
    ],
  },
  videos: [
    {
      url: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
      title: {
        ro: "Farmacistul răspunde: cum păstrăm medicamentele",
        ru: "Фармацевт отвечает: как хранить лекарства",
        uk: "Фармацевт відповідає: як зберігати ліки",
        en: "Ask the pharmacist: storing medicines",
      },
      art: ["#065f46", "#6ee7b7"],
    },
  ],
  albums: [
    {
      title: { ro: "Farmaciile noastre", ru: "Наши аптеки", uk: "Наші аптеки", en: "Our pharmacies" },
      description: {
        ro: "Farmaciile din Chișinău și din raioane.",
        ru: "Аптеки в Кишинёве и районах.",
        uk: "Аптеки в Кишиневі та районах.",
        en: "Our pharmacies in Chișinău and the regions.",
      },
      art: ["#064e3b", "#a7f3d0"],
      images: [
        { caption: CAPTION.storeFront },
        { caption: CAPTION.hall },
        { caption: CAPTION.opening, portrait: true },
      ],
    },
    {
      title: { ro: "Zile de sănătate", ru: "Дни здоровья", uk: "Дні здоров'я", en: "Health days" },
      description: {
        ro: "Măsurări gratuite de tensiune și glicemie în farmacii.",
        ru: "Бесплатные измерения давления и сахара в аптеках.",
        uk: "Безкоштовні вимірювання тиску й цукру в аптеках.",
        en: "Free blood pressure and sugar checks in our pharmacies.",
      },
      art: ["#0e7490", "#a5f3fc"],
      images: [
        {
          caption: {
            ro: "Măsurarea tensiunii",
            ru: "Измерение давления",
            uk: "Вимірювання тиску",
            en: "Blood pressure check",
          },
        },
        {
          caption: {
            ro: "Consultație gratuită",
            ru: "Бесплатная консультация",
            uk: "Безкоштовна консультація",
            en: "A free consultation",
          },
        },
        { caption: CAPTION.team },
      ],
    },
  ],
  regions: [
    {
      name: REGION.chisinau,
      partners: [
        { name: "Clinica Sănătatea", url: "https://example.md/clinica-sanatatea" },
        { name: "Laborator Analize", url: "https://example.md/laborator" },
      ],
    },
    {
      name: REGION.north,
      partners: [
        { name: "Spitalul Bălți", url: null },
        { name: "Centrul Medical Soroca", url: null },
      ],
    },
    { name: REGION.south, partners: [{ name: "Medicina Cahul", url: "https://example.md/medicina-cahul" }] },
  ],
  sellers: [
    {
      name: "Tatiana Cojocari",
      role: { ro: "Farmacistă", ru: "Фармацевт", uk: "Фармацевтка", en: "Pharmacist" },
      shop: 0,
      phone: "+37322000401",
    },
    {
      name: "Dorin Botnaru",
      role: {
        ro: "Farmacist-diriginte",
        ru: "Заведующий аптекой",
        uk: "Завідувач аптеки",
        en: "Head pharmacist",
      },
      shop: 1,
      email: "dorin@farmacie.md",
    },
    {
      name: "Lilia Grosu",
      role: { ro: "Farmacistă", ru: "Фармацевт", uk: "Фармацевтка", en: "Pharmacist" },
      shop: 2,
    },
  ],
};

import { CAPTION, REGION } from "./regions.ts";
import type { ShopShowcaseSeed } from "./types.ts";

/** The beauty shop (ro, ru, en). */
export const foundationShowcase: ShopShowcaseSeed = {
  reviews: {
    ro: [
      {
        name: "Irina Vrabie",
        rating: 5,
        text: "Consultanta m-a ajutat să aleg fondul de ten potrivit și mi-a dat mostre pentru acasă.",
        date: "2026-11-18",
        likes: 11,
      },
      {
        name: "Carolina Lazăr",
        rating: 4,
        text: "Produse originale și livrare rapidă. Aș vrea mai multe seturi cadou.",
        date: "2026-11-04",
        likes: 2,
      },
    ],
    ru: [
      {
        name: "Алина Попова",
        rating: 5,
        text: "Отличный выбор корейской косметики и честные советы по уходу.",
        date: "2026-11-12",
        likes: 6,
      },
      {
        name: "Марина Жосан",
        rating: 4,
        text: "Заказ пришёл за день, всё аккуратно упаковано, в подарок положили пробники.",
        date: "2026-10-30",
        likes: 1,
      },
    ],
    en: [
      {
        name: "Chloe Adams",
        rating: 5,
        text: "Lovely shop with knowledgeable staff. They matched my shade perfectly.",
        date: "2026-11-06",
        likes: 3,
      },
      {
        name: "Amelia Hughes",
        rating: 4,
        text: "Good prices on skincare sets and the loyalty points add up quickly.",
        date: "2026-10-23",
      },
    ],
  },
  videos: [
    {
      url: "https://vimeo.com/76979871",
      title: {
        ro: "Rutina de seară, pas cu pas",
        ru: "Вечерний уход шаг за шагом",
        en: "An evening routine, step by step",
      },
      art: ["#9d174d", "#f9a8d4"],
    },
  ],
  albums: [
    {
      title: { ro: "Salonul", ru: "Салон", en: "The salon" },
      description: {
        ro: "Magazinul și colțul de consultanță.",
        ru: "Магазин и зона консультаций.",
        en: "The shop and its consultation corner.",
      },
      art: ["#831843", "#fbcfe8"],
      images: [
        { caption: CAPTION.storeFront },
        { caption: CAPTION.hall, portrait: true },
        { caption: CAPTION.team },
      ],
    },
    {
      title: { ro: "Ateliere de machiaj", ru: "Мастер-классы по макияжу", en: "Make-up workshops" },
      description: {
        ro: "Seri de machiaj cu vizagiști invitați.",
        ru: "Вечера макияжа с приглашёнными визажистами.",
        en: "Make-up evenings with guest artists.",
      },
      art: ["#6b21a8", "#e9d5ff"],
      images: [
        { caption: { ro: "Machiaj de zi", ru: "Дневной макияж", en: "Day make-up" } },
        { caption: { ro: "Machiaj de seară", ru: "Вечерний макияж", en: "Evening make-up" }, portrait: true },
      ],
    },
  ],
  regions: [
    {
      name: REGION.chisinau,
      partners: [
        { name: "Salon Bella", url: "https://example.md/salon-bella" },
        { name: "Studio Make-up Art", url: null },
      ],
    },
    { name: REGION.north, partners: [{ name: "Beauty Bălți", url: "https://example.md/beauty-balti" }] },
  ],
  sellers: [
    {
      name: "Olesea Rotari",
      role: { ro: "Vizagistă", ru: "Визажист", en: "Make-up artist" },
      shop: 0,
      phone: "+37322000501",
    },
    {
      name: "Daniela Pavlov",
      role: { ro: "Consultant cosmetică", ru: "Консультант по косметике", en: "Skincare adviser" },
      shop: 0,
    },
  ],
};

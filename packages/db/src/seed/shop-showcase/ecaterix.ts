import { CAPTION, REGION } from "./regions.ts";
import type { ShopShowcaseSeed } from "./types.ts";

/** The caterer (ro, ru, en). */
export const ecaterixShowcase: ShopShowcaseSeed = {
  reviews: {
    ro: [
      {
        name: "Ana Guțu",
        rating: 5,
        text: "Am comandat bufet pentru 40 de invitați la botez. Totul proaspăt, frumos aranjat și livrat la timp.",
        date: "2026-11-17",
        likes: 9,
      },
      {
        name: "Mihai Sârbu",
        rating: 5,
        text: "Prânzurile pentru birou vin calde în fiecare zi. Meniul se schimbă des și nu ne plictisim.",
        date: "2026-11-03",
        likes: 4,
      },
    ],
    ru: [
      {
        name: "Ирина Ткач",
        rating: 5,
        text: "Заказывали кейтеринг на корпоратив. Канапе и горячее были великолепны, гости в восторге.",
        date: "2026-11-14",
        likes: 6,
      },
      {
        name: "Дмитрий Бурлаку",
        rating: 4,
        text: "Вкусные обеды по подписке. Хотелось бы больше вегетарианских блюд.",
        date: "2026-10-28",
        likes: 2,
        dislikes: 1,
      },
    ],
    en: [
      {
        name: "Laura Bennett",
        rating: 5,
        text: "They catered our wedding reception in Chișinău: generous portions and very attentive staff.",
        date: "2026-11-08",
        likes: 3,
      },
      {
        name: "Mark Evans",
        rating: 4,
        text: "Reliable office lunches, always on time. The desserts are the best part.",
        date: "2026-10-22",
      },
    ],
  },
  videos: [
    {
      url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      title: {
        ro: "Bufetul de la o nuntă, văzut de miri",
        ru: "Свадебный фуршет глазами молодожёнов",
        en: "A wedding buffet, as the couple saw it",
      },
      art: ["#9a3412", "#fdba74"],
    },
  ],
  albums: [
    {
      title: { ro: "Evenimente", ru: "Мероприятия", en: "Events" },
      description: {
        ro: "Nunți, botezuri și petreceri de firmă pe care le-am servit.",
        ru: "Свадьбы, крестины и корпоративы, которые мы обслуживали.",
        en: "Weddings, christenings and company parties we served.",
      },
      art: ["#7c2d12", "#fed7aa"],
      images: [
        {
          caption: {
            ro: "Masa festivă la o nuntă",
            ru: "Праздничный стол на свадьбе",
            en: "A wedding's festive table",
          },
        },
        { caption: { ro: "Bufet suedez", ru: "Шведский стол", en: "A buffet" }, portrait: true },
        { caption: { ro: "Canapele asortate", ru: "Ассорти канапе", en: "Assorted canapés" } },
      ],
    },
    {
      title: { ro: "Bucătăria noastră", ru: "Наша кухня", en: "Our kitchen" },
      description: {
        ro: "Unde se pregătesc meniurile zilnice.",
        ru: "Где готовятся ежедневные меню.",
        en: "Where the daily menus are cooked.",
      },
      art: ["#854d0e", "#fde68a"],
      images: [
        { caption: CAPTION.team },
        { caption: CAPTION.delivery },
        { caption: { ro: "Patiseria", ru: "Кондитерский цех", en: "The pastry section" } },
      ],
    },
  ],
  regions: [
    {
      name: REGION.chisinau,
      partners: [
        { name: "Vinăria Bostavan", url: "https://example.md/bostavan" },
        { name: "Florăria Iris", url: null },
      ],
    },
    {
      name: REGION.south,
      partners: [
        { name: "Ferma Cahul", url: "https://example.md/ferma-cahul" },
        { name: "Lactate Comrat", url: null },
      ],
    },
  ],
  sellers: [
    {
      name: "Cristina Lungu",
      role: { ro: "Manager evenimente", ru: "Менеджер мероприятий", en: "Events manager" },
      shop: 0,
      phone: "+37322000201",
    },
    { name: "Vasile Ursu", role: { ro: "Bucătar-șef", ru: "Шеф-повар", en: "Head chef" }, shop: 0 },
  ],
};

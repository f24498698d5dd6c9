import { REGION } from "./regions.ts";
import type { ShopShowcaseSeed } from "./types.ts";

/** The land board (ro, ru). */
export const terenuriShowcase: ShopShowcaseSeed = {
  reviews: {
    ro: [
      {
        name: "Petru Rotaru",
        rating: 5,
        text: "Am vândut un teren agricol în două săptămâni. Anunțul a fost văzut de mulți cumpărători serioși.",
        date: "2026-11-15",
        likes: 7,
      },
      {
        name: "Silvia Cazacu",
        rating: 4,
        text: "Filtrele pe raioane și suprafață sunt foarte utile. Harta ar putea fi mai detaliată.",
        date: "2026-11-01",
        likes: 2,
      },
    ],
    ru: [
      {
        name: "Геннадий Сырбу",
        rating: 5,
        text: "Нашёл участок под дом в пригороде Кишинёва, продавец ответил в тот же день.",
        date: "2026-11-10",
        likes: 4,
      },
      {
        name: "Светлана Ротарь",
        rating: 4,
        text: "Удобно, что есть кадастровый номер в объявлении.",
        date: "2026-10-26",
      },
    ],
  },
  videos: [
    {
      url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      title: {
        ro: "Cum verificăm un teren înainte de cumpărare",
        ru: "Как проверить участок перед покупкой",
      },
      art: ["#3f6212", "#d9f99d"],
    },
  ],
  albums: [
    {
      title: { ro: "Terenuri vândute", ru: "Проданные участки" },
      description: {
        ro: "Câteva dintre terenurile vândute prin noi.",
        ru: "Некоторые участки, проданные через нас.",
      },
      art: ["#365314", "#bef264"],
      images: [
        { caption: { ro: "Teren agricol lângă Orhei", ru: "Сельхозучасток под Оргеевом" } },
        { caption: { ro: "Lot pentru casă în Stăuceni", ru: "Участок под дом в Ставченах" } },
        { caption: { ro: "Livadă în Criuleni", ru: "Сад в Криулянах" }, portrait: true },
      ],
    },
    {
      title: { ro: "Echipa noastră", ru: "Наша команда" },
      description: { ro: "Agenții care vă ajută cu actele.", ru: "Агенты, которые помогают с документами." },
      art: ["#78350f", "#fcd34d"],
      images: [
        { caption: { ro: "Biroul din Chișinău", ru: "Офис в Кишинёве" } },
        { caption: { ro: "Vizită pe teren", ru: "Выезд на участок" } },
      ],
    },
  ],
  regions: [
    {
      name: REGION.chisinau,
      partners: [
        { name: "Cadastru Expert", url: "https://example.md/cadastru" },
        { name: "Notariat Lex", url: null },
      ],
    },
    { name: REGION.north, partners: [{ name: "Geodezie Nord", url: "https://example.md/geodezie-nord" }] },
  ],
  sellers: [
    {
      name: "Marin Ciobanu",
      role: { ro: "Agent imobiliar", ru: "Агент по недвижимости" },
      shop: 0,
      phone: "+37322000601",
    },
    { name: "Aurelia Stici", role: { ro: "Jurist", ru: "Юрист" }, shop: 0 },
  ],
};

import type { AdvantageSeed, ShowcaseSeed } from "./types.ts";

const delivery: AdvantageSeed = {
  icon: "truck",
  title: { ro: "Livrare în toată România", en: "Delivery across Romania" },
  text: {
    ro: "Prin curier în 1–2 zile lucrătoare, gratuit pentru comenzile de peste 250 lei.",
    en: "By courier in 1–2 working days, free on orders over 250 lei.",
  },
};
const warranty: AdvantageSeed = {
  icon: "shield-check",
  title: { ro: "Garanție 2 ani", en: "2-year warranty" },
  text: {
    ro: "Garanție legală pentru toate produsele noi, cu service autorizat.",
    en: "Legal warranty on every new product, with authorised service centres.",
  },
};
const returns: AdvantageSeed = {
  icon: "rotate-ccw",
  title: { ro: "Retur în 30 de zile", en: "30-day returns" },
  text: {
    ro: "Dacă v-ați răzgândit, returnați produsul gratuit în 30 de zile.",
    en: "Changed your mind? Return the product free of charge within 30 days.",
  },
};
const instalments: AdvantageSeed = {
  icon: "credit-card",
  title: { ro: "Rate fără dobândă", en: "Interest-free instalments" },
  text: {
    ro: "Până la 12 rate cu cardurile de credit ale băncilor partenere.",
    en: "Up to 12 instalments with our partner banks' credit cards.",
  },
};
const support: AdvantageSeed = {
  icon: "headset",
  title: { ro: "Suport tehnic", en: "Tech support" },
  text: {
    ro: "Vă ajutăm la configurarea telefonului sau laptopului, la telefon sau în chat.",
    en: "We help you set up your phone or laptop, by phone or chat.",
  },
};

export const ecomShowcase: ShowcaseSeed = {
  banners: [
    {
      category: "telefoane-tablete",
      art: { from: "#1A237E", to: "#64B5F6" },
      title: {
        ro: "Dați telefonul vechi la schimb și primiți reducere",
        en: "Trade in your old phone for a discount",
      },
      link: "smartphone",
    },
    {
      category: "laptopuri-pc",
      art: { from: "#263238", to: "#80CBC4" },
      title: { ro: "Laptopuri pentru facultate și birou", en: "Laptops for university and the office" },
      link: "laptopuri",
    },
  ],
  carousel: [
    { category: "telefoane-tablete", art: { from: "#1A237E", to: "#64B5F6" } },
    { category: "laptopuri-pc", art: { from: "#263238", to: "#80CBC4" } },
    { category: "tv-audio", art: { from: "#4A148C", to: "#CE93D8" } },
    { category: "casti", art: { from: "#BF360C", to: "#FFAB91" } },
    { category: "foto-video", art: { from: "#004D40", to: "#80CBC4" } },
    { category: "gaming", art: { from: "#311B92", to: "#B39DDB" } },
  ],
  categoryBlocks: ["telefoane-tablete", "laptopuri-pc", "tv-audio"],
  sliders: [
    {
      slug: "recomandarile-ecom",
      title: { ro: "Recomandările eCom", en: "eCom recommends" },
      rule: { codes: ["EL-1001", "EL-1021", "EL-1060", "EL-1070", "EL-1050", "EL-1011"] },
    },
    {
      slug: "apple",
      title: { ro: "Produse Apple", en: "Apple products" },
      rule: { brand: "apple" },
    },
    {
      slug: "accesorii-potrivite",
      isProductPage: true,
      title: { ro: "Accesorii potrivite", en: "Matching accessories" },
      rule: { category: "accesorii-gsm" },
    },
  ],
  advantages: {
    main_page: [delivery, returns, instalments, support],
    product_page: [warranty, delivery, returns],
    category_page: [delivery, instalments, warranty],
    product_why_we: [warranty, returns, support, instalments],
  },
};

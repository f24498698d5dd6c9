import type { AdvantageSeed, ShowcaseSeed } from "./types.ts";

const delivery: AdvantageSeed = {
  icon: "truck",
  title: { ro: "Livrare și instalare", ru: "Доставка и установка", en: "Delivery and installation" },
  text: {
    ro: "Aducem și conectăm electrocasnicele mari; gratuit în Chișinău de la 1 500 lei.",
    ru: "Привезём и подключим крупную технику; бесплатно по Кишинёву от 1 500 леев.",
    en: "We deliver and connect large appliances; free in Chișinău over 1,500 lei.",
  },
};
const warranty: AdvantageSeed = {
  icon: "shield-check",
  title: { ro: "Garanție oficială", ru: "Официальная гарантия", en: "Official warranty" },
  text: {
    ro: "Până la 3 ani, cu centru de service propriu în Chișinău.",
    ru: "До 3 лет, с собственным сервисным центром в Кишинёве.",
    en: "Up to 3 years, with our own service centre in Chișinău.",
  },
};
const credit: AdvantageSeed = {
  icon: "credit-card",
  title: { ro: "Credit 0%", ru: "Кредит 0%", en: "0% credit" },
  text: {
    ro: "Cumpărați acum și achitați în 10 rate lunare fără dobândă.",
    ru: "Покупайте сейчас и платите 10 ежемесячными платежами без процентов.",
    en: "Buy now and pay in 10 monthly instalments without interest.",
  },
};
const tradeIn: AdvantageSeed = {
  icon: "rotate-ccw",
  title: { ro: "Retur în 14 zile", ru: "Возврат 14 дней", en: "14-day returns" },
  text: {
    ro: "Produsul nu v-a convenit? Îl primim înapoi în 14 zile.",
    ru: "Товар не подошёл? Примем его обратно в течение 14 дней.",
    en: "Not what you wanted? We take it back within 14 days.",
  },
};
const pickup: AdvantageSeed = {
  icon: "store",
  title: { ro: "Ridicare din showroom", ru: "Самовывоз из шоурума", en: "Showroom pickup" },
  text: {
    ro: "Comandați online și ridicați în aceeași zi, după ce ați verificat produsul.",
    ru: "Закажите онлайн и заберите в тот же день, проверив товар на месте.",
    en: "Order online and collect the same day, after checking the product.",
  },
};

export const primebuyShowcase: ShowcaseSeed = {
  banners: [
    {
      category: "large-appliances",
      art: { from: "#0D47A1", to: "#4FC3F7" },
      title: {
        ro: "Electrocasnice mari cu instalare gratuită",
        ru: "Крупная техника с бесплатной установкой",
        en: "Large appliances with free installation",
      },
      link: "washing-machines",
    },
    {
      category: "phones-gadgets",
      art: { from: "#212121", to: "#FF6F00" },
      title: {
        ro: "Smartphone-uri noi în rate 0%",
        ru: "Новые смартфоны в рассрочку 0%",
        en: "New smartphones at 0% instalments",
      },
      link: "smartphones",
    },
  ],
  carousel: [
    { category: "phones-gadgets", art: { from: "#212121", to: "#FF6F00" } },
    { category: "laptops-tablets", art: { from: "#263238", to: "#90A4AE" } },
    { category: "tv-video", art: { from: "#1A237E", to: "#7986CB" } },
    { category: "audio", art: { from: "#4E342E", to: "#BCAAA4" } },
    { category: "large-appliances", art: { from: "#0D47A1", to: "#4FC3F7" } },
    { category: "small-appliances", art: { from: "#880E4F", to: "#F48FB1" } },
    { category: "climate", art: { from: "#006064", to: "#80DEEA" } },
  ],
  categoryBlocks: ["phones-gadgets", "large-appliances", "small-appliances"],
  sliders: [
    {
      slug: "top-primebuy",
      title: { ro: "Top PrimeBuy", ru: "Топ PrimeBuy", en: "PrimeBuy top picks" },
      rule: { codes: ["PB-1001", "PB-1011", "PB-1020", "PB-1039", "PB-1049", "PB-1058", "PB-1068"] },
    },
    {
      slug: "samsung",
      title: { ro: "Lumea Samsung", ru: "Мир Samsung", en: "Samsung world" },
      rule: { brand: "samsung" },
    },
    {
      slug: "accesorii",
      isProductPage: true,
      title: { ro: "Nu uitați de accesorii", ru: "Не забудьте аксессуары", en: "Don't forget accessories" },
      rule: { category: "accessories" },
    },
  ],
  advantages: {
    main_page: [delivery, credit, warranty, pickup],
    product_page: [warranty, delivery, tradeIn],
    category_page: [credit, delivery, pickup],
    product_why_we: [warranty, credit, pickup, tradeIn],
  },
};

import type { AdvantageSeed, ShowcaseSeed } from "./types.ts";

const original: AdvantageSeed = {
  icon: "shield-check",
  title: { ro: "Doar produse originale", ru: "Только оригинальная продукция", en: "Only genuine products" },
  text: {
    ro: "Cumpărăm direct de la reprezentanțele oficiale ale mărcilor.",
    ru: "Закупаем напрямую у официальных представительств брендов.",
    en: "We buy directly from the brands' official distributors.",
  },
};
const samples: AdvantageSeed = {
  icon: "gift",
  title: { ro: "Mostre cadou", ru: "Пробники в подарок", en: "Free samples" },
  text: {
    ro: "Două mostre la alegere în fiecare comandă de peste 400 lei.",
    ru: "Два пробника на выбор в каждом заказе от 400 леев.",
    en: "Two samples of your choice with every order over 400 lei.",
  },
};
const consultant: AdvantageSeed = {
  icon: "sparkles",
  title: { ro: "Consultant de frumusețe", ru: "Бьюти-консультант", en: "Beauty adviser" },
  text: {
    ro: "Vă ajutăm să alegeți îngrijirea potrivită tipului de ten, în chat sau în magazin.",
    ru: "Поможем подобрать уход под ваш тип кожи — в чате или в магазине.",
    en: "We help you choose care for your skin type, in chat or in store.",
  },
};
const delivery: AdvantageSeed = {
  icon: "truck",
  title: { ro: "Livrare rapidă", ru: "Быстрая доставка", en: "Fast delivery" },
  text: {
    ro: "În Chișinău a doua zi, gratuit pentru comenzile de peste 600 lei.",
    ru: "По Кишинёву на следующий день, бесплатно для заказов от 600 леев.",
    en: "Next day in Chișinău, free on orders over 600 lei.",
  },
};
const returns: AdvantageSeed = {
  icon: "rotate-ccw",
  title: { ro: "Retur simplu", ru: "Простой возврат", en: "Easy returns" },
  text: {
    ro: "Produsele sigilate se pot returna în 14 zile.",
    ru: "Запечатанные товары можно вернуть в течение 14 дней.",
    en: "Sealed products can be returned within 14 days.",
  },
};

export const foundationShowcase: ShowcaseSeed = {
  banners: [
    {
      category: "face-care",
      art: { from: "#B76E79", to: "#FBE3E8" },
      title: {
        ro: "Rutina de îngrijire a tenului în trei pași",
        ru: "Уход за лицом в три шага",
        en: "A three-step skincare routine",
      },
      link: "serums",
    },
    {
      category: "sun-care",
      art: { from: "#F57C00", to: "#FFF3E0" },
      title: {
        ro: "SPF pentru fiecare zi, nu doar pentru vacanță",
        ru: "SPF на каждый день, а не только для отпуска",
        en: "SPF for every day, not just for holidays",
      },
    },
  ],
  carousel: [
    { category: "face-care", art: { from: "#B76E79", to: "#FBE3E8" } },
    { category: "makeup", art: { from: "#8E24AA", to: "#F3E5F5" } },
    { category: "sun-care", art: { from: "#F57C00", to: "#FFF3E0" } },
    { category: "hair-care", art: { from: "#5D4037", to: "#D7CCC8" } },
    { category: "k-beauty", art: { from: "#00897B", to: "#E0F2F1" } },
    { category: "fragrances", art: { from: "#3949AB", to: "#E8EAF6" } },
  ],
  categoryBlocks: ["face-care", "makeup", "hair-care"],
  sliders: [
    {
      slug: "favoritele-noastre",
      title: { ro: "Favoritele echipei", ru: "Любимое команды", en: "Team favourites" },
      rule: { codes: ["FB-1001", "FB-1011", "FB-1020", "FB-1029", "FB-1039", "FB-1050", "FB-1069"] },
    },
    {
      slug: "la-roche-posay",
      title: { ro: "La Roche-Posay", ru: "La Roche-Posay", en: "La Roche-Posay" },
      rule: { brand: "la-roche-posay" },
    },
    {
      slug: "completeaza-rutina",
      isProductPage: true,
      title: { ro: "Completați rutina", ru: "Дополните уход", en: "Complete your routine" },
      rule: { category: "serums" },
    },
  ],
  advantages: {
    main_page: [original, samples, consultant, delivery],
    product_page: [original, delivery, returns],
    category_page: [consultant, samples, delivery],
    product_why_we: [original, consultant, samples, returns],
  },
};

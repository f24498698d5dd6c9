import type { AdvantageSeed, ShowcaseSeed } from "./types.ts";

const delivery: AdvantageSeed = {
  icon: "truck",
  title: {
    ro: "Livrare în toată Moldova",
    ru: "Доставка по всей Молдове",
    uk: "Доставка по всій Молдові",
    en: "Delivery across Moldova",
  },
  text: {
    ro: "Gratuit în Chișinău pentru comenzile de peste 500 lei, în 24 de ore.",
    ru: "Бесплатно по Кишинёву для заказов от 500 леев, в течение 24 часов.",
    uk: "Безкоштовно по Кишиневу для замовлень від 500 леїв, протягом 24 годин.",
    en: "Free in Chișinău on orders over 500 lei, within 24 hours.",
  },
};
const pharmacist: AdvantageSeed = {
  icon: "stethoscope",
  title: {
    ro: "Sfatul farmacistului",
    ru: "Совет фармацевта",
    uk: "Порада фармацевта",
    en: "Pharmacist advice",
  },
  text: {
    ro: "Farmaciștii noștri vă răspund la telefon și în chat despre doze și interacțiuni.",
    ru: "Наши фармацевты ответят по телефону и в чате о дозировке и взаимодействиях.",
    uk: "Наші фармацевти відповідять телефоном і в чаті щодо дозування та взаємодій.",
    en: "Our pharmacists answer by phone and chat about doses and interactions.",
  },
};
const pickup: AdvantageSeed = {
  icon: "store",
  title: {
    ro: "Ridicare din 5 farmacii",
    ru: "Самовывоз из 5 аптек",
    uk: "Самовивіз із 5 аптек",
    en: "Pickup at 5 pharmacies",
  },
  text: {
    ro: "Rezervați online și ridicați în 1–2 ore; una dintre farmacii lucrează non-stop.",
    ru: "Забронируйте онлайн и заберите через 1–2 часа; одна из аптек работает круглосуточно.",
    uk: "Забронюйте онлайн і заберіть за 1–2 години; одна з аптек працює цілодобово.",
    en: "Reserve online and collect within 1–2 hours; one pharmacy is open 24/7.",
  },
};
const quality: AdvantageSeed = {
  icon: "shield-check",
  title: {
    ro: "Produse autorizate",
    ru: "Сертифицированные товары",
    uk: "Сертифіковані товари",
    en: "Licensed products",
  },
  text: {
    ro: "Doar de la distribuitori autorizați, păstrate la temperatura corectă.",
    ru: "Только от официальных дистрибьюторов, хранятся при правильной температуре.",
    uk: "Лише від офіційних дистриб’юторів, зберігаються за правильної температури.",
    en: "Only from licensed distributors, stored at the right temperature.",
  },
};
const payment: AdvantageSeed = {
  icon: "credit-card",
  title: {
    ro: "Plată cu cardul sau numerar",
    ru: "Оплата картой или наличными",
    uk: "Оплата карткою або готівкою",
    en: "Card or cash payment",
  },
  text: {
    ro: "Plătiți online, la curier sau în farmacie la ridicare.",
    ru: "Оплачивайте онлайн, курьеру или в аптеке при получении.",
    uk: "Сплачуйте онлайн, кур’єру або в аптеці під час отримання.",
    en: "Pay online, to the courier or at the pharmacy when you collect.",
  },
};
const loyalty: AdvantageSeed = {
  icon: "badge-percent",
  title: { ro: "Puncte de fidelitate", ru: "Бонусные баллы", uk: "Бонусні бали", en: "Loyalty points" },
  text: {
    ro: "Acumulați puncte la fiecare cumpărătură și achitați cu ele următoarea comandă.",
    ru: "Копите баллы за каждую покупку и оплачивайте ими следующий заказ.",
    uk: "Накопичуйте бали за кожну покупку та сплачуйте ними наступне замовлення.",
    en: "Earn points on every purchase and spend them on your next order.",
  },
};

export const farmacieShowcase: ShowcaseSeed = {
  banners: [
    {
      category: "vitamine-suplimente",
      art: { from: "#0E7C66", to: "#F2C94C" },
      title: {
        ro: "Vitamine pentru imunitate: −15% la a doua cutie",
        ru: "Витамины для иммунитета: −15% на вторую упаковку",
        uk: "Вітаміни для імунітету: −15% на другу упаковку",
        en: "Immunity vitamins: 15% off the second box",
      },
      link: "imunitate",
    },
    {
      category: "dispozitive-medicale",
      art: { from: "#1565C0", to: "#90CAF9" },
      title: {
        ro: "Tensiometre verificate de farmaciștii noștri",
        ru: "Тонометры, проверенные нашими фармацевтами",
        uk: "Тонометри, перевірені нашими фармацевтами",
        en: "Blood pressure monitors checked by our pharmacists",
      },
    },
    {
      category: "mama-si-copilul",
      art: { from: "#F48FB1", to: "#FFF1F5" },
      title: {
        ro: "Totul pentru mame și bebeluși",
        ru: "Всё для мам и малышей",
        uk: "Усе для мам і малюків",
        en: "Everything for mums and babies",
      },
    },
  ],
  carousel: [
    { category: "medicamente", art: { from: "#0E7C66", to: "#8FD3C1" } },
    { category: "vitamine-suplimente", art: { from: "#E0A100", to: "#FFE9A8" } },
    { category: "dermatocosmetica", art: { from: "#B5467A", to: "#F7D6E6" } },
    { category: "mama-si-copilul", art: { from: "#F48FB1", to: "#FFF1F5" } },
    { category: "dispozitive-medicale", art: { from: "#1565C0", to: "#90CAF9" } },
    { category: "igiena", art: { from: "#00838F", to: "#B2EBF2" } },
    { category: "optica", art: { from: "#5E35B1", to: "#D1C4E9" } },
  ],
  categoryBlocks: ["raceala-gripa", "imunitate", "ingrijire-fata"],
  sliders: [
    {
      slug: "sezonul-racelilor",
      title: {
        ro: "Pregătiți pentru sezonul răcelilor",
        ru: "Готовимся к сезону простуд",
        uk: "Готуємося до сезону застуд",
        en: "Ready for cold season",
      },
      rule: { codes: ["FF-10101", "FF-10141", "FF-10222", "FF-10271", "FF-10001", "FF-10012"] },
    },
    {
      slug: "krka",
      title: { ro: "Produse KRKA", ru: "Препараты KRKA", uk: "Препарати KRKA", en: "KRKA products" },
      rule: { brand: "krka" },
    },
    {
      slug: "recomandari-farmacist",
      isProductPage: true,
      title: {
        ro: "Farmacistul recomandă",
        ru: "Фармацевт рекомендует",
        uk: "Фармацевт рекомендує",
        en: "Our pharmacist recommends",
      },
      rule: { category: "imunitate" },
    },
  ],
  advantages: {
    main_page: [delivery, pickup, pharmacist, loyalty],
    product_page: [pickup, delivery, payment],
    category_page: [delivery, pharmacist, quality],
    product_why_we: [quality, pharmacist, pickup, loyalty],
  },
};

import type { AdvantageSeed, ShowcaseSeed } from "./types.ts";

const verified: AdvantageSeed = {
  icon: "file-check",
  title: { ro: "Acte verificate", ru: "Проверенные документы" },
  text: {
    ro: "Verificăm extrasul din registrul bunurilor imobile înainte de publicare.",
    ru: "Проверяем выписку из реестра недвижимости до публикации объявления.",
  },
};
const visit: AdvantageSeed = {
  icon: "map-pin",
  title: { ro: "Vizionare pe teren", ru: "Осмотр на месте" },
  text: {
    ro: "Agentul vă arată hotarele terenului și accesul la drum, rețele și apă.",
    ru: "Агент покажет границы участка и подъезд, коммуникации и воду.",
  },
};
const notary: AdvantageSeed = {
  icon: "shield-check",
  title: { ro: "Tranzacție sigură", ru: "Безопасная сделка" },
  text: {
    ro: "Vă însoțim la notar și la înregistrarea dreptului de proprietate.",
    ru: "Сопровождаем у нотариуса и при регистрации права собственности.",
  },
};
const advice: AdvantageSeed = {
  icon: "headset",
  title: { ro: "Consultanță gratuită", ru: "Бесплатная консультация" },
  text: {
    ro: "Aflați ce se poate construi pe teren și ce autorizații sunt necesare.",
    ru: "Узнайте, что можно строить на участке и какие нужны разрешения.",
  },
};
const noCommission: AdvantageSeed = {
  icon: "badge-percent",
  title: { ro: "Direct de la proprietari", ru: "Напрямую от владельцев" },
  text: {
    ro: "Multe loturi sunt vândute direct de proprietar, fără comision.",
    ru: "Многие участки продают сами владельцы, без комиссии.",
  },
};

export const terenuriShowcase: ShowcaseSeed = {
  banners: [
    {
      category: "constructii",
      art: { from: "#33691E", to: "#DCE775" },
      title: {
        ro: "Loturi pentru casă în suburbiile Chișinăului",
        ru: "Участки под дом в пригородах Кишинёва",
      },
      link: "constructii-suburbii",
    },
    {
      category: "agricole",
      art: { from: "#827717", to: "#FFF59D" },
      title: { ro: "Vii și livezi cu acte în regulă", ru: "Виноградники и сады с документами в порядке" },
    },
  ],
  carousel: [
    { category: "constructii", art: { from: "#33691E", to: "#DCE775" } },
    { category: "agricole", art: { from: "#827717", to: "#FFF59D" } },
    { category: "pomicole", art: { from: "#558B2F", to: "#C5E1A5" } },
    { category: "case", art: { from: "#5D4037", to: "#D7CCC8" } },
    { category: "comerciale", art: { from: "#1565C0", to: "#BBDEFB" } },
  ],
  categoryBlocks: ["constructii", "case", "agricole"],
  sliders: [
    {
      slug: "oferte-saptamanii",
      title: { ro: "Ofertele săptămânii", ru: "Предложения недели" },
      rule: { codes: ["TR-1001", "TR-1011", "TR-1021", "TR-1030", "TR-1040", "TR-1051"] },
    },
    {
      slug: "de-la-proprietar",
      title: { ro: "Direct de la proprietar", ru: "Напрямую от владельца" },
      rule: { brand: "proprietar" },
    },
    {
      slug: "loturi-similare",
      isProductPage: true,
      title: { ro: "Loturi pentru construcții", ru: "Участки под застройку" },
      rule: { category: "constructii" },
    },
  ],
  advantages: {
    main_page: [verified, noCommission, notary, advice],
    product_page: [verified, visit, notary],
    category_page: [verified, advice, noCommission],
    product_why_we: [verified, visit, notary, advice],
  },
};

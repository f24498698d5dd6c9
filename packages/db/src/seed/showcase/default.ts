import type { AdvantageSeed, ShowcaseSeed } from "./types.ts";

const delivery: AdvantageSeed = {
  icon: "truck",
  title: {
    ro: "Livrare la ușă",
    ru: "Доставка до двери",
    uk: "Доставка до дверей",
    en: "Delivery to your door",
  },
  text: {
    ro: "Gratuit în Chișinău pentru comenzile de peste 1 000 lei; mobila o urcăm la etaj.",
    ru: "Бесплатно по Кишинёву для заказов от 1 000 леев; мебель поднимем на этаж.",
    uk: "Безкоштовно по Кишиневу для замовлень від 1 000 леїв; меблі піднімемо на поверх.",
    en: "Free in Chișinău on orders over 1,000 lei; we carry furniture upstairs.",
  },
};
const assembly: AdvantageSeed = {
  icon: "wrench",
  title: { ro: "Asamblare la domiciliu", ru: "Сборка на дому", uk: "Збирання вдома", en: "Assembly at home" },
  text: {
    ro: "Meșterii noștri montează mobila și corpurile de iluminat în ziua livrării.",
    ru: "Наши мастера соберут мебель и установят светильники в день доставки.",
    uk: "Наші майстри зберуть меблі та встановлять світильники в день доставки.",
    en: "Our fitters assemble furniture and hang lights on the day of delivery.",
  },
};
const warranty: AdvantageSeed = {
  icon: "shield-check",
  title: {
    ro: "Garanție oficială",
    ru: "Официальная гарантия",
    uk: "Офіційна гарантія",
    en: "Official warranty",
  },
  text: {
    ro: "Până la 5 ani pentru mobilă și unelte, cu service în Chișinău.",
    ru: "До 5 лет на мебель и инструмент, с сервисом в Кишинёве.",
    uk: "До 5 років на меблі та інструмент, із сервісом у Кишиневі.",
    en: "Up to 5 years on furniture and tools, serviced in Chișinău.",
  },
};
const returns: AdvantageSeed = {
  icon: "rotate-ccw",
  title: { ro: "Retur în 14 zile", ru: "Возврат 14 дней", uk: "Повернення 14 днів", en: "14-day returns" },
  text: {
    ro: "Nu se potrivește în interior? Îl returnați în ambalajul original.",
    ru: "Не подошло к интерьеру? Верните товар в оригинальной упаковке.",
    uk: "Не пасує до інтер’єру? Поверніть товар в оригінальному пакуванні.",
    en: "Not right for your room? Return it in its original packaging.",
  },
};
const instalments: AdvantageSeed = {
  icon: "credit-card",
  title: {
    ro: "Rate fără dobândă",
    ru: "Рассрочка без процентов",
    uk: "Розстрочка без відсотків",
    en: "Interest-free instalments",
  },
  text: {
    ro: "Plătiți mobila în 6 rate egale, direct pe site.",
    ru: "Оплачивайте мебель шестью равными платежами прямо на сайте.",
    uk: "Сплачуйте меблі шістьма рівними платежами прямо на сайті.",
    en: "Pay for furniture in 6 equal instalments, right on the site.",
  },
};

export const defaultShowcase: ShowcaseSeed = {
  banners: [
    {
      category: "furniture",
      art: { from: "#8D6E63", to: "#FFE0B2" },
      title: {
        ro: "Canapele și fotolii cu asamblare gratuită",
        ru: "Диваны и кресла с бесплатной сборкой",
        uk: "Дивани та крісла з безкоштовним збиранням",
        en: "Sofas and armchairs with free assembly",
      },
      link: "sofas-armchairs",
    },
    {
      category: "garden",
      art: { from: "#2E7D32", to: "#C5E1A5" },
      title: {
        ro: "Totul pentru grădină, de la semințe la grătar",
        ru: "Всё для сада — от семян до гриля",
        uk: "Усе для саду — від насіння до гриля",
        en: "Everything for the garden, from seeds to grills",
      },
    },
  ],
  carousel: [
    { category: "furniture", art: { from: "#8D6E63", to: "#FFE0B2" } },
    { category: "lighting", art: { from: "#F9A825", to: "#FFF59D" } },
    { category: "kitchen", art: { from: "#C62828", to: "#FFCDD2" } },
    { category: "textiles", art: { from: "#6A1B9A", to: "#E1BEE7" } },
    { category: "garden", art: { from: "#2E7D32", to: "#C5E1A5" } },
    { category: "tools", art: { from: "#37474F", to: "#B0BEC5" } },
  ],
  categoryBlocks: ["furniture", "lighting", "garden"],
  sliders: [
    {
      slug: "alegerea-casa-mea",
      title: { ro: "Alegerea Casa Mea", ru: "Выбор Casa Mea", uk: "Вибір Casa Mea", en: "Casa Mea picks" },
      rule: { codes: ["CM-1001", "CM-1022", "CM-1031", "CM-1040", "CM-1061", "CM-1070", "CM-1011"] },
    },
    {
      slug: "lumini-eglo",
      title: {
        ro: "Corpuri de iluminat Eglo",
        ru: "Светильники Eglo",
        uk: "Світильники Eglo",
        en: "Eglo lighting",
      },
      rule: { brand: "eglo" },
    },
    {
      slug: "completeaza-interiorul",
      isProductPage: true,
      title: {
        ro: "Completați interiorul",
        ru: "Дополните интерьер",
        uk: "Доповніть інтер’єр",
        en: "Complete the room",
      },
      rule: { category: "textiles" },
    },
  ],
  advantages: {
    main_page: [delivery, assembly, instalments, returns],
    product_page: [delivery, warranty, returns],
    category_page: [delivery, assembly, warranty],
    product_why_we: [warranty, assembly, returns, instalments],
  },
};

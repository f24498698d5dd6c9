import type { AdvantageSeed, ShowcaseSeed } from "./types.ts";

const fresh: AdvantageSeed = {
  icon: "chef-hat",
  title: { ro: "Gătit în ziua livrării", ru: "Готовим в день доставки", en: "Cooked on delivery day" },
  text: {
    ro: "Bucătarii noștri gătesc dimineața, fără conservanți, din produse locale.",
    ru: "Повара готовят утром, без консервантов, из местных продуктов.",
    en: "Our chefs cook in the morning, without preservatives, from local produce.",
  },
};
const morning: AdvantageSeed = {
  icon: "clock",
  title: { ro: "Livrare dimineața", ru: "Доставка утром", en: "Morning delivery" },
  text: {
    ro: "Programele ajung între 6:00 și 9:00, în cutii termice, gratuit în Chișinău de la 600 lei.",
    ru: "Рационы привозим с 6:00 до 9:00 в термобоксах, бесплатно по Кишинёву от 600 леев.",
    en: "Meal plans arrive between 6:00 and 9:00 in thermal boxes, free in Chișinău over 600 lei.",
  },
};
const nutritionist: AdvantageSeed = {
  icon: "leaf",
  title: { ro: "Meniu de la nutriționist", ru: "Меню от нутрициолога", en: "Menus by a nutritionist" },
  text: {
    ro: "Caloriile și macronutrienții fiecărei zile sunt calculate de un nutriționist.",
    ru: "Калории и БЖУ каждого дня рассчитывает нутрициолог.",
    en: "Every day's calories and macros are worked out by a nutritionist.",
  },
};
const pause: AdvantageSeed = {
  icon: "rotate-ccw",
  title: { ro: "Pauză oricând", ru: "Пауза в любой момент", en: "Pause any time" },
  text: {
    ro: "Plecați din oraș? Suspendăm programul și mutăm zilele rămase.",
    ru: "Уезжаете? Приостановим рацион и перенесём оставшиеся дни.",
    en: "Going away? We pause your plan and move the remaining days.",
  },
};
const events: AdvantageSeed = {
  icon: "gift",
  title: { ro: "Catering pentru evenimente", ru: "Кейтеринг для событий", en: "Event catering" },
  text: {
    ro: "Bufet, coffee-break și platouri pentru 10–300 de invitați, cu servire.",
    ru: "Фуршет, кофе-брейк и плато на 10–300 гостей, с обслуживанием.",
    en: "Buffets, coffee breaks and platters for 10–300 guests, with service.",
  },
};

export const ecaterixShowcase: ShowcaseSeed = {
  banners: [
    {
      category: "programe",
      art: { from: "#2E7D32", to: "#DCEDC8" },
      title: {
        ro: "Prima zi a oricărui program — cu 20% mai ieftin",
        ru: "Первый день любого рациона — на 20% дешевле",
        en: "20% off the first day of any meal plan",
      },
      link: "slim",
    },
    {
      category: "catering",
      art: { from: "#6D4C41", to: "#FFE0B2" },
      title: {
        ro: "Coffee-break pentru birou, livrat în 2 ore",
        ru: "Кофе-брейк в офис с доставкой за 2 часа",
        en: "Office coffee breaks delivered within 2 hours",
      },
      link: "coffee-break",
    },
  ],
  carousel: [
    { category: "programe", art: { from: "#2E7D32", to: "#DCEDC8" } },
    { category: "pranzuri", art: { from: "#EF6C00", to: "#FFE0B2" } },
    { category: "catering", art: { from: "#6D4C41", to: "#FFE0B2" } },
    { category: "salate", art: { from: "#558B2F", to: "#F1F8E9" } },
    { category: "supe", art: { from: "#D84315", to: "#FFCCBC" } },
    { category: "deserturi", art: { from: "#AD1457", to: "#F8BBD0" } },
  ],
  categoryBlocks: ["programe", "pranzuri", "catering"],
  sliders: [
    {
      slug: "alegerea-bucatarului",
      title: { ro: "Alegerea bucătarului", ru: "Выбор шеф-повара", en: "Chef's choice" },
      rule: { codes: ["EC-1030", "EC-1049", "EC-1060", "EC-1070", "EC-1040", "EC-1001"] },
    },
    {
      slug: "ecaterix-green",
      title: { ro: "Meniu verde", ru: "Зелёное меню", en: "Green menu" },
      rule: { brand: "ecaterix-green" },
    },
    {
      slug: "adaugati-la-comanda",
      isProductPage: true,
      title: { ro: "Adăugați la comandă", ru: "Добавьте к заказу", en: "Add to your order" },
      rule: { category: "deserturi" },
    },
  ],
  advantages: {
    main_page: [fresh, morning, nutritionist, events],
    product_page: [morning, fresh, pause],
    category_page: [fresh, nutritionist, morning],
    product_why_we: [nutritionist, fresh, pause, events],
  },
};

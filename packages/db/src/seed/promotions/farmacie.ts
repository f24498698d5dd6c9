import type { PromotionSeed } from "./types.ts";

/** The pharmacy: immunity and sun care now, and the cold season's offer (ended). */
export const farmaciePromotions: PromotionSeed[] = [
  {
    startDay: -6,
    endDay: 24,
    showOnMainPage: true,
    art: ["#15803d", "#86efac"],
    video: "https://vimeo.com/76979871",
    products: { category: "imunitate" },
    byLang: {
      ro: {
        title: "Imunitate puternică",
        short: "Vitamine și suplimente pentru imunitate la prețuri reduse.",
        paragraphs: [
          "Susțineți-vă imunitatea cu vitamina C, zinc, vitamina D și produse naturale.",
          "Suplimentele alimentare nu înlocuiesc o alimentație variată. Citiți cu atenție prospectul.",
        ],
      },
      ru: {
        title: "Крепкий иммунитет",
        short: "Витамины и добавки для иммунитета по сниженным ценам.",
        paragraphs: [
          "Поддержите иммунитет витамином C, цинком, витамином D и натуральными средствами.",
          "Биологически активные добавки не заменяют разнообразное питание. Внимательно читайте инструкцию.",
        ],
      },
      uk: {
        title: "Міцний імунітет",
        short: "Вітаміни та добавки для імунітету за зниженими цінами.",
        paragraphs: [
          "Підтримайте імунітет вітаміном C, цинком, вітаміном D та натуральними засобами.",
          "Харчові добавки не замінюють різноманітне харчування. Уважно читайте інструкцію.",
        ],
      },
      en: {
        title: "Strong immunity",
        short: "Vitamins and supplements for immunity at reduced prices.",
        paragraphs: [
          "Support your immunity with vitamin C, zinc, vitamin D and natural products.",
          "Food supplements are no substitute for a varied diet. Read the leaflet carefully.",
        ],
      },
    },
  },
  {
    startDay: -2,
    endDay: 40,
    showOnMainPage: true,
    art: ["#f97316", "#fde047"],
    products: { category: "protectie-solara" },
    byLang: {
      ro: {
        title: "Protecție solară pentru toată familia",
        short: "Creme și spray-uri cu SPF pentru adulți și copii.",
        paragraphs: ["Protejați pielea de soare cu produse dermatologice potrivite fiecărui tip de ten."],
      },
      ru: {
        title: "Солнцезащита для всей семьи",
        short: "Кремы и спреи с SPF для взрослых и детей.",
        paragraphs: ["Защитите кожу от солнца дерматологическими средствами для любого типа кожи."],
      },
      uk: {
        title: "Сонцезахист для всієї родини",
        short: "Креми та спреї з SPF для дорослих і дітей.",
        paragraphs: ["Захистіть шкіру від сонця дерматологічними засобами для будь-якого типу шкіри."],
      },
      en: {
        title: "Sun protection for the whole family",
        short: "SPF creams and sprays for adults and children.",
        paragraphs: ["Protect your skin from the sun with dermatological products for every skin type."],
      },
    },
  },
  {
    startDay: -90,
    endDay: -30,
    showOnMainPage: true,
    art: ["#0369a1", "#bae6fd"],
    products: { category: "raceala-gripa" },
    byLang: {
      ro: {
        title: "Sezonul răcelii",
        short: "Produse pentru răceală și gripă.",
        paragraphs: ["Oferta s-a încheiat."],
      },
      ru: {
        title: "Сезон простуды",
        short: "Средства от простуды и гриппа.",
        paragraphs: ["Предложение завершено."],
      },
      uk: {
        title: "Сезон застуди",
        short: "Засоби від застуди та грипу.",
        paragraphs: ["Пропозицію завершено."],
      },
      en: { title: "Cold season", short: "Cold and flu products.", paragraphs: ["This offer has ended."] },
    },
  },
];

import type { VacancySeed } from "./types.ts";

/** Foundation Beauty: a cosmetics boutique in central Chișinău. */
export const foundationVacancies: VacancySeed[] = [
  {
    employment: "full_time",
    salary: { from: 12000, to: 16000, currency: "MDL" },
    onMainPage: true,
    byLang: {
      ro: {
        title: "Consultant de frumusețe",
        location: "Chișinău, str. București 67",
        intro: "Ajutați clientele să-și aleagă îngrijirea și machiajul potrivit în boutique-ul nostru.",
        duties: [
          "Diagnosticul tenului și recomandarea rutinei",
          "Demonstrații de machiaj",
          "Vânzarea și ambalarea cadourilor",
        ],
        offer: [
          "Salariu 12 000–16 000 lei plus procent din vânzări",
          "Instruiri cu brandurile partenere",
          "Produse pentru testare",
        ],
      },
      ru: {
        title: "Бьюти-консультант",
        location: "Кишинёв, ул. Бучурешть, 67",
        intro: "Помогаете клиенткам подобрать уход и макияж в нашем бутике.",
        duties: ["Диагностика кожи и подбор ухода", "Демонстрация макияжа", "Продажа и упаковка подарков"],
        offer: [
          "Оплата 12 000–16 000 леев плюс процент от продаж",
          "Обучение от брендов-партнёров",
          "Продукты для тестирования",
        ],
      },
      en: {
        title: "Beauty consultant",
        location: "Chișinău, 67 București St.",
        intro: "Help our customers choose their skincare and make-up in our boutique.",
        duties: [
          "Skin diagnostics and routine advice",
          "Make-up demonstrations",
          "Selling and gift-wrapping",
        ],
        offer: ["12,000–16,000 MDL a month plus commission", "Training by partner brands", "Products to try"],
      },
    },
  },
  {
    employment: "part_time",
    byLang: {
      ro: {
        title: "Specialist social media",
        location: "Chișinău sau la distanță",
        intro: "Căutăm pe cineva care să povestească despre produsele noastre pe Instagram și TikTok.",
        duties: [
          "Plan de conținut lunar",
          "Fotografii și clipuri cu produse",
          "Răspunsuri la mesajele urmăritorilor",
        ],
        offer: [
          "Program flexibil, 20 de ore pe săptămână",
          "Salariu stabilit la interviu",
          "Acces la noutăți înaintea tuturor",
        ],
      },
      ru: {
        title: "SMM-специалист",
        location: "Кишинёв или удалённо",
        intro: "Ищем человека, который будет рассказывать о наших продуктах в Instagram и TikTok.",
        duties: ["Контент-план на месяц", "Фото и видео продуктов", "Ответы на сообщения подписчиков"],
        offer: [
          "Гибкий график, 20 часов в неделю",
          "Оплата по итогам собеседования",
          "Доступ к новинкам раньше всех",
        ],
      },
      en: {
        title: "Social media specialist",
        location: "Chișinău or remote",
        intro: "We are looking for someone to tell our products' story on Instagram and TikTok.",
        duties: ["A monthly content plan", "Product photos and videos", "Answering followers' messages"],
        offer: ["Flexible hours, 20 a week", "Pay agreed at the interview", "First look at new arrivals"],
      },
    },
  },
];

/** FAQ texts shared by the electronics shops (buying and warranty), in ro, ru and en. */
const t = (ro: string, ru: string, en: string) => ({ ro, ru, en });
const buying = t("Cumpărare", "Покупка", "Buying");
const warranty = t("Garanție", "Гарантия", "Warranty");

export const electronicsFaq = (warrantyMonths: string) => [
  {
    category: buying,
    q: t(
      "Pot verifica produsul la livrare?",
      "Можно ли проверить товар при доставке?",
      "Can I check the product on delivery?",
    ),
    a: t(
      "Da, desfaceți coletul în prezența curierului și verificați aspectul și completul. Defectele vizibile le semnalați pe loc.",
      "Да, вскройте посылку при курьере и проверьте внешний вид и комплектность. Видимые дефекты отметьте сразу.",
      "Yes, open the parcel in front of the courier and check its condition and contents. Report visible damage on the spot.",
    ),
  },
  {
    category: buying,
    q: t(
      "Cum aleg între două modele?",
      "Как выбрать между двумя моделями?",
      "How do I choose between two models?",
    ),
    a: t(
      "Adăugați-le la comparare: tabelul arată diferențele de specificații. Consultanții noștri vă ajută și la telefon.",
      "Добавьте их в сравнение: таблица покажет различия характеристик. Наши консультанты помогут и по телефону.",
      "Add both to compare: the table shows where the specifications differ. Our advisers also help by phone.",
    ),
  },
  {
    category: warranty,
    q: t("Ce garanție au produsele?", "Какая гарантия на товары?", "What warranty do products carry?"),
    a: t(
      `Garanție oficială de ${warrantyMonths} luni, indicată în fișa produsului. Păstrați bonul și certificatul de garanție.`,
      `Официальная гарантия ${warrantyMonths} месяцев, указана в карточке товара. Сохраните чек и гарантийный талон.`,
      `An official warranty of ${warrantyMonths} months, shown on the product page. Keep the receipt and warranty card.`,
    ),
  },
  {
    category: warranty,
    q: t(
      "Ce fac dacă produsul se defectează?",
      "Что делать, если товар сломался?",
      "What if the product breaks down?",
    ),
    a: t(
      "Aduceți-l în service cu bonul: facem diagnosticul gratuit și îl reparăm, îl înlocuim sau vă returnăm banii.",
      "Принесите его в сервис с чеком: диагностика бесплатна, мы отремонтируем, заменим товар или вернём деньги.",
      "Bring it to the service centre with the receipt: diagnosis is free, and we repair, replace or refund it.",
    ),
  },
];

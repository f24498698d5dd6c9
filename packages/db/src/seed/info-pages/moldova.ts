import type { Localized } from "../../schema.ts";

/**
 * Texts shared by the Moldovan demo shops (MDL, Chișinău): how to order, how to pay, who
 * delivers. Each shop's file picks what fits it and adds its own.
 */

export const orderSteps = (extra: { title: Localized; description: Localized }[] = []) => [
  {
    title: {
      ro: "Alegeți produsele",
      ru: "Выберите товары",
      uk: "Оберіть товари",
      en: "Choose your products",
    },
    description: {
      ro: "Căutați după nume sau răsfoiți catalogul, apoi apăsați „În coș” pe fiecare produs dorit.",
      ru: "Найдите товар по названию или в каталоге и нажмите «В корзину».",
      uk: "Знайдіть товар за назвою або в каталозі й натисніть «До кошика».",
      en: "Search by name or browse the catalogue, then press “Add to cart” on each product you want.",
    },
  },
  {
    title: { ro: "Verificați coșul", ru: "Проверьте корзину", uk: "Перевірте кошик", en: "Check your cart" },
    description: {
      ro: "În coș puteți schimba cantitățile și aplica un cod promoțional.",
      ru: "В корзине можно изменить количество и применить промокод.",
      uk: "У кошику можна змінити кількість і застосувати промокод.",
      en: "In the cart you can change quantities and apply a promo code.",
    },
  },
  {
    title: {
      ro: "Alegeți livrarea și plata",
      ru: "Выберите доставку и оплату",
      uk: "Оберіть доставку й оплату",
      en: "Choose delivery and payment",
    },
    description: {
      ro: "Indicați adresa sau magazinul din care ridicați comanda și modul de plată. Contul nu este obligatoriu.",
      ru: "Укажите адрес или магазин самовывоза и способ оплаты. Регистрация не обязательна.",
      uk: "Вкажіть адресу або магазин самовивозу і спосіб оплати. Реєстрація не обов’язкова.",
      en: "Give a delivery address or pick a store to collect from, and how you will pay. No account needed.",
    },
  },
  ...extra,
  {
    title: {
      ro: "Confirmați comanda",
      ru: "Подтвердите заказ",
      uk: "Підтвердіть замовлення",
      en: "Confirm the order",
    },
    description: {
      ro: "Primiți numărul comenzii pe ecran și pe e-mail; un operator vă sună dacă ceva trebuie clarificat.",
      ru: "Номер заказа появится на экране и придёт на e-mail; оператор позвонит, если нужно что-то уточнить.",
      uk: "Номер замовлення з’явиться на екрані й надійде на e-mail; оператор зателефонує, якщо треба щось уточнити.",
      en: "You get the order number on screen and by e-mail; an operator calls if anything needs clarifying.",
    },
  },
];

export const cashPayment = {
  code: "cash",
  title: { ro: "Numerar", ru: "Наличные", uk: "Готівка", en: "Cash" },
  description: {
    ro: "Plătiți curierului sau la casă, la ridicarea comenzii.",
    ru: "Оплата курьеру или на кассе при получении.",
    uk: "Оплата кур’єру або на касі під час отримання.",
    en: "Pay the courier, or at the till when you collect.",
  },
};
export const cardOnlinePayment = {
  code: "card",
  title: { ro: "Card online", ru: "Картой онлайн", uk: "Карткою онлайн", en: "Card online" },
  description: {
    ro: "Visa sau Mastercard, pe pagina securizată a băncii (3-D Secure). Datele cardului nu ajung la noi.",
    ru: "Visa или Mastercard на защищённой странице банка (3-D Secure). Данные карты к нам не попадают.",
    uk: "Visa або Mastercard на захищеній сторінці банку (3-D Secure). Дані картки до нас не потрапляють.",
    en: "Visa or Mastercard on the bank’s secure page (3-D Secure). Your card details never reach us.",
  },
};
export const cardOnReceiptPayment = {
  code: "card_on_receipt",
  title: {
    ro: "Card la primire",
    ru: "Картой при получении",
    uk: "Карткою під час отримання",
    en: "Card on delivery",
  },
  description: {
    ro: "Curierul are terminal POS; plata fără contact este acceptată.",
    ru: "У курьера есть POS-терминал, принимается бесконтактная оплата.",
    uk: "У кур’єра є POS-термінал, приймається безконтактна оплата.",
    en: "The courier carries a card terminal; contactless is accepted.",
  },
};
export const paynetPayment = {
  code: "paynet",
  title: { ro: "Paynet", ru: "Paynet", uk: "Paynet", en: "Paynet" },
  description: {
    ro: "Plată prin portofelul Paynet sau la terminalele Paynet din toată țara.",
    ru: "Оплата кошельком Paynet или в терминалах Paynet по всей стране.",
    uk: "Оплата гаманцем Paynet або в терміналах Paynet по всій країні.",
    en: "Pay from a Paynet wallet or at Paynet kiosks across the country.",
  },
};

export const ownCourier = (terms: Localized) => ({
  title: { ro: "Curierul nostru", ru: "Наш курьер", uk: "Наш кур’єр", en: "Our courier" },
  description: {
    ro: "Livrare la ușă în Chișinău și suburbii, într-un interval de două ore ales la comandă.",
    ru: "Доставка до двери по Кишинёву и пригородам в двухчасовой интервал, выбранный при заказе.",
    uk: "Доставка до дверей по Кишиневу й передмістю у двогодинний інтервал, обраний під час замовлення.",
    en: "Door delivery in Chișinău and its suburbs, in a two-hour window you choose when ordering.",
  },
  terms,
});
export const novaPost = {
  title: { ro: "Nova Poșta", ru: "Нова Пошта", uk: "Нова Пошта", en: "Nova Post" },
  description: {
    ro: "În toată Moldova: la oficiu, în automatul de colete sau prin curier.",
    ru: "По всей Молдове: в отделение, почтомат или курьером.",
    uk: "По всій Молдові: у відділення, поштомат або кур’єром.",
    en: "Anywhere in Moldova: to a branch, a parcel locker or by courier.",
  },
  terms: {
    ro: "1–2 zile lucrătoare, după tariful Nova Poșta",
    ru: "1–2 рабочих дня, по тарифу Нова Пошта",
    uk: "1–2 робочі дні, за тарифом Нової Пошти",
    en: "1–2 working days, at Nova Post’s rates",
  },
};
export const pickup = {
  title: { ro: "Ridicare din magazin", ru: "Самовывоз", uk: "Самовивіз", en: "Store pickup" },
  description: {
    ro: "Ridicați comanda din magazinul ales, când vă anunțăm prin SMS că este gata.",
    ru: "Заберите заказ в выбранном магазине, когда мы сообщим по SMS, что он готов.",
    uk: "Заберіть замовлення у вибраному магазині, коли ми повідомимо SMS, що воно готове.",
    en: "Collect from the store you chose once we text you that the order is ready.",
  },
  terms: { ro: "Gratuit", ru: "Бесплатно", uk: "Безкоштовно", en: "Free" },
};

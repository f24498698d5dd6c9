import type { Locale } from "@sf/i18n";

/**
 * The order confirmation's words in each language. Kept here rather than in the storefront's
 * catalogues: only the API sends mail, and the storefront ships one catalogue per page.
 */
export type OrderConfirmationTexts = {
  subject: (number: string, shop: string) => string;
  preheader: (number: string) => string;
  greeting: (name: string) => string;
  intro: string;
  /** The intro of a one-click order (the shop will phone). */
  quickIntro: string;
  orderNumber: string;
  date: string;
  product: string;
  quantity: string;
  price: string;
  lineTotal: string;
  code: string;
  subtotal: string;
  discount: string;
  promoCode: string;
  delivery: string;
  free: string;
  total: string;
  deliveryMethod: string;
  toAddress: string;
  pickup: string;
  /** The delivery method of a one-click order. */
  quick: string;
  /** A Nova Post parcel, by where it goes. */
  postal: Record<"warehouse" | "postmachine" | "courier", string>;
  /** The delivery row of a one-click order: its price is agreed on the phone. */
  deliveryByPhone: string;
  payment: string;
  paymentTypes: Record<string, string>;
  customer: string;
  comment: string;
  viewOrder: string;
  questions: (phone: string) => string;
  footer: (shop: string) => string;
};

/** Brand names read the same in every language. */
const PAYMENT_BRANDS = {
  paynet: "Paynet",
  bpay: "BPay",
  bpay_qr: "BPay QR",
  stripe: "Stripe",
  paypal: "PayPal",
  liqpay: "LiqPay",
};

export const ORDER_CONFIRMATION_TEXTS: Record<Locale, OrderConfirmationTexts> = {
  ro: {
    subject: (number, shop) => `Comanda nr. ${number} a fost primită – ${shop}`,
    preheader: (number) => `Vă mulțumim! Am primit comanda nr. ${number}.`,
    greeting: (name) => `Bună ziua, ${name}!`,
    intro:
      "Vă mulțumim pentru comandă. Am primit-o și vă vom contacta în curând pentru a confirma detaliile.",
    quickIntro: "Vă mulțumim pentru comandă. Am primit-o și vă vom suna în curând pentru a stabili livrarea.",
    orderNumber: "Comanda nr.",
    date: "Data",
    product: "Produs",
    quantity: "Cantitate",
    price: "Preț",
    lineTotal: "Sumă",
    code: "Cod",
    subtotal: "Produse",
    discount: "Reducere",
    promoCode: "cod promoțional",
    delivery: "Livrare",
    free: "Gratuit",
    total: "Total de plată",
    deliveryMethod: "Modalitatea de livrare",
    toAddress: "Livrare la adresă",
    pickup: "Ridicare din magazin",
    quick: "Comandă într-un clic: vă vom suna pentru a stabili livrarea",
    postal: {
      warehouse: "Nova Post, la oficiu",
      postmachine: "Nova Post, în poștomat",
      courier: "Nova Post, prin curier la adresă",
    },
    deliveryByPhone: "Se stabilește la telefon",
    payment: "Modalitatea de plată",
    paymentTypes: {
      ...PAYMENT_BRANDS,
      cash: "Numerar",
      card: "Card bancar online",
      card_on_receipt: "Card bancar la primire",
      iute: "În rate prin iute",
    },
    customer: "Date de contact",
    comment: "Comentariul dumneavoastră",
    viewOrder: "Vedeți comanda",
    questions: (phone) => `Aveți întrebări? Sunați-ne: ${phone}`,
    footer: (shop) => `Ați primit acest mesaj deoarece ați plasat o comandă la ${shop}.`,
  },
  ru: {
    subject: (number, shop) => `Заказ № ${number} принят – ${shop}`,
    preheader: (number) => `Спасибо! Мы получили ваш заказ № ${number}.`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: "Спасибо за заказ! Мы его получили и скоро свяжемся с вами, чтобы подтвердить детали.",
    quickIntro: "Спасибо за заказ! Мы его получили и скоро позвоним вам, чтобы договориться о доставке.",
    orderNumber: "Заказ №",
    date: "Дата",
    product: "Товар",
    quantity: "Количество",
    price: "Цена",
    lineTotal: "Сумма",
    code: "Код",
    subtotal: "Товары",
    discount: "Скидка",
    promoCode: "промокод",
    delivery: "Доставка",
    free: "Бесплатно",
    total: "Итого к оплате",
    deliveryMethod: "Способ доставки",
    toAddress: "Доставка по адресу",
    pickup: "Самовывоз из магазина",
    quick: "Заказ в один клик: мы позвоним вам, чтобы договориться о доставке",
    postal: {
      warehouse: "Nova Post, в отделение",
      postmachine: "Nova Post, в почтомат",
      courier: "Nova Post, курьером по адресу",
    },
    deliveryByPhone: "Согласуем по телефону",
    payment: "Способ оплаты",
    paymentTypes: {
      ...PAYMENT_BRANDS,
      cash: "Наличными",
      card: "Банковской картой онлайн",
      card_on_receipt: "Картой при получении",
      iute: "В рассрочку через iute",
    },
    customer: "Контактные данные",
    comment: "Ваш комментарий",
    viewOrder: "Посмотреть заказ",
    questions: (phone) => `Есть вопросы? Звоните: ${phone}`,
    footer: (shop) => `Вы получили это письмо, потому что оформили заказ в магазине «${shop}».`,
  },
  uk: {
    subject: (number, shop) => `Замовлення № ${number} прийнято – ${shop}`,
    preheader: (number) => `Дякуємо! Ми отримали ваше замовлення № ${number}.`,
    greeting: (name) => `Вітаємо, ${name}!`,
    intro: "Дякуємо за замовлення! Ми його отримали й незабаром зв’яжемося з вами, щоб підтвердити деталі.",
    quickIntro:
      "Дякуємо за замовлення! Ми його отримали й незабаром зателефонуємо вам, щоб домовитися про доставку.",
    orderNumber: "Замовлення №",
    date: "Дата",
    product: "Товар",
    quantity: "Кількість",
    price: "Ціна",
    lineTotal: "Сума",
    code: "Код",
    subtotal: "Товари",
    discount: "Знижка",
    promoCode: "промокод",
    delivery: "Доставка",
    free: "Безкоштовно",
    total: "Разом до сплати",
    deliveryMethod: "Спосіб доставки",
    toAddress: "Доставка за адресою",
    pickup: "Самовивіз із магазину",
    quick: "Замовлення в один клік: ми зателефонуємо вам, щоб домовитися про доставку",
    postal: {
      warehouse: "Nova Post, у відділення",
      postmachine: "Nova Post, у поштомат",
      courier: "Nova Post, кур’єром за адресою",
    },
    deliveryByPhone: "Узгодимо телефоном",
    payment: "Спосіб оплати",
    paymentTypes: {
      ...PAYMENT_BRANDS,
      cash: "Готівкою",
      card: "Банківською карткою онлайн",
      card_on_receipt: "Карткою під час отримання",
      iute: "Частинами через iute",
    },
    customer: "Контактні дані",
    comment: "Ваш коментар",
    viewOrder: "Переглянути замовлення",
    questions: (phone) => `Маєте запитання? Телефонуйте: ${phone}`,
    footer: (shop) => `Ви отримали цей лист, тому що оформили замовлення в магазині «${shop}».`,
  },
  en: {
    subject: (number, shop) => `Order No. ${number} received – ${shop}`,
    preheader: (number) => `Thank you! We have received your order No. ${number}.`,
    greeting: (name) => `Hello, ${name}!`,
    intro:
      "Thank you for your order. We have received it and will contact you shortly to confirm the details.",
    quickIntro:
      "Thank you for your order. We have received it and will call you shortly to arrange delivery.",
    orderNumber: "Order No.",
    date: "Date",
    product: "Product",
    quantity: "Quantity",
    price: "Price",
    lineTotal: "Amount",
    code: "Code",
    subtotal: "Items",
    discount: "Discount",
    promoCode: "promo code",
    delivery: "Delivery",
    free: "Free",
    total: "Total to pay",
    deliveryMethod: "Delivery method",
    toAddress: "Delivery to your address",
    pickup: "Pickup from the store",
    quick: "One-click order: we will call you to arrange delivery",
    postal: {
      warehouse: "Nova Post, to a branch",
      postmachine: "Nova Post, to a parcel locker",
      courier: "Nova Post, by courier to the address",
    },
    deliveryByPhone: "Agreed by phone",
    payment: "Payment method",
    paymentTypes: {
      ...PAYMENT_BRANDS,
      cash: "Cash",
      card: "Bank card online",
      card_on_receipt: "Card on receipt",
      iute: "In instalments through iute",
    },
    customer: "Contact details",
    comment: "Your comment",
    viewOrder: "View your order",
    questions: (phone) => `Any questions? Call us: ${phone}`,
    footer: (shop) => `You are receiving this e-mail because you placed an order at ${shop}.`,
  },
};

import { DEMO_POSTAL_TARIFF } from "@sf/domain";

/** Why a postal delivery cannot be priced; answered as text and shown as a warning (spec section 4). */
export type PostalWarning =
  | "too_heavy"
  | "too_heavy_for_locker"
  | "no_branches"
  | "no_lockers"
  | "not_configured"
  | "unavailable";

const { maxKg, maxLockerKg } = DEMO_POSTAL_TARIFF;

const TEXTS: Record<PostalWarning, Record<"ro" | "ru" | "uk" | "en", string>> = {
  too_heavy: {
    ro: `Coletul este prea greu pentru livrare (maximum ${maxKg} kg).`,
    ru: `Посылка слишком тяжёлая для доставки (не более ${maxKg} кг).`,
    uk: `Посилка надто важка для доставки (не більше ${maxKg} кг).`,
    en: `The parcel is too heavy to ship (${maxKg} kg at most).`,
  },
  too_heavy_for_locker: {
    ro: `Coletul este prea greu pentru un poștomat (maximum ${maxLockerKg} kg); alegeți un oficiu.`,
    ru: `Посылка слишком тяжёлая для почтомата (не более ${maxLockerKg} кг); выберите отделение.`,
    uk: `Посилка надто важка для поштомата (не більше ${maxLockerKg} кг); оберіть відділення.`,
    en: `The parcel is too heavy for a parcel locker (${maxLockerKg} kg at most); choose a branch.`,
  },
  no_branches: {
    ro: "În această localitate nu sunt oficii Nova Post.",
    ru: "В этом населённом пункте нет отделений Nova Post.",
    uk: "У цьому населеному пункті немає відділень Nova Post.",
    en: "There are no Nova Post branches in this town.",
  },
  no_lockers: {
    ro: "În această localitate nu sunt poștomate Nova Post; alegeți un oficiu sau curierul.",
    ru: "В этом населённом пункте нет почтоматов Nova Post; выберите отделение или курьера.",
    uk: "У цьому населеному пункті немає поштоматів Nova Post; оберіть відділення або кур'єра.",
    en: "There are no Nova Post parcel lockers in this town; choose a branch or the courier.",
  },
  not_configured: {
    ro: "Costul livrării vă va fi comunicat de operator la confirmarea comenzii.",
    ru: "Стоимость доставки сообщит оператор при подтверждении заказа.",
    uk: "Вартість доставки повідомить оператор під час підтвердження замовлення.",
    en: "The operator will tell you the delivery price when confirming the order.",
  },
  unavailable: {
    ro: "Nova Post nu poate calcula costul livrării la această adresă.",
    ru: "Nova Post не может рассчитать стоимость доставки по этому адресу.",
    uk: "Nova Post не може розрахувати вартість доставки за цією адресою.",
    en: "Nova Post cannot price a delivery to this address.",
  },
};

export function postalWarningText(warning: PostalWarning, lang: string): string {
  const texts = TEXTS[warning];
  return texts[lang as keyof typeof texts] ?? texts.ro;
}

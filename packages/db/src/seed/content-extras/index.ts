import type {
  DeliveryInfoText,
  Language,
  MenuCalculatorContent,
  SimilarCategoryViewMode,
} from "@sf/contract";
import type { ThemeName } from "@sf/themes";
import { menuCalculatorIn } from "./menu-calculator.ts";

/**
 * Each demo shop's smaller content documents: the delivery note beside the product page's buy
 * button (`delivery_info_text`, per language), the layout of the home page's similar
 * categories (`main_page_similar_category`; the categories themselves are the fullest ones),
 * and the caterer's meal plans (`menu_calculator`, per language).
 */
export type ContentExtrasSeed = {
  deliveryInfo: Partial<Record<Language, DeliveryInfoText>>;
  similarCategoriesView: SimilarCategoryViewMode;
  menuCalculator?: Partial<Record<Language, MenuCalculatorContent>>;
};

const note = (title: string, text: string): DeliveryInfoText => ({ title, text });

export const demoContentExtras: Record<ThemeName, ContentExtrasSeed> = {
  default: {
    similarCategoriesView: "grid",
    deliveryInfo: {
      ro: note(
        "Livrare și asamblare",
        "Livrăm mobila în Chișinău în 1–3 zile; asamblarea la domiciliu se comandă la telefon.",
      ),
      ru: note(
        "Доставка и сборка",
        "Доставляем мебель по Кишинёву за 1–3 дня; сборку на дому можно заказать по телефону.",
      ),
      uk: note(
        "Доставка і складання",
        "Доставляємо меблі по Кишиневу за 1–3 дні; складання вдома можна замовити телефоном.",
      ),
      en: note(
        "Delivery and assembly",
        "We deliver furniture in Chișinău within 1–3 days; home assembly can be booked by phone.",
      ),
    },
  },
  ecaterix: {
    similarCategoriesView: "slider",
    menuCalculator: { ro: menuCalculatorIn("ro"), ru: menuCalculatorIn("ru"), en: menuCalculatorIn("en") },
    deliveryInfo: {
      ro: note(
        "Livrare dimineața",
        "Comenzile plasate până la 14:00 le aducem a doua zi între 7:00 și 10:00, în cutii termice.",
      ),
      ru: note(
        "Утренняя доставка",
        "Заказы, оформленные до 14:00, привозим на следующий день с 7:00 до 10:00 в термобоксах.",
      ),
      en: note(
        "Morning delivery",
        "Orders placed by 2 pm arrive the next day between 7 and 10 am, in insulated boxes.",
      ),
    },
  },
  foundation: {
    similarCategoriesView: "grid",
    deliveryInfo: {
      ro: note(
        "Livrare cu mostre",
        "Livrare în 1–2 zile în toată Moldova, cu două mostre gratuite în fiecare colet.",
      ),
      ru: note(
        "Доставка с пробниками",
        "Доставка за 1–2 дня по всей Молдове, в каждой посылке два бесплатных пробника.",
      ),
      en: note(
        "Delivery with samples",
        "Delivery within 1–2 days across Moldova, two free samples in every parcel.",
      ),
    },
  },
  farmacie: {
    similarCategoriesView: "grid",
    deliveryInfo: {
      ro: note(
        "Ridicare în farmacie sau livrare",
        "Ridicați comanda gratuit din farmacia aleasă în 2 ore sau primiți-o acasă a doua zi.",
      ),
      ru: note(
        "Самовывоз или доставка",
        "Заберите заказ бесплатно в выбранной аптеке через 2 часа или получите его дома на следующий день.",
      ),
      uk: note(
        "Самовивіз або доставка",
        "Заберіть замовлення безкоштовно у вибраній аптеці за 2 години або отримайте його вдома наступного дня.",
      ),
      en: note(
        "Pick-up or delivery",
        "Collect your order free from the pharmacy you choose within 2 hours, or get it at home the next day.",
      ),
    },
  },
  ecom: {
    similarCategoriesView: "slider",
    deliveryInfo: {
      ro: note(
        "Livrare în 24–48 h",
        "Curier rapid în toată România, gratuit de la 500 lei; easybox de la 12 lei.",
      ),
      en: note(
        "Delivery in 24–48 h",
        "Express courier across Romania, free from 500 RON; easybox lockers from 12 RON.",
      ),
    },
  },
  primebuy: {
    similarCategoriesView: "slider",
    deliveryInfo: {
      ro: note(
        "Livrare gratuită",
        "Livrare gratuită în Chișinău pentru comenzile de peste 1000 lei; în raioane, în 1–3 zile.",
      ),
      ru: note(
        "Бесплатная доставка",
        "Бесплатная доставка по Кишинёву для заказов от 1000 леев; по районам — за 1–3 дня.",
      ),
      en: note(
        "Free delivery",
        "Free delivery in Chișinău for orders over 1,000 MDL; elsewhere in Moldova within 1–3 days.",
      ),
    },
  },
  terenuri: {
    similarCategoriesView: "grid",
    deliveryInfo: {
      ro: note(
        "Vizionare la fața locului",
        "Programați o vizionare a terenului cu vânzătorul; actele se verifică la notar înainte de plată.",
      ),
      ru: note(
        "Осмотр на месте",
        "Договоритесь с продавцом об осмотре участка; документы проверяются у нотариуса до оплаты.",
      ),
    },
  },
};

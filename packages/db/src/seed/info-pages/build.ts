import type {
  DeliveryService,
  FaqItem,
  InfoContentDocuments,
  InfoPage,
  Language,
  OrderGuideStep,
  PaymentSystem,
  Service,
  ServiceCenterPage,
} from "@sf/contract";
import type { Localized } from "../../schema.ts";

/**
 * Builders for a demo shop's information documents: texts are written once per item with
 * every language side by side (Localized), and turned here into one document per language.
 */
export type InfoPagesSeed = {
  [K in keyof InfoContentDocuments]?: Partial<Record<Language, InfoContentDocuments[K]>>;
};

type Text = Localized;
const pick = (text: Text, lang: Language): string => {
  const value = text[lang];
  if (value === undefined) throw new Error(`Info page seed: a text lacks ${lang}: ${JSON.stringify(text)}`);
  return value;
};
const perLang = <T>(langs: Language[], build: (lang: Language) => T): Partial<Record<Language, T>> =>
  Object.fromEntries(langs.map((lang) => [lang, build(lang)]));

export const faq = (langs: Language[], items: { category: Text; q: Text; a: Text }[]) =>
  perLang<FaqItem[]>(langs, (lang) =>
    items.map((item, i) => ({
      id: i + 1,
      category: pick(item.category, lang),
      question: pick(item.q, lang),
      answer: pick(item.a, lang),
    })),
  );

export const steps = (langs: Language[], items: { title: Text; description: Text }[]) =>
  perLang<OrderGuideStep[]>(langs, (lang) =>
    items.map((item, i) => ({
      id: i + 1,
      title: pick(item.title, lang),
      description: pick(item.description, lang),
    })),
  );

export const payments = (langs: Language[], items: { code: string; title: Text; description: Text }[]) =>
  perLang<PaymentSystem[]>(langs, (lang) =>
    items.map((item, i) => ({
      id: i + 1,
      code: item.code,
      title: pick(item.title, lang),
      description: pick(item.description, lang),
      image: null,
    })),
  );

export const carriers = (langs: Language[], items: { title: Text; description: Text; terms: Text }[]) =>
  perLang<DeliveryService[]>(langs, (lang) =>
    items.map((item, i) => ({
      id: i + 1,
      title: pick(item.title, lang),
      description: pick(item.description, lang),
      terms: pick(item.terms, lang),
      image: null,
    })),
  );

export const services = (
  langs: Language[],
  items: { title: Text; description: Text; price: Text | null }[],
) =>
  perLang<Service[]>(langs, (lang) =>
    items.map((item, i) => ({
      id: i + 1,
      title: pick(item.title, lang),
      description: pick(item.description, lang),
      price: item.price ? pick(item.price, lang) : null,
    })),
  );

type PageText = { title: Text; html: Text; sections: { title: Text; html: Text }[] };
const pageIn = (page: PageText, lang: Language): InfoPage => ({
  title: pick(page.title, lang),
  html: pick(page.html, lang),
  sections: page.sections.map((s) => ({ title: pick(s.title, lang), html: pick(s.html, lang) })),
});

export const page = (langs: Language[], text: PageText) =>
  perLang<InfoPage>(langs, (lang) => pageIn(text, lang));

export const serviceCenter = (
  langs: Language[],
  text: PageText & { address: Text; phones: string[]; workHours: Text },
) =>
  perLang<ServiceCenterPage>(langs, (lang) => ({
    ...pageIn(text, lang),
    address: pick(text.address, lang),
    phones: text.phones,
    work_hours: pick(text.workHours, lang),
  }));

import type { Language } from "@sf/contract";
import { faq, type InfoPagesSeed, services, steps } from "./build.ts";

const langs: Language[] = ["ro", "ru"];
const t = (ro: string, ru: string) => ({ ro, ru });
const buying = t("Cumpărarea terenului", "Покупка участка");

/** Terenuri.md: a land board. Land-buying FAQs, the steps of a purchase, the helpers' services; no cart pages. */
export const terenuriInfoPages: InfoPagesSeed = {
  faq: faq(langs, [
    {
      category: buying,
      q: t("Ce verific înainte de a cumpăra un teren?", "Что проверить перед покупкой участка?"),
      a: t(
        "Extrasul din Registrul bunurilor imobile (proprietar, sarcini, ipotecă), destinația terenului și accesul la drum, apă și curent.",
        "Выписку из Реестра недвижимого имущества (собственник, обременения, ипотека), назначение земли и доступ к дороге, воде и электричеству.",
      ),
    },
    {
      category: buying,
      q: t("Pot construi o casă pe un teren agricol?", "Можно ли построить дом на сельхозземле?"),
      a: t(
        "Doar după schimbarea destinației în teren pentru construcții, prin decizia consiliului local; procedura durează de obicei 2–4 luni.",
        "Только после перевода в земли под застройку решением местного совета; обычно это занимает 2–4 месяца.",
      ),
    },
    {
      category: t("Anunțuri", "Объявления"),
      q: t("Cât costă publicarea unui anunț?", "Сколько стоит размещение объявления?"),
      a: t(
        "Anunțul obișnuit este gratuit 60 de zile; îl puteți reînnoi oricând.",
        "Обычное объявление бесплатно 60 дней; его можно продлить в любой момент.",
      ),
    },
  ]),
  order_guide: steps(langs, [
    {
      title: t("Alegeți terenul", "Выберите участок"),
      description: t(
        "Filtrați după localitate, suprafață și destinație.",
        "Фильтруйте по населённому пункту, площади и назначению.",
      ),
    },
    {
      title: t("Vedeți terenul", "Осмотрите участок"),
      description: t(
        "Contactați vânzătorul din anunț și stabiliți o vizită.",
        "Свяжитесь с продавцом из объявления и договоритесь об осмотре.",
      ),
    },
    {
      title: t("Verificați actele", "Проверьте документы"),
      description: t(
        "Cereți extrasul cadastral și planul geometric.",
        "Запросите кадастровую выписку и геометрический план.",
      ),
    },
    {
      title: t("Semnați la notar", "Подпишите у нотариуса"),
      description: t(
        "Contractul de vânzare-cumpărare se autentifică notarial și se înregistrează la Cadastru.",
        "Договор купли-продажи заверяется нотариально и регистрируется в Кадастре.",
      ),
    },
  ]),
  services: services(langs, [
    {
      title: t("Măsurări cadastrale", "Кадастровые измерения"),
      description: t(
        "Inginer cadastral autorizat, cu planul geometric.",
        "Лицензированный кадастровый инженер, с геометрическим планом.",
      ),
      price: t("de la 150 €", "от 150 €"),
    },
    {
      title: t("Verificarea juridică a terenului", "Юридическая проверка участка"),
      description: t(
        "Un jurist verifică actele și sarcinile înainte de tranzacție.",
        "Юрист проверит документы и обременения до сделки.",
      ),
      price: t("80 €", "80 €"),
    },
  ]),
};

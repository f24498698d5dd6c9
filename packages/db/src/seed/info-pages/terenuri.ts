import type { Language } from "@sf/contract";
import { faq, type InfoPagesSeed, page, serviceCenter, services, steps } from "./build.ts";

const langs: Language[] = ["ro", "ru"];
const t = (ro: string, ru: string) => ({ ro, ru });
const buying = t("Cumpărarea terenului", "Покупка участка");

/** Terenuri.md: a land board. Land-buying FAQs, the steps of a purchase, the helpers' services, land loans, promotion discounts, title insurance and the advice office; no cart pages. */
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
  credit_page: page(langs, {
    title: t("Credit pentru teren", "Кредит на покупку участка"),
    html: t(
      "<p>Băncile partenere finanțează până la 70% din prețul unui teren intravilan, pe 5–20 de ani.</p>",
      "<p>Банки-партнёры финансируют до 70% цены участка в черте населённого пункта, на 5–20 лет.</p>",
    ),
    sections: [
      {
        title: t("Ce vă trebuie", "Что нужно"),
        html: t(
          "<p>Extrasul din Registrul bunurilor imobile, planul geometric și actul de identitate.</p>",
          "<p>Выписка из Реестра недвижимости, геометрический план и удостоверение личности.</p>",
        ),
      },
    ],
  }),
  discount_page: page(langs, {
    title: t("Promovare la preț redus", "Продвижение со скидкой"),
    html: t(
      "<p>Primul anunț se publică gratuit; promovarea pe prima pagină costă cu 30% mai puțin la un pachet de 3 anunțuri.</p>",
      "<p>Первое объявление публикуется бесплатно; продвижение на главной на 30% дешевле в пакете из 3 объявлений.</p>",
    ),
    sections: [
      {
        title: t("Agenții", "Агентства"),
        html: t(
          "<p>Agențiile imobiliare cu peste 20 de anunțuri active primesc 15% reducere la toate promovările.</p>",
          "<p>Агентства с более чем 20 активными объявлениями получают скидку 15% на всё продвижение.</p>",
        ),
      },
    ],
  }),
  insurance_page: page(langs, {
    title: t("Asigurarea tranzacției", "Страхование сделки"),
    html: t(
      "<p>Asigurarea titlului de proprietate vă apără de pretenții asupra terenului apărute după cumpărare.</p>",
      "<p>Страхование права собственности защищает от претензий на участок, возникших после покупки.</p>",
    ),
    sections: [
      {
        title: t("Cost", "Стоимость"),
        html: t(
          "<p>O singură plată de 0,3–0,5% din prețul terenului, pe toată durata proprietății.</p>",
          "<p>Один платёж 0,3–0,5% цены участка — на весь срок владения.</p>",
        ),
      },
    ],
  }),
  service_center_page: serviceCenter(langs, {
    title: t("Biroul de consultanță", "Консультационный офис"),
    html: t(
      "<p>Juristul și inginerul cadastral vă primesc pentru verificarea actelor înainte de tranzacție.</p>",
      "<p>Юрист и кадастровый инженер примут вас для проверки документов до сделки.</p>",
    ),
    sections: [
      {
        title: t("Programare", "Запись"),
        html: t(
          "<p>Programați-vă la telefon; prima consultație de 30 de minute este gratuită.</p>",
          "<p>Запишитесь по телефону; первая консультация на 30 минут бесплатна.</p>",
        ),
      },
    ],
    address: t("Chișinău, str. Mitropolit Varlaam 65", "Кишинёв, ул. Митрополит Варлаам, 65"),
    phones: ["+373 22 600 505"],
    workHours: t("Lu–Vi 9:00–18:00", "Пн–Пт 9:00–18:00"),
  }),
};

import type { Language } from "@sf/contract";
import { carriers, faq, type InfoPagesSeed, page, payments, serviceCenter, steps } from "./build.ts";
import { electronicsFaq } from "./electronics.ts";

const langs: Language[] = ["ro", "en"];
const t = (ro: string, en: string) => ({ ro, en });

/** eCom Electronice: electronics in Iași (Romania, RON); every information page, Romanian carriers and payments. */
export const ecomInfoPages: InfoPagesSeed = {
  faq: faq(langs, electronicsFaq("24")),
  order_guide: steps(langs, [
    {
      title: t("Adăugați în coș", "Add to cart"),
      description: t(
        "Alegeți produsul și apăsați „Adaugă în coș”.",
        "Pick the product and press “Add to cart”.",
      ),
    },
    {
      title: t("Date de livrare", "Delivery details"),
      description: t(
        "Completați adresa sau alegeți showroomul din Iași.",
        "Enter your address or choose the Iași showroom.",
      ),
    },
    {
      title: t("Plata", "Payment"),
      description: t(
        "Card online, ramburs sau transfer bancar.",
        "Card online, cash on delivery or bank transfer.",
      ),
    },
    {
      title: t("Factura", "Invoice"),
      description: t(
        "Primiți factura pe e-mail la expediere.",
        "The invoice arrives by e-mail when the order ships.",
      ),
    },
  ]),
  payment_systems: payments(langs, [
    {
      code: "card",
      title: t("Card online", "Card online"),
      description: t("Visa, Mastercard, cu 3-D Secure.", "Visa or Mastercard with 3-D Secure."),
    },
    {
      code: "cash",
      title: t("Ramburs", "Cash on delivery"),
      description: t("Plătiți curierului la primire.", "Pay the courier when the parcel arrives."),
    },
    {
      code: "bank_transfer",
      title: t("Transfer bancar", "Bank transfer"),
      description: t(
        "Pentru firme, pe baza facturii proforme.",
        "For companies, against a pro forma invoice.",
      ),
    },
  ]),
  delivery_services: carriers(langs, [
    {
      title: t("Curier rapid", "Express courier"),
      description: t("Livrare la ușă în toată România.", "Door delivery anywhere in Romania."),
      terms: t(
        "19 lei, gratuit de la 500 lei; 1–2 zile lucrătoare",
        "19 RON, free from 500 RON; 1–2 working days",
      ),
    },
    {
      title: t("Easybox", "Easybox locker"),
      description: t(
        "Ridicați coletul din lockerul ales, 24/7.",
        "Collect from the locker you chose, any time.",
      ),
      terms: t("12 lei; 1–2 zile lucrătoare", "12 RON; 1–2 working days"),
    },
  ]),
  credit_page: page(langs, {
    title: t("Rate fără dobândă", "Interest-free instalments"),
    html: t(
      "<p>Plătiți în 3–12 rate fără dobândă cu cardurile de credit ale băncilor partenere.</p>",
      "<p>Pay in 3 to 12 interest-free instalments with partner banks’ credit cards.</p>",
    ),
    sections: [
      {
        title: t("Cum funcționează", "How it works"),
        html: t(
          "<p>Alegeți plata cu cardul și numărul de rate pe pagina băncii.</p>",
          "<p>Choose card payment, then the number of instalments on the bank’s page.</p>",
        ),
      },
    ],
  }),
  discount_page: page(langs, {
    title: t("Reduceri", "Discounts"),
    html: t(
      "<p>Abonații la newsletter primesc primii ofertele săptămânale.</p>",
      "<p>Newsletter subscribers get the weekly offers first.</p>",
    ),
    sections: [
      {
        title: t("Studenți", "Students"),
        html: t(
          "<p>5% reducere la laptopuri cu carnetul de student valabil.</p>",
          "<p>5% off laptops with a valid student card.</p>",
        ),
      },
    ],
  }),
  insurance_page: page(langs, {
    title: t("Garanție extinsă", "Extended warranty"),
    html: t(
      "<p>Prelungiți garanția cu 1–3 ani după cea legală, de la 7% din preț.</p>",
      "<p>Extend cover by 1 to 3 years beyond the legal guarantee, from 7% of the price.</p>",
    ),
    sections: [
      {
        title: t("Ce acoperă", "What it covers"),
        html: t(
          "<p>Defectele de fabricație, cu piese și manoperă incluse.</p>",
          "<p>Manufacturing faults, parts and labour included.</p>",
        ),
      },
    ],
  }),
  service_center_page: serviceCenter(langs, {
    title: t("Service eCom", "eCom service centre"),
    html: t(
      "<p>Reparații în garanție și post-garanție pentru produsele cumpărate la noi.</p>",
      "<p>In- and out-of-warranty repairs for products bought from us.</p>",
    ),
    sections: [
      {
        title: t("Termen", "Turnaround"),
        html: t(
          "<p>Diagnostic în 48 de ore, reparație în cel mult 15 zile.</p>",
          "<p>Diagnosis within 48 hours, repair within 15 days.</p>",
        ),
      },
    ],
    address: t("Iași, Șos. Păcurari 121", "121 Păcurari Road, Iași"),
    phones: ["+40 232 210 455"],
    workHours: t("Lu–Vi 9:00–18:00", "Mon–Fri 9:00–18:00"),
  }),
};

import type { Localized } from "../../schema.ts";
import type { CatalogueSeed, CategorySeed, ProductArt, ProductSeed } from "../catalogue-types.ts";
import { type ColourFamily, withColourVariants, withPreorder } from "./colour-variants.ts";

/**
 * Demo catalogue of eCom Electronice (Iași, Romania): categories mirror the site's menu, prices in RON
 * (VAT included), texts in Romanian and English. The site has one shop, so every stock array has one entry.
 */

const t = (ro: string, en: string): Localized => ({ ro, en });
const UNIT = t("buc.", "pcs");

/** A paragraph followed by a list of key specs, in both languages. */
const html = (intro: Localized, specs: [string, string][]): Localized =>
  t(
    `<p>${intro.ro}</p><ul>${specs.map(([ro]) => `<li>${ro}</li>`).join("")}</ul>`,
    `<p>${intro.en}</p><ul>${specs.map(([, en]) => `<li>${en}</li>`).join("")}</ul>`,
  );

/** Colours used in titles (capitalised) and in the colour filter. */
const COLORS = {
  negru: { ro: "Negru", en: "Black" },
  alb: { ro: "Alb", en: "White" },
  argintiu: { ro: "Argintiu", en: "Silver" },
  gri: { ro: "Gri", en: "Grey" },
  albastru: { ro: "Albastru", en: "Blue" },
  verde: { ro: "Verde", en: "Green" },
  rosu: { ro: "Roșu", en: "Red" },
  mov: { ro: "Mov", en: "Purple" },
  roz: { ro: "Roz", en: "Pink" },
} as const;
type Color = keyof typeof COLORS;

const category = (
  key: string,
  title: Localized,
  slug: Localized,
  description: Localized,
  seoTitle: Localized,
  seoDescription: Localized,
  children?: CategorySeed[],
): CategorySeed => ({
  key,
  title,
  slug,
  description,
  seoTitle,
  seoDescription,
  ...(children ? { children } : {}),
});

const categories: CategorySeed[] = [
  category(
    "telefoane-tablete",
    t("Telefoane și tablete", "Phones and tablets"),
    t("telefoane-tablete", "phones-tablets"),
    t(
      "Smartphone-uri, tablete și accesorii GSM de la branduri de top, cu garanție în România.",
      "Smartphones, tablets and phone accessories from top brands, with a Romanian warranty.",
    ),
    t("Telefoane și tablete | eCom Electronice", "Phones and tablets | eCom Electronice"),
    t(
      "Cumpără telefoane, tablete și accesorii GSM online, cu livrare rapidă în toată țara și rate fără dobândă.",
      "Buy phones, tablets and phone accessories online, with fast nationwide delivery and interest-free instalments.",
    ),
    [
      category(
        "smartphone",
        t("Smartphone-uri", "Smartphones"),
        t("smartphone-uri", "smartphones"),
        t(
          "Telefoane 5G de la Apple, Samsung și Xiaomi, de la modele accesibile la flagship-uri.",
          "5G phones from Apple, Samsung and Xiaomi, from budget models to flagships.",
        ),
        t(
          "Smartphone-uri 5G la prețuri bune | eCom Electronice",
          "5G smartphones at fair prices | eCom Electronice",
        ),
        t(
          "iPhone, Samsung Galaxy și Xiaomi cu garanție, livrare în 24–48 de ore și până la 12 rate fără dobândă.",
          "iPhone, Samsung Galaxy and Xiaomi phones with warranty, 24–48 hour delivery and up to 12 interest-free instalments.",
        ),
      ),
      category(
        "tablete",
        t("Tablete", "Tablets"),
        t("tablete", "tablets"),
        t(
          "Tablete pentru școală, muncă și divertisment: iPad, Galaxy Tab, Lenovo și Xiaomi.",
          "Tablets for school, work and entertainment: iPad, Galaxy Tab, Lenovo and Xiaomi.",
        ),
        t(
          "Tablete iPad, Samsung, Lenovo | eCom Electronice",
          "iPad, Samsung and Lenovo tablets | eCom Electronice",
        ),
        t(
          "Alege tableta potrivită după diagonală, memorie și conectivitate. Livrare gratuită de la 400 lei.",
          "Choose the right tablet by screen size, storage and connectivity. Free delivery on orders over 400 RON.",
        ),
      ),
      category(
        "accesorii-gsm",
        t("Accesorii GSM", "Phone accessories"),
        t("accesorii", "accessories"),
        t(
          "Încărcătoare, cabluri, huse și baterii externe originale pentru telefonul tău.",
          "Chargers, cables, cases and power banks for your phone, from the original makers.",
        ),
        t("Accesorii GSM originale | eCom Electronice", "Original phone accessories | eCom Electronice"),
        t(
          "Încărcătoare rapide, huse, cabluri USB-C și baterii externe de la Apple, Samsung și Xiaomi.",
          "Fast chargers, cases, USB-C cables and power banks from Apple, Samsung and Xiaomi.",
        ),
      ),
    ],
  ),
  category(
    "laptopuri-pc",
    t("Laptopuri și PC", "Laptops and PCs"),
    t("laptopuri-pc", "laptops-pcs"),
    t(
      "Laptopuri, calculatoare, monitoare și componente pentru acasă, birou și gaming.",
      "Laptops, desktops, monitors and components for home, office and gaming.",
    ),
    t("Laptopuri și PC-uri | eCom Electronice", "Laptops and PCs | eCom Electronice"),
    t(
      "Laptopuri și calculatoare de la Lenovo, ASUS, HP și Apple, monitoare și componente, cu garanție și service în Iași.",
      "Laptops and desktops from Lenovo, ASUS, HP and Apple, monitors and components, with warranty and service in Iași.",
    ),
    [
      category(
        "laptopuri",
        t("Laptopuri", "Laptops"),
        t("laptopuri", "laptops"),
        t(
          "Ultrabook-uri, laptopuri de birou și de gaming, cu procesoare Intel, AMD și Apple.",
          "Ultrabooks, office and gaming laptops with Intel, AMD and Apple processors.",
        ),
        t(
          "Laptopuri pentru birou și gaming | eCom Electronice",
          "Office and gaming laptops | eCom Electronice",
        ),
        t(
          "MacBook, Lenovo, ASUS și HP, configurate pentru școală, muncă sau jocuri. Cumpără în rate.",
          "MacBook, Lenovo, ASUS and HP laptops for school, work or gaming. Buy in instalments.",
        ),
      ),
      category(
        "calculatoare",
        t("Calculatoare", "Desktop PCs"),
        t("calculatoare", "desktops"),
        t(
          "Sisteme desktop, all-in-one și mini PC-uri gata de folosit.",
          "Ready-to-use desktop towers, all-in-ones and mini PCs.",
        ),
        t(
          "Calculatoare desktop și all-in-one | eCom Electronice",
          "Desktop and all-in-one PCs | eCom Electronice",
        ),
        t(
          "Calculatoare pentru birou, familie și gaming, de la Apple, HP și Lenovo, cu garanție.",
          "Desktops for the office, the family and gaming, from Apple, HP and Lenovo, with warranty.",
        ),
      ),
      category(
        "monitoare",
        t("Monitoare", "Monitors"),
        t("monitoare", "monitors"),
        t(
          "Monitoare pentru birou, design și gaming, de la Full HD la QHD cu rată mare de refresh.",
          "Monitors for office, design and gaming, from Full HD to high-refresh QHD.",
        ),
        t("Monitoare de birou și gaming | eCom Electronice", "Office and gaming monitors | eCom Electronice"),
        t(
          "Monitoare Samsung, LG, ASUS și Philips de 24 și 27 de inch, cu livrare rapidă.",
          "24- and 27-inch monitors from Samsung, LG, ASUS and Philips, with fast delivery.",
        ),
      ),
      category(
        "componente",
        t("Componente", "PC components"),
        t("componente", "components"),
        t(
          "SSD-uri, memorii RAM, plăci video și plăci de bază pentru upgrade sau sisteme noi.",
          "SSDs, RAM, graphics cards and motherboards for upgrades and new builds.",
        ),
        t("Componente PC | eCom Electronice", "PC components | eCom Electronice"),
        t(
          "Componente Samsung, Kingston și ASUS pentru un PC mai rapid. Te ajutăm să alegi piesele compatibile.",
          "Samsung, Kingston and ASUS components for a faster PC. We help you pick compatible parts.",
        ),
      ),
    ],
  ),
  category(
    "tv-audio",
    t("TV și audio", "TV and audio"),
    t("tv-audio", "tv-audio"),
    t(
      "Televizoare smart, soundbar-uri și boxe portabile pentru acasă și în deplasare.",
      "Smart TVs, soundbars and portable speakers for home and on the go.",
    ),
    t("Televizoare și sisteme audio | eCom Electronice", "TVs and audio | eCom Electronice"),
    t(
      "Televizoare OLED, QLED și LED, soundbar-uri și boxe Bluetooth de la Samsung, LG, Sony, Philips și JBL.",
      "OLED, QLED and LED TVs, soundbars and Bluetooth speakers from Samsung, LG, Sony, Philips and JBL.",
    ),
    [
      category(
        "televizoare",
        t("Televizoare", "TVs"),
        t("televizoare", "tvs"),
        t(
          "Televizoare smart 4K OLED, QLED și LED, de la 43 la 75 de inch.",
          "4K OLED, QLED and LED smart TVs from 43 to 75 inches.",
        ),
        t("Televizoare smart 4K | eCom Electronice", "4K smart TVs | eCom Electronice"),
        t(
          "Televizoare Samsung, LG, Sony, Philips și Xiaomi, cu livrare și montaj în Iași și preluarea aparatului vechi.",
          "Samsung, LG, Sony, Philips and Xiaomi TVs, with delivery and wall mounting in Iași and old-TV take-back.",
        ),
      ),
      category(
        "soundbar",
        t("Soundbar-uri", "Soundbars"),
        t("soundbar", "soundbars"),
        t(
          "Soundbar-uri cu subwoofer și Dolby Atmos pentru un sunet de cinema acasă.",
          "Soundbars with subwoofer and Dolby Atmos for cinema sound at home.",
        ),
        t("Soundbar-uri Dolby Atmos | eCom Electronice", "Dolby Atmos soundbars | eCom Electronice"),
        t(
          "Soundbar-uri JBL, Sony și LG care se conectează simplu la televizor prin HDMI eARC.",
          "JBL, Sony and LG soundbars that connect easily to your TV over HDMI eARC.",
        ),
      ),
      category(
        "boxe-portabile",
        t("Boxe portabile", "Portable speakers"),
        t("boxe-portabile", "portable-speakers"),
        t(
          "Boxe Bluetooth rezistente la apă, cu baterie pentru o zi întreagă.",
          "Water-resistant Bluetooth speakers with all-day battery life.",
        ),
        t("Boxe portabile Bluetooth | eCom Electronice", "Portable Bluetooth speakers | eCom Electronice"),
        t(
          "Boxe portabile JBL și Sony pentru plajă, drumeții și petreceri, cu livrare rapidă.",
          "JBL and Sony portable speakers for the beach, hiking and parties, with fast delivery.",
        ),
      ),
    ],
  ),
  category(
    "casti",
    t("Căști", "Headphones"),
    t("casti", "headphones"),
    t(
      "Căști wireless over-ear și in-ear, cu anularea activă a zgomotului.",
      "Wireless over-ear and in-ear headphones with active noise cancelling.",
    ),
    t("Căști wireless și cu fir | eCom Electronice", "Wireless and wired headphones | eCom Electronice"),
    t(
      "Căști Sony, Apple, Samsung, JBL și Xiaomi pentru muzică, sport și apeluri.",
      "Sony, Apple, Samsung, JBL and Xiaomi headphones for music, sport and calls.",
    ),
  ),
  category(
    "foto-video",
    t("Foto și video", "Cameras"),
    t("foto-video", "cameras"),
    t(
      "Aparate foto mirrorless, camere de acțiune și drone pentru creatori de conținut.",
      "Mirrorless cameras, action cameras and drones for content creators.",
    ),
    t(
      "Aparate foto, camere și drone | eCom Electronice",
      "Cameras, action cams and drones | eCom Electronice",
    ),
    t(
      "Canon, Sony, GoPro și DJI cu garanție oficială în România și sfaturi de la specialiști.",
      "Canon, Sony, GoPro and DJI with official Romanian warranty and expert advice.",
    ),
    [
      category(
        "aparate-foto",
        t("Aparate foto", "Photo cameras"),
        t("aparate-foto", "photo-cameras"),
        t(
          "Aparate foto mirrorless cu obiective interschimbabile, pentru începători și avansați.",
          "Interchangeable-lens mirrorless cameras for beginners and enthusiasts.",
        ),
        t("Aparate foto mirrorless | eCom Electronice", "Mirrorless cameras | eCom Electronice"),
        t(
          "Aparate foto Canon și Sony, în kit cu obiectiv sau doar body, cu livrare rapidă.",
          "Canon and Sony cameras, with a kit lens or body only, with fast delivery.",
        ),
      ),
      category(
        "camere-sport",
        t("Camere sport", "Action cameras"),
        t("camere-sport", "action-cameras"),
        t(
          "Camere de acțiune rezistente la apă și camere cu gimbal pentru vlog.",
          "Waterproof action cameras and gimbal cameras for vlogging.",
        ),
        t("Camere sport GoPro și DJI | eCom Electronice", "GoPro and DJI action cameras | eCom Electronice"),
        t(
          "Filmează în 4K și 5K cu stabilizare excelentă: GoPro HERO și DJI Osmo.",
          "Film in 4K and 5K with excellent stabilisation: GoPro HERO and DJI Osmo.",
        ),
      ),
      category(
        "drone",
        t("Drone", "Drones"),
        t("drone", "drones"),
        t(
          "Drone cu cameră 4K, ușoare și ușor de pilotat, pentru filmări aeriene.",
          "Light, easy-to-fly drones with 4K cameras for aerial footage.",
        ),
        t("Drone DJI cu cameră 4K | eCom Electronice", "DJI drones with 4K cameras | eCom Electronice"),
        t(
          "Drone DJI sub 250 g și modele avansate, cu sfaturi despre înregistrarea la AACR.",
          "DJI drones under 250 g and advanced models, with advice on registering with the Romanian CAA.",
        ),
      ),
    ],
  ),
  category(
    "smartwatch",
    t("Smartwatch și fitness", "Smartwatches and fitness"),
    t("smartwatch", "smartwatches"),
    t(
      "Ceasuri inteligente și brățări fitness pentru sănătate, sport și notificări.",
      "Smartwatches and fitness bands for health, sport and notifications.",
    ),
    t(
      "Smartwatch-uri și brățări fitness | eCom Electronice",
      "Smartwatches and fitness bands | eCom Electronice",
    ),
    t(
      "Apple Watch, Samsung Galaxy Watch, Garmin și Xiaomi, cu GPS, puls și monitorizarea somnului.",
      "Apple Watch, Samsung Galaxy Watch, Garmin and Xiaomi, with GPS, heart rate and sleep tracking.",
    ),
  ),
  category(
    "gaming",
    t("Gaming", "Gaming"),
    t("gaming", "gaming"),
    t(
      "Console, jocuri și accesorii pentru PlayStation, Nintendo și PC.",
      "Consoles, games and accessories for PlayStation, Nintendo and PC.",
    ),
    t(
      "Gaming: console, jocuri, accesorii | eCom Electronice",
      "Gaming: consoles, games, accessories | eCom Electronice",
    ),
    t(
      "PlayStation 5, Nintendo Switch 2, cele mai noi jocuri și accesorii Logitech, cu livrare rapidă.",
      "PlayStation 5, Nintendo Switch 2, the latest games and Logitech accessories, with fast delivery.",
    ),
    [
      category(
        "console",
        t("Console", "Consoles"),
        t("console", "consoles"),
        t("Console PlayStation 5 și Nintendo Switch 2.", "PlayStation 5 and Nintendo Switch 2 consoles."),
        t("Console de jocuri | eCom Electronice", "Game consoles | eCom Electronice"),
        t(
          "Console PS5, PS5 Pro și Nintendo Switch 2, cu garanție și în rate fără dobândă.",
          "PS5, PS5 Pro and Nintendo Switch 2 consoles, with warranty and interest-free instalments.",
        ),
      ),
      category(
        "jocuri",
        t("Jocuri", "Games"),
        t("jocuri", "games"),
        t(
          "Jocuri pe disc și cartuș pentru PlayStation 5 și Nintendo Switch 2.",
          "Disc and cartridge games for PlayStation 5 and Nintendo Switch 2.",
        ),
        t("Jocuri PS5 și Switch 2 | eCom Electronice", "PS5 and Switch 2 games | eCom Electronice"),
        t(
          "Lansări noi și titluri clasice pentru PS5 și Nintendo Switch 2, livrate în 24–48 de ore.",
          "New releases and classics for PS5 and Nintendo Switch 2, delivered within 24–48 hours.",
        ),
      ),
      category(
        "accesorii-gaming",
        t("Accesorii gaming", "Gaming accessories"),
        t("accesorii", "accessories"),
        t(
          "Controllere, mouse-uri și căști de gaming pentru console și PC.",
          "Controllers, mice and gaming headsets for consoles and PC.",
        ),
        t("Accesorii gaming | eCom Electronice", "Gaming accessories | eCom Electronice"),
        t(
          "Controllere DualSense și Pro Controller, mouse-uri și căști Logitech G pentru gaming.",
          "DualSense and Pro controllers, Logitech G mice and headsets for gaming.",
        ),
      ),
    ],
  ),
  category(
    "electrocasnice-mici",
    t("Electrocasnice mici", "Small appliances"),
    t("electrocasnice-mici", "small-appliances"),
    t(
      "Friteuze cu aer cald, espressoare, aspiratoare și roboți de bucătărie.",
      "Air fryers, espresso machines, vacuum cleaners and kitchen machines.",
    ),
    t("Electrocasnice mici | eCom Electronice", "Small appliances | eCom Electronice"),
    t(
      "Electrocasnice Philips, Bosch și Xiaomi pentru bucătărie și curățenie, cu preluarea aparatului vechi.",
      "Philips, Bosch and Xiaomi appliances for the kitchen and cleaning, with old-appliance take-back.",
    ),
  ),
  category(
    "resigilate",
    t("Resigilate", "Open-box deals"),
    t("resigilate", "open-box"),
    t(
      "Produse resigilate, verificate de service-ul nostru, cu garanție completă și prețuri reduse.",
      "Open-box products checked by our service centre, with full warranty and lower prices.",
    ),
    t("Produse resigilate cu garanție | eCom Electronice", "Open-box deals with warranty | eCom Electronice"),
    t(
      "Electronice resigilate, returnate în ambalaj deschis și testate, cu garanție de 2 ani și reduceri importante.",
      "Open-box electronics, returned in opened packaging and tested, with a 2-year warranty and big discounts.",
    ),
  ),
];

const brands = [
  { key: "samsung", name: "Samsung", country: "KR" },
  { key: "apple", name: "Apple", country: "US" },
  { key: "xiaomi", name: "Xiaomi", country: "CN" },
  { key: "lenovo", name: "Lenovo", country: "CN" },
  { key: "asus", name: "ASUS", country: "TW" },
  { key: "hp", name: "HP", country: "US" },
  { key: "lg", name: "LG", country: "KR" },
  { key: "sony", name: "Sony", country: "JP" },
  { key: "jbl", name: "JBL", country: "US" },
  { key: "philips", name: "Philips", country: "NL" },
  { key: "bosch", name: "Bosch", country: "DE" },
  { key: "canon", name: "Canon", country: "JP" },
  { key: "dji", name: "DJI", country: "CN" },
  { key: "garmin", name: "Garmin", country: "US" },
  { key: "logitech", name: "Logitech", country: "CH" },
  { key: "nintendo", name: "Nintendo", country: "JP" },
  { key: "gopro", name: "GoPro", country: "US" },
  { key: "kingston", name: "Kingston", country: "US" },
];

const specifications: CatalogueSeed["specifications"] = [
  {
    key: "diagonala",
    title: t("Diagonală ecran", "Screen size"),
    type: "checkbox",
    values: [
      { key: "sub-7", title: t("Sub 7 inch", "Under 7 inches") },
      { key: "7-12", title: t("7–12 inch", "7–12 inches") },
      { key: "13-14", title: t("13–14 inch", "13–14 inches") },
      { key: "15-17", title: t("15–17 inch", "15–17 inches") },
      { key: "24-32", title: t("24–32 inch", "24–32 inches") },
      { key: "40-58", title: t("40–58 inch", "40–58 inches") },
      { key: "60-plus", title: t("60 inch și peste", "60 inches and above") },
    ],
  },
  {
    key: "ram",
    title: t("Memorie RAM", "RAM"),
    type: "checkbox",
    values: ["4", "8", "12", "16", "32"].map((gb) => ({
      key: `${gb}gb`,
      title: t(`${gb} GB`, `${gb} GB`),
    })),
  },
  {
    key: "stocare",
    title: t("Capacitate stocare", "Storage"),
    type: "checkbox",
    values: [
      { key: "128gb", title: t("128 GB", "128 GB") },
      { key: "256gb", title: t("256 GB", "256 GB") },
      { key: "512gb", title: t("512 GB", "512 GB") },
      { key: "1tb", title: t("1 TB", "1 TB") },
      { key: "2tb", title: t("2 TB", "2 TB") },
    ],
  },
  {
    key: "culoare",
    title: t("Culoare", "Colour"),
    type: "checkbox",
    values: (Object.keys(COLORS) as Color[]).map((key) => ({ key, title: COLORS[key] })),
  },
  {
    key: "clasa-energetica",
    title: t("Clasă energetică", "Energy class"),
    type: "checkbox",
    values: ["A", "B", "E", "F", "G"].map((c) => ({
      key: c.toLowerCase(),
      title: t(`Clasa ${c}`, `Class ${c}`),
    })),
  },
  {
    key: "conectivitate",
    title: t("Conectivitate", "Connectivity"),
    type: "checkbox",
    values: [
      { key: "5g", title: t("5G", "5G") },
      { key: "wifi", title: t("Wi-Fi", "Wi-Fi") },
      { key: "bluetooth", title: t("Bluetooth", "Bluetooth") },
      { key: "nfc", title: t("NFC", "NFC") },
      { key: "gps", title: t("GPS", "GPS") },
      { key: "usb-c", title: t("USB-C", "USB-C") },
      { key: "hdmi", title: t("HDMI", "HDMI") },
    ],
  },
];

/** Every product is sold by the piece. */
const item = (p: ProductSeed): ProductSeed => ({ unit: UNIT, ...p });

/** A single product written out: its description is `intro` followed by the list of `specs`. */
type Def = Links & {
  code: string;
  categories: string[];
  brand: string;
  title: Localized;
  short: Localized;
  intro: Localized;
  specs: [string, string][];
  price: number;
  oldPrice?: number;
  stock: number[];
  weightGr?: number;
  sp: ProductSeed["specs"];
  art: ProductArt;
};

const prod = ({ short, intro, specs, sp, ...rest }: Def): ProductSeed =>
  item({ ...rest, shortDescription: short, description: html(intro, specs), specs: sp });

/** "256gb" -> "256 GB", "1tb" -> "1 TB". */
const size = (key: string) =>
  key.replace(/^(\d+)(gb|tb)$/, (_, n: string, u: string) => `${n} ${u.toUpperCase()}`);

type Links = Partial<
  Pick<ProductSeed, "loyaltyGive" | "sortPriority" | "addedDaysAgo" | "associated" | "similar" | "compatible">
>;

/** What the storage/colour variants of one model (phone, tablet) have in common. */
type Family = {
  /** Product type before the name ("Telefon mobil"); empty in English titles where it reads better. */
  kind: Localized;
  /** Model name; per language when it contains words ("11 inch" / "11-inch"). */
  name: string | Localized;
  /** Written after the name in the title, e.g. "Wi-Fi". */
  extra?: string;
  brand: string;
  category: string;
  short: Localized;
  intro: Localized;
  specs: [string, string][];
  screen: string;
  energy?: string;
  connectivity: string[];
  shape: ProductArt["shape"];
  weightGr: number;
};

type Variant = Links & {
  code: string;
  storage: string;
  ram: string;
  color: Color;
  hex: string;
  price: number;
  oldPrice?: number;
  stock: number[];
};

const variant = (f: Family, v: Variant): ProductSeed => {
  const { code, storage, ram, color, hex, price, oldPrice, stock, ...links } = v;
  const c = COLORS[color];
  const parts = [f.extra, size(storage), `${size(ram)} RAM`].filter(Boolean).join(", ");
  const name = typeof f.name === "string" ? t(f.name, f.name) : f.name;
  return item({
    code,
    categories: [f.category],
    brand: f.brand,
    title: t(
      `${f.kind.ro} ${name.ro}, ${parts}, ${c.ro}`.trim(),
      `${f.kind.en} ${name.en}, ${parts}, ${c.en}`.trim(),
    ),
    shortDescription: f.short,
    description: html(f.intro, [
      ...f.specs,
      [
        `Memorie: ${size(storage)} stocare, ${size(ram)} RAM`,
        `Memory: ${size(storage)} storage, ${size(ram)} RAM`,
      ],
      [`Culoare: ${c.ro.toLowerCase()}`, `Colour: ${c.en.toLowerCase()}`],
    ]),
    price,
    ...(oldPrice ? { oldPrice } : {}),
    stock,
    weightGr: f.weightGr,
    specs: {
      diagonala: f.screen,
      ram,
      stocare: storage,
      culoare: color,
      ...(f.energy ? { "clasa-energetica": f.energy } : {}),
      conectivitate: f.connectivity,
    },
    art: { shape: f.shape, color: hex },
    ...links,
  });
};

const PHONE_LINKS = ["5g", "wifi", "bluetooth", "nfc", "gps", "usb-c"];
const PHONE = t("Telefon mobil", "");
const TABLET = t("Tabletă", "");

const galaxyS25: Family = {
  kind: PHONE,
  name: "Samsung Galaxy S25",
  brand: "samsung",
  category: "smartphone",
  short: t(
    "Flagship compact cu Galaxy AI, ecran de 6,2 inch la 120 Hz și 7 ani de actualizări.",
    "Compact flagship with Galaxy AI, a 6.2-inch 120 Hz display and 7 years of updates.",
  ),
  intro: t(
    "Galaxy S25 reunește un ecran Dynamic AMOLED 2X de 6,2 inch, procesorul Snapdragon 8 Elite for Galaxy și funcțiile Galaxy AI într-un telefon compact, ușor de folosit cu o singură mână. Samsung oferă 7 ani de actualizări de sistem și de securitate.",
    "The Galaxy S25 brings a 6.2-inch Dynamic AMOLED 2X display, the Snapdragon 8 Elite for Galaxy chip and Galaxy AI features to a compact phone that is easy to use one-handed. Samsung provides 7 years of OS and security updates.",
  ),
  specs: [
    ["Ecran: 6,2 inch, Dynamic AMOLED 2X, FHD+, 120 Hz", "Display: 6.2-inch Dynamic AMOLED 2X, FHD+, 120 Hz"],
    ["Procesor: Snapdragon 8 Elite for Galaxy", "Processor: Snapdragon 8 Elite for Galaxy"],
    [
      "Camere: 50 MP principală, 12 MP ultra-wide, 10 MP teleobiectiv 3x",
      "Cameras: 50 MP main, 12 MP ultra-wide, 10 MP 3x telephoto",
    ],
    [
      "Baterie: 4.000 mAh, încărcare rapidă 25 W și wireless",
      "Battery: 4,000 mAh, 25 W fast charging and wireless charging",
    ],
    ["Rezistență la apă și praf: IP68", "Water and dust resistance: IP68"],
  ],
  screen: "sub-7",
  energy: "a",
  connectivity: PHONE_LINKS,
  shape: "phone",
  weightGr: 162,
};

const galaxyS25Ultra: Family = {
  kind: PHONE,
  name: "Samsung Galaxy S25 Ultra",
  brand: "samsung",
  category: "smartphone",
  short: t(
    "Cel mai avansat Galaxy: ecran de 6,9 inch, cameră de 200 MP, S Pen integrat și ramă din titan.",
    "The most advanced Galaxy: 6.9-inch display, 200 MP camera, built-in S Pen and titanium frame.",
  ),
  intro: t(
    "Galaxy S25 Ultra este alegerea pentru cei care vor tot: ecran mare cu strat antireflex, zoom optic 5x, S Pen pentru notițe și desen și o baterie care rezistă o zi întreagă de utilizare intensă.",
    "The Galaxy S25 Ultra is for those who want it all: a large anti-reflective display, 5x optical zoom, the S Pen for notes and sketches and a battery that lasts a full day of heavy use.",
  ),
  specs: [
    ["Ecran: 6,9 inch, Dynamic AMOLED 2X, QHD+, 120 Hz", "Display: 6.9-inch Dynamic AMOLED 2X, QHD+, 120 Hz"],
    ["Procesor: Snapdragon 8 Elite for Galaxy", "Processor: Snapdragon 8 Elite for Galaxy"],
    [
      "Camere: 200 MP principală, 50 MP ultra-wide, teleobiective 3x (10 MP) și 5x (50 MP)",
      "Cameras: 200 MP main, 50 MP ultra-wide, 3x (10 MP) and 5x (50 MP) telephoto",
    ],
    ["Baterie: 5.000 mAh, încărcare rapidă 45 W", "Battery: 5,000 mAh, 45 W fast charging"],
    ["S Pen inclus, ramă din titan, IP68", "S Pen included, titanium frame, IP68"],
  ],
  screen: "sub-7",
  energy: "a",
  connectivity: PHONE_LINKS,
  shape: "phone",
  weightGr: 218,
};

const galaxyA56: Family = {
  kind: PHONE,
  name: "Samsung Galaxy A56 5G",
  brand: "samsung",
  category: "smartphone",
  short: t(
    "Ecran Super AMOLED de 6,7 inch, încărcare de 45 W și 6 ani de actualizări, la un preț accesibil.",
    "6.7-inch Super AMOLED display, 45 W charging and 6 years of updates at an affordable price.",
  ),
  intro: t(
    "Galaxy A56 5G aduce în gama medie un design subțire din metal și sticlă, funcții Awesome Intelligence pentru editarea fotografiilor și o baterie mare, care se încarcă rapid.",
    "The Galaxy A56 5G brings a slim metal-and-glass design, Awesome Intelligence photo editing features and a large, fast-charging battery to the mid-range.",
  ),
  specs: [
    ["Ecran: 6,7 inch, Super AMOLED, FHD+, 120 Hz", "Display: 6.7-inch Super AMOLED, FHD+, 120 Hz"],
    ["Procesor: Exynos 1580", "Processor: Exynos 1580"],
    [
      "Camere: 50 MP principală, 12 MP ultra-wide, 5 MP macro",
      "Cameras: 50 MP main, 12 MP ultra-wide, 5 MP macro",
    ],
    ["Baterie: 5.000 mAh, încărcare rapidă 45 W", "Battery: 5,000 mAh, 45 W fast charging"],
    ["Rezistență la apă și praf: IP67", "Water and dust resistance: IP67"],
  ],
  screen: "sub-7",
  energy: "b",
  connectivity: PHONE_LINKS,
  shape: "phone",
  weightGr: 198,
};

const iphone17: Family = {
  kind: PHONE,
  name: "Apple iPhone 17",
  brand: "apple",
  category: "smartphone",
  short: t(
    "Ecran ProMotion de 6,3 inch, cip A19, camere duble de 48 MP și 256 GB încă de la modelul de bază.",
    "6.3-inch ProMotion display, A19 chip, dual 48 MP cameras and 256 GB even in the base model.",
  ),
  intro: t(
    "iPhone 17 primește pentru prima dată ecranul ProMotion de până la 120 Hz, mai luminos și mai rezistent datorită sticlei Ceramic Shield 2. Camera frontală Center Stage încadrează automat selfie-urile de grup, chiar și cu telefonul ținut pe verticală.",
    "The iPhone 17 gets the ProMotion display with up to 120 Hz for the first time, brighter and tougher thanks to Ceramic Shield 2. The Center Stage front camera frames group selfies automatically, even with the phone held upright.",
  ),
  specs: [
    [
      "Ecran: 6,3 inch, Super Retina XDR, ProMotion până la 120 Hz",
      "Display: 6.3-inch Super Retina XDR, ProMotion up to 120 Hz",
    ],
    ["Procesor: Apple A19", "Processor: Apple A19"],
    [
      "Camere: 48 MP Fusion principală, 48 MP ultra-wide, 18 MP frontală Center Stage",
      "Cameras: 48 MP Fusion main, 48 MP ultra-wide, 18 MP Center Stage front",
    ],
    ["Autonomie: până la 30 de ore de redare video", "Battery life: up to 30 hours of video playback"],
    ["Port USB-C, MagSafe, IP68", "USB-C port, MagSafe, IP68"],
  ],
  screen: "sub-7",
  energy: "a",
  connectivity: PHONE_LINKS,
  shape: "phone",
  weightGr: 177,
};

const iphone17Pro: Family = {
  kind: PHONE,
  name: "Apple iPhone 17 Pro",
  brand: "apple",
  category: "smartphone",
  short: t(
    "Carcasă unibody din aluminiu, cip A19 Pro, trei camere de 48 MP și zoom optic de până la 8x.",
    "Aluminium unibody, A19 Pro chip, three 48 MP cameras and up to 8x optical-quality zoom.",
  ),
  intro: t(
    "iPhone 17 Pro are o carcasă unibody din aluminiu cu cameră de vapori pentru răcire, astfel încât păstrează performanța maximă în jocuri și la filmarea video ProRes. Sistemul Pro cu trei camere de 48 MP acoperă totul, de la macro la teleobiectiv.",
    "The iPhone 17 Pro has an aluminium unibody with a vapour chamber for cooling, so it sustains peak performance in games and when shooting ProRes video. The Pro system of three 48 MP cameras covers everything from macro to telephoto.",
  ),
  specs: [
    [
      "Ecran: 6,3 inch, Super Retina XDR, ProMotion 120 Hz, Always-On",
      "Display: 6.3-inch Super Retina XDR, 120 Hz ProMotion, Always-On",
    ],
    ["Procesor: Apple A19 Pro", "Processor: Apple A19 Pro"],
    [
      "Camere: 48 MP Fusion principală, 48 MP ultra-wide, 48 MP teleobiectiv 4x",
      "Cameras: 48 MP Fusion main, 48 MP ultra-wide, 48 MP 4x telephoto",
    ],
    ["Autonomie: până la 33 de ore de redare video", "Battery life: up to 33 hours of video playback"],
    ["Port USB-C (USB 3), MagSafe, IP68", "USB-C port (USB 3), MagSafe, IP68"],
  ],
  screen: "sub-7",
  energy: "a",
  connectivity: PHONE_LINKS,
  shape: "phone",
  weightGr: 204,
};

const redmiNote14Pro: Family = {
  kind: PHONE,
  name: "Xiaomi Redmi Note 14 Pro 5G",
  brand: "xiaomi",
  category: "smartphone",
  short: t(
    "Cameră de 200 MP, ecran AMOLED de 6,67 inch și rezistență IP68, la preț de gamă medie.",
    "200 MP camera, 6.67-inch AMOLED display and IP68 protection at a mid-range price.",
  ),
  intro: t(
    "Redmi Note 14 Pro 5G are un ecran AMOLED curbat, protejat de Corning Gorilla Glass Victus 2, și o cameră principală de 200 MP cu stabilizare optică. Bateria de 5.110 mAh se încarcă la 45 W.",
    "The Redmi Note 14 Pro 5G has a curved AMOLED display protected by Corning Gorilla Glass Victus 2 and a 200 MP main camera with optical stabilisation. Its 5,110 mAh battery charges at 45 W.",
  ),
  specs: [
    ["Ecran: 6,67 inch, AMOLED 1.5K, 120 Hz", "Display: 6.67-inch 1.5K AMOLED, 120 Hz"],
    ["Procesor: MediaTek Dimensity 7300-Ultra", "Processor: MediaTek Dimensity 7300-Ultra"],
    [
      "Camere: 200 MP principală cu OIS, 8 MP ultra-wide, 2 MP macro",
      "Cameras: 200 MP main with OIS, 8 MP ultra-wide, 2 MP macro",
    ],
    ["Baterie: 5.110 mAh, încărcare rapidă 45 W", "Battery: 5,110 mAh, 45 W fast charging"],
    ["Rezistență la apă și praf: IP68", "Water and dust resistance: IP68"],
  ],
  screen: "sub-7",
  energy: "b",
  connectivity: PHONE_LINKS,
  shape: "phone",
  weightGr: 190,
};

const xiaomi15T: Family = {
  kind: PHONE,
  name: "Xiaomi 15T 5G",
  brand: "xiaomi",
  category: "smartphone",
  short: t(
    "Camere Leica, ecran AMOLED de 6,83 inch și baterie de 5.500 mAh cu încărcare de 67 W.",
    "Leica cameras, a 6.83-inch AMOLED display and a 5,500 mAh battery with 67 W charging.",
  ),
  intro: t(
    "Xiaomi 15T este realizat împreună cu Leica: trei camere, inclusiv un teleobiectiv 2x de 50 MP, cu stilurile de culoare Leica Authentic și Vibrant. Procesorul Dimensity 8400-Ultra și bateria mare îl fac potrivit pentru o zi lungă.",
    "The Xiaomi 15T is co-engineered with Leica: three cameras, including a 50 MP 2x telephoto, with Leica Authentic and Vibrant colour styles. The Dimensity 8400-Ultra chip and large battery make it ready for a long day.",
  ),
  specs: [
    ["Ecran: 6,83 inch, AMOLED 1.5K, 120 Hz", "Display: 6.83-inch 1.5K AMOLED, 120 Hz"],
    ["Procesor: MediaTek Dimensity 8400-Ultra", "Processor: MediaTek Dimensity 8400-Ultra"],
    [
      "Camere Leica: 50 MP principală, 50 MP teleobiectiv 2x, 12 MP ultra-wide",
      "Leica cameras: 50 MP main, 50 MP 2x telephoto, 12 MP ultra-wide",
    ],
    ["Baterie: 5.500 mAh, încărcare HyperCharge 67 W", "Battery: 5,500 mAh, 67 W HyperCharge"],
    ["Rezistență la apă și praf: IP68", "Water and dust resistance: IP68"],
  ],
  screen: "sub-7",
  energy: "a",
  connectivity: PHONE_LINKS,
  shape: "phone",
  weightGr: 194,
};

const smartphones: ProductSeed[] = [
  variant(galaxyS25, {
    code: "EL-1001",
    storage: "128gb",
    ram: "12gb",
    color: "albastru",
    hex: "#1F2A44",
    price: 3799,
    oldPrice: 4299,
    stock: [14],
    loyaltyGive: 38,
    sortPriority: 90,
    addedDaysAgo: 280,
    associated: ["EL-1014", "EL-1018"],
    similar: ["EL-1002", "EL-1005"],
  }),
  variant(galaxyS25, {
    code: "EL-1002",
    storage: "256gb",
    ram: "12gb",
    color: "argintiu",
    hex: "#C9CDD2",
    price: 4099,
    stock: [6],
    loyaltyGive: 41,
    addedDaysAgo: 280,
    associated: ["EL-1014", "EL-1018"],
    similar: ["EL-1001", "EL-1003"],
  }),
  variant(galaxyS25Ultra, {
    code: "EL-1003",
    storage: "256gb",
    ram: "12gb",
    color: "negru",
    hex: "#2B2B2E",
    price: 5799,
    oldPrice: 6499,
    stock: [5],
    loyaltyGive: 58,
    sortPriority: 80,
    addedDaysAgo: 275,
    associated: ["EL-1014", "EL-1017"],
    similar: ["EL-1007", "EL-1002"],
  }),
  variant(galaxyA56, {
    code: "EL-1004",
    storage: "256gb",
    ram: "8gb",
    color: "gri",
    hex: "#4A4D52",
    price: 1999,
    stock: [22],
    loyaltyGive: 20,
    addedDaysAgo: 210,
    associated: ["EL-1014", "EL-1017"],
    similar: ["EL-1008", "EL-1009"],
  }),
  variant(iphone17, {
    code: "EL-1005",
    storage: "256gb",
    ram: "8gb",
    color: "negru",
    hex: "#1C1C1E",
    price: 4999,
    stock: [9],
    loyaltyGive: 50,
    sortPriority: 100,
    addedDaysAgo: 55,
    associated: ["EL-1015", "EL-1016", "EL-1019"],
    similar: ["EL-1006", "EL-1007", "EL-1001"],
  }),
  variant(iphone17, {
    code: "EL-1006",
    storage: "256gb",
    ram: "8gb",
    color: "mov",
    hex: "#C8B6E2",
    price: 4999,
    stock: [0],
    loyaltyGive: 50,
    addedDaysAgo: 55,
    associated: ["EL-1015", "EL-1016", "EL-1019"],
    similar: ["EL-1005", "EL-1007"],
  }),
  variant(iphone17Pro, {
    code: "EL-1007",
    storage: "256gb",
    ram: "12gb",
    color: "albastru",
    hex: "#2E3B55",
    price: 6599,
    stock: [4],
    loyaltyGive: 66,
    sortPriority: 95,
    addedDaysAgo: 55,
    associated: ["EL-1015", "EL-1016", "EL-1019"],
    similar: ["EL-1005", "EL-1003"],
  }),
  variant(redmiNote14Pro, {
    code: "EL-1008",
    storage: "256gb",
    ram: "8gb",
    color: "negru",
    hex: "#202124",
    price: 1499,
    oldPrice: 1799,
    stock: [18],
    loyaltyGive: 15,
    addedDaysAgo: 320,
    associated: ["EL-1017"],
    similar: ["EL-1004", "EL-1009"],
  }),
  variant(xiaomi15T, {
    code: "EL-1009",
    storage: "256gb",
    ram: "12gb",
    color: "gri",
    hex: "#5B5F66",
    price: 2999,
    stock: [7],
    loyaltyGive: 30,
    addedDaysAgo: 48,
    associated: ["EL-1017"],
    similar: ["EL-1001", "EL-1004"],
  }),
];

const tablets: ProductSeed[] = [
  variant(
    {
      kind: TABLET,
      name: t("Apple iPad Air 11 inch (M3)", "Apple iPad Air 11-inch (M3)"),
      extra: "Wi-Fi",
      brand: "apple",
      category: "tablete",
      short: t(
        "Cip M3, ecran Liquid Retina de 11 inch și suport pentru Apple Pencil Pro și Magic Keyboard.",
        "M3 chip, 11-inch Liquid Retina display and support for Apple Pencil Pro and Magic Keyboard.",
      ),
      intro: t(
        "iPad Air cu cip M3 are performanța unui laptop într-o tabletă subțire de 6,1 mm. Este pregătit pentru Apple Intelligence, editare foto și video și, cu tastatura Magic Keyboard, devine un instrument complet de lucru.",
        "The iPad Air with M3 puts laptop-class performance in a 6.1 mm thin tablet. It is ready for Apple Intelligence, photo and video editing and, with the Magic Keyboard, becomes a complete work tool.",
      ),
      specs: [
        [
          "Ecran: 11 inch, Liquid Retina, 2360 × 1640 pixeli",
          "Display: 11-inch Liquid Retina, 2360 × 1640 pixels",
        ],
        ["Procesor: Apple M3 cu 8 nuclee", "Processor: 8-core Apple M3"],
        ["Camere: 12 MP spate, 12 MP frontală pe latura lungă", "Cameras: 12 MP rear, 12 MP landscape front"],
        ["Autonomie: până la 10 ore de navigare pe Wi-Fi", "Battery life: up to 10 hours of Wi-Fi browsing"],
        ["Touch ID, port USB-C", "Touch ID, USB-C port"],
      ],
      screen: "7-12",
      energy: "a",
      connectivity: ["wifi", "bluetooth", "usb-c"],
      shape: "device",
      weightGr: 460,
    },
    {
      code: "EL-1010",
      storage: "128gb",
      ram: "8gb",
      color: "gri",
      hex: "#7D7E80",
      price: 3199,
      stock: [7],
      loyaltyGive: 32,
      sortPriority: 60,
      addedDaysAgo: 240,
      associated: ["EL-1015", "EL-1019"],
      similar: ["EL-1011", "EL-1013"],
    },
  ),
  variant(
    {
      kind: TABLET,
      name: "Samsung Galaxy Tab S10 FE",
      extra: "Wi-Fi",
      brand: "samsung",
      category: "tablete",
      short: t(
        "Ecran de 10,9 inch la 90 Hz, S Pen inclus în cutie și rezistență IP68.",
        "10.9-inch 90 Hz display, S Pen in the box and IP68 protection.",
      ),
      intro: t(
        "Galaxy Tab S10 FE este tableta ideală pentru cursuri și notițe: S Pen-ul este inclus, iar funcțiile Galaxy AI, precum Cercul pentru căutare și Ajutor la rezolvare, ușurează învățatul.",
        "The Galaxy Tab S10 FE is an ideal tablet for classes and note-taking: the S Pen is included, and Galaxy AI features such as Circle to Search and Solve Math make studying easier.",
      ),
      specs: [
        [
          "Ecran: 10,9 inch, LCD, 2304 × 1440 pixeli, 90 Hz",
          "Display: 10.9-inch LCD, 2304 × 1440 pixels, 90 Hz",
        ],
        ["Procesor: Exynos 1580", "Processor: Exynos 1580"],
        ["Baterie: 8.000 mAh, încărcare 45 W", "Battery: 8,000 mAh, 45 W charging"],
        ["S Pen inclus, rezistență IP68", "S Pen included, IP68 rated"],
      ],
      screen: "7-12",
      energy: "a",
      connectivity: ["wifi", "bluetooth", "usb-c"],
      shape: "device",
      weightGr: 497,
    },
    {
      code: "EL-1011",
      storage: "128gb",
      ram: "8gb",
      color: "gri",
      hex: "#6E7176",
      price: 2099,
      oldPrice: 2499,
      stock: [5],
      loyaltyGive: 21,
      addedDaysAgo: 190,
      associated: ["EL-1014"],
      similar: ["EL-1010", "EL-1012", "EL-1013"],
    },
  ),
  variant(
    {
      kind: TABLET,
      name: "Lenovo Tab M11",
      extra: "Wi-Fi",
      brand: "lenovo",
      category: "tablete",
      short: t(
        "Tabletă de 11 inch pentru familie și școală, cu patru difuzoare Dolby Atmos.",
        "11-inch tablet for the family and school, with four Dolby Atmos speakers.",
      ),
      intro: t(
        "Lenovo Tab M11 este o tabletă accesibilă, bună pentru filme, lecții online și jocuri simple. Ecranul de 90 Hz are certificare TÜV pentru lumină albastră redusă, iar bateria ține până la 10 ore de redare video.",
        "The Lenovo Tab M11 is an affordable tablet for films, online lessons and casual games. Its 90 Hz display is TÜV-certified for low blue light, and the battery lasts up to 10 hours of video playback.",
      ),
      specs: [
        [
          "Ecran: 10,95 inch, IPS, 1920 × 1200 pixeli, 90 Hz",
          "Display: 10.95-inch IPS, 1920 × 1200 pixels, 90 Hz",
        ],
        ["Procesor: MediaTek Helio G88", "Processor: MediaTek Helio G88"],
        ["Baterie: 7.040 mAh", "Battery: 7,040 mAh"],
        ["Patru difuzoare Dolby Atmos, slot microSD", "Four Dolby Atmos speakers, microSD slot"],
      ],
      screen: "7-12",
      energy: "b",
      connectivity: ["wifi", "bluetooth", "usb-c"],
      shape: "device",
      weightGr: 465,
    },
    {
      code: "EL-1012",
      storage: "128gb",
      ram: "4gb",
      color: "gri",
      hex: "#8A9099",
      price: 899,
      stock: [12],
      loyaltyGive: 9,
      addedDaysAgo: 365,
      similar: ["EL-1011", "EL-1013"],
    },
  ),
  variant(
    {
      kind: TABLET,
      name: "Xiaomi Pad 7",
      extra: "Wi-Fi",
      brand: "xiaomi",
      category: "tablete",
      short: t(
        "Ecran 3.2K de 11,2 inch la 144 Hz și procesor Snapdragon 7+ Gen 3, ideal pentru productivitate.",
        "11.2-inch 3.2K 144 Hz display and Snapdragon 7+ Gen 3 chip, great for productivity.",
      ),
      intro: t(
        "Xiaomi Pad 7 are un ecran foarte clar, cu raport 3:2 potrivit pentru documente și navigare, și rulează HyperOS 2 cu funcții de lucru pe mai multe ferestre. Bateria de 8.850 mAh asigură o zi întreagă de utilizare.",
        "The Xiaomi Pad 7 has a very sharp 3:2 display that suits documents and browsing, and runs HyperOS 2 with multi-window features. Its 8,850 mAh battery lasts a full day.",
      ),
      specs: [
        ["Ecran: 11,2 inch, 3.2K, 144 Hz", "Display: 11.2-inch 3.2K, 144 Hz"],
        ["Procesor: Snapdragon 7+ Gen 3", "Processor: Snapdragon 7+ Gen 3"],
        ["Baterie: 8.850 mAh, încărcare 45 W", "Battery: 8,850 mAh, 45 W charging"],
        ["Patru difuzoare, Dolby Vision și Dolby Atmos", "Four speakers, Dolby Vision and Dolby Atmos"],
      ],
      screen: "7-12",
      energy: "a",
      connectivity: ["wifi", "bluetooth", "usb-c"],
      shape: "device",
      weightGr: 500,
    },
    {
      code: "EL-1013",
      storage: "256gb",
      ram: "8gb",
      color: "gri",
      hex: "#3C3F44",
      price: 1699,
      stock: [0],
      loyaltyGive: 17,
      addedDaysAgo: 300,
      associated: ["EL-1017"],
      similar: ["EL-1011", "EL-1010"],
    },
  ),
];

const phoneAccessories: ProductSeed[] = [
  item({
    code: "EL-1014",
    categories: ["accesorii-gsm"],
    brand: "samsung",
    title: t("Încărcător de rețea Samsung 25 W, USB-C, alb", "Samsung 25 W USB-C wall charger, white"),
    shortDescription: t(
      "Încărcător original Super Fast Charging pentru telefoanele și tabletele Galaxy.",
      "Original Super Fast Charging adapter for Galaxy phones and tablets.",
    ),
    description: html(
      t(
        "Încărcătorul Samsung de 25 W folosește standardul USB Power Delivery 3.0 cu PPS, astfel încât telefoanele Galaxy compatibile ajung la 50% în aproximativ 30 de minute. Cablul USB-C se cumpără separat.",
        "Samsung's 25 W charger uses USB Power Delivery 3.0 with PPS, so compatible Galaxy phones reach 50% in about 30 minutes. The USB-C cable is sold separately.",
      ),
      [
        ["Putere: 25 W (Super Fast Charging)", "Output: 25 W (Super Fast Charging)"],
        ["Port: 1 × USB-C", "Port: 1 × USB-C"],
        ["Standard: USB PD 3.0 PPS", "Standard: USB PD 3.0 PPS"],
        ["Cablu: nu este inclus", "Cable: not included"],
      ],
    ),
    price: 79,
    stock: [40],
    weightGr: 55,
    specs: { culoare: "alb", conectivitate: "usb-c" },
    art: { shape: "box", color: "#F2F2F2" },
    addedDaysAgo: 390,
    compatible: ["EL-1001", "EL-1002", "EL-1003", "EL-1004", "EL-1011"],
  }),
  item({
    code: "EL-1015",
    categories: ["accesorii-gsm"],
    brand: "apple",
    title: t("Adaptor de alimentare Apple USB-C de 20 W", "Apple 20 W USB-C power adapter"),
    shortDescription: t(
      "Încărcare rapidă pentru iPhone și iPad, compact și silențios.",
      "Fast charging for iPhone and iPad, compact and silent.",
    ),
    description: html(
      t(
        "Adaptorul Apple de 20 W încarcă rapid iPhone-ul: până la 50% în circa 30 de minute, cu un cablu USB-C. Funcționează și cu iPad, AirPods și Apple Watch.",
        "The Apple 20 W adapter fast-charges your iPhone: up to 50% in around 30 minutes with a USB-C cable. It also works with iPad, AirPods and Apple Watch.",
      ),
      [
        ["Putere: 20 W", "Output: 20 W"],
        ["Port: 1 × USB-C", "Port: 1 × USB-C"],
        ["Mufă europeană", "EU plug"],
        ["Cablu: nu este inclus", "Cable: not included"],
      ],
    ),
    price: 109,
    stock: [35],
    weightGr: 60,
    specs: { culoare: "alb", conectivitate: "usb-c" },
    art: { shape: "box", color: "#FAFAFA" },
    addedDaysAgo: 400,
    compatible: ["EL-1005", "EL-1006", "EL-1007", "EL-1010"],
  }),
  item({
    code: "EL-1016",
    categories: ["accesorii-gsm"],
    brand: "apple",
    title: t("Încărcător Apple MagSafe, 1 m", "Apple MagSafe Charger, 1 m"),
    shortDescription: t(
      "Încărcare wireless magnetică de până la 25 W pentru iPhone.",
      "Magnetic wireless charging at up to 25 W for iPhone.",
    ),
    description: html(
      t(
        "Încărcătorul MagSafe se prinde magnetic de spatele iPhone-ului și se aliniază perfect de fiecare dată. Cu un adaptor de 30 W, modelele compatibile se încarcă wireless la până la 25 W.",
        "The MagSafe Charger snaps onto the back of your iPhone and lines up perfectly every time. With a 30 W adapter, compatible models charge wirelessly at up to 25 W.",
      ),
      [
        ["Putere: până la 25 W (Qi2.2)", "Output: up to 25 W (Qi2.2)"],
        ["Cablu integrat USB-C, 1 m", "Built-in USB-C cable, 1 m"],
        ["Compatibil și cu AirPods cu carcasă MagSafe", "Also works with AirPods in a MagSafe case"],
      ],
    ),
    price: 259,
    stock: [10],
    weightGr: 70,
    specs: { culoare: "alb", conectivitate: "usb-c" },
    art: { shape: "device", color: "#E9E9EB" },
    addedDaysAgo: 60,
    compatible: ["EL-1005", "EL-1006", "EL-1007"],
    associated: ["EL-1015"],
  }),
  item({
    code: "EL-1017",
    categories: ["accesorii-gsm"],
    brand: "xiaomi",
    title: t(
      "Baterie externă Xiaomi 20000 mAh, 33 W, cu cablu integrat, neagră",
      "Xiaomi 20000 mAh power bank, 33 W, with built-in cable, black",
    ),
    shortDescription: t(
      "Baterie externă de mare capacitate, cu cablu USB-C integrat și încărcare rapidă.",
      "High-capacity power bank with a built-in USB-C cable and fast charging.",
    ),
    description: html(
      t(
        "Cu 20.000 mAh, bateria externă Xiaomi încarcă un smartphone de 3–4 ori. Cablul USB-C integrat servește și drept curea de transport, așa că nu mai uitați cablul acasă.",
        "With 20,000 mAh, the Xiaomi power bank charges a smartphone 3–4 times. The built-in USB-C cable doubles as a carrying strap, so you never leave the cable behind.",
      ),
      [
        ["Capacitate: 20.000 mAh", "Capacity: 20,000 mAh"],
        ["Putere maximă: 33 W", "Maximum output: 33 W"],
        ["Porturi: cablu USB-C integrat, USB-C, USB-A", "Ports: built-in USB-C cable, USB-C, USB-A"],
        ["Încarcă până la 3 dispozitive simultan", "Charges up to 3 devices at once"],
      ],
    ),
    price: 169,
    stock: [25],
    weightGr: 430,
    specs: { culoare: "negru", conectivitate: "usb-c" },
    art: { shape: "device", color: "#2C2C2C" },
    loyaltyGive: 2,
    addedDaysAgo: 150,
    compatible: ["EL-1003", "EL-1004", "EL-1008", "EL-1009", "EL-1013"],
  }),
  item({
    code: "EL-1018",
    categories: ["accesorii-gsm"],
    brand: "samsung",
    title: t(
      "Husă Samsung Silicone Case pentru Galaxy S25, albastră",
      "Samsung Silicone Case for Galaxy S25, blue",
    ),
    shortDescription: t(
      "Husă originală din silicon, plăcută la atingere, cu interior din microfibră.",
      "Original silicone case, soft to the touch, with a microfibre lining.",
    ),
    description: html(
      t(
        "Husa originală Samsung urmează exact formele telefonului Galaxy S25 și îl protejează la zgârieturi și lovituri ușoare. Interiorul din microfibră nu zgârie spatele din sticlă.",
        "The original Samsung case follows the exact shape of the Galaxy S25 and protects it from scratches and light knocks. The microfibre lining keeps the glass back scratch-free.",
      ),
      [
        ["Compatibilitate: Samsung Galaxy S25", "Fits: Samsung Galaxy S25"],
        ["Material: silicon, interior din microfibră", "Material: silicone with microfibre lining"],
        ["Compatibilă cu încărcarea wireless", "Works with wireless charging"],
      ],
    ),
    price: 129,
    stock: [15],
    weightGr: 30,
    specs: { culoare: "albastru" },
    art: { shape: "box", color: "#3D5A98" },
    addedDaysAgo: 270,
    compatible: ["EL-1001", "EL-1002"],
  }),
  item({
    code: "EL-1019",
    categories: ["accesorii-gsm"],
    brand: "apple",
    title: t("Cablu Apple USB-C împletit, 60 W, 1 m", "Apple USB-C woven charge cable, 60 W, 1 m"),
    shortDescription: t(
      "Cablu original cu înveliș textil pentru încărcare și transfer de date.",
      "Original cable with a woven jacket for charging and data transfer.",
    ),
    description: html(
      t(
        "Cablul Apple USB-C cu înveliș împletit este rezistent și nu se încurcă ușor. Suportă încărcare de până la 60 W, suficient pentru iPhone, iPad și MacBook Air.",
        "Apple's woven USB-C cable is durable and resists tangling. It supports charging at up to 60 W, enough for iPhone, iPad and MacBook Air.",
      ),
      [
        ["Lungime: 1 m", "Length: 1 m"],
        ["Putere: până la 60 W", "Power: up to 60 W"],
        ["Transfer de date: USB 2 (480 Mb/s)", "Data transfer: USB 2 (480 Mb/s)"],
      ],
    ),
    price: 99,
    stock: [30],
    weightGr: 25,
    specs: { culoare: "alb", conectivitate: "usb-c" },
    art: { shape: "box", color: "#F5F5F7" },
    addedDaysAgo: 330,
    compatible: ["EL-1005", "EL-1006", "EL-1007", "EL-1010"],
  }),
];

const LAPTOP_LINKS = ["wifi", "bluetooth", "usb-c", "hdmi"];

const laptops: ProductSeed[] = [
  prod({
    code: "EL-1020",
    categories: ["laptopuri"],
    brand: "apple",
    title: t(
      "Laptop Apple MacBook Air 13 inch, cip M4, 16 GB, 256 GB SSD, Albastru cer",
      "Apple MacBook Air 13-inch, M4 chip, 16 GB, 256 GB SSD, Sky Blue",
    ),
    short: t(
      "Subțire, silențios și cu autonomie de până la 18 ore, acum cu 16 GB de memorie standard.",
      "Thin, silent and with up to 18 hours of battery life, now with 16 GB of memory as standard.",
    ),
    intro: t(
      "MacBook Air cu cip M4 nu are ventilator, deci lucrează complet silențios, și rulează fluid aplicațiile de birou, editarea foto și Apple Intelligence. Camera Center Stage de 12 MP vă păstrează în cadru în apelurile video, iar laptopul poate folosi până la două monitoare externe.",
      "The MacBook Air with M4 has no fan, so it runs in complete silence, and handles office apps, photo editing and Apple Intelligence with ease. The 12 MP Center Stage camera keeps you in frame on video calls, and the laptop drives up to two external displays.",
    ),
    specs: [
      [
        "Ecran: 13,6 inch, Liquid Retina, 2560 × 1664 pixeli",
        "Display: 13.6-inch Liquid Retina, 2560 × 1664 pixels",
      ],
      [
        "Procesor: Apple M4 cu CPU de 10 nuclee și GPU de 8 nuclee",
        "Processor: Apple M4 with 10-core CPU and 8-core GPU",
      ],
      ["Memorie: 16 GB memorie unificată, SSD de 256 GB", "Memory: 16 GB unified memory, 256 GB SSD"],
      ["Autonomie: până la 18 ore", "Battery life: up to 18 hours"],
      [
        "Porturi: 2 × Thunderbolt 4, MagSafe 3, jack 3,5 mm",
        "Ports: 2 × Thunderbolt 4, MagSafe 3, 3.5 mm jack",
      ],
    ],
    price: 4899,
    oldPrice: 5299,
    stock: [8],
    weightGr: 1240,
    sp: {
      diagonala: "13-14",
      ram: "16gb",
      stocare: "256gb",
      culoare: "albastru",
      conectivitate: ["wifi", "bluetooth", "usb-c"],
    },
    art: { shape: "laptop", color: "#A9C6DB" },
    loyaltyGive: 49,
    sortPriority: 90,
    addedDaysAgo: 230,
    associated: ["EL-1019", "EL-1033"],
    similar: ["EL-1021", "EL-1022"],
  }),
  prod({
    code: "EL-1021",
    categories: ["laptopuri"],
    brand: "apple",
    title: t(
      "Laptop Apple MacBook Pro 14 inch, cip M5, 16 GB, 512 GB SSD, Negru spațial",
      "Apple MacBook Pro 14-inch, M5 chip, 16 GB, 512 GB SSD, Space Black",
    ),
    short: t(
      "Ecran Liquid Retina XDR, cip M5 pentru AI și grafică, până la 24 de ore de autonomie.",
      "Liquid Retina XDR display, M5 chip for AI and graphics, up to 24 hours of battery life.",
    ),
    intro: t(
      "MacBook Pro de 14 inch cu cip M5 este gândit pentru montaj video, programare și proiecte 3D. Ecranul Liquid Retina XDR atinge 1.600 de niți în HDR, iar sistemul de răcire activ menține performanța în sarcini lungi.",
      "The 14-inch MacBook Pro with M5 is built for video editing, software development and 3D work. Its Liquid Retina XDR display reaches 1,600 nits in HDR, and active cooling sustains performance through long workloads.",
    ),
    specs: [
      ["Ecran: 14,2 inch, Liquid Retina XDR, 120 Hz", "Display: 14.2-inch Liquid Retina XDR, 120 Hz"],
      [
        "Procesor: Apple M5 cu CPU de 10 nuclee și GPU de 10 nuclee",
        "Processor: Apple M5 with 10-core CPU and 10-core GPU",
      ],
      ["Memorie: 16 GB memorie unificată, SSD de 512 GB", "Memory: 16 GB unified memory, 512 GB SSD"],
      ["Autonomie: până la 24 de ore", "Battery life: up to 24 hours"],
      [
        "Porturi: 3 × Thunderbolt 4, HDMI, cititor SDXC, MagSafe 3",
        "Ports: 3 × Thunderbolt 4, HDMI, SDXC slot, MagSafe 3",
      ],
    ],
    price: 8499,
    stock: [3],
    weightGr: 1550,
    sp: { diagonala: "13-14", ram: "16gb", stocare: "512gb", culoare: "negru", conectivitate: LAPTOP_LINKS },
    art: { shape: "laptop", color: "#2F3033" },
    loyaltyGive: 85,
    sortPriority: 70,
    addedDaysAgo: 25,
    associated: ["EL-1034"],
    similar: ["EL-1020"],
  }),
  prod({
    code: "EL-1022",
    categories: ["laptopuri"],
    brand: "lenovo",
    title: t(
      "Laptop Lenovo IdeaPad Slim 5 14 inch OLED, Intel Core i5-13420H, 16 GB, 512 GB SSD, Gri",
      "Lenovo IdeaPad Slim 5 14-inch OLED laptop, Intel Core i5-13420H, 16 GB, 512 GB SSD, Grey",
    ),
    short: t(
      "Ecran OLED WUXGA, carcasă din aluminiu și 1,46 kg — potrivit pentru facultate și birou.",
      "WUXGA OLED display, aluminium chassis and 1.46 kg — great for university and the office.",
    ),
    intro: t(
      "IdeaPad Slim 5 combină un ecran OLED cu culori foarte precise și un procesor Intel Core i5 cu 8 nuclee, suficient pentru multitasking și editare foto ușoară. Tastatura are iluminare, iar camera Full HD are obturator de confidențialitate.",
      "The IdeaPad Slim 5 pairs an OLED display with highly accurate colours and an 8-core Intel Core i5, enough for multitasking and light photo editing. The keyboard is backlit and the Full HD webcam has a privacy shutter.",
    ),
    specs: [
      [
        "Ecran: 14 inch, OLED, 1920 × 1200 pixeli, 100% DCI-P3",
        "Display: 14-inch OLED, 1920 × 1200 pixels, 100% DCI-P3",
      ],
      ["Procesor: Intel Core i5-13420H, 8 nuclee", "Processor: Intel Core i5-13420H, 8 cores"],
      ["Memorie: 16 GB LPDDR5, SSD NVMe de 512 GB", "Memory: 16 GB LPDDR5, 512 GB NVMe SSD"],
      ["Sistem de operare: Windows 11 Home", "Operating system: Windows 11 Home"],
      [
        "Porturi: 2 × USB-C, 2 × USB-A, HDMI 1.4, cititor microSD",
        "Ports: 2 × USB-C, 2 × USB-A, HDMI 1.4, microSD reader",
      ],
    ],
    price: 3299,
    oldPrice: 3799,
    stock: [11],
    weightGr: 1460,
    sp: { diagonala: "13-14", ram: "16gb", stocare: "512gb", culoare: "gri", conectivitate: LAPTOP_LINKS },
    art: { shape: "laptop", color: "#8B8F96" },
    loyaltyGive: 33,
    sortPriority: 75,
    addedDaysAgo: 160,
    associated: ["EL-1033"],
    similar: ["EL-1023", "EL-1024", "EL-1020"],
  }),
  prod({
    code: "EL-1023",
    categories: ["laptopuri"],
    brand: "lenovo",
    title: t(
      "Laptop Lenovo ThinkPad E14 Gen 6, 14 inch, AMD Ryzen 5 7535HS, 16 GB, 512 GB SSD, Windows 11 Pro",
      "Lenovo ThinkPad E14 Gen 6 laptop, 14-inch, AMD Ryzen 5 7535HS, 16 GB, 512 GB SSD, Windows 11 Pro",
    ),
    short: t(
      "Laptop de business robust, cu tastatură ThinkPad, cititor de amprentă și Windows 11 Pro.",
      "Sturdy business laptop with a ThinkPad keyboard, fingerprint reader and Windows 11 Pro.",
    ),
    intro: t(
      "ThinkPad E14 Gen 6 este construit pentru firme mici și profesioniști: carcasă din aluminiu testată după standarde militare, tastatură rezistentă la stropi și funcții de securitate precum cipul TPM 2.0 și cititorul de amprentă din butonul de pornire.",
      "The ThinkPad E14 Gen 6 is built for small businesses and professionals: an aluminium chassis tested to military standards, a spill-resistant keyboard and security features such as a TPM 2.0 chip and a fingerprint reader in the power button.",
    ),
    specs: [
      [
        "Ecran: 14 inch, IPS, 1920 × 1200 pixeli, antireflex",
        "Display: 14-inch IPS, 1920 × 1200 pixels, anti-glare",
      ],
      ["Procesor: AMD Ryzen 5 7535HS, 6 nuclee", "Processor: AMD Ryzen 5 7535HS, 6 cores"],
      ["Memorie: 16 GB DDR5, SSD NVMe de 512 GB", "Memory: 16 GB DDR5, 512 GB NVMe SSD"],
      ["Sistem de operare: Windows 11 Pro", "Operating system: Windows 11 Pro"],
      ["Garanție: 3 ani de la producător", "Warranty: 3-year manufacturer warranty"],
    ],
    price: 3999,
    stock: [4],
    weightGr: 1440,
    sp: { diagonala: "13-14", ram: "16gb", stocare: "512gb", culoare: "negru", conectivitate: LAPTOP_LINKS },
    art: { shape: "laptop", color: "#1E1E1E" },
    loyaltyGive: 40,
    addedDaysAgo: 340,
    associated: ["EL-1033", "EL-1038"],
    similar: ["EL-1022"],
  }),
  prod({
    code: "EL-1024",
    categories: ["laptopuri"],
    brand: "asus",
    title: t(
      "Laptop ASUS Vivobook 15 X1504VA, 15,6 inch Full HD, Intel Core i5-1335U, 16 GB, 512 GB SSD, Albastru",
      "ASUS Vivobook 15 X1504VA laptop, 15.6-inch Full HD, Intel Core i5-1335U, 16 GB, 512 GB SSD, Blue",
    ),
    short: t(
      "Laptop accesibil de 15,6 inch pentru școală și birou, cu tastatură numerică.",
      "Affordable 15.6-inch laptop for school and the office, with a numeric keypad.",
    ),
    intro: t(
      "ASUS Vivobook 15 are tot ce trebuie pentru lucrul de zi cu zi: ecran Full HD mare, tastatură completă cu bloc numeric și balama care se deschide la 180°. Procesorul Intel Core i5 cu 10 nuclee consumă puțin, iar laptopul se încarcă rapid.",
      "The ASUS Vivobook 15 has everything you need for everyday work: a large Full HD screen, a full-size keyboard with a numeric keypad and a hinge that opens to 180°. The 10-core Intel Core i5 is power-efficient and the laptop charges quickly.",
    ),
    specs: [
      [
        "Ecran: 15,6 inch, IPS, 1920 × 1080 pixeli, antireflex",
        "Display: 15.6-inch IPS, 1920 × 1080 pixels, anti-glare",
      ],
      ["Procesor: Intel Core i5-1335U, 10 nuclee", "Processor: Intel Core i5-1335U, 10 cores"],
      ["Memorie: 16 GB DDR4, SSD NVMe de 512 GB", "Memory: 16 GB DDR4, 512 GB NVMe SSD"],
      ["Sistem de operare: fără sistem de operare", "Operating system: none"],
      ["Porturi: USB-C, 2 × USB-A, HDMI, jack audio", "Ports: USB-C, 2 × USB-A, HDMI, audio jack"],
    ],
    price: 2299,
    stock: [16],
    weightGr: 1700,
    sp: {
      diagonala: "15-17",
      ram: "16gb",
      stocare: "512gb",
      culoare: "albastru",
      conectivitate: LAPTOP_LINKS,
    },
    art: { shape: "laptop", color: "#2B3A55" },
    loyaltyGive: 23,
    addedDaysAgo: 260,
    associated: ["EL-1084", "EL-1033"],
    similar: ["EL-1027", "EL-1022"],
  }),
  prod({
    code: "EL-1025",
    categories: ["laptopuri"],
    brand: "asus",
    title: t(
      "Laptop gaming ASUS ROG Strix G16, 16 inch 165 Hz, Intel Core i7-14650HX, 16 GB, 1 TB SSD, RTX 5060 8 GB",
      "ASUS ROG Strix G16 gaming laptop, 16-inch 165 Hz, Intel Core i7-14650HX, 16 GB, 1 TB SSD, RTX 5060 8 GB",
    ),
    short: t(
      "Laptop de gaming cu placă video GeForce RTX 5060, ecran de 165 Hz și răcire cu metal lichid.",
      "Gaming laptop with a GeForce RTX 5060, a 165 Hz display and liquid-metal cooling.",
    ),
    intro: t(
      "ROG Strix G16 rulează jocurile noi la detalii ridicate datorită plăcii GeForce RTX 5060 cu DLSS 4 și procesorului Intel Core i7 cu 16 nuclee. Sistemul de răcire cu trei ventilatoare și pastă din metal lichid îl păstrează rapid și în sesiunile lungi.",
      "The ROG Strix G16 runs new games at high settings thanks to a GeForce RTX 5060 with DLSS 4 and a 16-core Intel Core i7. Its triple-fan cooling with liquid-metal compound keeps it fast through long sessions.",
    ),
    specs: [
      ["Ecran: 16 inch, IPS, 1920 × 1200 pixeli, 165 Hz", "Display: 16-inch IPS, 1920 × 1200 pixels, 165 Hz"],
      ["Procesor: Intel Core i7-14650HX, 16 nuclee", "Processor: Intel Core i7-14650HX, 16 cores"],
      ["Placă video: NVIDIA GeForce RTX 5060, 8 GB GDDR7", "Graphics: NVIDIA GeForce RTX 5060, 8 GB GDDR7"],
      ["Memorie: 16 GB DDR5, SSD NVMe de 1 TB", "Memory: 16 GB DDR5, 1 TB NVMe SSD"],
      ["Tastatură RGB, Wi-Fi 6E, Windows 11 Home", "RGB keyboard, Wi-Fi 6E, Windows 11 Home"],
    ],
    price: 7499,
    stock: [2],
    weightGr: 2500,
    sp: { diagonala: "15-17", ram: "16gb", stocare: "1tb", culoare: "gri", conectivitate: LAPTOP_LINKS },
    art: { shape: "laptop", color: "#3A3D42" },
    loyaltyGive: 75,
    sortPriority: 65,
    addedDaysAgo: 120,
    associated: ["EL-1084", "EL-1085"],
    similar: ["EL-1026"],
  }),
  prod({
    code: "EL-1026",
    categories: ["laptopuri"],
    brand: "hp",
    title: t(
      "Laptop gaming HP Victus 15-fb2, 15,6 inch 144 Hz, AMD Ryzen 5 7535HS, 16 GB, 512 GB SSD, RTX 3050 6 GB",
      "HP Victus 15-fb2 gaming laptop, 15.6-inch 144 Hz, AMD Ryzen 5 7535HS, 16 GB, 512 GB SSD, RTX 3050 6 GB",
    ),
    short: t(
      "Laptop de gaming accesibil, cu ecran de 144 Hz și placă video GeForce RTX 3050.",
      "Affordable gaming laptop with a 144 Hz display and a GeForce RTX 3050.",
    ),
    intro: t(
      "HP Victus 15 este o intrare bună în lumea gamingului pe laptop: rulează fluid titluri precum Counter-Strike 2, Fortnite sau EA Sports FC, iar aplicația OMEN Gaming Hub vă permite să reglați performanța și ventilatoarele.",
      "The HP Victus 15 is a good entry into laptop gaming: it runs titles such as Counter-Strike 2, Fortnite and EA Sports FC smoothly, and the OMEN Gaming Hub app lets you tune performance and fans.",
    ),
    specs: [
      ["Ecran: 15,6 inch, IPS, Full HD, 144 Hz", "Display: 15.6-inch IPS, Full HD, 144 Hz"],
      ["Procesor: AMD Ryzen 5 7535HS, 6 nuclee", "Processor: AMD Ryzen 5 7535HS, 6 cores"],
      ["Placă video: NVIDIA GeForce RTX 3050, 6 GB", "Graphics: NVIDIA GeForce RTX 3050, 6 GB"],
      ["Memorie: 16 GB DDR5, SSD NVMe de 512 GB", "Memory: 16 GB DDR5, 512 GB NVMe SSD"],
      ["Sistem de operare: Windows 11 Home", "Operating system: Windows 11 Home"],
    ],
    price: 3699,
    oldPrice: 4199,
    stock: [6],
    weightGr: 2290,
    sp: { diagonala: "15-17", ram: "16gb", stocare: "512gb", culoare: "negru", conectivitate: LAPTOP_LINKS },
    art: { shape: "laptop", color: "#25282C" },
    loyaltyGive: 37,
    addedDaysAgo: 210,
    associated: ["EL-1084", "EL-1085"],
    similar: ["EL-1025", "EL-1024"],
  }),
  prod({
    code: "EL-1027",
    categories: ["laptopuri"],
    brand: "hp",
    title: t(
      "Laptop HP 255 G10, 15,6 inch Full HD, AMD Ryzen 5 7530U, 8 GB, 512 GB SSD, Argintiu",
      "HP 255 G10 laptop, 15.6-inch Full HD, AMD Ryzen 5 7530U, 8 GB, 512 GB SSD, Silver",
    ),
    short: t(
      "Laptop simplu și fiabil pentru birou, cursuri online și navigare.",
      "Simple, reliable laptop for office work, online classes and browsing.",
    ),
    intro: t(
      "HP 255 G10 este un laptop de birou cu procesor AMD Ryzen 5 cu 6 nuclee și SSD rapid, bun pentru documente, tabele și apeluri video. Memoria se poate extinde ulterior până la 32 GB.",
      "The HP 255 G10 is an office laptop with a 6-core AMD Ryzen 5 and a fast SSD, good for documents, spreadsheets and video calls. Memory can later be upgraded to 32 GB.",
    ),
    specs: [
      ["Ecran: 15,6 inch, Full HD, antireflex", "Display: 15.6-inch Full HD, anti-glare"],
      ["Procesor: AMD Ryzen 5 7530U, 6 nuclee", "Processor: AMD Ryzen 5 7530U, 6 cores"],
      [
        "Memorie: 8 GB DDR4 (extensibilă), SSD NVMe de 512 GB",
        "Memory: 8 GB DDR4 (upgradable), 512 GB NVMe SSD",
      ],
      ["Sistem de operare: fără sistem de operare", "Operating system: none"],
    ],
    price: 1999,
    stock: [0],
    weightGr: 1740,
    sp: {
      diagonala: "15-17",
      ram: "8gb",
      stocare: "512gb",
      culoare: "argintiu",
      conectivitate: LAPTOP_LINKS,
    },
    art: { shape: "laptop", color: "#B8BCC2" },
    addedDaysAgo: 380,
    associated: ["EL-1033", "EL-1038"],
    similar: ["EL-1024"],
  }),
];

const desktops: ProductSeed[] = [
  prod({
    code: "EL-1028",
    categories: ["calculatoare"],
    brand: "apple",
    title: t("Apple Mac mini, cip M4, 16 GB, 256 GB SSD", "Apple Mac mini, M4 chip, 16 GB, 256 GB SSD"),
    short: t(
      "Calculator de numai 12,7 cm, cu cip M4 și porturi Thunderbolt și USB-C în față.",
      "A computer just 12.7 cm wide, with the M4 chip and front USB-C ports.",
    ),
    intro: t(
      "Noul Mac mini încape în palmă, dar are performanța cipului M4 și poate folosi până la trei monitoare. Porturile USB-C din față sunt la îndemână pentru stick-uri și telefoane, iar consumul de energie este foarte mic.",
      "The new Mac mini fits in your hand yet has the performance of the M4 chip and drives up to three displays. Front USB-C ports are handy for drives and phones, and power consumption is very low.",
    ),
    specs: [
      [
        "Procesor: Apple M4 cu CPU de 10 nuclee și GPU de 10 nuclee",
        "Processor: Apple M4 with 10-core CPU and 10-core GPU",
      ],
      ["Memorie: 16 GB memorie unificată, SSD de 256 GB", "Memory: 16 GB unified memory, 256 GB SSD"],
      [
        "Porturi: 3 × Thunderbolt 4, 2 × USB-C, HDMI, Gigabit Ethernet, jack 3,5 mm",
        "Ports: 3 × Thunderbolt 4, 2 × USB-C, HDMI, Gigabit Ethernet, 3.5 mm jack",
      ],
      ["Dimensiuni: 12,7 × 12,7 × 5 cm", "Size: 12.7 × 12.7 × 5 cm"],
    ],
    price: 2999,
    stock: [5],
    weightGr: 670,
    sp: { ram: "16gb", stocare: "256gb", culoare: "argintiu", conectivitate: LAPTOP_LINKS },
    art: { shape: "box", color: "#D5D7DA" },
    loyaltyGive: 30,
    sortPriority: 50,
    addedDaysAgo: 330,
    associated: ["EL-1034", "EL-1033"],
    similar: ["EL-1030"],
  }),
  prod({
    code: "EL-1029",
    categories: ["calculatoare"],
    brand: "hp",
    title: t(
      "Sistem desktop gaming HP Victus 15L, Intel Core i5-14400F, 16 GB, 1 TB SSD, RTX 4060 8 GB",
      "HP Victus 15L gaming desktop, Intel Core i5-14400F, 16 GB, 1 TB SSD, RTX 4060 8 GB",
    ),
    short: t(
      "PC de gaming compact, gata de joc, cu GeForce RTX 4060 și SSD de 1 TB.",
      "Compact, ready-to-play gaming PC with a GeForce RTX 4060 and 1 TB SSD.",
    ),
    intro: t(
      "HP Victus 15L are o carcasă de numai 15 litri cu panou din sticlă, dar oferă performanță pentru jocuri în Full HD și QHD la setări înalte. Componentele standard permit upgrade-uri ușoare de memorie și stocare.",
      "The HP Victus 15L has a compact 15-litre case with a glass panel, yet delivers Full HD and QHD gaming at high settings. Standard components make memory and storage upgrades easy.",
    ),
    specs: [
      ["Procesor: Intel Core i5-14400F, 10 nuclee", "Processor: Intel Core i5-14400F, 10 cores"],
      ["Placă video: NVIDIA GeForce RTX 4060, 8 GB", "Graphics: NVIDIA GeForce RTX 4060, 8 GB"],
      ["Memorie: 16 GB DDR5, SSD NVMe de 1 TB", "Memory: 16 GB DDR5, 1 TB NVMe SSD"],
      ["Wi-Fi 6, Bluetooth 5.3, Windows 11 Home", "Wi-Fi 6, Bluetooth 5.3, Windows 11 Home"],
    ],
    price: 4799,
    stock: [2],
    weightGr: 6100,
    sp: {
      ram: "16gb",
      stocare: "1tb",
      culoare: "negru",
      conectivitate: ["wifi", "bluetooth", "usb-c", "hdmi"],
    },
    art: { shape: "box", color: "#1F2124" },
    loyaltyGive: 48,
    addedDaysAgo: 180,
    associated: ["EL-1031", "EL-1084", "EL-1085"],
    similar: ["EL-1025"],
  }),
  prod({
    code: "EL-1030",
    categories: ["calculatoare"],
    brand: "lenovo",
    title: t(
      "All-in-One Lenovo IdeaCentre AIO 27IRH9, 27 inch, Intel Core i5-13420H, 16 GB, 1 TB SSD",
      "Lenovo IdeaCentre AIO 27IRH9 all-in-one, 27-inch, Intel Core i5-13420H, 16 GB, 1 TB SSD",
    ),
    short: t(
      "Calculator all-in-one cu ecran de 27 inch, cameră pop-up și tastatură și mouse wireless incluse.",
      "All-in-one PC with a 27-inch screen, pop-up camera and wireless keyboard and mouse included.",
    ),
    intro: t(
      "IdeaCentre AIO 27 are totul într-un singur ecran elegant: nu mai aveți cabluri și unități sub birou. Este potrivit pentru familie, teme și filme, iar camera cu ridicare se ascunde când nu o folosiți.",
      "The IdeaCentre AIO 27 puts everything into one elegant screen, with no tower or cable clutter under the desk. It suits family use, homework and films, and the pop-up camera hides away when not in use.",
    ),
    specs: [
      ["Ecran: 27 inch, IPS, Full HD, 100 Hz", "Display: 27-inch IPS, Full HD, 100 Hz"],
      ["Procesor: Intel Core i5-13420H, 8 nuclee", "Processor: Intel Core i5-13420H, 8 cores"],
      ["Memorie: 16 GB DDR5, SSD NVMe de 1 TB", "Memory: 16 GB DDR5, 1 TB NVMe SSD"],
      [
        "Tastatură și mouse wireless incluse, Windows 11 Home",
        "Wireless keyboard and mouse included, Windows 11 Home",
      ],
    ],
    price: 4199,
    stock: [3],
    weightGr: 7800,
    sp: { diagonala: "24-32", ram: "16gb", stocare: "1tb", culoare: "gri", conectivitate: LAPTOP_LINKS },
    art: { shape: "tv", color: "#9EA3A8" },
    loyaltyGive: 42,
    addedDaysAgo: 250,
    similar: ["EL-1028"],
  }),
];

const monitor = (
  code: string,
  brand: string,
  name: string,
  panel: Localized,
  short: Localized,
  intro: Localized,
  extra: [string, string][],
  o: Links & {
    price: number;
    oldPrice?: number;
    stock: number[];
    hex: string;
    energy: string;
    links: string[];
    weightGr: number;
    gaming?: boolean;
  },
): ProductSeed => {
  const { price, oldPrice, stock, hex, energy, links, weightGr, gaming, ...rest } = o;
  const kind = gaming ? t("Monitor gaming", "gaming monitor") : t("Monitor", "monitor");
  return prod({
    code,
    categories: ["monitoare"],
    brand,
    title: t(`${kind.ro} ${name}, ${panel.ro}`, `${name} ${kind.en}, ${panel.en}`),
    short,
    intro,
    specs: extra,
    price,
    ...(oldPrice ? { oldPrice } : {}),
    stock,
    weightGr,
    sp: { diagonala: "24-32", culoare: "negru", "clasa-energetica": energy, conectivitate: links },
    art: { shape: "tv", color: hex },
    ...rest,
  });
};

const monitors: ProductSeed[] = [
  monitor(
    "EL-1031",
    "samsung",
    "Samsung Odyssey G5 LS27CG510",
    t("27 inch, QHD, 165 Hz, 1 ms", "27-inch, QHD, 165 Hz, 1 ms"),
    t(
      "Monitor de gaming QHD de 27 inch, cu 165 Hz și suport AMD FreeSync.",
      "27-inch QHD gaming monitor with 165 Hz and AMD FreeSync support.",
    ),
    t(
      "Odyssey G5 oferă o imagine clară în rezoluție QHD și mișcare fluidă la 165 Hz, cu timp de răspuns de 1 ms. HDR10 și modul Core Sync adaptează imaginea la jocuri și filme.",
      "The Odyssey G5 delivers a sharp QHD picture and smooth motion at 165 Hz with a 1 ms response time. HDR10 and Core Sync adapt the image to games and films.",
    ),
    [
      ["Diagonală: 27 inch, panou VA, 2560 × 1440 pixeli", "Size: 27-inch VA panel, 2560 × 1440 pixels"],
      [
        "Rată de refresh: 165 Hz, timp de răspuns 1 ms (MPRT)",
        "Refresh rate: 165 Hz, 1 ms (MPRT) response time",
      ],
      ["Porturi: HDMI 2.0, DisplayPort 1.2", "Ports: HDMI 2.0, DisplayPort 1.2"],
      ["AMD FreeSync, HDR10", "AMD FreeSync, HDR10"],
    ],
    {
      gaming: true,
      price: 1099,
      oldPrice: 1299,
      stock: [9],
      hex: "#23262B",
      energy: "f",
      links: ["hdmi"],
      weightGr: 4600,
      loyaltyGive: 11,
      addedDaysAgo: 200,
      similar: ["EL-1032", "EL-1035"],
      associated: ["EL-1084"],
    },
  ),
  monitor(
    "EL-1032",
    "lg",
    "LG UltraGear 27GS75Q-B",
    t("27 inch, QHD IPS, 180 Hz, 1 ms", "27-inch, QHD IPS, 180 Hz, 1 ms"),
    t(
      "Monitor IPS QHD de 27 inch la 180 Hz, cu HDR10 și compatibilitate NVIDIA G-SYNC.",
      "27-inch QHD IPS monitor at 180 Hz with HDR10 and NVIDIA G-SYNC compatibility.",
    ),
    t(
      "LG UltraGear 27GS75Q-B are un panou IPS cu unghiuri largi de vizualizare și culori bogate (99% sRGB), ideal atât pentru jocuri competitive, cât și pentru lucru. Standul permite reglarea înălțimii și înclinării.",
      "The LG UltraGear 27GS75Q-B has an IPS panel with wide viewing angles and rich colour (99% sRGB), ideal for both competitive gaming and work. The stand adjusts for height and tilt.",
    ),
    [
      ["Diagonală: 27 inch, panou IPS, 2560 × 1440 pixeli", "Size: 27-inch IPS panel, 2560 × 1440 pixels"],
      [
        "Rată de refresh: 180 Hz, timp de răspuns 1 ms (GtG)",
        "Refresh rate: 180 Hz, 1 ms (GtG) response time",
      ],
      ["Porturi: 2 × HDMI, DisplayPort", "Ports: 2 × HDMI, DisplayPort"],
      ["Stand reglabil pe înălțime, montare VESA 100", "Height-adjustable stand, VESA 100 mount"],
    ],
    {
      gaming: true,
      price: 1199,
      stock: [6],
      hex: "#2A2C31",
      energy: "f",
      links: ["hdmi"],
      weightGr: 5900,
      loyaltyGive: 12,
      addedDaysAgo: 150,
      similar: ["EL-1031", "EL-1035"],
    },
  ),
  monitor(
    "EL-1033",
    "philips",
    "Philips 241V8L",
    t("23,8 inch, Full HD, 75 Hz", "23.8-inch, Full HD, 75 Hz"),
    t(
      "Monitor Full HD accesibil pentru birou și acasă, cu mod de lumină albastră redusă.",
      "Affordable Full HD monitor for the office and home, with a low blue light mode.",
    ),
    t(
      "Philips 241V8L este o alegere practică pentru lucrul cu documente și navigare: panou VA cu contrast bun, tehnologie Flicker-free care reduce oboseala ochilor și ramă îngustă pe trei laturi, ideală pentru configurații cu două monitoare.",
      "The Philips 241V8L is a practical choice for documents and browsing: a VA panel with good contrast, Flicker-free technology to reduce eye strain and a slim three-sided bezel, ideal for dual-monitor setups.",
    ),
    [
      ["Diagonală: 23,8 inch, panou VA, 1920 × 1080 pixeli", "Size: 23.8-inch VA panel, 1920 × 1080 pixels"],
      ["Rată de refresh: 75 Hz, Adaptive-Sync", "Refresh rate: 75 Hz, Adaptive-Sync"],
      ["Porturi: HDMI, VGA", "Ports: HDMI, VGA"],
      ["Flicker-free, LowBlue Mode, montare VESA", "Flicker-free, LowBlue Mode, VESA mount"],
    ],
    {
      price: 449,
      stock: [24],
      hex: "#2E2E2E",
      energy: "e",
      links: ["hdmi"],
      weightGr: 2900,
      addedDaysAgo: 400,
      similar: ["EL-1031"],
    },
  ),
  monitor(
    "EL-1034",
    "asus",
    "ASUS ProArt PA278CV",
    t("27 inch, QHD IPS, USB-C 65 W", "27-inch, QHD IPS, 65 W USB-C"),
    t(
      "Monitor pentru designeri și fotografi, calibrat din fabrică, cu USB-C și încărcare de 65 W.",
      "Monitor for designers and photographers, factory-calibrated, with USB-C and 65 W charging.",
    ),
    t(
      "ASUS ProArt PA278CV acoperă 100% din spațiile de culoare sRGB și Rec. 709 și are precizie Delta E &lt; 2, verificată în fabrică. Un singur cablu USB-C transmite imaginea, datele și încarcă laptopul la 65 W.",
      "The ASUS ProArt PA278CV covers 100% of the sRGB and Rec. 709 colour spaces with factory-verified Delta E &lt; 2 accuracy. A single USB-C cable carries video and data and charges your laptop at 65 W.",
    ),
    [
      ["Diagonală: 27 inch, panou IPS, 2560 × 1440 pixeli", "Size: 27-inch IPS panel, 2560 × 1440 pixels"],
      [
        "Culori: 100% sRGB, Delta E &lt; 2, Calman Verified",
        "Colour: 100% sRGB, Delta E &lt; 2, Calman Verified",
      ],
      [
        "Porturi: USB-C (DP Alt Mode, 65 W), HDMI, 2 × DisplayPort, hub USB",
        "Ports: USB-C (DP Alt Mode, 65 W), HDMI, 2 × DisplayPort, USB hub",
      ],
      [
        "Stand ergonomic cu pivotare, rotire și reglare pe înălțime",
        "Ergonomic stand with pivot, swivel and height adjustment",
      ],
    ],
    {
      price: 1799,
      stock: [2],
      hex: "#3B3E43",
      energy: "f",
      links: ["hdmi", "usb-c"],
      weightGr: 7800,
      loyaltyGive: 18,
      addedDaysAgo: 390,
      compatible: ["EL-1020", "EL-1021", "EL-1028"],
    },
  ),
  monitor(
    "EL-1035",
    "asus",
    "ASUS TUF Gaming VG27AQ3A",
    t("27 inch, QHD IPS, 180 Hz, 1 ms", "27-inch, QHD IPS, 180 Hz, 1 ms"),
    t(
      "Monitor de gaming QHD cu 180 Hz, ELMB Sync și difuzoare integrate.",
      "QHD gaming monitor with 180 Hz, ELMB Sync and built-in speakers.",
    ),
    t(
      "ASUS TUF Gaming VG27AQ3A combină un panou Fast IPS cu tehnologia ELMB Sync, care reduce neclaritatea în mișcare fără tearing. Are certificare G-SYNC Compatible și un raport foarte bun între preț și performanță.",
      "The ASUS TUF Gaming VG27AQ3A pairs a Fast IPS panel with ELMB Sync, which reduces motion blur without tearing. It is G-SYNC Compatible and offers excellent value for money.",
    ),
    [
      ["Diagonală: 27 inch, Fast IPS, 2560 × 1440 pixeli", "Size: 27-inch Fast IPS, 2560 × 1440 pixels"],
      [
        "Rată de refresh: 180 Hz, timp de răspuns 1 ms (GtG)",
        "Refresh rate: 180 Hz, 1 ms (GtG) response time",
      ],
      ["Porturi: 2 × HDMI 2.0, DisplayPort 1.2", "Ports: 2 × HDMI 2.0, DisplayPort 1.2"],
      ["Difuzoare 2 × 2 W, montare VESA", "2 × 2 W speakers, VESA mount"],
    ],
    {
      gaming: true,
      price: 1049,
      stock: [7],
      hex: "#1D1F22",
      energy: "f",
      links: ["hdmi"],
      weightGr: 5300,
      loyaltyGive: 10,
      addedDaysAgo: 95,
      similar: ["EL-1032", "EL-1031"],
    },
  ),
];

const components: ProductSeed[] = [
  prod({
    code: "EL-1036",
    categories: ["componente"],
    brand: "samsung",
    title: t("SSD Samsung 990 PRO, 1 TB, M.2 NVMe PCIe 4.0", "Samsung 990 PRO SSD, 1 TB, M.2 NVMe PCIe 4.0"),
    short: t(
      "Unul dintre cele mai rapide SSD-uri PCIe 4.0, cu viteze de citire de până la 7.450 MB/s.",
      "One of the fastest PCIe 4.0 SSDs, with read speeds of up to 7,450 MB/s.",
    ),
    intro: t(
      "Samsung 990 PRO reduce timpii de încărcare în jocuri și accelerează lucrul cu fișiere mari. Este compatibil și cu PlayStation 5, unde extinde spațiul pentru jocuri.",
      "The Samsung 990 PRO cuts game loading times and speeds up work with large files. It is also compatible with PlayStation 5, where it expands game storage.",
    ),
    specs: [
      ["Capacitate: 1 TB", "Capacity: 1 TB"],
      ["Interfață: M.2 2280, PCIe 4.0 x4, NVMe 2.0", "Interface: M.2 2280, PCIe 4.0 x4, NVMe 2.0"],
      [
        "Citire/scriere secvențială: până la 7.450 / 6.900 MB/s",
        "Sequential read/write: up to 7,450 / 6,900 MB/s",
      ],
      ["Garanție: 5 ani sau 600 TBW", "Warranty: 5 years or 600 TBW"],
    ],
    price: 549,
    oldPrice: 649,
    stock: [20],
    weightGr: 9,
    sp: { stocare: "1tb" },
    art: { shape: "box", color: "#222A35" },
    loyaltyGive: 5,
    addedDaysAgo: 300,
    similar: ["EL-1037", "EL-1039"],
    compatible: ["EL-1029", "EL-1041", "EL-1075", "EL-1076"],
  }),
  prod({
    code: "EL-1037",
    categories: ["componente"],
    brand: "samsung",
    title: t(
      "SSD Samsung 990 EVO Plus, 2 TB, M.2 NVMe PCIe 4.0/5.0",
      "Samsung 990 EVO Plus SSD, 2 TB, M.2 NVMe PCIe 4.0/5.0",
    ),
    short: t(
      "SSD eficient energetic de 2 TB, ideal pentru laptopuri și pentru biblioteci mari de jocuri.",
      "Energy-efficient 2 TB SSD, ideal for laptops and large game libraries.",
    ),
    intro: t(
      "Samsung 990 EVO Plus oferă viteze de până la 7.250 MB/s și un consum redus, ceea ce prelungește autonomia laptopurilor. Funcționează pe PCIe 4.0 x4 și PCIe 5.0 x2.",
      "The Samsung 990 EVO Plus delivers up to 7,250 MB/s with low power draw, extending laptop battery life. It works over PCIe 4.0 x4 and PCIe 5.0 x2.",
    ),
    specs: [
      ["Capacitate: 2 TB", "Capacity: 2 TB"],
      [
        "Interfață: M.2 2280, PCIe 4.0 x4 / 5.0 x2, NVMe 2.0",
        "Interface: M.2 2280, PCIe 4.0 x4 / 5.0 x2, NVMe 2.0",
      ],
      [
        "Citire/scriere secvențială: până la 7.250 / 6.300 MB/s",
        "Sequential read/write: up to 7,250 / 6,300 MB/s",
      ],
      ["Garanție: 5 ani", "Warranty: 5 years"],
    ],
    price: 749,
    stock: [8],
    weightGr: 9,
    sp: { stocare: "2tb" },
    art: { shape: "box", color: "#3A4A63" },
    loyaltyGive: 7,
    addedDaysAgo: 220,
    similar: ["EL-1036"],
    compatible: ["EL-1029", "EL-1041", "EL-1075", "EL-1076"],
  }),
  prod({
    code: "EL-1038",
    categories: ["componente"],
    brand: "kingston",
    title: t(
      "Memorie RAM Kingston FURY Beast, 32 GB (2 × 16 GB), DDR5, 6000 MT/s, CL30",
      "Kingston FURY Beast RAM, 32 GB (2 × 16 GB), DDR5, 6000 MT/s, CL30",
    ),
    short: t(
      "Kit DDR5 de 32 GB cu profiluri Intel XMP 3.0 și AMD EXPO, pentru gaming și creație.",
      "32 GB DDR5 kit with Intel XMP 3.0 and AMD EXPO profiles, for gaming and content creation.",
    ),
    intro: t(
      "Kitul Kingston FURY Beast DDR5 rulează la 6000 MT/s cu latență CL30, o combinație foarte bună pentru procesoarele AMD Ryzen 7000 și 9000. Radiatorul negru din aluminiu are profil redus și se potrivește sub majoritatea coolerelor.",
      "The Kingston FURY Beast DDR5 kit runs at 6000 MT/s with CL30 latency, an excellent match for AMD Ryzen 7000 and 9000 processors. The low-profile black aluminium heat spreader fits under most coolers.",
    ),
    specs: [
      ["Capacitate: 32 GB (2 × 16 GB)", "Capacity: 32 GB (2 × 16 GB)"],
      ["Tip: DDR5 DIMM, 6000 MT/s, CL30", "Type: DDR5 DIMM, 6000 MT/s, CL30"],
      ["Profiluri: AMD EXPO, Intel XMP 3.0", "Profiles: AMD EXPO, Intel XMP 3.0"],
      ["Garanție: pe viață, limitată", "Warranty: limited lifetime"],
    ],
    price: 899,
    stock: [10],
    weightGr: 90,
    sp: { ram: "32gb", culoare: "negru" },
    art: { shape: "box", color: "#1A1A1A" },
    loyaltyGive: 9,
    addedDaysAgo: 140,
    compatible: ["EL-1041", "EL-1029"],
  }),
  prod({
    code: "EL-1039",
    categories: ["componente"],
    brand: "kingston",
    title: t("SSD Kingston NV3, 1 TB, M.2 NVMe PCIe 4.0", "Kingston NV3 SSD, 1 TB, M.2 NVMe PCIe 4.0"),
    short: t(
      "SSD NVMe accesibil, de până la 6.000 MB/s, pentru upgrade-ul laptopului sau al PC-ului.",
      "Affordable NVMe SSD with up to 6,000 MB/s, for upgrading a laptop or PC.",
    ),
    intro: t(
      "Kingston NV3 este cel mai simplu mod de a face un calculator mai vechi să pornească și să lucreze mult mai repede. Formatul M.2 2280 se potrivește în majoritatea laptopurilor și plăcilor de bază moderne.",
      "The Kingston NV3 is the easiest way to make an older computer boot and work much faster. Its M.2 2280 form factor fits most modern laptops and motherboards.",
    ),
    specs: [
      ["Capacitate: 1 TB", "Capacity: 1 TB"],
      ["Interfață: M.2 2280, PCIe 4.0 x4, NVMe", "Interface: M.2 2280, PCIe 4.0 x4, NVMe"],
      [
        "Citire/scriere secvențială: până la 6.000 / 4.000 MB/s",
        "Sequential read/write: up to 6,000 / 4,000 MB/s",
      ],
      ["Garanție: 3 ani", "Warranty: 3 years"],
    ],
    price: 329,
    stock: [30],
    weightGr: 7,
    sp: { stocare: "1tb" },
    art: { shape: "box", color: "#5E6670" },
    addedDaysAgo: 260,
    similar: ["EL-1036"],
    compatible: ["EL-1027", "EL-1024", "EL-1041"],
  }),
  prod({
    code: "EL-1040",
    categories: ["componente"],
    brand: "asus",
    title: t(
      "Placă video ASUS Dual GeForce RTX 5060 OC, 8 GB GDDR7",
      "ASUS Dual GeForce RTX 5060 OC graphics card, 8 GB GDDR7",
    ),
    short: t(
      "Placă video compactă, cu DLSS 4 și generare de cadre, pentru gaming în Full HD și QHD.",
      "Compact graphics card with DLSS 4 and frame generation, for Full HD and QHD gaming.",
    ),
    intro: t(
      "ASUS Dual RTX 5060 aduce arhitectura NVIDIA Blackwell într-un format cu două sloturi, potrivit și pentru carcase mici. Ventilatoarele Axial-tech se opresc complet la sarcină redusă, deci placa este silențioasă în afara jocurilor.",
      "The ASUS Dual RTX 5060 brings NVIDIA Blackwell architecture to a two-slot design that fits small cases too. Its Axial-tech fans stop completely at low load, so the card is silent outside games.",
    ),
    specs: [
      [
        "Procesor grafic: NVIDIA GeForce RTX 5060, frecvență OC",
        "GPU: NVIDIA GeForce RTX 5060, factory overclocked",
      ],
      ["Memorie: 8 GB GDDR7, 128 biți", "Memory: 8 GB GDDR7, 128-bit"],
      ["Ieșiri: HDMI 2.1b, 3 × DisplayPort 2.1b", "Outputs: HDMI 2.1b, 3 × DisplayPort 2.1b"],
      ["Sursă recomandată: 550 W, conector de 8 pini", "Recommended PSU: 550 W, 8-pin connector"],
    ],
    price: 1699,
    stock: [4],
    weightGr: 780,
    sp: { culoare: "negru", conectivitate: "hdmi" },
    art: { shape: "box", color: "#30343A" },
    loyaltyGive: 17,
    sortPriority: 40,
    addedDaysAgo: 170,
    compatible: ["EL-1041"],
  }),
  prod({
    code: "EL-1041",
    categories: ["componente"],
    brand: "asus",
    title: t(
      "Placă de bază ASUS TUF Gaming B650-PLUS WIFI, socket AM5, DDR5",
      "ASUS TUF Gaming B650-PLUS WIFI motherboard, AM5 socket, DDR5",
    ),
    short: t(
      "Placă de bază ATX pentru procesoare AMD Ryzen 7000 și 9000, cu Wi-Fi 6 și PCIe 5.0 pentru SSD.",
      "ATX motherboard for AMD Ryzen 7000 and 9000, with Wi-Fi 6 and PCIe 5.0 for SSDs.",
    ),
    intro: t(
      "ASUS TUF Gaming B650-PLUS WIFI este o bază solidă pentru un PC AMD modern: alimentare robustă cu 12+2 faze, radiatoare generoase, slot M.2 PCIe 5.0 și rețea 2,5 Gb plus Wi-Fi 6.",
      "The ASUS TUF Gaming B650-PLUS WIFI is a solid base for a modern AMD PC: a robust 12+2 power stage, generous heatsinks, a PCIe 5.0 M.2 slot and 2.5 Gb Ethernet plus Wi-Fi 6.",
    ),
    specs: [
      ["Socket: AMD AM5, chipset B650, format ATX", "Socket: AMD AM5, B650 chipset, ATX form factor"],
      ["Memorie: 4 × DDR5, până la 192 GB", "Memory: 4 × DDR5, up to 192 GB"],
      ["Stocare: 3 × M.2 (unul PCIe 5.0), 4 × SATA", "Storage: 3 × M.2 (one PCIe 5.0), 4 × SATA"],
      [
        "Rețea: Ethernet 2,5 Gb, Wi-Fi 6, Bluetooth 5.2",
        "Networking: 2.5 Gb Ethernet, Wi-Fi 6, Bluetooth 5.2",
      ],
    ],
    price: 949,
    stock: [3],
    weightGr: 1200,
    sp: { conectivitate: ["wifi", "bluetooth", "usb-c", "hdmi"] },
    art: { shape: "box", color: "#4B4F2E" },
    addedDaysAgo: 350,
    compatible: ["EL-1036", "EL-1037", "EL-1038", "EL-1039", "EL-1040"],
  }),
];

const TV_LINKS = ["wifi", "bluetooth", "hdmi"];

const tvs: ProductSeed[] = [
  prod({
    code: "EL-1042",
    categories: ["televizoare"],
    brand: "samsung",
    title: t(
      "Televizor Samsung QLED QE55Q7F, 138 cm, 4K Ultra HD, Smart TV",
      "Samsung QE55Q7F 55-inch QLED 4K Smart TV",
    ),
    short: t(
      "QLED 4K de 55 inch cu Quantum Dot, HDR10+ și Tizen OS, cu 7 ani de actualizări.",
      "55-inch 4K QLED with Quantum Dot, HDR10+ and Tizen OS, with 7 years of updates.",
    ),
    intro: t(
      "Samsung Q7F folosește tehnologia Quantum Dot pentru un miliard de nuanțe de culoare, iar procesorul Q4 AI ajustează automat imaginea și sunetul după conținut. Tizen OS include Samsung TV Plus cu canale gratuite și aplicațiile de streaming populare.",
      "The Samsung Q7F uses Quantum Dot technology for a billion shades of colour, and the Q4 AI processor adjusts picture and sound to the content automatically. Tizen OS includes Samsung TV Plus with free channels and all the popular streaming apps.",
    ),
    specs: [
      [
        "Diagonală: 55 inch (138 cm), rezoluție 4K, 3840 × 2160 pixeli",
        "Size: 55 inches (138 cm), 4K, 3840 × 2160 pixels",
      ],
      ["Tehnologie: QLED, HDR10+, HLG", "Technology: QLED, HDR10+, HLG"],
      ["Procesor: Q4 AI, 50/60 Hz cu Motion Xcelerator", "Processor: Q4 AI, 50/60 Hz with Motion Xcelerator"],
      ["Porturi: 3 × HDMI, 2 × USB, Wi-Fi 5, Bluetooth", "Ports: 3 × HDMI, 2 × USB, Wi-Fi 5, Bluetooth"],
      ["Clasă energetică: F (SDR)", "Energy class: F (SDR)"],
    ],
    price: 2899,
    oldPrice: 3299,
    stock: [7],
    weightGr: 15200,
    sp: { diagonala: "40-58", culoare: "negru", "clasa-energetica": "f", conectivitate: TV_LINKS },
    art: { shape: "tv", color: "#14213D" },
    loyaltyGive: 29,
    sortPriority: 85,
    addedDaysAgo: 190,
    associated: ["EL-1050"],
    similar: ["EL-1045", "EL-1047", "EL-1043"],
  }),
  prod({
    code: "EL-1043",
    categories: ["televizoare"],
    brand: "lg",
    title: t(
      "Televizor LG OLED evo OLED55C5, 139 cm, 4K Ultra HD, Smart TV, 120 Hz",
      "LG OLED evo OLED55C5 55-inch 4K Smart TV, 120 Hz",
    ),
    short: t(
      "OLED cu negru perfect, 120 Hz și 4 porturi HDMI 2.1 — excelent pentru filme și console.",
      "OLED with perfect blacks, 120 Hz and four HDMI 2.1 ports — superb for films and consoles.",
    ),
    intro: t(
      "LG OLED evo C5 are pixeli care se aprind individual, deci oferă contrast infinit și culori bogate la orice unghi. Cu procesorul α9 Gen8 AI, Dolby Vision, rată de 120 Hz și compatibilitate NVIDIA G-SYNC, este unul dintre cele mai bune televizoare pentru PlayStation 5 și PC.",
      "The LG OLED evo C5 has self-lit pixels, giving infinite contrast and rich colour at any angle. With the α9 Gen8 AI processor, Dolby Vision, 120 Hz and NVIDIA G-SYNC compatibility, it is one of the best TVs for PlayStation 5 and PC gaming.",
    ),
    specs: [
      ["Diagonală: 55 inch (139 cm), rezoluție 4K", "Size: 55 inches (139 cm), 4K resolution"],
      ["Tehnologie: OLED evo, Dolby Vision, HDR10, HLG", "Technology: OLED evo, Dolby Vision, HDR10, HLG"],
      [
        "Rată de refresh: 120 Hz (până la 144 Hz pentru PC), VRR",
        "Refresh rate: 120 Hz (up to 144 Hz for PC), VRR",
      ],
      ["Porturi: 4 × HDMI 2.1, eARC, 3 × USB", "Ports: 4 × HDMI 2.1, eARC, 3 × USB"],
      ["Sistem de operare: webOS 25", "Operating system: webOS 25"],
    ],
    price: 6499,
    oldPrice: 7499,
    stock: [3],
    weightGr: 18900,
    sp: { diagonala: "40-58", culoare: "negru", "clasa-energetica": "f", conectivitate: TV_LINKS },
    art: { shape: "tv", color: "#0B0B0F" },
    loyaltyGive: 65,
    sortPriority: 80,
    addedDaysAgo: 170,
    associated: ["EL-1050", "EL-1076"],
    similar: ["EL-1044", "EL-1042"],
  }),
  prod({
    code: "EL-1044",
    categories: ["televizoare"],
    brand: "sony",
    title: t(
      "Televizor Sony BRAVIA 7 K-65XR70, 164 cm, Mini LED, 4K Ultra HD, Google TV",
      "Sony BRAVIA 7 K-65XR70 65-inch Mini LED 4K Google TV",
    ),
    short: t(
      "Mini LED de 65 inch cu procesorul XR, luminozitate ridicată și Google TV.",
      "65-inch Mini LED with the XR processor, high brightness and Google TV.",
    ),
    intro: t(
      "Sony BRAVIA 7 controlează mii de zone de iluminare Mini LED cu procesorul XR, astfel încât scenele HDR au luminozitate mare și negru profund. Modul Studio Calibrated redă filmele așa cum le-au gândit regizorii, iar pentru PlayStation 5 are funcții dedicate.",
      "The Sony BRAVIA 7 drives thousands of Mini LED dimming zones with the XR processor, so HDR scenes get high brightness and deep blacks. Studio Calibrated Mode shows films as their directors intended, and there are dedicated features for PlayStation 5.",
    ),
    specs: [
      ["Diagonală: 65 inch (164 cm), rezoluție 4K", "Size: 65 inches (164 cm), 4K resolution"],
      [
        "Tehnologie: Mini LED, XR Backlight Master Drive, Dolby Vision",
        "Technology: Mini LED, XR Backlight Master Drive, Dolby Vision",
      ],
      ["Rată de refresh: 100/120 Hz, VRR, ALLM", "Refresh rate: 100/120 Hz, VRR, ALLM"],
      ["Porturi: 4 × HDMI (2 × HDMI 2.1), eARC", "Ports: 4 × HDMI (2 × HDMI 2.1), eARC"],
      ["Sistem de operare: Google TV", "Operating system: Google TV"],
    ],
    price: 7999,
    stock: [1],
    weightGr: 24400,
    sp: { diagonala: "60-plus", culoare: "negru", "clasa-energetica": "g", conectivitate: TV_LINKS },
    art: { shape: "tv", color: "#101820" },
    loyaltyGive: 80,
    addedDaysAgo: 310,
    associated: ["EL-1049", "EL-1075"],
    similar: ["EL-1043"],
  }),
  prod({
    code: "EL-1045",
    categories: ["televizoare"],
    brand: "philips",
    title: t(
      "Televizor Philips The One 55PUS8909, 139 cm, 4K Ultra HD, Ambilight pe 3 laturi, Titan OS",
      "Philips The One 55PUS8909 55-inch 4K TV, 3-sided Ambilight, Titan OS",
    ),
    short: t(
      "Televizor 4K cu Ambilight pe trei laturi, 120 Hz și Dolby Vision și Atmos.",
      "4K TV with 3-sided Ambilight, 120 Hz, Dolby Vision and Dolby Atmos.",
    ),
    intro: t(
      "Philips The One proiectează pe perete lumină în culorile imaginii prin Ambilight, ceea ce face imaginea să pară mai mare și reduce oboseala ochilor în camera întunecată. Titan OS este rapid și simplu, cu Netflix, YouTube și Disney+.",
      "Philips The One projects light in the colours of the picture onto the wall with Ambilight, making the image feel bigger and easing eye strain in a dark room. Titan OS is quick and simple, with Netflix, YouTube and Disney+.",
    ),
    specs: [
      ["Diagonală: 55 inch (139 cm), rezoluție 4K", "Size: 55 inches (139 cm), 4K resolution"],
      ["Ambilight pe 3 laturi", "3-sided Ambilight"],
      ["Rată de refresh: 120 Hz, HDMI 2.1 VRR", "Refresh rate: 120 Hz, HDMI 2.1 VRR"],
      ["HDR: Dolby Vision, HDR10+; sunet Dolby Atmos", "HDR: Dolby Vision, HDR10+; Dolby Atmos sound"],
      ["Sistem de operare: Titan OS", "Operating system: Titan OS"],
    ],
    price: 2699,
    stock: [5],
    weightGr: 14500,
    sp: { diagonala: "40-58", culoare: "argintiu", "clasa-energetica": "g", conectivitate: TV_LINKS },
    art: { shape: "tv", color: "#5B6770" },
    loyaltyGive: 27,
    addedDaysAgo: 230,
    similar: ["EL-1042", "EL-1047"],
  }),
  prod({
    code: "EL-1046",
    categories: ["televizoare"],
    brand: "samsung",
    title: t(
      "Televizor Samsung Crystal UHD UE43U8000F, 108 cm, 4K Ultra HD, Smart TV",
      "Samsung Crystal UHD UE43U8000F 43-inch 4K Smart TV",
    ),
    short: t(
      "Televizor 4K de 43 inch, potrivit pentru dormitor sau bucătărie, cu Tizen OS.",
      "43-inch 4K TV, great for a bedroom or kitchen, with Tizen OS.",
    ),
    intro: t(
      "Samsung U8000F are un procesor Crystal 4K care îmbunătățește automat imaginile la rezoluție 4K și un design subțire. Funcția Object Tracking Sound Lite face ca sunetul să urmărească acțiunea de pe ecran.",
      "The Samsung U8000F has a Crystal 4K processor that upscales content to 4K automatically, in a slim design. Object Tracking Sound Lite makes the sound follow the action on screen.",
    ),
    specs: [
      ["Diagonală: 43 inch (108 cm), rezoluție 4K", "Size: 43 inches (108 cm), 4K resolution"],
      ["Tehnologie: LED, HDR10+, HLG", "Technology: LED, HDR10+, HLG"],
      ["Porturi: 3 × HDMI, USB, Wi-Fi 5, Bluetooth", "Ports: 3 × HDMI, USB, Wi-Fi 5, Bluetooth"],
      ["Sistem de operare: Tizen OS, SmartThings", "Operating system: Tizen OS, SmartThings"],
    ],
    price: 1599,
    stock: [12],
    weightGr: 7800,
    sp: { diagonala: "40-58", culoare: "negru", "clasa-energetica": "f", conectivitate: TV_LINKS },
    art: { shape: "tv", color: "#1B1E23" },
    loyaltyGive: 16,
    addedDaysAgo: 145,
    similar: ["EL-1047"],
  }),
  prod({
    code: "EL-1047",
    categories: ["televizoare"],
    brand: "xiaomi",
    title: t(
      "Televizor Xiaomi TV A Pro 55 2025, 139 cm, QLED, 4K Ultra HD, Google TV",
      "Xiaomi TV A Pro 55 2025, 55-inch QLED 4K Google TV",
    ),
    short: t(
      "QLED 4K de 55 inch cu ramă metalică subțire și Google TV, la un preț foarte bun.",
      "55-inch 4K QLED with a slim metal frame and Google TV, at a great price.",
    ),
    intro: t(
      "Xiaomi TV A Pro 2025 oferă culori QLED vii, Dolby Vision și un design cu ramă aproape invizibilă. Google TV vă recomandă conținut din toate aplicațiile, iar Chromecast integrat trimite imaginea de pe telefon pe ecran.",
      "The Xiaomi TV A Pro 2025 offers vivid QLED colour, Dolby Vision and an almost bezel-less design. Google TV recommends content from all your apps, and built-in Chromecast casts from your phone to the screen.",
    ),
    specs: [
      ["Diagonală: 55 inch (139 cm), rezoluție 4K", "Size: 55 inches (139 cm), 4K resolution"],
      ["Tehnologie: QLED, Dolby Vision, HDR10+", "Technology: QLED, Dolby Vision, HDR10+"],
      ["Porturi: 3 × HDMI (eARC), 2 × USB", "Ports: 3 × HDMI (eARC), 2 × USB"],
      [
        "Sistem de operare: Google TV, Chromecast integrat",
        "Operating system: Google TV, built-in Chromecast",
      ],
    ],
    price: 1899,
    stock: [0],
    weightGr: 11800,
    sp: { diagonala: "40-58", culoare: "negru", "clasa-energetica": "f", conectivitate: TV_LINKS },
    art: { shape: "tv", color: "#202833" },
    addedDaysAgo: 280,
    similar: ["EL-1042", "EL-1045", "EL-1046"],
  }),
];

const soundbars: ProductSeed[] = [
  prod({
    code: "EL-1048",
    categories: ["soundbar"],
    brand: "jbl",
    title: t(
      "Soundbar JBL Bar 500, 5.1, 590 W, Dolby Atmos, subwoofer wireless",
      "JBL Bar 500 soundbar, 5.1, 590 W, Dolby Atmos, wireless subwoofer",
    ),
    short: t(
      "Sistem 5.1 cu Dolby Atmos virtual și subwoofer wireless de 10 inch.",
      "5.1 system with virtual Dolby Atmos and a wireless 10-inch subwoofer.",
    ),
    intro: t(
      "JBL Bar 500 umple camera cu sunet surround datorită tehnologiei MultiBeam și Dolby Atmos. Se conectează la televizor printr-un singur cablu HDMI eARC, iar prin Wi-Fi redă muzică cu AirPlay, Chromecast și Alexa Multi-Room Music.",
      "The JBL Bar 500 fills the room with surround sound thanks to MultiBeam technology and Dolby Atmos. It connects to your TV with a single HDMI eARC cable and streams music over Wi-Fi with AirPlay, Chromecast and Alexa Multi-Room Music.",
    ),
    specs: [
      ["Configurație: 5.1, putere totală 590 W", "Configuration: 5.1, 590 W total output"],
      ["Subwoofer wireless de 10 inch", "10-inch wireless subwoofer"],
      ["Formate: Dolby Atmos, Dolby Digital, DTS", "Formats: Dolby Atmos, Dolby Digital, DTS"],
      [
        "Conectivitate: HDMI eARC, optic, Wi-Fi, Bluetooth",
        "Connectivity: HDMI eARC, optical, Wi-Fi, Bluetooth",
      ],
    ],
    price: 1999,
    oldPrice: 2399,
    stock: [4],
    weightGr: 13200,
    sp: { culoare: "negru", conectivitate: ["wifi", "bluetooth", "hdmi"] },
    art: { shape: "device", color: "#1C1C1C" },
    loyaltyGive: 20,
    addedDaysAgo: 260,
    compatible: ["EL-1042", "EL-1043", "EL-1045", "EL-1046"],
    similar: ["EL-1049", "EL-1050"],
  }),
  prod({
    code: "EL-1049",
    categories: ["soundbar"],
    brand: "sony",
    title: t(
      "Soundbar Sony BRAVIA Theatre Bar 6, 3.1.2, Dolby Atmos, subwoofer wireless",
      "Sony BRAVIA Theatre Bar 6 soundbar, 3.1.2, Dolby Atmos, wireless subwoofer",
    ),
    short: t(
      "Soundbar 3.1.2 cu difuzoare orientate în sus pentru Dolby Atmos și dialoguri foarte clare.",
      "3.1.2 soundbar with up-firing speakers for Dolby Atmos and very clear dialogue.",
    ),
    intro: t(
      "BRAVIA Theatre Bar 6 are un canal central dedicat pentru voce și două difuzoare orientate în sus care creează sunet deasupra capului. Cu televizoarele BRAVIA se controlează direct din meniul TV.",
      "The BRAVIA Theatre Bar 6 has a dedicated centre channel for voices and two up-firing speakers that put sound overhead. With BRAVIA TVs it can be controlled straight from the TV menu.",
    ),
    specs: [
      ["Configurație: 3.1.2 canale", "Configuration: 3.1.2 channels"],
      ["Subwoofer wireless inclus", "Wireless subwoofer included"],
      ["Formate: Dolby Atmos, DTS:X", "Formats: Dolby Atmos, DTS:X"],
      ["Conectivitate: HDMI eARC, optic, Bluetooth", "Connectivity: HDMI eARC, optical, Bluetooth"],
    ],
    price: 2199,
    stock: [2],
    weightGr: 11500,
    sp: { culoare: "negru", conectivitate: ["bluetooth", "hdmi"] },
    art: { shape: "device", color: "#26282B" },
    loyaltyGive: 22,
    addedDaysAgo: 300,
    compatible: ["EL-1044"],
    similar: ["EL-1048"],
  }),
  prod({
    code: "EL-1050",
    categories: ["soundbar"],
    brand: "lg",
    title: t(
      "Soundbar LG S70TY, 3.1.1, 400 W, Dolby Atmos, subwoofer wireless",
      "LG S70TY soundbar, 3.1.1, 400 W, Dolby Atmos, wireless subwoofer",
    ),
    short: t(
      "Soundbar cu Dolby Atmos și canal central, gândit pentru televizoarele LG.",
      "Dolby Atmos soundbar with a centre channel, designed for LG TVs.",
    ),
    intro: t(
      "LG S70TY se potrivește perfect sub televizoarele LG OLED și QNED și funcționează împreună cu difuzoarele televizorului prin WOW Orchestra. Difuzorul orientat în sus adaugă înălțime sunetului în filmele Dolby Atmos.",
      "The LG S70TY fits neatly under LG OLED and QNED TVs and works together with the TV's speakers through WOW Orchestra. Its up-firing driver adds height to Dolby Atmos films.",
    ),
    specs: [
      ["Configurație: 3.1.1, putere totală 400 W", "Configuration: 3.1.1, 400 W total output"],
      ["Subwoofer wireless inclus", "Wireless subwoofer included"],
      ["Formate: Dolby Atmos, DTS:X", "Formats: Dolby Atmos, DTS:X"],
      ["Conectivitate: HDMI eARC, optic, Bluetooth", "Connectivity: HDMI eARC, optical, Bluetooth"],
    ],
    price: 1399,
    stock: [6],
    weightGr: 10800,
    sp: { culoare: "negru", conectivitate: ["bluetooth", "hdmi"] },
    art: { shape: "device", color: "#2D2F33" },
    loyaltyGive: 14,
    addedDaysAgo: 360,
    compatible: ["EL-1043", "EL-1042"],
    similar: ["EL-1048"],
  }),
];

const SPEAKER_LINKS = ["bluetooth", "usb-c"];

const speakers: ProductSeed[] = [
  prod({
    code: "EL-1051",
    categories: ["boxe-portabile"],
    brand: "jbl",
    title: t(
      "Boxă portabilă JBL Flip 7, Bluetooth, IP68, Albastru",
      "JBL Flip 7 portable speaker, Bluetooth, IP68, Blue",
    ),
    short: t(
      "Boxă compactă, rezistentă la apă, praf și căderi, cu până la 16 ore de muzică.",
      "Compact speaker that survives water, dust and drops, with up to 16 hours of music.",
    ),
    intro: t(
      "JBL Flip 7 are certificare IP68 și rezistă la căderi de la 1,5 m, deci o puteți lua oriunde. Funcția AI Sound Boost adaptează sunetul în timp real pentru bas puternic fără distorsiuni, iar prin Auracast puteți conecta mai multe boxe JBL.",
      "The JBL Flip 7 is IP68-rated and survives drops from 1.5 m, so you can take it anywhere. AI Sound Boost tunes the sound in real time for strong bass without distortion, and Auracast lets you link several JBL speakers.",
    ),
    specs: [
      [
        "Autonomie: până la 14 ore, plus 2 ore cu Playtime Boost",
        "Battery: up to 14 hours, plus 2 hours with Playtime Boost",
      ],
      ["Rezistență: IP68, la căderi de la 1,5 m", "Protection: IP68, drop-proof from 1.5 m"],
      [
        "Conectivitate: Bluetooth 5.4, Auracast, USB-C audio",
        "Connectivity: Bluetooth 5.4, Auracast, USB-C audio",
      ],
    ],
    price: 699,
    oldPrice: 799,
    stock: [15],
    weightGr: 560,
    sp: { culoare: "albastru", conectivitate: SPEAKER_LINKS },
    art: { shape: "device", color: "#1F5FAE" },
    loyaltyGive: 7,
    sortPriority: 55,
    addedDaysAgo: 150,
    similar: ["EL-1052", "EL-1054"],
  }),
  prod({
    code: "EL-1052",
    categories: ["boxe-portabile"],
    brand: "jbl",
    title: t(
      "Boxă portabilă JBL Charge 6, Bluetooth, IP68, Roșu",
      "JBL Charge 6 portable speaker, Bluetooth, IP68, Red",
    ),
    short: t(
      "Până la 28 de ore de muzică și funcție de powerbank pentru telefon.",
      "Up to 28 hours of music and a power bank feature for your phone.",
    ),
    intro: t(
      "JBL Charge 6 are sunet mai puternic decât Flip și o baterie pentru un weekend întreg, cu care vă puteți încărca și telefonul. Are egalizator reglabil din aplicația JBL Portable și mâner detașabil pentru transport.",
      "The JBL Charge 6 sounds bigger than the Flip and has a battery for a whole weekend that can also charge your phone. It has an adjustable EQ in the JBL Portable app and a detachable carry strap.",
    ),
    specs: [
      [
        "Autonomie: până la 24 de ore, plus 4 ore cu Playtime Boost",
        "Battery: up to 24 hours, plus 4 hours with Playtime Boost",
      ],
      ["Rezistență: IP68, la căderi de la 1 m", "Protection: IP68, drop-proof from 1 m"],
      ["Powerbank prin USB-C", "Power bank via USB-C"],
      ["Conectivitate: Bluetooth 5.4, Auracast", "Connectivity: Bluetooth 5.4, Auracast"],
    ],
    price: 849,
    stock: [9],
    weightGr: 1300,
    sp: { culoare: "rosu", conectivitate: SPEAKER_LINKS },
    art: { shape: "device", color: "#C62828" },
    loyaltyGive: 8,
    addedDaysAgo: 140,
    similar: ["EL-1051", "EL-1054"],
  }),
  prod({
    code: "EL-1053",
    categories: ["boxe-portabile"],
    brand: "jbl",
    title: t(
      "Boxă portabilă JBL Go 4, Bluetooth, IP67, Roz",
      "JBL Go 4 portable speaker, Bluetooth, IP67, Pink",
    ),
    short: t(
      "Boxă ultracompactă, cât o palmă, cu sunet JBL Pro și 7 ore de autonomie.",
      "Palm-sized ultra-compact speaker with JBL Pro Sound and 7 hours of battery life.",
    ),
    intro: t(
      "JBL Go 4 încape în buzunar sau se agață de rucsac cu bucla integrată. În ciuda dimensiunii, are un sunet clar și bas surprinzător, iar două boxe Go 4 se pot asocia pentru stereo.",
      "The JBL Go 4 fits in a pocket or hangs from a backpack on its built-in loop. Despite its size it has clear sound and surprising bass, and two Go 4 speakers can pair for stereo.",
    ),
    specs: [
      [
        "Autonomie: până la 7 ore, plus 2 ore cu Playtime Boost",
        "Battery: up to 7 hours, plus 2 hours with Playtime Boost",
      ],
      ["Rezistență: IP67", "Protection: IP67"],
      [
        "Conectivitate: Bluetooth 5.3, Auracast, multipunct",
        "Connectivity: Bluetooth 5.3, Auracast, multipoint",
      ],
    ],
    price: 199,
    stock: [28],
    weightGr: 190,
    sp: { culoare: "roz", conectivitate: SPEAKER_LINKS },
    art: { shape: "device", color: "#F06292" },
    addedDaysAgo: 330,
    similar: ["EL-1051"],
  }),
  prod({
    code: "EL-1054",
    categories: ["boxe-portabile"],
    brand: "sony",
    title: t(
      "Boxă portabilă Sony ULT Field 1, Bluetooth, IP67, Negru",
      "Sony ULT Field 1 portable speaker, Bluetooth, IP67, Black",
    ),
    short: t(
      "Bas profund cu butonul ULT, rezistență IP67 și 12 ore de autonomie.",
      "Deep bass with the ULT button, IP67 protection and 12 hours of battery life.",
    ),
    intro: t(
      "Sony ULT Field 1 are un buton ULT care intensifică basul pentru petreceri, plus o curea detașabilă pentru bicicletă sau rucsac. Rezistă la apă, praf, sare și șocuri, iar microfonul cu anularea ecoului o face utilă și pentru apeluri.",
      "The Sony ULT Field 1 has a ULT button that boosts bass for parties and a detachable strap for a bike or backpack. It resists water, dust, salt and shocks, and an echo-cancelling microphone makes it handy for calls too.",
    ),
    specs: [
      ["Autonomie: până la 12 ore", "Battery: up to 12 hours"],
      ["Rezistență: IP67, la sare și șocuri", "Protection: IP67, salt- and shock-resistant"],
      ["Conectivitate: Bluetooth 5.3, încărcare USB-C", "Connectivity: Bluetooth 5.3, USB-C charging"],
    ],
    price: 499,
    stock: [0],
    weightGr: 650,
    sp: { culoare: "negru", conectivitate: SPEAKER_LINKS },
    art: { shape: "device", color: "#222222" },
    addedDaysAgo: 395,
    similar: ["EL-1051", "EL-1052"],
  }),
];

const headphones: ProductSeed[] = [
  prod({
    code: "EL-1055",
    categories: ["casti"],
    brand: "sony",
    title: t(
      "Căști wireless over-ear Sony WH-1000XM6 cu anularea zgomotului, Negru",
      "Sony WH-1000XM6 wireless over-ear headphones, noise cancelling, Black",
    ),
    short: t(
      "Cea mai bună anulare a zgomotului de la Sony, cu 12 microfoane și 30 de ore de autonomie.",
      "Sony's best noise cancelling yet, with 12 microphones and 30 hours of battery life.",
    ),
    intro: t(
      "Sony WH-1000XM6 folosesc procesorul QN3 și 12 microfoane pentru a reduce zgomotul din avion, tren sau birou, adaptându-se continuu la mediu. Designul pliabil și cutia de transport compactă le fac ideale pentru călătorii.",
      "The Sony WH-1000XM6 use the QN3 processor and 12 microphones to cut noise on planes, trains and in the office, adapting continuously to your surroundings. A folding design and compact case make them ideal for travel.",
    ),
    specs: [
      ["Tip: over-ear, închise, pliabile", "Type: over-ear, closed-back, foldable"],
      [
        "Anularea zgomotului: adaptivă, procesor QN3, 12 microfoane",
        "Noise cancelling: adaptive, QN3 processor, 12 microphones",
      ],
      [
        "Autonomie: până la 30 de ore cu ANC; 3 minute de încărcare = 3 ore",
        "Battery: up to 30 hours with ANC; 3-minute charge = 3 hours",
      ],
      ["Codecuri: LDAC, AAC, SBC, LC3; multipunct", "Codecs: LDAC, AAC, SBC, LC3; multipoint"],
    ],
    price: 2099,
    stock: [6],
    weightGr: 254,
    sp: { culoare: "negru", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "headphones", color: "#1E1E1E" },
    loyaltyGive: 21,
    sortPriority: 90,
    addedDaysAgo: 160,
    similar: ["EL-1056", "EL-1057"],
  }),
  prod({
    code: "EL-1056",
    categories: ["casti"],
    brand: "apple",
    title: t(
      "Căști in-ear Apple AirPods Pro 3 cu anulare activă a zgomotului, carcasă MagSafe USB-C",
      "Apple AirPods Pro 3 in-ear earbuds, active noise cancellation, MagSafe USB-C case",
    ),
    short: t(
      "ANC de două ori mai eficient, senzor de puls și funcție de aparat auditiv.",
      "Twice as effective ANC, a heart rate sensor and a hearing aid feature.",
    ),
    intro: t(
      "AirPods Pro 3 au cea mai eficientă anulare a zgomotului de la Apple și vârfuri noi din spumă pentru o etanșare mai bună. Senzorul de puls urmărește antrenamentele în aplicația Fitness, iar funcția de traducere live ajută în conversații în altă limbă.",
      "AirPods Pro 3 have Apple's most effective noise cancellation and new foam-infused tips for a better seal. The heart rate sensor tracks workouts in the Fitness app, and Live Translation helps in conversations in another language.",
    ),
    specs: [
      [
        "Tip: in-ear, cu vârfuri din spumă, 5 mărimi incluse",
        "Type: in-ear with foam-infused tips, 5 sizes included",
      ],
      ["Autonomie: până la 8 ore cu ANC", "Battery: up to 8 hours with ANC"],
      ["Rezistență: IP57 (căști și carcasă)", "Protection: IP57 (earbuds and case)"],
      [
        "Carcasă de încărcare MagSafe cu USB-C și difuzor pentru Găsire",
        "MagSafe USB-C charging case with speaker for Find My",
      ],
    ],
    price: 1299,
    stock: [14],
    weightGr: 50,
    sp: { culoare: "alb", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "headphones", color: "#F4F4F6" },
    loyaltyGive: 13,
    sortPriority: 85,
    addedDaysAgo: 52,
    compatible: ["EL-1005", "EL-1006", "EL-1007"],
    associated: ["EL-1016"],
    similar: ["EL-1057"],
  }),
  prod({
    code: "EL-1057",
    categories: ["casti"],
    brand: "samsung",
    title: t(
      "Căști in-ear Samsung Galaxy Buds3 Pro, ANC, Argintiu",
      "Samsung Galaxy Buds3 Pro in-ear earbuds, ANC, Silver",
    ),
    short: t(
      "Căști cu sunet Hi-Fi de 24 de biți, anulare adaptivă a zgomotului și interpret Galaxy AI.",
      "Earbuds with 24-bit Hi-Fi sound, adaptive noise cancelling and Galaxy AI interpreter.",
    ),
    intro: t(
      "Galaxy Buds3 Pro au un design cu tijă și benzi luminoase, difuzoare duble și anulare adaptivă a zgomotului. Cu un telefon Galaxy redau audio de 24 de biți și traduc în timp real conversațiile prin funcția Interpret.",
      "Galaxy Buds3 Pro have a stem design with light strips, dual drivers and adaptive noise cancelling. With a Galaxy phone they play 24-bit audio and translate conversations in real time with Interpreter.",
    ),
    specs: [
      ["Tip: in-ear, difuzoare duble", "Type: in-ear, dual drivers"],
      ["Anularea zgomotului: adaptivă", "Noise cancelling: adaptive"],
      [
        "Autonomie: până la 6 ore cu ANC, 26 de ore cu carcasa",
        "Battery: up to 6 hours with ANC, 26 hours with the case",
      ],
      ["Rezistență: IP57", "Protection: IP57"],
    ],
    price: 799,
    oldPrice: 1099,
    stock: [11],
    weightGr: 58,
    sp: { culoare: "argintiu", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "headphones", color: "#BFC3C8" },
    loyaltyGive: 8,
    addedDaysAgo: 370,
    compatible: ["EL-1001", "EL-1002", "EL-1003", "EL-1004"],
    similar: ["EL-1056", "EL-1059"],
  }),
  prod({
    code: "EL-1058",
    categories: ["casti"],
    brand: "jbl",
    title: t(
      "Căști wireless on-ear JBL Tune 520BT, Bluetooth, Albastru",
      "JBL Tune 520BT wireless on-ear headphones, Bluetooth, Blue",
    ),
    short: t(
      "Căști ușoare și pliabile, cu sunet JBL Pure Bass și până la 57 de ore de autonomie.",
      "Light, foldable headphones with JBL Pure Bass sound and up to 57 hours of battery life.",
    ),
    intro: t(
      "JBL Tune 520BT sunt căștile potrivite pentru zi cu zi: cântăresc doar 157 g, se pliază plat și țin aproape o săptămână de ascultare. Se conectează simultan la telefon și laptop.",
      "The JBL Tune 520BT are everyday headphones: they weigh just 157 g, fold flat and last almost a week of listening. They connect to a phone and laptop at the same time.",
    ),
    specs: [
      ["Tip: on-ear, pliabile", "Type: on-ear, foldable"],
      [
        "Autonomie: până la 57 de ore; 5 minute de încărcare = 3 ore",
        "Battery: up to 57 hours; 5-minute charge = 3 hours",
      ],
      ["Bluetooth 5.3 LE Audio, multipunct", "Bluetooth 5.3 LE Audio, multipoint"],
      ["Microfon pentru apeluri, încărcare USB-C", "Microphone for calls, USB-C charging"],
    ],
    price: 199,
    stock: [32],
    weightGr: 157,
    sp: { culoare: "albastru", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "headphones", color: "#2F5DA8" },
    addedDaysAgo: 280,
    similar: ["EL-1060"],
  }),
  prod({
    code: "EL-1059",
    categories: ["casti"],
    brand: "xiaomi",
    title: t(
      "Căști in-ear Xiaomi Redmi Buds 6 Pro, ANC 55 dB, Negru",
      "Xiaomi Redmi Buds 6 Pro in-ear earbuds, 55 dB ANC, Black",
    ),
    short: t(
      "Anularea zgomotului de până la 55 dB, trei difuzoare și suport LDAC, la preț mic.",
      "Up to 55 dB noise cancelling, three drivers and LDAC support at a low price.",
    ),
    intro: t(
      "Redmi Buds 6 Pro au un sistem coaxial cu trei difuzoare pentru sunet detaliat și anulare a zgomotului de până la 55 dB. Autonomia totală ajunge la 36 de ore cu carcasa.",
      "Redmi Buds 6 Pro have a coaxial three-driver system for detailed sound and noise cancelling of up to 55 dB. Total battery life reaches 36 hours with the case.",
    ),
    specs: [
      ["Tip: in-ear, trei difuzoare", "Type: in-ear, three drivers"],
      ["Anularea zgomotului: până la 55 dB", "Noise cancelling: up to 55 dB"],
      ["Autonomie: până la 36 de ore cu carcasa", "Battery: up to 36 hours with the case"],
      ["Codec LDAC, Bluetooth 5.3, IP54", "LDAC codec, Bluetooth 5.3, IP54"],
    ],
    price: 299,
    stock: [14],
    weightGr: 52,
    sp: { culoare: "negru", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "headphones", color: "#26272B" },
    addedDaysAgo: 240,
    compatible: ["EL-1008", "EL-1009"],
    similar: ["EL-1057", "EL-1060"],
  }),
  prod({
    code: "EL-1060",
    categories: ["casti"],
    brand: "sony",
    title: t(
      "Căști in-ear Sony WF-C710N cu anularea zgomotului, Roz",
      "Sony WF-C710N in-ear earbuds, noise cancelling, Pink",
    ),
    short: t(
      "Căști compacte cu ANC cu două microfoane, până la 40 de ore cu carcasa.",
      "Compact earbuds with dual-microphone ANC and up to 40 hours with the case.",
    ),
    intro: t(
      "Sony WF-C710N sunt mici și comode pentru purtat toată ziua. Anularea zgomotului și modul Ambient Sound se schimbă automat în funcție de activitate, iar carcasa semitransparentă încape ușor în buzunar.",
      "The Sony WF-C710N are small and comfortable enough to wear all day. Noise cancelling and Ambient Sound switch automatically with your activity, and the translucent case slips easily into a pocket.",
    ),
    specs: [
      ["Tip: in-ear", "Type: in-ear"],
      [
        "Anularea zgomotului: cu două microfoane, Ambient Sound",
        "Noise cancelling: dual microphones, Ambient Sound",
      ],
      [
        "Autonomie: până la 8,5 ore cu ANC, 30 de ore cu carcasa",
        "Battery: up to 8.5 hours with ANC, 30 hours with the case",
      ],
      ["Rezistență: IPX4, Bluetooth multipunct", "Protection: IPX4, Bluetooth multipoint"],
    ],
    price: 449,
    stock: [8],
    weightGr: 45,
    sp: { culoare: "roz", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "headphones", color: "#E8A0B4" },
    loyaltyGive: 4,
    addedDaysAgo: 110,
    similar: ["EL-1059", "EL-1058"],
  }),
];

const CAMERA_LINKS = ["wifi", "bluetooth", "usb-c", "hdmi"];

const photoCameras: ProductSeed[] = [
  prod({
    code: "EL-1061",
    categories: ["aparate-foto"],
    brand: "canon",
    title: t(
      "Aparat foto mirrorless Canon EOS R50, 24,2 MP, 4K, cu obiectiv RF-S 18-45 mm IS STM, Negru",
      "Canon EOS R50 mirrorless camera, 24.2 MP, 4K, with RF-S 18-45 mm IS STM lens, Black",
    ),
    short: t(
      "Aparat mirrorless compact pentru începători și vloggeri, cu autofocus Dual Pixel și filmare 4K.",
      "Compact mirrorless camera for beginners and vloggers, with Dual Pixel autofocus and 4K video.",
    ),
    intro: t(
      "Canon EOS R50 este ușor de folosit datorită ghidului de creație și modurilor automate inteligente, dar oferă și control manual complet când sunteți pregătit. Autofocusul urmărește ochii oamenilor, animalelor și vehiculelor, iar ecranul rabatabil ajută la selfie-uri și vlog.",
      "The Canon EOS R50 is easy to use thanks to its creative assist guide and smart auto modes, yet offers full manual control when you are ready. Autofocus tracks the eyes of people, animals and vehicles, and the vari-angle screen helps with selfies and vlogging.",
    ),
    specs: [
      ["Senzor: APS-C CMOS, 24,2 MP", "Sensor: 24.2 MP APS-C CMOS"],
      ["Video: 4K 30p fără crop, Full HD 120p", "Video: uncropped 4K 30p, Full HD 120p"],
      [
        "Autofocus: Dual Pixel CMOS AF II cu detectare a subiectului",
        "Autofocus: Dual Pixel CMOS AF II with subject detection",
      ],
      ["Rafală: până la 15 cadre/s", "Burst: up to 15 fps"],
      ["Obiectiv inclus: RF-S 18-45 mm f/4.5-6.3 IS STM", "Kit lens: RF-S 18-45 mm f/4.5-6.3 IS STM"],
    ],
    price: 3499,
    oldPrice: 3899,
    stock: [5],
    weightGr: 505,
    sp: { culoare: "negru", conectivitate: CAMERA_LINKS },
    art: { shape: "device", color: "#1A1A1A" },
    loyaltyGive: 35,
    sortPriority: 60,
    addedDaysAgo: 290,
    similar: ["EL-1062", "EL-1063"],
  }),
  prod({
    code: "EL-1062",
    categories: ["aparate-foto"],
    brand: "sony",
    title: t(
      "Aparat foto mirrorless Sony ZV-E10 II, 26 MP, 4K 60p, cu obiectiv 16-50 mm, Negru",
      "Sony ZV-E10 II mirrorless camera, 26 MP, 4K 60p, with 16-50 mm lens, Black",
    ),
    short: t(
      "Camera pentru creatori de conținut: filmare 4K 10 biți, profil S-Cinetone și baterie mare.",
      "A camera for content creators: 10-bit 4K video, S-Cinetone profile and a large battery.",
    ),
    intro: t(
      "Sony ZV-E10 II este gândită pentru vlog și social media: are un mod pentru filmări verticale, microfon direcțional cu trei capsule și un buton dedicat pentru efectul de fundal estompat. Bateria NP-FZ100 ține mult mai mult decât la prima generație.",
      "The Sony ZV-E10 II is designed for vlogging and social media: it has a vertical shooting mode, a three-capsule directional microphone and a dedicated background defocus button. The NP-FZ100 battery lasts far longer than on the first generation.",
    ),
    specs: [
      ["Senzor: APS-C Exmor R CMOS, 26 MP", "Sensor: 26 MP APS-C Exmor R CMOS"],
      ["Video: 4K 60p, 10 biți 4:2:2, S-Cinetone, S-Log3", "Video: 4K 60p, 10-bit 4:2:2, S-Cinetone, S-Log3"],
      ["Ecran rabatabil lateral, tactil", "Side-flip touchscreen"],
      ["Obiectiv inclus: E PZ 16-50 mm f/3.5-5.6 OSS II", "Kit lens: E PZ 16-50 mm f/3.5-5.6 OSS II"],
    ],
    price: 4799,
    stock: [3],
    weightGr: 493,
    sp: { culoare: "negru", conectivitate: CAMERA_LINKS },
    art: { shape: "device", color: "#202020" },
    loyaltyGive: 48,
    addedDaysAgo: 215,
    similar: ["EL-1061", "EL-1066"],
  }),
  prod({
    code: "EL-1063",
    categories: ["aparate-foto"],
    brand: "canon",
    title: t(
      "Aparat foto mirrorless full-frame Canon EOS R8, 24,2 MP, 4K 60p, body",
      "Canon EOS R8 full-frame mirrorless camera, 24.2 MP, 4K 60p, body only",
    ),
    short: t(
      "Cel mai ușor full-frame Canon, cu senzorul din EOS R6 Mark II și filmare 4K 60p.",
      "Canon's lightest full-frame camera, with the EOS R6 Mark II sensor and 4K 60p video.",
    ),
    intro: t(
      "EOS R8 aduce calitatea imaginii full-frame într-un corp de numai 461 g. Senzorul de 24,2 MP are zgomot redus la ISO mare, iar autofocusul Dual Pixel CMOS AF II recunoaște oameni, animale și vehicule. Se livrează fără obiectiv.",
      "The EOS R8 brings full-frame image quality to a body weighing just 461 g. The 24.2 MP sensor keeps noise low at high ISO, and Dual Pixel CMOS AF II recognises people, animals and vehicles. Supplied without a lens.",
    ),
    specs: [
      ["Senzor: full-frame CMOS, 24,2 MP", "Sensor: 24.2 MP full-frame CMOS"],
      ["Video: 4K 60p fără crop, 10 biți, Canon Log 3", "Video: uncropped 4K 60p, 10-bit, Canon Log 3"],
      [
        "Rafală: până la 40 de cadre/s cu obturator electronic",
        "Burst: up to 40 fps with electronic shutter",
      ],
      ["Montură: Canon RF; obiectivul nu este inclus", "Mount: Canon RF; lens not included"],
    ],
    price: 6299,
    stock: [0],
    weightGr: 461,
    sp: { culoare: "negru", conectivitate: CAMERA_LINKS },
    art: { shape: "device", color: "#151515" },
    loyaltyGive: 63,
    addedDaysAgo: 400,
    similar: ["EL-1061"],
  }),
];

const actionCameras: ProductSeed[] = [
  prod({
    code: "EL-1064",
    categories: ["camere-sport"],
    brand: "gopro",
    title: t("Cameră video sport GoPro HERO13 Black, 5.3K60", "GoPro HERO13 Black action camera, 5.3K60"),
    short: t(
      "Camera de acțiune de referință: 5.3K la 60 de cadre/s, stabilizare HyperSmooth 6.0 și GPS.",
      "The benchmark action camera: 5.3K at 60 fps, HyperSmooth 6.0 stabilisation and GPS.",
    ),
    intro: t(
      "GoPro HERO13 Black filmează în 5.3K cu stabilizare HyperSmooth 6.0 și este rezistentă la apă până la 10 m, fără carcasă. Este compatibilă cu lentilele interschimbabile din seria HB, iar bateria Enduro de 1.900 mAh ține mai mult și la frig.",
      "The GoPro HERO13 Black shoots 5.3K with HyperSmooth 6.0 stabilisation and is waterproof to 10 m without a housing. It works with the interchangeable HB-series lenses, and the 1,900 mAh Enduro battery lasts longer, even in the cold.",
    ),
    specs: [
      ["Video: 5.3K60, 4K120, 2.7K240; foto 27 MP", "Video: 5.3K60, 4K120, 2.7K240; 27 MP photos"],
      [
        "Stabilizare: HyperSmooth 6.0, nivelare a orizontului 360°",
        "Stabilisation: HyperSmooth 6.0, 360° horizon lock",
      ],
      ["Rezistentă la apă până la 10 m", "Waterproof to 10 m"],
      ["Baterie Enduro 1.900 mAh, GPS integrat", "1,900 mAh Enduro battery, built-in GPS"],
    ],
    price: 1899,
    stock: [6],
    weightGr: 159,
    sp: { culoare: "negru", conectivitate: ["wifi", "bluetooth", "usb-c", "gps"] },
    art: { shape: "device", color: "#2B2B2B" },
    loyaltyGive: 19,
    sortPriority: 50,
    addedDaysAgo: 380,
    similar: ["EL-1065"],
  }),
  prod({
    code: "EL-1065",
    categories: ["camere-sport"],
    brand: "dji",
    title: t(
      "Cameră video sport DJI Osmo Action 5 Pro, Standard Combo",
      "DJI Osmo Action 5 Pro action camera, Standard Combo",
    ),
    short: t(
      "Senzor de 1/1,3 inch, 4K la 120 de cadre/s, rezistență la apă până la 20 m și 4 ore de autonomie.",
      "1/1.3-inch sensor, 4K at 120 fps, waterproof to 20 m and 4 hours of battery life.",
    ),
    intro: t(
      "DJI Osmo Action 5 Pro are un senzor mare care face diferența în lumină slabă și o gamă dinamică de 13,5 trepte. Cele două ecrane OLED tactile facilitează filmările cu ambele fețe, iar memoria internă de 47 GB vă salvează dacă uitați cardul.",
      "The DJI Osmo Action 5 Pro has a large sensor that makes a difference in low light and 13.5 stops of dynamic range. Twin OLED touchscreens make front and rear shooting easy, and 47 GB of built-in storage saves you if you forget the card.",
    ),
    specs: [
      ["Senzor: 1/1,3 inch, 40 MP", "Sensor: 1/1.3-inch, 40 MP"],
      ["Video: 4K până la 120 de cadre/s, 10 biți D-Log M", "Video: 4K up to 120 fps, 10-bit D-Log M"],
      ["Rezistentă la apă până la 20 m, fără carcasă", "Waterproof to 20 m without a housing"],
      ["Autonomie: până la 4 ore; stocare internă 47 GB", "Battery: up to 4 hours; 47 GB internal storage"],
    ],
    price: 1699,
    stock: [9],
    weightGr: 146,
    sp: { culoare: "negru", conectivitate: ["wifi", "bluetooth", "usb-c", "gps"] },
    art: { shape: "device", color: "#3A3A3A" },
    loyaltyGive: 17,
    addedDaysAgo: 350,
    similar: ["EL-1064", "EL-1066"],
  }),
  prod({
    code: "EL-1066",
    categories: ["camere-sport"],
    brand: "dji",
    title: t(
      "Cameră cu gimbal DJI Osmo Pocket 3, senzor 1 inch, 4K120",
      "DJI Osmo Pocket 3 gimbal camera, 1-inch sensor, 4K120",
    ),
    short: t(
      "Cameră de buzunar cu gimbal pe 3 axe, senzor de 1 inch și ecran rotativ de 2 inch.",
      "Pocket camera with a 3-axis gimbal, 1-inch sensor and 2-inch rotating screen.",
    ),
    intro: t(
      "DJI Osmo Pocket 3 este preferata vloggerilor: gimbalul mecanic pe trei axe face imaginea perfect stabilă din mers, iar ecranul se rotește pentru trecerea instantă între filmare orizontală și verticală. Urmărirea ActiveTrack vă păstrează în centrul cadrului.",
      "The DJI Osmo Pocket 3 is a vlogger favourite: the mechanical 3-axis gimbal keeps footage rock-steady on the move, and the screen rotates to switch instantly between landscape and portrait. ActiveTrack keeps you centred in the frame.",
    ),
    specs: [
      ["Senzor: CMOS de 1 inch", "Sensor: 1-inch CMOS"],
      ["Video: 4K până la 120 de cadre/s, 10 biți D-Log M", "Video: 4K up to 120 fps, 10-bit D-Log M"],
      ["Stabilizare: gimbal mecanic pe 3 axe", "Stabilisation: mechanical 3-axis gimbal"],
      ["Ecran: OLED tactil rotativ de 2 inch", "Screen: 2-inch rotating OLED touchscreen"],
    ],
    price: 2199,
    stock: [4],
    weightGr: 179,
    sp: { culoare: "negru", conectivitate: ["wifi", "bluetooth", "usb-c"] },
    art: { shape: "device", color: "#2E2F31" },
    loyaltyGive: 22,
    addedDaysAgo: 400,
    similar: ["EL-1065", "EL-1062"],
  }),
];

const drones: ProductSeed[] = [
  prod({
    code: "EL-1067",
    categories: ["drone"],
    brand: "dji",
    title: t(
      "Dronă DJI Mini 4 Pro, 4K/60 HDR, cu telecomandă DJI RC 2",
      "DJI Mini 4 Pro drone, 4K/60 HDR, with DJI RC 2 remote controller",
    ),
    short: t(
      "Dronă sub 249 g cu senzori de obstacole pe toate direcțiile și transmisie video de până la 20 km.",
      "Sub-249 g drone with omnidirectional obstacle sensing and video transmission up to 20 km.",
    ),
    intro: t(
      "DJI Mini 4 Pro cântărește sub 249 g, dar are camera și funcțiile unei drone mari: filmare 4K/60 HDR, filmare verticală reală, urmărire ActiveTrack 360° și revenire automată. Telecomanda DJI RC 2 are ecran FHD integrat.",
      "The DJI Mini 4 Pro weighs under 249 g yet has the camera and features of a bigger drone: 4K/60 HDR video, true vertical shooting, ActiveTrack 360° and automatic return to home. The DJI RC 2 controller has a built-in FHD screen.",
    ),
    specs: [
      ["Cameră: senzor CMOS de 1/1,3 inch, 48 MP, 4K/60 HDR", "Camera: 1/1.3-inch CMOS, 48 MP, 4K/60 HDR"],
      ["Autonomie de zbor: până la 34 de minute", "Flight time: up to 34 minutes"],
      ["Transmisie: DJI O4, până la 20 km", "Transmission: DJI O4, up to 20 km"],
      [
        "Clasa C0 în UE: nu necesită certificat de pilot, dar operatorul trebuie înregistrat la AACR",
        "EU class C0: no pilot certificate needed, but the operator must register with the Romanian CAA (AACR)",
      ],
    ],
    price: 4399,
    oldPrice: 4799,
    stock: [3],
    weightGr: 249,
    sp: { culoare: "gri", conectivitate: ["gps", "usb-c"] },
    art: { shape: "device", color: "#8C9096" },
    loyaltyGive: 44,
    sortPriority: 70,
    addedDaysAgo: 320,
    similar: ["EL-1068", "EL-1069"],
  }),
  prod({
    code: "EL-1068",
    categories: ["drone"],
    brand: "dji",
    title: t("Dronă DJI Neo, 4K, decolare din palmă", "DJI Neo drone, 4K, palm take-off"),
    short: t(
      "Mini-dronă de 135 g care decolează din palmă și vă urmărește automat, fără telecomandă.",
      "135 g mini drone that takes off from your palm and follows you automatically, without a controller.",
    ),
    intro: t(
      "DJI Neo este cea mai simplă cale de a filma din aer: o lansați din palmă, alegeți un mod inteligent și drona vă urmărește sau face cadre cinematice singură. Elicele sunt complet protejate, deci este sigură și în apropierea oamenilor.",
      "The DJI Neo is the easiest way to film from the air: launch it from your palm, pick a smart mode and the drone follows you or captures cinematic shots on its own. Fully guarded propellers make it safe to fly near people.",
    ),
    specs: [
      ["Cameră: 12 MP, video 4K/30 cu stabilizare", "Camera: 12 MP, stabilised 4K/30 video"],
      ["Greutate: 135 g, elice protejate", "Weight: 135 g, guarded propellers"],
      ["Control: din palmă, aplicație, comenzi vocale", "Control: palm, app or voice commands"],
      [
        "Autonomie de zbor: până la 18 minute; stocare internă 22 GB",
        "Flight time: up to 18 minutes; 22 GB internal storage",
      ],
    ],
    price: 949,
    stock: [12],
    weightGr: 135,
    sp: { culoare: "gri", conectivitate: ["wifi", "bluetooth", "usb-c"] },
    art: { shape: "device", color: "#A3A7AD" },
    loyaltyGive: 9,
    addedDaysAgo: 100,
    similar: ["EL-1067"],
  }),
  prod({
    code: "EL-1069",
    categories: ["drone"],
    brand: "dji",
    title: t(
      "Dronă DJI Air 3S Fly More Combo, cameră duală, cu telecomandă DJI RC 2",
      "DJI Air 3S Fly More Combo drone, dual camera, with DJI RC 2 remote controller",
    ),
    short: t(
      "Cameră principală de 1 inch și teleobiectiv, LiDAR pentru zbor de noapte și trei baterii.",
      "1-inch main camera plus telephoto, LiDAR for night flying and three batteries.",
    ),
    intro: t(
      "DJI Air 3S are două camere — una principală cu senzor de 1 inch și un teleobiectiv de 70 mm — pentru peisaje și cadre apropiate. Senzorul LiDAR frontal ajută la evitarea obstacolelor și noaptea, iar pachetul Fly More include trei baterii și stație de încărcare.",
      "The DJI Air 3S has two cameras — a 1-inch main camera and a 70 mm telephoto — for landscapes and close-ups. A forward LiDAR sensor helps avoid obstacles even at night, and the Fly More pack includes three batteries and a charging hub.",
    ),
    specs: [
      ["Camere: 1 inch 50 MP și teleobiectiv 70 mm 48 MP", "Cameras: 1-inch 50 MP and 70 mm 48 MP telephoto"],
      ["Autonomie de zbor: până la 45 de minute per baterie", "Flight time: up to 45 minutes per battery"],
      ["Evitarea obstacolelor: omnidirecțională, cu LiDAR", "Obstacle sensing: omnidirectional, with LiDAR"],
      [
        "Clasa C1 în UE: necesită înregistrarea operatorului la AACR și certificat A1/A3",
        "EU class C1: requires operator registration with the Romanian CAA (AACR) and an A1/A3 certificate",
      ],
    ],
    price: 6799,
    stock: [1],
    weightGr: 724,
    sp: { culoare: "gri", conectivitate: ["gps", "usb-c"] },
    art: { shape: "device", color: "#6F747A" },
    loyaltyGive: 68,
    addedDaysAgo: 240,
    similar: ["EL-1067"],
  }),
];

const WATCH_LINKS = ["bluetooth", "wifi", "nfc", "gps"];

const smartwatches: ProductSeed[] = [
  prod({
    code: "EL-1070",
    categories: ["smartwatch"],
    brand: "apple",
    title: t(
      "Smartwatch Apple Watch Series 11 GPS, 46 mm, carcasă din aluminiu, Negru lucios",
      "Apple Watch Series 11 GPS, 46 mm, aluminium case, Jet Black",
    ),
    short: t(
      "Notificări de hipertensiune, scor de somn și până la 24 de ore de autonomie.",
      "Hypertension notifications, sleep score and up to 24 hours of battery life.",
    ),
    intro: t(
      "Apple Watch Series 11 vă urmărește sănătatea zi și noapte: vă trimite notificări când detectează posibile semne de hipertensiune, vă acordă un scor pentru calitatea somnului și are ECG, oxigen din sânge și detectarea căzăturilor. Sticla Ion-X este de două ori mai rezistentă la zgârieturi.",
      "Apple Watch Series 11 looks after your health day and night: it notifies you of possible signs of hypertension, gives you a sleep score and offers ECG, blood oxygen and fall detection. Its Ion-X glass is twice as scratch-resistant.",
    ),
    specs: [
      ["Ecran: Retina LTPO3 always-on, carcasă de 46 mm", "Display: always-on LTPO3 Retina, 46 mm case"],
      [
        "Senzori: puls, ECG, oxigen în sânge, temperatură",
        "Sensors: heart rate, ECG, blood oxygen, temperature",
      ],
      ["Autonomie: până la 24 de ore", "Battery: up to 24 hours"],
      ["Rezistență la apă: 50 m; Apple Pay prin NFC", "Water resistance: 50 m; Apple Pay via NFC"],
    ],
    price: 2199,
    stock: [7],
    weightGr: 37,
    sp: { diagonala: "sub-7", culoare: "negru", conectivitate: WATCH_LINKS },
    art: { shape: "device", color: "#111111" },
    loyaltyGive: 22,
    sortPriority: 75,
    addedDaysAgo: 50,
    compatible: ["EL-1005", "EL-1006", "EL-1007"],
    similar: ["EL-1071"],
  }),
  prod({
    code: "EL-1071",
    categories: ["smartwatch"],
    brand: "samsung",
    title: t(
      "Smartwatch Samsung Galaxy Watch8, 44 mm, Bluetooth, Argintiu",
      "Samsung Galaxy Watch8, 44 mm, Bluetooth, Silver",
    ),
    short: t(
      "Design subțire, Wear OS 6 cu Gemini și funcții noi de sănătate, precum Indicele antioxidant.",
      "Slim design, Wear OS 6 with Gemini and new health features such as the Antioxidant Index.",
    ),
    intro: t(
      "Galaxy Watch8 este cel mai subțire ceas Galaxy de până acum și vine cu sfaturi personalizate pentru ora de culcare, măsurarea stresului vascular și Indicele antioxidant. Asistentul Gemini răspunde la întrebări direct de pe încheietură.",
      "The Galaxy Watch8 is the slimmest Galaxy watch yet and brings personalised bedtime guidance, vascular load tracking and the Antioxidant Index. The Gemini assistant answers your questions straight from your wrist.",
    ),
    specs: [
      ["Ecran: Super AMOLED de 1,47 inch, sticlă safir", "Display: 1.47-inch Super AMOLED, sapphire glass"],
      ["Sistem: Wear OS 6 cu One UI 8 Watch", "System: Wear OS 6 with One UI 8 Watch"],
      [
        "Senzori: BioActive (puls, ECG, compoziție corporală)",
        "Sensors: BioActive (heart rate, ECG, body composition)",
      ],
      ["Rezistență: 5 ATM, IP68, MIL-STD-810H", "Protection: 5 ATM, IP68, MIL-STD-810H"],
    ],
    price: 1399,
    oldPrice: 1699,
    stock: [10],
    weightGr: 34,
    sp: { diagonala: "sub-7", culoare: "argintiu", conectivitate: WATCH_LINKS },
    art: { shape: "device", color: "#B9BDC2" },
    loyaltyGive: 14,
    addedDaysAgo: 120,
    compatible: ["EL-1001", "EL-1002", "EL-1003", "EL-1004"],
    similar: ["EL-1070", "EL-1072"],
  }),
  prod({
    code: "EL-1072",
    categories: ["smartwatch"],
    brand: "garmin",
    title: t(
      "Ceas pentru alergare Garmin Forerunner 265, AMOLED, 46 mm, Negru",
      "Garmin Forerunner 265 running watch, AMOLED, 46 mm, Black",
    ),
    short: t(
      "Ceas de alergare cu ecran AMOLED, GPS multi-bandă și pregătire pentru antrenament.",
      "Running watch with an AMOLED display, multi-band GPS and training readiness.",
    ),
    intro: t(
      "Garmin Forerunner 265 vă spune în fiecare dimineață cât de pregătit sunteți pentru antrenament, pe baza somnului, a variabilității ritmului cardiac și a efortului recent. GPS-ul multi-bandă măsoară precis distanța și printre clădiri înalte.",
      "The Garmin Forerunner 265 tells you every morning how ready you are to train, based on sleep, heart rate variability and recent load. Multi-band GPS measures distance accurately even among tall buildings.",
    ),
    specs: [
      ["Ecran: AMOLED de 1,3 inch, tactil și cu butoane", "Display: 1.3-inch AMOLED, touch and buttons"],
      ["GPS multi-bandă, peste 30 de profiluri sportive", "Multi-band GPS, over 30 sport profiles"],
      ["Autonomie: până la 13 zile în mod smartwatch", "Battery: up to 13 days in smartwatch mode"],
      ["Garmin Pay prin NFC, rezistență la apă 5 ATM", "Garmin Pay via NFC, 5 ATM water rating"],
    ],
    price: 1599,
    stock: [5],
    weightGr: 47,
    sp: { diagonala: "sub-7", culoare: "negru", conectivitate: ["bluetooth", "wifi", "nfc", "gps"] },
    art: { shape: "device", color: "#1C1D1F" },
    loyaltyGive: 16,
    addedDaysAgo: 390,
    similar: ["EL-1073", "EL-1071"],
  }),
  prod({
    code: "EL-1073",
    categories: ["smartwatch"],
    brand: "garmin",
    title: t(
      "Ceas multisport Garmin fēnix 8 AMOLED, 47 mm, Gri",
      "Garmin fēnix 8 AMOLED multisport watch, 47 mm, Grey",
    ),
    short: t(
      "Ceas outdoor premium cu hărți, lanternă LED, difuzor și microfon și până la 16 zile de autonomie.",
      "Premium outdoor watch with maps, LED flashlight, speaker and microphone, and up to 16 days of battery life.",
    ),
    intro: t(
      "Garmin fēnix 8 este construit pentru munte, apă și ultramaraton: are hărți topografice preinstalate, lanternă LED, certificare pentru scufundări de până la 40 m și difuzor cu microfon pentru apeluri și comenzi vocale.",
      "The Garmin fēnix 8 is built for mountains, water and ultramarathons: it has preloaded topographic maps, an LED flashlight, dive rating to 40 m and a speaker and microphone for calls and voice commands.",
    ),
    specs: [
      ["Ecran: AMOLED de 1,4 inch, sticlă safir", "Display: 1.4-inch AMOLED, sapphire glass"],
      ["Hărți topografice TopoActive, GPS multi-bandă", "TopoActive topographic maps, multi-band GPS"],
      ["Autonomie: până la 16 zile în mod smartwatch", "Battery: up to 16 days in smartwatch mode"],
      ["Rezistență: 10 ATM, scufundări până la 40 m", "Protection: 10 ATM, dive-rated to 40 m"],
    ],
    price: 4999,
    stock: [2],
    weightGr: 75,
    sp: { diagonala: "sub-7", culoare: "gri", conectivitate: ["bluetooth", "wifi", "nfc", "gps"] },
    art: { shape: "device", color: "#55595E" },
    loyaltyGive: 50,
    addedDaysAgo: 200,
    similar: ["EL-1072"],
  }),
  prod({
    code: "EL-1074",
    categories: ["smartwatch"],
    brand: "xiaomi",
    title: t(
      "Brățară fitness Xiaomi Smart Band 10, AMOLED, Negru",
      "Xiaomi Smart Band 10 fitness band, AMOLED, Black",
    ),
    short: t(
      "Brățară fitness cu ecran AMOLED de 1,72 inch și până la 21 de zile de autonomie.",
      "Fitness band with a 1.72-inch AMOLED display and up to 21 days of battery life.",
    ),
    intro: t(
      "Xiaomi Smart Band 10 măsoară pulsul, somnul, stresul și oxigenul din sânge și recunoaște peste 150 de sporturi. Ecranul luminos se citește ușor și în soare, iar bateria ține aproape trei săptămâni.",
      "The Xiaomi Smart Band 10 tracks heart rate, sleep, stress and blood oxygen and supports over 150 sports. Its bright display is easy to read in sunlight, and the battery lasts almost three weeks.",
    ),
    specs: [
      ["Ecran: AMOLED de 1,72 inch, 60 Hz", "Display: 1.72-inch AMOLED, 60 Hz"],
      ["Peste 150 de moduri sportive, monitorizare a înotului", "Over 150 sport modes, swim tracking"],
      ["Autonomie: până la 21 de zile", "Battery: up to 21 days"],
      ["Rezistență la apă: 5 ATM", "Water resistance: 5 ATM"],
    ],
    price: 229,
    stock: [40],
    weightGr: 16,
    sp: { diagonala: "sub-7", culoare: "negru", conectivitate: "bluetooth" },
    art: { shape: "device", color: "#1E1E1E" },
    loyaltyGive: 2,
    addedDaysAgo: 130,
    compatible: ["EL-1008", "EL-1009"],
    similar: ["EL-1071"],
  }),
];

const CONSOLE_LINKS = ["wifi", "bluetooth", "usb-c", "hdmi"];

const consoles: ProductSeed[] = [
  prod({
    code: "EL-1075",
    categories: ["console"],
    brand: "sony",
    title: t(
      "Consolă Sony PlayStation 5 Slim, ediție standard cu unitate optică, 1 TB",
      "Sony PlayStation 5 Slim console, standard edition with disc drive, 1 TB",
    ),
    short: t(
      "PS5 mai compact, cu SSD de 1 TB, unitate Blu-ray și controller DualSense inclus.",
      "A more compact PS5 with a 1 TB SSD, Blu-ray drive and DualSense controller included.",
    ),
    intro: t(
      "PlayStation 5 Slim are aceleași performanțe ca modelul original într-o carcasă cu 30% mai mică. SSD-ul ultrarapid încarcă jocurile în câteva secunde, iar controllerul DualSense, cu feedback haptic și triggere adaptive, vă face să simțiți fiecare acțiune.",
      "The PlayStation 5 Slim has the same performance as the original in a case that is 30% smaller. The ultra-fast SSD loads games in seconds, and the DualSense controller, with haptic feedback and adaptive triggers, lets you feel every action.",
    ),
    specs: [
      ["Stocare: SSD de 1 TB, slot M.2 pentru extindere", "Storage: 1 TB SSD, M.2 slot for expansion"],
      ["Rezoluție: până la 4K 120 Hz, ray tracing", "Resolution: up to 4K 120 Hz, ray tracing"],
      ["Unitate optică Ultra HD Blu-ray", "Ultra HD Blu-ray disc drive"],
      ["Inclus: controller DualSense, cablu HDMI", "In the box: DualSense controller, HDMI cable"],
    ],
    price: 2499,
    oldPrice: 2799,
    stock: [8],
    weightGr: 3200,
    sp: { stocare: "1tb", culoare: "alb", conectivitate: CONSOLE_LINKS },
    art: { shape: "box", color: "#F1F1F1" },
    loyaltyGive: 25,
    sortPriority: 95,
    addedDaysAgo: 360,
    associated: ["EL-1080", "EL-1081", "EL-1082"],
    similar: ["EL-1076", "EL-1077"],
  }),
  prod({
    code: "EL-1076",
    categories: ["console"],
    brand: "sony",
    title: t("Consolă Sony PlayStation 5 Pro, 2 TB", "Sony PlayStation 5 Pro console, 2 TB"),
    short: t(
      "Cel mai puternic PS5: grafică mai detaliată, ray tracing avansat și upscaling PSSR.",
      "The most powerful PS5: more detailed graphics, advanced ray tracing and PSSR upscaling.",
    ),
    intro: t(
      "PlayStation 5 Pro are un procesor grafic mai puternic și tehnologia de upscaling PlayStation Spectral Super Resolution, pentru imagini mai clare la cadre mai multe pe secundă. SSD-ul de 2 TB încape o colecție mare de jocuri. Unitatea optică se cumpără separat.",
      "The PlayStation 5 Pro has a more powerful GPU and PlayStation Spectral Super Resolution upscaling for sharper images at higher frame rates. The 2 TB SSD holds a large game collection. The disc drive is sold separately.",
    ),
    specs: [
      ["Stocare: SSD de 2 TB", "Storage: 2 TB SSD"],
      [
        "Rezoluție: până la 4K 120 Hz, 8K; ray tracing avansat, PSSR",
        "Resolution: up to 4K 120 Hz, 8K; advanced ray tracing, PSSR",
      ],
      ["Wi-Fi 7, Bluetooth", "Wi-Fi 7, Bluetooth"],
      [
        "Inclus: controller DualSense; fără unitate optică",
        "In the box: DualSense controller; no disc drive",
      ],
    ],
    price: 3799,
    stock: [2],
    weightGr: 3100,
    sp: { stocare: "2tb", culoare: "alb", conectivitate: CONSOLE_LINKS },
    art: { shape: "box", color: "#E8E8E8" },
    loyaltyGive: 38,
    sortPriority: 60,
    addedDaysAgo: 345,
    associated: ["EL-1080", "EL-1082"],
    similar: ["EL-1075"],
  }),
  prod({
    code: "EL-1077",
    categories: ["console"],
    brand: "nintendo",
    title: t("Consolă Nintendo Switch 2, 256 GB", "Nintendo Switch 2 console, 256 GB"),
    short: t(
      "Consolă hibridă cu ecran de 7,9 inch, 4K pe televizor și controllere Joy-Con 2 magnetice.",
      "Hybrid console with a 7.9-inch screen, 4K on the TV and magnetic Joy-Con 2 controllers.",
    ),
    intro: t(
      "Nintendo Switch 2 se joacă atât pe televizor, în până la 4K, cât și în mers, pe ecranul LCD de 7,9 inch cu HDR și 120 Hz. Controllerele Joy-Con 2 se prind magnetic și pot fi folosite ca mouse, iar butonul C pornește GameChat pentru a vorbi cu prietenii.",
      "Nintendo Switch 2 plays both on the TV, in up to 4K, and on the go on its 7.9-inch HDR 120 Hz LCD screen. The Joy-Con 2 controllers attach magnetically and work as a mouse, and the C button starts GameChat to talk with friends.",
    ),
    specs: [
      ["Ecran: LCD de 7,9 inch, 1080p, HDR, 120 Hz", "Screen: 7.9-inch LCD, 1080p, HDR, 120 Hz"],
      ["Pe televizor: până la 4K prin stația de andocare", "On TV: up to 4K through the dock"],
      ["Stocare: 256 GB, slot microSD Express", "Storage: 256 GB, microSD Express slot"],
      [
        "Inclus: Joy-Con 2 (L/R), stație de andocare, cablu HDMI",
        "In the box: Joy-Con 2 (L/R), dock, HDMI cable",
      ],
    ],
    price: 2199,
    stock: [0],
    weightGr: 1500,
    sp: { diagonala: "7-12", stocare: "256gb", culoare: "negru", conectivitate: CONSOLE_LINKS },
    art: { shape: "device", color: "#2C2C2C" },
    loyaltyGive: 22,
    sortPriority: 90,
    addedDaysAgo: 150,
    associated: ["EL-1078", "EL-1079", "EL-1083"],
    similar: ["EL-1075"],
  }),
];

const game = (
  code: string,
  brand: string,
  name: string,
  platform: "ps5" | "switch2",
  short: Localized,
  intro: Localized,
  specs: [string, string][],
  o: Links & { price: number; oldPrice?: number; stock: number[]; hex: string },
): ProductSeed => {
  const { price, oldPrice, stock, hex, ...links } = o;
  const on = platform === "ps5" ? "PS5" : "Nintendo Switch 2";
  return prod({
    code,
    categories: ["jocuri"],
    brand,
    title: t(`Joc ${name} pentru ${on}`, `${name} for ${on}`),
    short,
    intro,
    specs,
    price,
    ...(oldPrice ? { oldPrice } : {}),
    stock,
    weightGr: platform === "ps5" ? 90 : 60,
    sp: {},
    art: { shape: "box", color: hex },
    compatible: platform === "ps5" ? ["EL-1075", "EL-1076"] : ["EL-1077"],
    ...links,
  });
};

const games: ProductSeed[] = [
  game(
    "EL-1078",
    "nintendo",
    "Mario Kart World",
    "switch2",
    t(
      "Curse cu până la 24 de piloți pe o lume deschisă, cu modul Knockout Tour.",
      "Races with up to 24 drivers across an open world, with the Knockout Tour mode.",
    ),
    t(
      "Mario Kart World duce seria într-o lume vastă, în care traseele se leagă între ele. În modul Knockout Tour, 24 de piloți concurează pe rute lungi, iar la fiecare punct de control cei din urmă sunt eliminați.",
      "Mario Kart World takes the series into a vast world where tracks connect to each other. In Knockout Tour, 24 racers compete on long routes, and the slowest are knocked out at each checkpoint.",
    ),
    [
      ["Platformă: Nintendo Switch 2 (cartuș)", "Platform: Nintendo Switch 2 (game card)"],
      ["Jucători: până la 4 local, 24 online", "Players: up to 4 local, 24 online"],
      ["Clasificare: PEGI 3", "Rating: PEGI 3"],
    ],
    {
      price: 399,
      stock: [18],
      hex: "#E53935",
      loyaltyGive: 4,
      sortPriority: 80,
      addedDaysAgo: 150,
      similar: ["EL-1079"],
    },
  ),
  game(
    "EL-1079",
    "nintendo",
    "Donkey Kong Bananza",
    "switch2",
    t(
      "Aventură 3D în care Donkey Kong distruge aproape orice pentru a ajunge la miezul lumii.",
      "A 3D adventure in which Donkey Kong smashes almost anything to reach the world's core.",
    ),
    t(
      "În Donkey Kong Bananza puteți sparge pereți, săpa tuneluri și arunca bucăți de teren, pe drumul spre centrul unei insule subterane. Pauline îl însoțește pe DK, iar un al doilea jucător o poate controla în modul cooperativ.",
      "In Donkey Kong Bananza you can smash walls, dig tunnels and throw chunks of terrain on the way to the heart of an underground island. Pauline accompanies DK, and a second player can control her in co-op mode.",
    ),
    [
      ["Platformă: Nintendo Switch 2 (cartuș)", "Platform: Nintendo Switch 2 (game card)"],
      ["Jucători: 1–2, mod cooperativ local", "Players: 1–2, local co-op"],
      ["Gen: aventură, platforme 3D", "Genre: adventure, 3D platformer"],
    ],
    { price: 349, stock: [7], hex: "#8D5524", addedDaysAgo: 110, similar: ["EL-1078"] },
  ),
  game(
    "EL-1080",
    "sony",
    "Ghost of Yōtei",
    "ps5",
    t(
      "Aventură cu samurai în lumea deschisă a Ezo-ului din secolul al XVII-lea.",
      "A samurai adventure in the open world of 17th-century Ezo.",
    ),
    t(
      "Ghost of Yōtei, creat de Sucker Punch, o urmează pe Atsu, o mercenară în căutarea celor care i-au distrus familia, prin peisajele sălbatice din jurul Muntelui Yōtei. Lupte cu sabia și cu alte arme, explorare liberă și o poveste matură.",
      "Ghost of Yōtei, by Sucker Punch, follows Atsu, a mercenary hunting those who destroyed her family, through the wild lands around Mount Yōtei. Sword and weapon combat, free exploration and a mature story.",
    ),
    [
      ["Platformă: PlayStation 5 (disc)", "Platform: PlayStation 5 (disc)"],
      ["Jucători: 1", "Players: 1"],
      ["Clasificare: PEGI 18", "Rating: PEGI 18"],
      ["Gen: acțiune, aventură, lume deschisă", "Genre: action, adventure, open world"],
    ],
    { price: 349, stock: [10], hex: "#7A1F1F", loyaltyGive: 3, addedDaysAgo: 30, similar: ["EL-1081"] },
  ),
  game(
    "EL-1081",
    "sony",
    "Gran Turismo 7",
    "ps5",
    t(
      "Simulatorul auto de referință, cu peste 400 de mașini și circuite celebre.",
      "The benchmark driving simulator, with more than 400 cars and famous circuits.",
    ),
    t(
      "Gran Turismo 7 combină simularea realistă a condusului cu o istorie a automobilului: colecționați mașini, personalizați-le și concurați pe circuite precum Nürburgring sau Spa. Pe PS5 are ray tracing și feedback haptic în DualSense.",
      "Gran Turismo 7 combines realistic driving simulation with a celebration of car culture: collect cars, tune them and race on circuits such as the Nürburgring and Spa. On PS5 it has ray tracing and haptic feedback on the DualSense.",
    ),
    [
      ["Platformă: PlayStation 5 (disc)", "Platform: PlayStation 5 (disc)"],
      ["Jucători: 1–2 local, online", "Players: 1–2 local, online"],
      ["Clasificare: PEGI 3", "Rating: PEGI 3"],
      ["Compatibil cu volane și cu PlayStation VR2", "Works with racing wheels and PlayStation VR2"],
    ],
    { price: 199, oldPrice: 299, stock: [5], hex: "#0D47A1", addedDaysAgo: 400, similar: ["EL-1080"] },
  ),
];

const gamingAccessories: ProductSeed[] = [
  prod({
    code: "EL-1082",
    categories: ["accesorii-gaming"],
    brand: "sony",
    title: t(
      "Controller wireless Sony DualSense pentru PS5, Negru",
      "Sony DualSense wireless controller for PS5, Black",
    ),
    short: t(
      "Controller oficial PS5 cu feedback haptic, triggere adaptive și microfon integrat.",
      "Official PS5 controller with haptic feedback, adaptive triggers and a built-in microphone.",
    ),
    intro: t(
      "Un al doilea DualSense este esențial pentru jocurile în doi pe canapea. Feedbackul haptic și triggerele adaptive transmit senzații diferite pentru fiecare armă, vehicul sau suprafață, iar microfonul integrat permite chatul fără căști.",
      "A second DualSense is a must for couch co-op. Haptic feedback and adaptive triggers convey different sensations for every weapon, vehicle and surface, and the built-in microphone lets you chat without a headset.",
    ),
    specs: [
      ["Compatibilitate: PlayStation 5, PC", "Compatibility: PlayStation 5, PC"],
      ["Feedback haptic, triggere adaptive", "Haptic feedback, adaptive triggers"],
      ["Baterie reîncărcabilă prin USB-C", "Rechargeable battery via USB-C"],
      ["Microfon și jack audio de 3,5 mm", "Microphone and 3.5 mm audio jack"],
    ],
    price: 349,
    stock: [20],
    weightGr: 280,
    sp: { culoare: "negru", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "device", color: "#222428" },
    loyaltyGive: 3,
    addedDaysAgo: 260,
    compatible: ["EL-1075", "EL-1076"],
  }),
  prod({
    code: "EL-1083",
    categories: ["accesorii-gaming"],
    brand: "nintendo",
    title: t("Controller wireless Pro pentru Nintendo Switch 2", "Nintendo Switch 2 Pro Controller"),
    short: t(
      "Controller clasic pentru Switch 2, cu butoane GL/GR programabile și jack pentru căști.",
      "Classic controller for Switch 2, with programmable GL/GR buttons and a headphone jack.",
    ),
    intro: t(
      "Switch 2 Pro Controller este alegerea pentru sesiuni lungi pe televizor: mânere comode, vibrații HD Rumble 2, butonul C pentru GameChat și două butoane pe spate pe care le puteți atribui oricărei comenzi.",
      "The Switch 2 Pro Controller is the choice for long sessions on the TV: comfortable grips, HD Rumble 2, the C button for GameChat and two rear buttons you can map to any input.",
    ),
    specs: [
      [
        "Compatibilitate: Nintendo Switch 2 și Nintendo Switch",
        "Compatibility: Nintendo Switch 2 and Nintendo Switch",
      ],
      ["Butoane GL/GR programabile, buton C", "Programmable GL/GR buttons, C button"],
      ["Jack audio de 3,5 mm, HD Rumble 2", "3.5 mm audio jack, HD Rumble 2"],
      ["Autonomie: aproximativ 40 de ore, încărcare USB-C", "Battery: about 40 hours, USB-C charging"],
    ],
    price: 399,
    stock: [6],
    weightGr: 235,
    sp: { culoare: "negru", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "device", color: "#303236" },
    addedDaysAgo: 150,
    compatible: ["EL-1077"],
  }),
  prod({
    code: "EL-1084",
    categories: ["accesorii-gaming"],
    brand: "logitech",
    title: t(
      "Mouse gaming wireless Logitech G502 X LIGHTSPEED, senzor HERO 25K, Negru",
      "Logitech G502 X LIGHTSPEED wireless gaming mouse, HERO 25K sensor, Black",
    ),
    short: t(
      "Mouse wireless cu switch-uri hibride LIGHTFORCE, 13 butoane programabile și senzor de 25.600 DPI.",
      "Wireless mouse with LIGHTFORCE hybrid switches, 13 programmable buttons and a 25,600 DPI sensor.",
    ),
    intro: t(
      "Logitech G502 X păstrează forma celebră a seriei G502, dar este mai ușor și are switch-uri hibride optice-mecanice, rapide și durabile. Conexiunea LIGHTSPEED are latența unui mouse cu fir, iar bateria ține până la 140 de ore.",
      "The Logitech G502 X keeps the famous G502 shape but is lighter and has fast, durable hybrid optical-mechanical switches. The LIGHTSPEED connection has wired-level latency, and the battery lasts up to 140 hours.",
    ),
    specs: [
      ["Senzor: HERO 25K, 100–25.600 DPI", "Sensor: HERO 25K, 100–25,600 DPI"],
      ["Butoane: 13 programabile, switch-uri LIGHTFORCE", "Buttons: 13 programmable, LIGHTFORCE switches"],
      [
        "Conexiune: receptor LIGHTSPEED USB, încărcare USB-C",
        "Connection: LIGHTSPEED USB receiver, USB-C charging",
      ],
      ["Greutate: 102 g", "Weight: 102 g"],
    ],
    price: 549,
    stock: [9],
    weightGr: 102,
    sp: { culoare: "negru", conectivitate: "usb-c" },
    art: { shape: "device", color: "#1B1B1B" },
    loyaltyGive: 5,
    addedDaysAgo: 300,
    compatible: ["EL-1025", "EL-1026", "EL-1029"],
    associated: ["EL-1085"],
  }),
  prod({
    code: "EL-1085",
    categories: ["accesorii-gaming"],
    brand: "logitech",
    title: t(
      "Căști gaming wireless Logitech G435 LIGHTSPEED, Bluetooth, Alb",
      "Logitech G435 LIGHTSPEED wireless gaming headset, Bluetooth, White",
    ),
    short: t(
      "Căști de gaming foarte ușoare, de numai 165 g, cu conexiune LIGHTSPEED și Bluetooth.",
      "Ultra-light 165 g gaming headset with LIGHTSPEED and Bluetooth connections.",
    ),
    intro: t(
      "Logitech G435 sunt comode chiar și după ore de joc datorită greutății de 165 g. Se conectează la PC și PlayStation prin receptorul LIGHTSPEED sau la telefon prin Bluetooth, iar microfoanele duble reduc zgomotul de fundal.",
      "The Logitech G435 stay comfortable even after hours of play thanks to their 165 g weight. They connect to PC and PlayStation through the LIGHTSPEED receiver or to a phone over Bluetooth, and dual beamforming microphones cut background noise.",
    ),
    specs: [
      ["Conexiune: LIGHTSPEED 2,4 GHz și Bluetooth", "Connection: 2.4 GHz LIGHTSPEED and Bluetooth"],
      ["Autonomie: până la 18 ore", "Battery: up to 18 hours"],
      ["Compatibilitate: PC, PlayStation, telefon", "Compatibility: PC, PlayStation, phone"],
      ["Greutate: 165 g", "Weight: 165 g"],
    ],
    price: 249,
    stock: [14],
    weightGr: 165,
    sp: { culoare: "alb", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "headphones", color: "#F0F0F0" },
    addedDaysAgo: 310,
    compatible: ["EL-1075", "EL-1076", "EL-1025", "EL-1026", "EL-1029"],
  }),
];

const smallAppliances: ProductSeed[] = [
  prod({
    code: "EL-1086",
    categories: ["electrocasnice-mici"],
    brand: "philips",
    title: t(
      "Friteuză cu aer cald Philips Airfryer Seria 3000 XL HD9270/90, 6,2 l, 2000 W, Negru",
      "Philips Airfryer 3000 Series XL HD9270/90, 6.2 l, 2000 W, Black",
    ),
    short: t(
      "Friteuză cu aer cald de 6,2 l pentru familie, cu 90% mai puțină grăsime la prăjire.",
      "6.2-litre family-size air fryer that fries with up to 90% less fat.",
    ),
    intro: t(
      "Philips Airfryer XL gătește crocant cu aer fierbinte, fără ulei sau cu foarte puțin. Coșul de 6,2 l încape un pui întreg sau 1,2 kg de cartofi prăjiți, iar piesele detașabile se spală în mașina de spălat vase.",
      "The Philips Airfryer XL cooks crispy food with hot air and little or no oil. The 6.2-litre basket holds a whole chicken or 1.2 kg of fries, and the removable parts are dishwasher-safe.",
    ),
    specs: [
      ["Capacitate: 6,2 l (până la 1,2 kg)", "Capacity: 6.2 l (up to 1.2 kg)"],
      ["Putere: 2000 W", "Power: 2000 W"],
      ["Tehnologie Rapid Air, 7 programe presetate", "Rapid Air technology, 7 presets"],
      ["Piese compatibile cu mașina de spălat vase", "Dishwasher-safe parts"],
    ],
    price: 449,
    stock: [25],
    weightGr: 5400,
    sp: { culoare: "negru" },
    art: { shape: "appliance", color: "#1F1F1F" },
    loyaltyGive: 4,
    sortPriority: 70,
    addedDaysAgo: 260,
    similar: ["EL-1087"],
  }),
  prod({
    code: "EL-1087",
    categories: ["electrocasnice-mici"],
    brand: "philips",
    title: t(
      "Friteuză cu aer cald Philips Airfryer Seria 5000 XXL Connected HD9285/90, 7,2 l, Wi-Fi",
      "Philips Airfryer 5000 Series XXL Connected HD9285/90, 7.2 l, Wi-Fi",
    ),
    short: t(
      "Airfryer XXL de 7,2 l, controlat din aplicația HomeID, cu sute de rețete ghidate.",
      "7.2-litre XXL airfryer controlled from the HomeID app, with hundreds of guided recipes.",
    ),
    intro: t(
      "Philips Airfryer XXL Connected se conectează prin Wi-Fi la aplicația HomeID: alegeți o rețetă, trimiteți setările la aparat și primiți notificare când mâncarea e gata. Tehnologia Fat Removal elimină o parte din grăsimea alimentelor.",
      "The Philips Airfryer XXL Connected links over Wi-Fi to the HomeID app: pick a recipe, send the settings to the fryer and get a notification when food is ready. Fat Removal technology draws out some of the fat from food.",
    ),
    specs: [
      ["Capacitate: 7,2 l (până la 1,4 kg)", "Capacity: 7.2 l (up to 1.4 kg)"],
      ["Putere: 2000 W", "Power: 2000 W"],
      ["Control din aplicația Philips HomeID prin Wi-Fi", "Control from the Philips HomeID app over Wi-Fi"],
      ["Funcție de menținere la cald, 16 moduri de gătire", "Keep-warm function, 16 cooking modes"],
    ],
    price: 799,
    stock: [8],
    weightGr: 7600,
    sp: { culoare: "negru", conectivitate: "wifi" },
    art: { shape: "appliance", color: "#2A2A2A" },
    loyaltyGive: 8,
    addedDaysAgo: 180,
    similar: ["EL-1086"],
  }),
  prod({
    code: "EL-1088",
    categories: ["electrocasnice-mici"],
    brand: "philips",
    title: t(
      "Espressor automat Philips Seria 3200 LatteGo EP3246/70, 15 bar, Negru",
      "Philips 3200 Series LatteGo EP3246/70 automatic espresso machine, 15 bar, Black",
    ),
    short: t(
      "Cinci băuturi din boabe proaspăt măcinate, cu sistemul de lapte LatteGo care se curăță în 15 secunde.",
      "Five drinks from freshly ground beans, with the LatteGo milk system that cleans in 15 seconds.",
    ),
    intro: t(
      "Espressorul Philips 3200 LatteGo prepară espresso, cafea, americano, cappuccino și latte macchiato la o atingere. Sistemul LatteGo nu are tuburi, deci se clătește rapid sub jet de apă, iar filtrul AquaClean vă scutește de decalcifiere până la 5.000 de cești.",
      "The Philips 3200 LatteGo makes espresso, coffee, americano, cappuccino and latte macchiato at a touch. The LatteGo system has no tubes, so it rinses clean in seconds, and the AquaClean filter saves you descaling for up to 5,000 cups.",
    ),
    specs: [
      [
        "Băuturi: 5, inclusiv cappuccino și latte macchiato",
        "Drinks: 5, including cappuccino and latte macchiato",
      ],
      ["Râșniță ceramică, 12 trepte de măcinare", "Ceramic grinder, 12 grind settings"],
      ["Presiune: 15 bar; rezervor de apă de 1,8 l", "Pressure: 15 bar; 1.8 l water tank"],
      [
        "Filtru AquaClean: până la 5.000 de cești fără decalcifiere",
        "AquaClean filter: up to 5,000 cups without descaling",
      ],
    ],
    price: 1799,
    oldPrice: 2199,
    stock: [4],
    weightGr: 8000,
    sp: { culoare: "negru" },
    art: { shape: "appliance", color: "#262626" },
    loyaltyGive: 18,
    sortPriority: 65,
    addedDaysAgo: 330,
  }),
  prod({
    code: "EL-1089",
    categories: ["electrocasnice-mici"],
    brand: "bosch",
    title: t(
      "Robot de bucătărie Bosch MUM Serie 2 MUMS2EW00, 700 W, bol 3,8 l, Alb",
      "Bosch MUM Serie 2 MUMS2EW00 kitchen machine, 700 W, 3.8 l bowl, White",
    ),
    short: t(
      "Robot de bucătărie compact pentru aluaturi, frișcă și creme, cu bol din inox de 3,8 l.",
      "Compact kitchen machine for doughs, whipped cream and creams, with a 3.8-litre stainless steel bowl.",
    ),
    intro: t(
      "Bosch MUM Serie 2 frământă până la 1 kg de aluat datorită mișcării planetare 3D, care amestecă uniform tot conținutul bolului. Este ușor de curățat și de depozitat, iar accesoriile incluse acoperă rețetele de zi cu zi.",
      "The Bosch MUM Serie 2 kneads up to 1 kg of dough with 3D planetary mixing that reaches everything in the bowl. It is easy to clean and store, and the included tools cover everyday recipes.",
    ),
    specs: [
      ["Putere: 700 W, 4 viteze plus funcție puls", "Power: 700 W, 4 speeds plus pulse"],
      ["Bol din oțel inoxidabil de 3,8 l", "3.8 l stainless steel bowl"],
      ["Mișcare planetară 3D", "3D planetary mixing"],
      [
        "Accesorii: cârlig de frământat, tel pentru bătut, tel pentru amestecat",
        "Tools: kneading hook, whisk, stirring beater",
      ],
    ],
    price: 599,
    stock: [7],
    weightGr: 3900,
    sp: { culoare: "alb" },
    art: { shape: "appliance", color: "#F5F5F5" },
    loyaltyGive: 6,
    addedDaysAgo: 390,
  }),
  prod({
    code: "EL-1090",
    categories: ["electrocasnice-mici"],
    brand: "bosch",
    title: t(
      "Aspirator vertical fără fir Bosch Unlimited 7 ProAnimal, 18 V, Alb",
      "Bosch Unlimited 7 ProAnimal cordless stick vacuum, 18 V, White",
    ),
    short: t(
      "Aspirator fără fir cu perie pentru păr de animale, până la 40 de minute de autonomie.",
      "Cordless vacuum with a pet hair brush and up to 40 minutes of run time.",
    ),
    intro: t(
      "Bosch Unlimited 7 ProAnimal curăță eficient covoarele și parchetul, iar peria motorizată preia ușor părul de animale. Bateria face parte din sistemul Power for ALL de 18 V, deci este compatibilă cu multe unelte Bosch de grădină și bricolaj.",
      "The Bosch Unlimited 7 ProAnimal cleans carpets and hard floors effectively, and its motorised brush picks up pet hair with ease. The battery belongs to the 18 V Power for ALL system, so it also fits many Bosch garden and DIY tools.",
    ),
    specs: [
      ["Baterie: 18 V Power for ALL, interschimbabilă", "Battery: 18 V Power for ALL, swappable"],
      ["Autonomie: până la 40 de minute", "Run time: up to 40 minutes"],
      ["Perie motorizată pentru păr de animale, accesoriu 2 în 1", "Motorised pet hair brush, 2-in-1 tool"],
      ["Se poate folosi și ca aspirator de mână", "Converts to a handheld vacuum"],
    ],
    price: 1499,
    stock: [3],
    weightGr: 3000,
    sp: { culoare: "alb" },
    art: { shape: "appliance", color: "#ECEFF1" },
    loyaltyGive: 15,
    addedDaysAgo: 220,
    similar: ["EL-1091"],
  }),
  prod({
    code: "EL-1091",
    categories: ["electrocasnice-mici"],
    brand: "xiaomi",
    title: t(
      "Robot aspirator Xiaomi Robot Vacuum X20+, cu mop și stație de autogolire, Alb",
      "Xiaomi Robot Vacuum X20+ with mop and self-emptying dock, White",
    ),
    short: t(
      "Aspiră și spală singur, cu putere de 6.000 Pa și stație care golește praful și spală mopurile.",
      "Vacuums and mops on its own, with 6,000 Pa suction and a dock that empties dust and washes the mops.",
    ),
    intro: t(
      "Xiaomi Robot Vacuum X20+ cartografiază locuința cu laser și curăță cameră cu cameră. Stația de bază golește automat recipientul de praf, spală mopurile rotative și le usucă, așa că intervenția dumneavoastră se reduce la câteva minute pe săptămână.",
      "The Xiaomi Robot Vacuum X20+ maps your home with a laser and cleans room by room. The base station automatically empties the dust bin, washes the rotating mops and dries them, so your part shrinks to a few minutes a week.",
    ),
    specs: [
      ["Putere de aspirare: 6.000 Pa", "Suction: 6,000 Pa"],
      ["Navigare: LDS cu laser, hărți pe mai multe niveluri", "Navigation: LDS laser, multi-floor maps"],
      ["Stație: autogolire, spălare și uscare a mopurilor", "Dock: self-emptying, mop washing and drying"],
      ["Control din aplicația Xiaomi Home prin Wi-Fi", "Control from the Xiaomi Home app over Wi-Fi"],
    ],
    price: 2199,
    oldPrice: 2599,
    stock: [0],
    weightGr: 14500,
    sp: { culoare: "alb", conectivitate: "wifi" },
    art: { shape: "device", color: "#FAFAFA" },
    loyaltyGive: 22,
    addedDaysAgo: 280,
    similar: ["EL-1090"],
  }),
];

const OPEN_BOX = t(
  "Produs resigilat: ambalajul a fost deschis, iar produsul a fost verificat de service-ul nostru și are toate accesoriile. Beneficiază de garanția legală de 2 ani.",
  "Open-box product: the packaging has been opened, and the product has been checked by our service centre and comes with all accessories. It carries the full 2-year legal guarantee.",
);

const openBox: ProductSeed[] = [
  prod({
    code: "EL-1092",
    categories: ["resigilate", "smartphone"],
    brand: "apple",
    title: t(
      "Telefon mobil Apple iPhone 16, 128 GB, 8 GB RAM, Verde — resigilat",
      "Apple iPhone 16, 128 GB, 8 GB RAM, Green — open box",
    ),
    short: t(
      "iPhone 16 resigilat, verificat și cu garanție de 2 ani, cu buton Camera Control și cip A18.",
      "Open-box iPhone 16, checked and with a 2-year warranty, featuring Camera Control and the A18 chip.",
    ),
    intro: t(
      `iPhone 16 are cipul A18, butonul Camera Control pentru fotografii rapide și butonul de acțiune personalizabil. ${OPEN_BOX.ro}`,
      `The iPhone 16 has the A18 chip, the Camera Control button for quick shots and the customisable Action button. ${OPEN_BOX.en}`,
    ),
    specs: [
      ["Ecran: 6,1 inch, Super Retina XDR, 60 Hz", "Display: 6.1-inch Super Retina XDR, 60 Hz"],
      ["Procesor: Apple A18", "Processor: Apple A18"],
      ["Camere: 48 MP Fusion principală, 12 MP ultra-wide", "Cameras: 48 MP Fusion main, 12 MP ultra-wide"],
      [
        "Stare: resigilat, fără urme de utilizare, baterie 100%",
        "Condition: open box, no signs of use, 100% battery health",
      ],
    ],
    price: 3099,
    oldPrice: 3599,
    stock: [1],
    weightGr: 170,
    sp: {
      diagonala: "sub-7",
      ram: "8gb",
      stocare: "128gb",
      culoare: "verde",
      "clasa-energetica": "b",
      conectivitate: PHONE_LINKS,
    },
    art: { shape: "phone", color: "#5E9C95" },
    loyaltyGive: 31,
    sortPriority: 40,
    addedDaysAgo: 6,
    associated: ["EL-1015", "EL-1016", "EL-1019"],
    similar: ["EL-1005", "EL-1006"],
  }),
  prod({
    code: "EL-1093",
    categories: ["resigilate", "casti"],
    brand: "sony",
    title: t(
      "Căști wireless over-ear Sony WH-1000XM5 cu anularea zgomotului, Argintiu — resigilat",
      "Sony WH-1000XM5 wireless over-ear headphones, noise cancelling, Silver — open box",
    ),
    short: t(
      "Căștile premium Sony cu ANC, resigilate, la un preț mult mai mic.",
      "Sony's premium ANC headphones, open box, at a much lower price.",
    ),
    intro: t(
      `Sony WH-1000XM5 au anulare excelentă a zgomotului cu 8 microfoane, sunet clar la apeluri și până la 30 de ore de autonomie. ${OPEN_BOX.ro}`,
      `The Sony WH-1000XM5 offer excellent noise cancelling with 8 microphones, clear calls and up to 30 hours of battery life. ${OPEN_BOX.en}`,
    ),
    specs: [
      ["Tip: over-ear, închise", "Type: over-ear, closed-back"],
      [
        "Anularea zgomotului: 8 microfoane, procesoare QN1 și V1",
        "Noise cancelling: 8 microphones, QN1 and V1 processors",
      ],
      ["Autonomie: până la 30 de ore cu ANC", "Battery: up to 30 hours with ANC"],
      [
        "Stare: resigilat, cutie deschisă, accesorii complete",
        "Condition: open box, all accessories included",
      ],
    ],
    price: 999,
    oldPrice: 1399,
    stock: [2],
    weightGr: 250,
    sp: { culoare: "argintiu", conectivitate: ["bluetooth", "usb-c"] },
    art: { shape: "headphones", color: "#D8D4CC" },
    loyaltyGive: 10,
    addedDaysAgo: 12,
    similar: ["EL-1055"],
  }),
  prod({
    code: "EL-1094",
    categories: ["resigilate", "televizoare"],
    brand: "lg",
    title: t(
      "Televizor LG OLED evo OLED65C4, 164 cm, 4K Ultra HD, Smart TV — resigilat",
      "LG OLED evo OLED65C4 65-inch 4K Smart TV — open box",
    ),
    short: t(
      "OLED de 65 inch, resigilat după o expunere scurtă în showroom, cu garanție completă.",
      "65-inch OLED, open box after a short showroom display, with full warranty.",
    ),
    intro: t(
      `LG OLED C4 de 65 inch oferă negru perfect, 144 Hz pentru jocuri și patru porturi HDMI 2.1. Acest exemplar a fost expus scurt timp în showroom. ${OPEN_BOX.ro}`,
      `The 65-inch LG OLED C4 offers perfect blacks, 144 Hz for gaming and four HDMI 2.1 ports. This unit was briefly on display in our showroom. ${OPEN_BOX.en}`,
    ),
    specs: [
      ["Diagonală: 65 inch (164 cm), rezoluție 4K", "Size: 65 inches (164 cm), 4K resolution"],
      [
        "Tehnologie: OLED evo, procesor α9 Gen7 AI, Dolby Vision",
        "Technology: OLED evo, α9 Gen7 AI processor, Dolby Vision",
      ],
      ["Porturi: 4 × HDMI 2.1, până la 144 Hz", "Ports: 4 × HDMI 2.1, up to 144 Hz"],
      [
        "Stare: resigilat, fost produs de expunere, fără zgârieturi",
        "Condition: open box, ex-display, no scratches",
      ],
    ],
    price: 5299,
    oldPrice: 6499,
    stock: [1],
    weightGr: 27000,
    sp: { diagonala: "60-plus", culoare: "negru", "clasa-energetica": "g", conectivitate: TV_LINKS },
    art: { shape: "tv", color: "#111318" },
    loyaltyGive: 53,
    addedDaysAgo: 3,
    associated: ["EL-1050"],
    similar: ["EL-1043", "EL-1044"],
  }),
];

/** Phones sold in several colours: the product page links them with colour swatches. */
const colourFamilies: ColourFamily[] = [
  {
    group: "apple-iphone-17-256gb",
    members: [
      { code: "EL-1005", color: { hex: "#1C1C1E", title: COLORS.negru } },
      { code: "EL-1006", color: { hex: "#C8B6E2", title: COLORS.mov } },
    ],
    added: [
      {
        code: "EL-1101",
        title: t(
          "Telefon mobil Apple iPhone 17, 256 GB, 8 GB RAM, Alb",
          "Apple iPhone 17, 256 GB, 8 GB RAM, White",
        ),
        color: { hex: "#F2F2EF", title: COLORS.alb },
        stock: [6],
        specs: { culoare: "alb" },
      },
    ],
  },
  {
    group: "samsung-galaxy-s25-128gb",
    members: [{ code: "EL-1001", color: { hex: "#1F2A44", title: t("Albastru închis", "Navy") } }],
    added: [
      {
        code: "EL-1102",
        title: t(
          "Telefon mobil Samsung Galaxy S25, 128 GB, 12 GB RAM, Negru",
          "Samsung Galaxy S25, 128 GB, 12 GB RAM, Black",
        ),
        color: { hex: "#1B1B1D", title: COLORS.negru },
        stock: [0],
        specs: { culoare: "negru" },
      },
      {
        code: "EL-1103",
        title: t(
          "Telefon mobil Samsung Galaxy S25, 128 GB, 12 GB RAM, Verde",
          "Samsung Galaxy S25, 128 GB, 12 GB RAM, Green",
        ),
        color: { hex: "#8FA98A", title: COLORS.verde },
        stock: [3],
        specs: { culoare: "verde" },
      },
    ],
  },
];

export const ecomCatalogue: CatalogueSeed = {
  categories,
  brands,
  specifications,
  products: withPreorder(
    withColourVariants(
      [
        ...smartphones,
        ...tablets,
        ...phoneAccessories,
        ...laptops,
        ...desktops,
        ...monitors,
        ...components,
        ...tvs,
        ...soundbars,
        ...speakers,
        ...headphones,
        ...photoCameras,
        ...actionCameras,
        ...drones,
        ...smartwatches,
        ...consoles,
        ...games,
        ...gamingAccessories,
        ...smallAppliances,
        ...openBox,
      ],
      colourFamilies,
    ),
    // New models announced but not delivered yet; EL-1013 and EL-1047 stay out of stock (notify me).
    ["EL-1006", "EL-1027"],
  ),
};

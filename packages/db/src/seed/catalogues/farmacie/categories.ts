import type { CategorySeed } from "../../catalogue-types.ts";
import { type L, mapL, t } from "./i18n.ts";

/**
 * The category tree mirrors the site's menu (sites/farmacie.ts): same titles, and slugs equal to the last
 * segment of the menu item's url in each language. Leaf categories that are not in the menu were added
 * under the existing top-level categories; "Oferte" holds the discounted products.
 */

const seoTitle = (title: L): L =>
  t(
    `${title.ro} — cumpără online | Farmacia Familiei`,
    `${title.ru} — купить в аптеке онлайн | Farmacia Familiei`,
    `${title.uk} — купити в аптеці онлайн | Farmacia Familiei`,
    `${title.en} — buy online | Farmacia Familiei`,
  );

const DELIVERY = t(
  "Livrare în toată Moldova sau ridicare gratuită din 5 farmacii din Chișinău.",
  "Доставка по всей Молдове или бесплатный самовывоз из 5 аптек Кишинёва.",
  "Доставка по всій Молдові або безкоштовний самовивіз із 5 аптек Кишинева.",
  "Delivery across Moldova or free pickup from 5 pharmacies in Chișinău.",
);

type CatInput = {
  key: string;
  title: L;
  slug: L;
  description: L;
  seoTitle?: L;
  /** Sentence appended to the description for the SEO description (default: delivery and pickup). */
  seoTail?: L;
  children?: CategorySeed[];
};

function cat(c: CatInput): CategorySeed {
  const tail = c.seoTail ?? DELIVERY;
  const seo: CategorySeed = {
    key: c.key,
    title: c.title,
    slug: c.slug,
    description: c.description,
    seoTitle: c.seoTitle ?? seoTitle(c.title),
    seoDescription: mapL((lang) => `${c.description[lang]} ${tail[lang]}`),
  };
  if (c.children) seo.children = c.children;
  return seo;
}

const PICKUP_ONLY = t(
  "Rezervarea se păstrează 24 de ore în oricare dintre cele 5 farmacii din Chișinău.",
  "Бронь сохраняется 24 часа в любой из 5 аптек Кишинёва.",
  "Бронь зберігається 24 години в будь-якій із 5 аптек Кишинева.",
  "Reservations are held for 24 hours at any of our 5 pharmacies in Chișinău.",
);

export const categories: CategorySeed[] = [
  cat({
    key: "medicamente",
    title: t("Medicamente", "Лекарства", "Ліки", "Medicines"),
    slug: t("medicamente", "lekarstva", "liky", "medicines"),
    description: t(
      "Medicamente fără rețetă pentru răceală, durere, digestie și alergii, plus medicamente cu rețetă pentru ridicare din farmacie.",
      "Безрецептурные препараты от простуды, боли, проблем с пищеварением и аллергии, а также рецептурные лекарства для самовывоза из аптеки.",
      "Безрецептурні препарати від застуди, болю, проблем із травленням та алергії, а також рецептурні ліки для самовивозу з аптеки.",
      "Over-the-counter medicines for colds, pain, digestion and allergies, plus prescription medicines for pharmacy pickup.",
    ),
    children: [
      cat({
        key: "raceala-gripa",
        title: t("Răceală și gripă", "Простуда и грипп", "Застуда та грип", "Cold and flu"),
        slug: t("raceala-gripa", "prostuda-gripp", "zastuda-hryp", "cold-flu"),
        description: t(
          "Medicamente pentru ameliorarea simptomelor de răceală și gripă: febră, nas înfundat, dureri de cap și de mușchi.",
          "Средства для облегчения симптомов простуды и гриппа: температуры, заложенности носа, головной и мышечной боли.",
          "Засоби для полегшення симптомів застуди та грипу: температури, закладеності носа, головного й м’язового болю.",
          "Medicines that relieve cold and flu symptoms: fever, blocked nose, headache and aching muscles.",
        ),
      }),
      cat({
        key: "durere-febra",
        title: t("Durere și febră", "Боль и температура", "Біль і температура", "Pain and fever"),
        slug: t("durere-febra", "bol-temperatura", "bil-temperatura", "pain-fever"),
        description: t(
          "Analgezice și antipiretice pentru dureri de cap, dentare, musculare și menstruale, precum și pentru scăderea febrei.",
          "Обезболивающие и жаропонижающие средства от головной, зубной, мышечной и менструальной боли, а также для снижения температуры.",
          "Знеболювальні та жарознижувальні засоби від головного, зубного, м’язового й менструального болю, а також для зниження температури.",
          "Painkillers and fever reducers for headache, toothache, muscle and period pain, and for bringing down a temperature.",
        ),
      }),
      cat({
        key: "digestie",
        title: t("Digestie", "Пищеварение", "Травлення", "Digestion"),
        slug: t("digestie", "pishchevarenie", "travlennia", "digestion"),
        description: t(
          "Medicamente pentru arsuri gastrice, balonare, diaree, constipație și pentru refacerea florei intestinale.",
          "Средства от изжоги, вздутия, диареи и запора, а также для восстановления кишечной микрофлоры.",
          "Засоби від печії, здуття, діареї та закрепу, а також для відновлення мікрофлори кишечника.",
          "Remedies for heartburn, bloating, diarrhoea and constipation, and for restoring gut flora.",
        ),
      }),
      cat({
        key: "alergie",
        title: t("Alergie", "Аллергия", "Алергія", "Allergy"),
        slug: t("alergie", "allergiya", "alerhiia", "allergy"),
        description: t(
          "Antihistaminice în comprimate, picături și geluri pentru alergia sezonieră, urticarie și mușcături de insecte.",
          "Антигистаминные препараты в таблетках, каплях и гелях при сезонной аллергии, крапивнице и укусах насекомых.",
          "Антигістамінні препарати в таблетках, краплях і гелях при сезонній алергії, кропив’янці та укусах комах.",
          "Antihistamine tablets, drops and gels for hay fever, hives and insect bites.",
        ),
      }),
      cat({
        key: "cu-reteta",
        title: t(
          "Medicamente cu rețetă",
          "Рецептурные препараты",
          "Рецептурні препарати",
          "Prescription medicines",
        ),
        slug: t("cu-reteta", "retsepturnye", "retsepturni", "prescription"),
        description: t(
          "Medicamente eliberate pe bază de prescripție medicală: le rezervați online și le ridicați din farmacie cu rețeta originală.",
          "Лекарства, отпускаемые по рецепту врача: бронируйте онлайн и получайте в аптеке при предъявлении оригинала рецепта.",
          "Ліки, що відпускаються за рецептом лікаря: бронюйте онлайн і отримуйте в аптеці, пред’явивши оригінал рецепта.",
          "Medicines dispensed on a doctor’s prescription: reserve online and collect from the pharmacy with the original prescription.",
        ),
        seoTitle: t(
          "Medicamente cu rețetă — rezervare online | Farmacia Familiei",
          "Рецептурные препараты — бронирование онлайн | Farmacia Familiei",
          "Рецептурні препарати — бронювання онлайн | Farmacia Familiei",
          "Prescription medicines — reserve online | Farmacia Familiei",
        ),
        seoTail: PICKUP_ONLY,
      }),
      cat({
        key: "tuse-gat",
        title: t(
          "Tuse și durere în gât",
          "Кашель и боль в горле",
          "Кашель і біль у горлі",
          "Cough and sore throat",
        ),
        slug: t("tuse-gat", "kashel-gorlo", "kashel-horlo", "cough-sore-throat"),
        description: t(
          "Siropuri pentru tuse seacă și productivă, pastile de supt și spray-uri pentru durerea în gât.",
          "Сиропы от сухого и влажного кашля, пастилки и спреи от боли в горле.",
          "Сиропи від сухого й вологого кашлю, пастилки та спреї від болю в горлі.",
          "Syrups for dry and chesty coughs, plus lozenges and sprays for a sore throat.",
        ),
      }),
      cat({
        key: "sistem-nervos",
        title: t(
          "Sistem nervos și somn",
          "Нервная система и сон",
          "Нервова система та сон",
          "Nerves and sleep",
        ),
        slug: t("sistem-nervos-somn", "nervnaya-sistema-son", "nervova-systema-son", "nerves-sleep"),
        description: t(
          "Remedii din plante și medicamente fără rețetă pentru stres, neliniște, oboseală și un somn odihnitor.",
          "Растительные средства и безрецептурные препараты при стрессе, беспокойстве, усталости и для спокойного сна.",
          "Рослинні засоби та безрецептурні препарати при стресі, тривожності, втомі та для спокійного сну.",
          "Herbal remedies and over-the-counter medicines for stress, restlessness, tiredness and better sleep.",
        ),
      }),
      cat({
        key: "prim-ajutor",
        title: t("Prim ajutor", "Первая помощь", "Перша допомога", "First aid"),
        slug: t("prim-ajutor", "pervaya-pomoshch", "persha-dopomoha", "first-aid"),
        description: t(
          "Antiseptice, plasturi, creme cicatrizante și tot ce trebuie în trusa de prim ajutor de acasă și din mașină.",
          "Антисептики, пластыри, заживляющие кремы и всё необходимое для домашней и автомобильной аптечки.",
          "Антисептики, пластирі, загоювальні креми та все необхідне для домашньої й автомобільної аптечки.",
          "Antiseptics, plasters, healing creams and everything else for your home and car first-aid kit.",
        ),
      }),
      cat({
        key: "inima-circulatie",
        title: t("Inimă și circulație", "Сердце и сосуды", "Серце та судини", "Heart and circulation"),
        slug: t("inima-circulatie", "serdtse-sosudy", "sertse-sudyny", "heart-circulation"),
        description: t(
          "Venotonice, geluri pentru picioare grele, preparate cu potasiu și magneziu și aspirină în doză mică.",
          "Венотоники, гели при тяжести в ногах, препараты калия и магния и аспирин в низкой дозе.",
          "Венотоніки, гелі при важкості в ногах, препарати калію й магнію та аспірин у низькій дозі.",
          "Venotonics, gels for tired legs, potassium and magnesium products and low-dose aspirin.",
        ),
      }),
    ],
  }),
  cat({
    key: "vitamine-suplimente",
    title: t("Vitamine și suplimente", "Витамины и БАДы", "Вітаміни та добавки", "Vitamins and supplements"),
    slug: t("vitamine-suplimente", "vitaminy-bady", "vitaminy-dobavky", "vitamins-supplements"),
    description: t(
      "Vitamine, minerale, acizi grași omega-3 și suplimente alimentare pentru adulți și copii.",
      "Витамины, минералы, омега-3 и биологически активные добавки для взрослых и детей.",
      "Вітаміни, мінерали, омега-3 та дієтичні добавки для дорослих і дітей.",
      "Vitamins, minerals, omega-3 and food supplements for adults and children.",
    ),
    children: [
      cat({
        key: "multivitamine",
        title: t("Multivitamine", "Мультивитамины", "Мультивітаміни", "Multivitamins"),
        slug: t("multivitamine", "multivitaminy", "multyvitaminy", "multivitamins"),
        description: t(
          "Complexe de vitamine și minerale pentru fiecare zi, pentru femei, bărbați și persoane trecute de 50 de ani.",
          "Комплексы витаминов и минералов на каждый день для женщин, мужчин и людей старше 50 лет.",
          "Комплекси вітамінів і мінералів на кожен день для жінок, чоловіків і людей віком понад 50 років.",
          "Everyday vitamin and mineral complexes for women, men and the over-50s.",
        ),
      }),
      cat({
        key: "imunitate",
        title: t("Imunitate", "Иммунитет", "Імунітет", "Immunity"),
        slug: t("imunitate", "immunitet", "imunitet", "immunity"),
        description: t(
          "Vitamina C, vitamina D, zinc și extract de echinaceea pentru susținerea imunității în sezonul rece.",
          "Витамин C, витамин D, цинк и экстракт эхинацеи для поддержки иммунитета в холодный сезон.",
          "Вітамін C, вітамін D, цинк та екстракт ехінацеї для підтримки імунітету в холодний сезон.",
          "Vitamin C, vitamin D, zinc and echinacea to support immunity through the cold season.",
        ),
      }),
      cat({
        key: "omega-3",
        title: t("Omega-3", "Омега-3", "Омега-3", "Omega-3"),
        slug: t("omega-3", "omega-3", "omega-3", "omega-3"),
        description: t(
          "Ulei de pește și capsule cu EPA și DHA pentru inimă, creier și vedere.",
          "Рыбий жир и капсулы с ЭПК и ДГК для сердца, мозга и зрения.",
          "Риб’ячий жир і капсули з ЕПК та ДГК для серця, мозку й зору.",
          "Fish oil and capsules with EPA and DHA for the heart, brain and eyes.",
        ),
      }),
      cat({
        key: "minerale",
        title: t("Minerale", "Минералы", "Мінерали", "Minerals"),
        slug: t("minerale", "mineraly", "mineraly", "minerals"),
        description: t(
          "Calciu, magneziu, fier și zinc pentru oase, mușchi, sistemul nervos și formarea sângelui.",
          "Кальций, магний, железо и цинк для костей, мышц, нервной системы и кроветворения.",
          "Кальцій, магній, залізо й цинк для кісток, м’язів, нервової системи та кровотворення.",
          "Calcium, magnesium, iron and zinc for bones, muscles, nerves and healthy blood.",
        ),
      }),
      cat({
        key: "vitamine-copii",
        title: t(
          "Vitamine pentru copii",
          "Витамины для детей",
          "Вітаміни для дітей",
          "Vitamins for children",
        ),
        slug: t("vitamine-copii", "vitaminy-dlya-detey", "vitaminy-dlia-ditei", "kids-vitamins"),
        description: t(
          "Vitamina D3 în picături, siropuri și jeleuri cu vitamine, potrivite vârstei copilului.",
          "Витамин D3 в каплях, сиропы и жевательные пастилки с витаминами с учётом возраста ребёнка.",
          "Вітамін D3 у краплях, сиропи та жувальні пастилки з вітамінами відповідно до віку дитини.",
          "Vitamin D3 drops, vitamin syrups and gummies suited to your child’s age.",
        ),
      }),
    ],
  }),
  cat({
    key: "dispozitive-medicale",
    title: t("Dispozitive medicale", "Медицинская техника", "Медична техніка", "Medical devices"),
    slug: t("dispozitive-medicale", "meditsinskaya-tekhnika", "medychna-tekhnika", "medical-devices"),
    description: t(
      "Tensiometre, glucometre, termometre, nebulizatoare și teste rapide pentru monitorizarea sănătății acasă.",
      "Тонометры, глюкометры, термометры, небулайзеры и экспресс-тесты для контроля здоровья дома.",
      "Тонометри, глюкометри, термометри, небулайзери та експрес-тести для контролю здоров’я вдома.",
      "Blood pressure monitors, glucose meters, thermometers, nebulisers and rapid tests for checking your health at home.",
    ),
    children: [
      cat({
        key: "tensiometre",
        title: t("Tensiometre", "Тонометры", "Тонометри", "Blood pressure monitors"),
        slug: t("tensiometre", "tonometry", "tonometry", "blood-pressure-monitors"),
        description: t(
          "Tensiometre automate de braț și de încheietură, validate clinic, și manșete de schimb.",
          "Автоматические тонометры на плечо и запястье с клинической валидацией и сменные манжеты.",
          "Автоматичні тонометри на плече та зап’ястя з клінічною валідацією і змінні манжети.",
          "Clinically validated automatic upper-arm and wrist monitors, and spare cuffs.",
        ),
      }),
      cat({
        key: "glucometre",
        title: t(
          "Glucometre și teste",
          "Глюкометры и тест-полоски",
          "Глюкометри й тест-смужки",
          "Glucose meters and strips",
        ),
        slug: t("glucometre", "glyukometry", "hliukometry", "glucose-meters"),
        description: t(
          "Glucometre, benzi de testare și lancete pentru controlul glicemiei acasă.",
          "Глюкометры, тест-полоски и ланцеты для контроля уровня сахара в крови дома.",
          "Глюкометри, тест-смужки та ланцети для контролю рівня цукру в крові вдома.",
          "Glucose meters, test strips and lancets for checking blood sugar at home.",
        ),
      }),
      cat({
        key: "termometre",
        title: t("Termometre", "Термометры", "Термометри", "Thermometers"),
        slug: t("termometre", "termometry", "termometry", "thermometers"),
        description: t(
          "Termometre digitale, fără contact și auriculare pentru adulți și copii.",
          "Цифровые, бесконтактные и ушные термометры для взрослых и детей.",
          "Цифрові, безконтактні та вушні термометри для дорослих і дітей.",
          "Digital, non-contact and ear thermometers for adults and children.",
        ),
      }),
      cat({
        key: "nebulizatoare",
        title: t("Nebulizatoare", "Небулайзеры", "Небулайзери", "Nebulisers"),
        slug: t("nebulizatoare", "nebulayzery", "nebulaizery", "nebulisers"),
        description: t(
          "Nebulizatoare cu compresor și cu membrană (mesh) pentru tratamentul afecțiunilor respiratorii acasă.",
          "Компрессорные и меш-небулайзеры для лечения заболеваний дыхательных путей дома.",
          "Компресорні та меш-небулайзери для лікування захворювань дихальних шляхів удома.",
          "Compressor and mesh nebulisers for treating respiratory conditions at home.",
        ),
      }),
      cat({
        key: "teste-rapide",
        title: t("Teste rapide", "Экспресс-тесты", "Експрес-тести", "Rapid tests"),
        slug: t("teste-rapide", "ekspress-testy", "ekspres-testy", "rapid-tests"),
        description: t(
          "Teste de sarcină și de ovulație cu rezultat rapid, pentru utilizare acasă.",
          "Тесты на беременность и овуляцию с быстрым результатом для домашнего использования.",
          "Тести на вагітність та овуляцію зі швидким результатом для домашнього використання.",
          "Pregnancy and ovulation tests with quick results, for use at home.",
        ),
      }),
    ],
  }),
  cat({
    key: "mama-si-copilul",
    title: t("Mama și copilul", "Мама и малыш", "Мама і малюк", "Mother and baby"),
    slug: t("mama-si-copilul", "mama-i-malysh", "mama-i-maliuk", "mother-baby"),
    description: t(
      "Alimentație pentru bebeluși, scutece, produse de îngrijire și accesorii pentru mame și copii.",
      "Детское питание, подгузники, средства ухода и аксессуары для мам и малышей.",
      "Дитяче харчування, підгузки, засоби догляду та аксесуари для мам і малюків.",
      "Baby food, nappies, baby care and accessories for mums and little ones.",
    ),
    children: [
      cat({
        key: "alimentatie-copii",
        title: t("Alimentație pentru copii", "Детское питание", "Дитяче харчування", "Baby food"),
        slug: t("alimentatie-copii", "detskoe-pitanie", "dytiache-kharchuvannia", "baby-food"),
        description: t(
          "Formule de lapte, terciuri și piureuri pentru bebeluși, pe etape de vârstă.",
          "Молочные смеси, каши и пюре для малышей по возрастным этапам.",
          "Молочні суміші, каші та пюре для малюків за віковими етапами.",
          "Infant formula, cereals and purées for each stage of your baby’s growth.",
        ),
      }),
      cat({
        key: "scutece",
        title: t("Scutece", "Подгузники", "Підгузки", "Nappies"),
        slug: t("scutece", "podguzniki", "pidhuzky", "nappies"),
        description: t(
          "Scutece și scutece-chiloțel Pampers și Huggies în toate mărimile.",
          "Подгузники и трусики Pampers и Huggies всех размеров.",
          "Підгузки та трусики Pampers і Huggies усіх розмірів.",
          "Pampers and Huggies nappies and pants in every size.",
        ),
      }),
      cat({
        key: "ingrijire-bebelusi",
        title: t("Îngrijirea bebelușului", "Уход за малышом", "Догляд за малюком", "Baby care"),
        slug: t("ingrijire-bebelusi", "ukhod-za-malyshom", "dohliad-za-maliukom", "baby-care"),
        description: t(
          "Șampoane, creme, uleiuri și șervețele umede delicate pentru pielea bebelușului.",
          "Шампуни, кремы, масла и влажные салфетки для нежной кожи малыша.",
          "Шампуні, креми, олії та вологі серветки для ніжної шкіри малюка.",
          "Shampoos, creams, oils and wipes for your baby’s delicate skin.",
        ),
      }),
      cat({
        key: "biberoane-suzete",
        title: t(
          "Biberoane și suzete",
          "Бутылочки и пустышки",
          "Пляшечки та пустушки",
          "Bottles and dummies",
        ),
        slug: t("biberoane-suzete", "butylochki-pustyshki", "pliashechky-pustushky", "bottles-dummies"),
        description: t(
          "Biberoane anticolici, tetine și suzete ortodontice pentru fiecare vârstă.",
          "Антиколиковые бутылочки, соски и ортодонтические пустышки для любого возраста.",
          "Антиколькові пляшечки, соски та ортодонтичні пустушки для будь-якого віку.",
          "Anti-colic bottles, teats and orthodontic dummies for every age.",
        ),
      }),
      cat({
        key: "pentru-mame",
        title: t("Pentru mame", "Для мам", "Для мам", "For mums"),
        slug: t("pentru-mame", "dlya-mam", "dlia-mam", "for-mums"),
        description: t(
          "Vitamine prenatale, produse pentru alăptare și îngrijirea pielii în timpul sarcinii.",
          "Витамины для беременных, товары для грудного вскармливания и уход за кожей во время беременности.",
          "Вітаміни для вагітних, товари для грудного вигодовування та догляд за шкірою під час вагітності.",
          "Pregnancy vitamins, breastfeeding essentials and skin care during pregnancy.",
        ),
      }),
    ],
  }),
  cat({
    key: "dermatocosmetica",
    title: t("Dermatocosmetică", "Дерматокосметика", "Дерматокосметика", "Dermocosmetics"),
    slug: t("dermatocosmetica", "dermatokosmetika", "dermatokosmetyka", "dermocosmetics"),
    description: t(
      "Dermatocosmetică franceză și germană pentru față, corp și păr, recomandată de dermatologi.",
      "Французская и немецкая дерматокосметика для лица, тела и волос, рекомендованная дерматологами.",
      "Французька та німецька дерматокосметика для обличчя, тіла й волосся, рекомендована дерматологами.",
      "French and German dermocosmetics for face, body and hair, recommended by dermatologists.",
    ),
    children: [
      cat({
        key: "ingrijire-fata",
        title: t("Îngrijirea feței", "Уход за лицом", "Догляд за обличчям", "Face care"),
        slug: t("ingrijire-fata", "ukhod-za-litsom", "dohliad-za-oblychchiam", "face-care"),
        description: t(
          "Produse de curățare, creme hidratante și tratamente pentru tenul sensibil, uscat sau cu tendință acneică.",
          "Очищающие средства, увлажняющие кремы и уход для чувствительной, сухой и склонной к акне кожи.",
          "Засоби для очищення, зволожувальні креми та догляд для чутливої, сухої та схильної до акне шкіри.",
          "Cleansers, moisturisers and treatments for sensitive, dry and blemish-prone skin.",
        ),
      }),
      cat({
        key: "protectie-solara",
        title: t("Protecție solară", "Защита от солнца", "Захист від сонця", "Sun care"),
        slug: t("protectie-solara", "zashchita-ot-solntsa", "zakhyst-vid-sontsia", "sun-care"),
        description: t(
          "Creme și fluide cu SPF 50+ pentru față și corp, inclusiv pentru copii și pielea sensibilă.",
          "Кремы и флюиды SPF 50+ для лица и тела, в том числе для детей и чувствительной кожи.",
          "Креми та флюїди SPF 50+ для обличчя й тіла, зокрема для дітей і чутливої шкіри.",
          "SPF 50+ creams and fluids for face and body, including for children and sensitive skin.",
        ),
      }),
      cat({
        key: "ingrijire-corp",
        title: t("Îngrijirea corpului", "Уход за телом", "Догляд за тілом", "Body care"),
        slug: t("ingrijire-corp", "ukhod-za-telom", "dohliad-za-tilom", "body-care"),
        description: t(
          "Balsamuri emoliente, loțiuni cu uree și creme pentru pielea foarte uscată și atopică.",
          "Эмоленты, лосьоны с мочевиной и кремы для очень сухой и атопичной кожи.",
          "Емоленти, лосьйони із сечовиною та креми для дуже сухої й атопічної шкіри.",
          "Emollient balms, urea lotions and creams for very dry and atopic skin.",
        ),
      }),
      cat({
        key: "ingrijire-par",
        title: t("Îngrijirea părului", "Уход за волосами", "Догляд за волоссям", "Hair care"),
        slug: t("ingrijire-par", "ukhod-za-volosami", "dohliad-za-volossiam", "hair-care"),
        description: t(
          "Șampoane dermatologice împotriva mătreții și a căderii părului și suplimente pentru păr și unghii.",
          "Дерматологические шампуни от перхоти и выпадения волос и добавки для волос и ногтей.",
          "Дерматологічні шампуні від лупи та випадіння волосся і добавки для волосся й нігтів.",
          "Dermatological shampoos for dandruff and hair loss, and supplements for hair and nails.",
        ),
      }),
    ],
  }),
  cat({
    key: "igiena",
    title: t("Igienă", "Гигиена", "Гігієна", "Hygiene"),
    slug: t("igiena", "gigiena", "hihiiena", "hygiene"),
    description: t(
      "Produse pentru igiena orală și intimă, dezinfectanți și măști de protecție.",
      "Средства для гигиены полости рта и интимной гигиены, антисептики и защитные маски.",
      "Засоби для гігієни ротової порожнини та інтимної гігієни, антисептики й захисні маски.",
      "Oral and intimate care, hand sanitisers and face masks.",
    ),
    children: [
      cat({
        key: "igiena-orala",
        title: t("Igienă orală", "Гигиена полости рта", "Гігієна ротової порожнини", "Oral care"),
        slug: t("igiena-orala", "polost-rta", "porozhnyna-rota", "oral-care"),
        description: t(
          "Paste de dinți pentru dinți sensibili și gingii, periuțe manuale și electrice, ață dentară.",
          "Зубные пасты для чувствительных зубов и дёсен, мануальные и электрические щётки, зубная нить.",
          "Зубні пасти для чутливих зубів і ясен, мануальні та електричні щітки, зубна нитка.",
          "Toothpastes for sensitive teeth and gums, manual and electric toothbrushes, dental floss.",
        ),
      }),
      cat({
        key: "igiena-intima",
        title: t("Igienă intimă", "Интимная гигиена", "Інтимна гігієна", "Intimate care"),
        slug: t("igiena-intima", "intimnaya", "intymna", "intimate-care"),
        description: t(
          "Geluri și emulsii pentru igiena intimă zilnică, cu pH adaptat.",
          "Гели и эмульсии для ежедневной интимной гигиены с подходящим pH.",
          "Гелі та емульсії для щоденної інтимної гігієни з відповідним pH.",
          "pH-balanced gels and washes for everyday intimate hygiene.",
        ),
      }),
      cat({
        key: "masti-dezinfectanti",
        title: t(
          "Măști și dezinfectanți",
          "Маски и антисептики",
          "Маски та антисептики",
          "Masks and sanitisers",
        ),
        slug: t("masti-dezinfectanti", "maski-antiseptiki", "masky-antyseptyky", "masks-sanitisers"),
        description: t(
          "Măști medicale și respiratoare FFP2, dezinfectanți pentru mâini și mănuși de unică folosință.",
          "Медицинские маски и респираторы FFP2, антисептики для рук и одноразовые перчатки.",
          "Медичні маски та респіратори FFP2, антисептики для рук і одноразові рукавички.",
          "Medical masks and FFP2 respirators, hand sanitisers and disposable gloves.",
        ),
      }),
    ],
  }),
  cat({
    key: "optica",
    title: t("Optică", "Оптика", "Оптика", "Eye care"),
    slug: t("optica", "optika", "optyka", "eye-care"),
    description: t(
      "Picături pentru ochi uscați, lentile de contact și soluții de întreținere.",
      "Капли для сухих глаз, контактные линзы и растворы для ухода за ними.",
      "Краплі для сухих очей, контактні лінзи та розчини для догляду за ними.",
      "Drops for dry eyes, contact lenses and lens care solutions.",
    ),
    children: [
      cat({
        key: "picaturi-ochi",
        title: t("Picături pentru ochi", "Глазные капли", "Очні краплі", "Eye drops"),
        slug: t("picaturi-ochi", "glaznye-kapli", "ochni-krapli", "eye-drops"),
        description: t(
          "Lacrimi artificiale și picături hidratante pentru ochii uscați și obosiți.",
          "Искусственные слёзы и увлажняющие капли для сухих и уставших глаз.",
          "Штучні сльози та зволожувальні краплі для сухих і втомлених очей.",
          "Artificial tears and lubricating drops for dry, tired eyes.",
        ),
      }),
      cat({
        key: "lentile-contact",
        title: t("Lentile de contact", "Контактные линзы", "Контактні лінзи", "Contact lenses"),
        slug: t("lentile-contact", "kontaktnye-linzy", "kontaktni-linzy", "contact-lenses"),
        description: t(
          "Lentile de contact de unică folosință zilnică, cu înlocuire la două săptămâni sau lunară.",
          "Однодневные контактные линзы и линзы двухнедельной и ежемесячной замены.",
          "Одноденні контактні лінзи та лінзи двотижневої й щомісячної заміни.",
          "Daily disposable, two-weekly and monthly contact lenses.",
        ),
      }),
      cat({
        key: "solutii-lentile",
        title: t("Soluții pentru lentile", "Растворы для линз", "Розчини для лінз", "Lens solutions"),
        slug: t("solutii-lentile", "rastvory-dlya-linz", "rozchyny-dlia-linz", "lens-solutions"),
        description: t(
          "Soluții multifuncționale pentru curățarea, dezinfectarea și păstrarea lentilelor de contact.",
          "Многофункциональные растворы для очистки, дезинфекции и хранения контактных линз.",
          "Багатофункціональні розчини для очищення, дезінфекції та зберігання контактних лінз.",
          "Multipurpose solutions for cleaning, disinfecting and storing contact lenses.",
        ),
      }),
    ],
  }),
  cat({
    key: "oferte",
    title: t("Oferte", "Акции", "Акції", "Offers"),
    slug: t("oferte", "aktsii", "aktsii", "offers"),
    description: t(
      "Produse la preț redus: vitamine, dermatocosmetică, dispozitive medicale și produse pentru copii.",
      "Товары по сниженной цене: витамины, дерматокосметика, медтехника и товары для детей.",
      "Товари за зниженою ціною: вітаміни, дерматокосметика, медична техніка та товари для дітей.",
      "Discounted products: vitamins, dermocosmetics, medical devices and baby products.",
    ),
  }),
];

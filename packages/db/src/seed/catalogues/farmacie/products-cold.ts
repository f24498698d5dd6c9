import type { ProductSeed } from "../../catalogue-types.ts";
import { CLOSING, goods, LABEL, meds, STORAGE, t } from "./lib.ts";

/** Cold and flu, cough and sore throat. */

const NASAL_SPRAY = t("spray nazal", "спрей назальный", "спрей назальний", "nasal spray");
const NASAL_DROPS = t("picături nazale", "капли назальные", "краплі назальні", "nasal drops");

const theraflu = meds({
  substance: ["paracetamol", "pheniramine", "phenylephrine"],
  cats: ["raceala-gripa"],
  age: ["adults"],
  short: t(
    "Pulbere pentru băutură caldă care ameliorează simptomele de răceală și gripă.",
    "Порошок для горячего напитка, облегчающий симптомы простуды и гриппа.",
    "Порошок для гарячого напою, що полегшує симптоми застуди та грипу.",
    "Hot drink powder that relieves cold and flu symptoms.",
  ),
  about: t(
    "Theraflu Extra este o băutură caldă cu gust de lămâie care combină un antipiretic, un antihistaminic și un decongestionant: scade febra, calmează durerile, eliberează nasul și oprește strănutul.",
    "Терафлю Экстра — горячий напиток со вкусом лимона, сочетающий жаропонижающее, антигистаминное и сосудосуживающее средства: снижает температуру, снимает ломоту, освобождает нос и останавливает чихание.",
    "Терафлю Екстра — гарячий напій зі смаком лимона, що поєднує жарознижувальний, антигістамінний і судинозвужувальний засоби: знижує температуру, знімає ломоту, звільняє ніс і зупиняє чхання.",
    "Theraflu Extra is a lemon-flavoured hot drink combining a fever reducer, an antihistamine and a decongestant: it lowers fever, eases aches, clears the nose and stops sneezing.",
  ),
  indications: t(
    "simptomele răcelii și gripei: febră, frisoane, dureri de cap și musculare, nas înfundat, rinoree, strănut",
    "симптомы простуды и гриппа: температура, озноб, головная и мышечная боль, заложенность носа, насморк, чихание",
    "симптоми застуди та грипу: температура, озноб, головний і м’язовий біль, закладеність носа, нежить, чхання",
    "cold and flu symptoms: fever, chills, headache and aching muscles, blocked or runny nose, sneezing",
  ),
  dosage: t(
    "conținutul unui plic se dizolvă într-o cană cu apă fierbinte și se bea cald; câte un plic la 4–6 ore, cel mult 3 plicuri pe zi, nu mai mult de 5 zile",
    "содержимое пакетика растворить в чашке горячей воды и пить тёплым; по 1 пакетику каждые 4–6 часов, не более 3 пакетиков в сутки и не дольше 5 дней",
    "вміст пакетика розчинити в чашці гарячої води й пити теплим; по 1 пакетику кожні 4–6 годин, не більше 3 пакетиків на добу й не довше 5 днів",
    "dissolve one sachet in a mug of hot water and drink while warm; one sachet every 4–6 hours, no more than 3 a day and for no longer than 5 days",
  ),
  childrenText: t("de la 12 ani", "с 12 лет", "з 12 років", "from 12 years"),
  contraindications: t(
    "hipertensiune severă, glaucom, adenom de prostată, boli hepatice; provoacă somnolență — atenție la volan",
    "тяжёлая гипертония, глаукома, аденома простаты, заболевания печени; вызывает сонливость — осторожно за рулём",
    "тяжка гіпертензія, глаукома, аденома простати, захворювання печінки; спричиняє сонливість — обережно за кермом",
    "severe high blood pressure, glaucoma, enlarged prostate, liver disease; causes drowsiness — take care when driving",
  ),
  variants: [
    {
      code: "FF-10101",
      brand: "haleon",
      name: t(
        "Theraflu Extra lămâie",
        "Терафлю Экстра лимон",
        "Терафлю Екстра лимон",
        "Theraflu Extra Lemon",
      ),
      pack: { form: "sachets", n: 10 },
      price: 118.9,
      country: "switzerland",
      sortPriority: 90,
      composition: t(
        "paracetamol 650 mg, maleat de feniramină 20 mg, clorhidrat de fenilefrină 10 mg într-un plic",
        "парацетамол 650 мг, фенирамина малеат 20 мг, фенилэфрина гидрохлорид 10 мг в 1 пакетике",
        "парацетамол 650 мг, феніраміну малеат 20 мг, фенілефрину гідрохлорид 10 мг в 1 пакетику",
        "paracetamol 650 mg, pheniramine maleate 20 mg, phenylephrine hydrochloride 10 mg per sachet",
      ),
      associated: ["FF-12201", "FF-11101"],
    },
    {
      code: "FF-10102",
      brand: "haleon",
      name: t(
        "Theraflu Extra lămâie",
        "Терафлю Экстра лимон",
        "Терафлю Екстра лимон",
        "Theraflu Extra Lemon",
      ),
      pack: { form: "sachets", n: 14 },
      price: 159.9,
      country: "switzerland",
      composition: t(
        "paracetamol 650 mg, maleat de feniramină 20 mg, clorhidrat de fenilefrină 10 mg într-un plic",
        "парацетамол 650 мг, фенирамина малеат 20 мг, фенилэфрина гидрохлорид 10 мг в 1 пакетике",
        "парацетамол 650 мг, феніраміну малеат 20 мг, фенілефрину гідрохлорид 10 мг в 1 пакетику",
        "paracetamol 650 mg, pheniramine maleate 20 mg, phenylephrine hydrochloride 10 mg per sachet",
      ),
    },
  ],
});

const grippostad = meds({
  substance: ["paracetamol", "ascorbic-acid", "caffeine", "chlorphenamine"],
  cats: ["raceala-gripa"],
  age: ["adults"],
  short: t(
    "Capsule combinate cu paracetamol și vitamina C împotriva simptomelor de răceală.",
    "Комбинированные капсулы с парацетамолом и витамином C от симптомов простуды.",
    "Комбіновані капсули з парацетамолом і вітаміном C від симптомів застуди.",
    "Combination capsules with paracetamol and vitamin C for cold symptoms.",
  ),
  about: t(
    "Grippostad C reunește paracetamolul, vitamina C, cafeina și un antihistaminic într-o capsulă care ameliorează simultan febra, durerile, nasul care curge și starea de oboseală.",
    "Гриппостад C объединяет в одной капсуле парацетамол, витамин C, кофеин и антигистаминное вещество и одновременно облегчает температуру, ломоту, насморк и слабость.",
    "Гриппостад C об’єднує в одній капсулі парацетамол, вітамін C, кофеїн і антигістамінну речовину та одночасно полегшує температуру, ломоту, нежить і слабкість.",
    "Grippostad C brings together paracetamol, vitamin C, caffeine and an antihistamine in one capsule to ease fever, aches, a runny nose and tiredness at the same time.",
  ),
  indications: t(
    "răceală și gripă cu febră, dureri de cap și de membre, rinoree",
    "простуда и грипп с температурой, головной болью, ломотой в теле и насморком",
    "застуда та грип із температурою, головним болем, ломотою в тілі та нежиттю",
    "colds and flu with fever, headache, aching limbs and a runny nose",
  ),
  dosage: t(
    "câte 2 capsule de 3 ori pe zi, după masă, cel mult 3 zile fără recomandarea medicului",
    "по 2 капсулы 3 раза в сутки после еды, без назначения врача — не дольше 3 дней",
    "по 2 капсули 3 рази на добу після їди, без призначення лікаря — не довше 3 днів",
    "2 capsules 3 times a day after food, for no longer than 3 days without a doctor’s advice",
  ),
  childrenText: t("de la 12 ani", "с 12 лет", "з 12 років", "from 12 years"),
  variants: [
    {
      code: "FF-10111",
      brand: "stada",
      name: t("Grippostad C", "Гриппостад C", "Гриппостад C", "Grippostad C"),
      pack: { form: "capsules", n: 24 },
      price: 109.9,
      composition: t(
        "paracetamol 200 mg, acid ascorbic 150 mg, cafeină 25 mg, maleat de clorfenamină 2,5 mg într-o capsulă",
        "парацетамол 200 мг, аскорбиновая кислота 150 мг, кофеин 25 мг, хлорфенамина малеат 2,5 мг в 1 капсуле",
        "парацетамол 200 мг, аскорбінова кислота 150 мг, кофеїн 25 мг, хлорфенаміну малеат 2,5 мг в 1 капсулі",
        "paracetamol 200 mg, ascorbic acid 150 mg, caffeine 25 mg, chlorphenamine maleate 2.5 mg per capsule",
      ),
    },
    {
      code: "FF-10112",
      brand: "stada",
      name: t("Grippostad C", "Гриппостад C", "Гриппостад C", "Grippostad C"),
      pack: { form: "capsules", n: 12 },
      price: 64.5,
      composition: t(
        "paracetamol 200 mg, acid ascorbic 150 mg, cafeină 25 mg, maleat de clorfenamină 2,5 mg într-o capsulă",
        "парацетамол 200 мг, аскорбиновая кислота 150 мг, кофеин 25 мг, хлорфенамина малеат 2,5 мг в 1 капсуле",
        "парацетамол 200 мг, аскорбінова кислота 150 мг, кофеїн 25 мг, хлорфенаміну малеат 2,5 мг в 1 капсулі",
        "paracetamol 200 mg, ascorbic acid 150 mg, caffeine 25 mg, chlorphenamine maleate 2.5 mg per capsule",
      ),
    },
  ],
});

const xylometazoline = meds({
  substance: ["xylometazoline"],
  cats: ["raceala-gripa"],
  age: ["adults", "children"],
  short: t(
    "Decongestionant nazal: nasul se desfundă în câteva minute, pentru până la 10 ore.",
    "Сосудосуживающее средство для носа: дыхание освобождается за несколько минут на срок до 10 часов.",
    "Судинозвужувальний засіб для носа: дихання звільняється за кілька хвилин на термін до 10 годин.",
    "Nasal decongestant that clears a blocked nose within minutes for up to 10 hours.",
  ),
  about: t(
    "Xilometazolina îngustează vasele de sânge din mucoasa nazală, reduce umflarea și secrețiile și ușurează respirația pe nas pentru 8–10 ore.",
    "Ксилометазолин сужает сосуды слизистой оболочки носа, уменьшает отёк и выделения и облегчает носовое дыхание на 8–10 часов.",
    "Ксилометазолін звужує судини слизової оболонки носа, зменшує набряк і виділення та полегшує носове дихання на 8–10 годин.",
    "Xylometazoline narrows the blood vessels in the nasal lining, reducing swelling and discharge and easing breathing through the nose for 8–10 hours.",
  ),
  indications: t(
    "nas înfundat în răceală, rinită alergică, sinuzită; pregătirea pentru examinarea ORL",
    "заложенность носа при простуде, аллергический ринит, синусит; подготовка к ЛОР-осмотру",
    "закладеність носа при застуді, алергічний риніт, синусит; підготовка до ЛОР-огляду",
    "a blocked nose with colds, allergic rhinitis or sinusitis; before an ENT examination",
  ),
  dosage: t(
    "concentrația 0,1%: câte un puf sau 2–3 picături în fiecare nară de până la 3 ori pe zi, cel mult 7 zile la rând",
    "концентрация 0,1%: по 1 впрыскиванию или 2–3 капли в каждый носовой ход до 3 раз в сутки, не дольше 7 дней подряд",
    "концентрація 0,1%: по 1 впорскуванню або 2–3 краплі в кожен носовий хід до 3 разів на добу, не довше 7 днів поспіль",
    "0.1% strength: one spray or 2–3 drops into each nostril up to 3 times a day, for no more than 7 days in a row",
  ),
  childrenText: t(
    "2–12 ani: numai concentrația 0,05%, câte un puf în fiecare nară de 1–2 ori pe zi",
    "2–12 лет: только концентрация 0,05%, по 1 впрыскиванию в каждый носовой ход 1–2 раза в сутки",
    "2–12 років: лише концентрація 0,05%, по 1 впорскуванню в кожен носовий хід 1–2 рази на добу",
    "2–12 years: 0.05% strength only, one spray into each nostril once or twice a day",
  ),
  variants: [
    {
      code: "FF-10121",
      brand: "haleon",
      name: t("Otrivin", "Отривин", "Отривін", "Otrivin"),
      strength: "0.1%",
      pack: { form: "spray", ml: 10, name: NASAL_SPRAY },
      price: 79.9,
      country: "switzerland",
      sortPriority: 60,
    },
    {
      code: "FF-10122",
      brand: "haleon",
      name: t("Otrivin pentru copii", "Отривин для детей", "Отривін для дітей", "Otrivin for Children"),
      strength: "0.05%",
      pack: { form: "spray", ml: 10, name: NASAL_SPRAY },
      price: 74.9,
      country: "switzerland",
      age: ["children"],
      noAdults: true,
    },
    {
      code: "FF-10123",
      brand: "balkan",
      name: t(
        "Xilometazolină Balkan",
        "Ксилометазолин Balkan",
        "Ксилометазолін Balkan",
        "Xylometazoline Balkan",
      ),
      strength: "0.1%",
      pack: { form: "drops", ml: 10, name: NASAL_DROPS },
      price: 19.9,
    },
  ],
});

const sinupret = meds({
  substance: ["plant-extracts"],
  cats: ["raceala-gripa"],
  age: ["adults", "children"],
  short: t(
    "Medicament din plante care fluidifică secrețiile și ajută la desfundarea sinusurilor.",
    "Растительный препарат, который разжижает слизь и помогает освободить пазухи носа.",
    "Рослинний препарат, що розріджує слиз і допомагає звільнити пазухи носа.",
    "Herbal medicine that thins mucus and helps clear the sinuses.",
  ),
  about: t(
    "Sinupret conține cinci plante medicinale care fluidifică mucusul, reduc inflamația mucoasei și ajută la drenarea sinusurilor în sinuzita acută și cronică.",
    "Синупрет содержит пять лекарственных растений: они разжижают слизь, уменьшают воспаление слизистой и помогают оттоку из пазух при остром и хроническом синусите.",
    "Синупрет містить п’ять лікарських рослин: вони розріджують слиз, зменшують запалення слизової та допомагають відтоку з пазух при гострому й хронічному синуситі.",
    "Sinupret contains five medicinal plants that thin mucus, calm the inflamed lining and help the sinuses drain in acute and chronic sinusitis.",
  ),
  indications: t(
    "sinuzită acută și cronică, rinosinuzită cu secreții vâscoase",
    "острый и хронический синусит, риносинусит с вязкими выделениями",
    "гострий і хронічний синусит, риносинусит із в’язкими виділеннями",
    "acute and chronic sinusitis, rhinosinusitis with thick mucus",
  ),
  dosage: t(
    "Sinupret: câte 2 drajeuri de 3 ori pe zi; Sinupret Extract: câte un comprimat de 3 ori pe zi; 7–14 zile",
    "Синупрет: по 2 драже 3 раза в сутки; Синупрет экстракт: по 1 таблетке 3 раза в сутки; 7–14 дней",
    "Синупрет: по 2 драже 3 рази на добу; Синупрет екстракт: по 1 таблетці 3 рази на добу; 7–14 днів",
    "Sinupret: 2 coated tablets 3 times a day; Sinupret Extract: 1 tablet 3 times a day; for 7–14 days",
  ),
  childrenText: t(
    "drajeurile — de la 6 ani, câte un drajeu de 3 ori pe zi; Sinupret Extract — de la 12 ani",
    "драже — с 6 лет, по 1 драже 3 раза в сутки; Синупрет экстракт — с 12 лет",
    "драже — з 6 років, по 1 драже 3 рази на добу; Синупрет екстракт — з 12 років",
    "coated tablets from 6 years, one 3 times a day; Sinupret Extract from 12 years",
  ),
  variants: [
    {
      code: "FF-10131",
      brand: "bionorica",
      name: t("Sinupret", "Синупрет", "Синупрет", "Sinupret"),
      pack: { form: "tablets", n: 50 },
      price: 149.9,
      composition: t(
        "rădăcină de gențiană, flori de primulă, iarbă de măcriș, flori de soc și iarbă de verbină (pulbere)",
        "корень горечавки, цветки первоцвета, трава щавеля, цветки бузины и трава вербены (порошок)",
        "корінь тирличу, квітки первоцвіту, трава щавлю, квітки бузини та трава вербени (порошок)",
        "gentian root, primula flower, sorrel herb, elder flower and verbena herb (powdered)",
      ),
    },
    {
      code: "FF-10132",
      brand: "bionorica",
      name: t("Sinupret Extract", "Синупрет экстракт", "Синупрет екстракт", "Sinupret Extract"),
      pack: { form: "tablets", n: 20 },
      price: 186.5,
      age: ["adults"],
      composition: t(
        "160 mg extract uscat din rădăcină de gențiană, flori de primulă, iarbă de măcriș, flori de soc și iarbă de verbină într-un comprimat",
        "160 мг сухого экстракта корня горечавки, цветков первоцвета, травы щавеля, цветков бузины и травы вербены в 1 таблетке",
        "160 мг сухого екстракту кореня тирличу, квіток первоцвіту, трави щавлю, квіток бузини та трави вербени в 1 таблетці",
        "160 mg dry extract of gentian root, primula flower, sorrel herb, elder flower and verbena herb per tablet",
      ),
    },
  ],
});

const oscillococcinum = meds({
  substance: ["anas-barbariae"],
  cats: ["raceala-gripa"],
  age: ["adults", "children", "infants"],
  short: t(
    "Medicament homeopat pentru stările gripale, la primele simptome.",
    "Гомеопатический препарат при гриппоподобных состояниях, с первых симптомов.",
    "Гомеопатичний препарат при грипоподібних станах, з перших симптомів.",
    "Homeopathic medicine for flu-like symptoms, taken at the first signs.",
  ),
  about: t(
    "Oscillococcinum este un medicament homeopat sub formă de granule care se dizolvă sub limbă. Se ia cât mai devreme, la apariția primelor semne de gripă.",
    "Оциллококцинум — гомеопатический препарат в гранулах, которые рассасывают под языком. Его принимают как можно раньше, при первых признаках гриппа.",
    "Оцилококцинум — гомеопатичний препарат у гранулах, які розсмоктують під язиком. Його приймають якомога раніше, за перших ознак грипу.",
    "Oscillococcinum is a homeopathic medicine in granules that dissolve under the tongue. Take it as early as possible, at the first signs of flu.",
  ),
  indications: t(
    "stări gripale: frisoane, febră, dureri de cap și de corp",
    "гриппоподобные состояния: озноб, температура, головная боль и ломота в теле",
    "грипоподібні стани: озноб, температура, головний біль і ломота в тілі",
    "flu-like symptoms: chills, fever, headache and body aches",
  ),
  dosage: t(
    "conținutul unei doze sub limbă, de 2–3 ori pe zi, 1–3 zile; cu 15 minute înainte sau după masă",
    "содержимое 1 дозы под язык 2–3 раза в сутки в течение 1–3 дней, за 15 минут до или после еды",
    "вміст 1 дози під язик 2–3 рази на добу протягом 1–3 днів, за 15 хвилин до або після їди",
    "one dose under the tongue 2–3 times a day for 1–3 days, 15 minutes before or after meals",
  ),
  childrenText: t(
    "aceeași doză ca la adulți; la sugari granulele se dizolvă într-o linguriță cu apă",
    "дозировка как у взрослых; младенцам гранулы растворяют в чайной ложке воды",
    "дозування як у дорослих; немовлятам гранули розчиняють у чайній ложці води",
    "same dose as adults; for babies, dissolve the granules in a teaspoon of water",
  ),
  variants: [
    {
      code: "FF-10141",
      brand: "boiron",
      name: t("Oscillococcinum", "Оциллококцинум", "Оцилококцинум", "Oscillococcinum"),
      pack: { form: "granules", n: 6 },
      price: 148.9,
      composition: t(
        "Anas barbariae hepatis et cordis extractum 200K, 0,01 ml într-o doză de 1 g de granule",
        "Anas barbariae hepatis et cordis extractum 200K, 0,01 мл в 1 дозе гранул (1 г)",
        "Anas barbariae hepatis et cordis extractum 200K, 0,01 мл в 1 дозі гранул (1 г)",
        "Anas barbariae hepatis et cordis extractum 200K, 0.01 ml per 1 g dose of granules",
      ),
    },
    {
      code: "FF-10142",
      stock: [0, 0, 0, 0, 0],
      brand: "boiron",
      name: t("Oscillococcinum", "Оциллококцинум", "Оцилококцинум", "Oscillococcinum"),
      pack: { form: "granules", n: 12 },
      price: 259.9,
      composition: t(
        "Anas barbariae hepatis et cordis extractum 200K, 0,01 ml într-o doză de 1 g de granule",
        "Anas barbariae hepatis et cordis extractum 200K, 0,01 мл в 1 дозе гранул (1 г)",
        "Anas barbariae hepatis et cordis extractum 200K, 0,01 мл в 1 дозі гранул (1 г)",
        "Anas barbariae hepatis et cordis extractum 200K, 0.01 ml per 1 g dose of granules",
      ),
    },
  ],
});

const SEA_WATER = t(
  "apă de mare sterilă din Marea Adriatică, fără conservanți",
  "стерильная вода Адриатического моря без консервантов",
  "стерильна вода Адріатичного моря без консервантів",
  "sterile Adriatic sea water, preservative-free",
);

const aquaMaris = [
  goods({
    code: "FF-10151",
    cats: ["raceala-gripa"],
    brand: "jadran",
    title: t(
      "Aqua Maris Classic spray nazal, 30 ml",
      "Аква Марис Классик спрей назальный, 30 мл",
      "Аква Маріс Класік спрей назальний, 30 мл",
      "Aqua Maris Classic nasal spray, 30 ml",
    ),
    short: t(
      "Spray cu apă de mare izotonică pentru igiena zilnică a nasului.",
      "Спрей с изотонической морской водой для ежедневной гигиены носа.",
      "Спрей з ізотонічною морською водою для щоденної гігієни носа.",
      "Isotonic sea water spray for everyday nasal hygiene.",
    ),
    about: t(
      "Apa de mare izotonică spală mucusul, praful și alergenii din nas și hidratează mucoasa. Poate fi folosită oricât de des, inclusiv împreună cu alte medicamente nazale.",
      "Изотоническая морская вода вымывает из носа слизь, пыль и аллергены и увлажняет слизистую. Можно применять сколько угодно часто, в том числе вместе с другими назальными средствами.",
      "Ізотонічна морська вода вимиває з носа слиз, пил і алергени та зволожує слизову. Можна застосовувати як завгодно часто, зокрема разом з іншими назальними засобами.",
      "Isotonic sea water rinses mucus, dust and allergens out of the nose and moisturises the lining. Use it as often as needed, including alongside other nasal medicines.",
    ),
    facts: [
      [LABEL.composition, SEA_WATER],
      [
        LABEL.use,
        t(
          "câte 2–3 pufuri în fiecare nară de 4–6 ori pe zi",
          "по 2–3 впрыскивания в каждый носовой ход 4–6 раз в сутки",
          "по 2–3 впорскування в кожен носовий хід 4–6 разів на добу",
          "2–3 sprays into each nostril 4–6 times a day",
        ),
      ],
      [
        LABEL.suitable,
        t(
          "adulți și copii de la 1 an",
          "взрослых и детей с 1 года",
          "дорослих і дітей з 1 року",
          "adults and children from 1 year",
        ),
      ],
    ],
    closing: CLOSING.device,
    pack: { form: "spray", ml: 30 },
    age: ["adults", "children"],
    price: 89.9,
    sortPriority: 55,
  }),
  goods({
    code: "FF-10152",
    cats: ["raceala-gripa", "ingrijire-bebelusi"],
    brand: "jadran",
    title: t(
      "Aqua Maris Baby spray nazal pentru bebeluși, 50 ml",
      "Аква Марис Бэби спрей назальный для младенцев, 50 мл",
      "Аква Маріс Бебі спрей назальний для немовлят, 50 мл",
      "Aqua Maris Baby nasal spray for babies, 50 ml",
    ),
    short: t(
      "Apă de mare cu pulverizare blândă pentru curățarea nasului bebelușului, de la naștere.",
      "Морская вода с мягким распылением для очищения носика малыша с рождения.",
      "Морська вода з м’яким розпиленням для очищення носика малюка з народження.",
      "Gentle sea water spray for cleaning baby’s nose, from birth.",
    ),
    about: t(
      "Duza specială cu limitator asigură o pulverizare fină și sigură, potrivită nasului mic al sugarului. Curăță secrețiile înainte de alăptare și de somn.",
      "Специальная насадка с ограничителем обеспечивает мягкое и безопасное распыление для маленького носика. Очищает нос от слизи перед кормлением и сном.",
      "Спеціальна насадка з обмежувачем забезпечує м’яке й безпечне розпилення для маленького носика. Очищає ніс від слизу перед годуванням і сном.",
      "A special nozzle with a stopper gives a fine, safe spray for a tiny nose. Clear mucus before feeds and sleep.",
    ),
    facts: [
      [LABEL.composition, SEA_WATER],
      [
        LABEL.use,
        t(
          "cu bebelușul culcat pe o parte, câte un puf scurt în nara de sus, de 3–6 ori pe zi",
          "уложив малыша на бок, по 1 короткому впрыскиванию в верхнюю ноздрю 3–6 раз в сутки",
          "поклавши малюка на бік, по 1 короткому впорскуванню у верхню ніздрю 3–6 разів на добу",
          "with baby lying on their side, one short spray into the upper nostril 3–6 times a day",
        ),
      ],
      [
        LABEL.suitable,
        t("sugari de la naștere", "младенцев с рождения", "немовлят з народження", "babies from birth"),
      ],
    ],
    closing: CLOSING.device,
    pack: { form: "spray", ml: 50 },
    age: ["infants", "children"],
    price: 112.5,
  }),
  goods({
    code: "FF-10153",
    cats: ["raceala-gripa"],
    brand: "jadran",
    title: t(
      "Aqua Maris Strong spray nazal hipertonic, 30 ml",
      "Аква Марис Стронг спрей назальный гипертонический, 30 мл",
      "Аква Маріс Стронг спрей назальний гіпертонічний, 30 мл",
      "Aqua Maris Strong hypertonic nasal spray, 30 ml",
    ),
    short: t(
      "Spray hipertonic care desfundă nasul fără substanțe vasoconstrictoare.",
      "Гипертонический спрей, освобождающий нос без сосудосуживающих веществ.",
      "Гіпертонічний спрей, що звільняє ніс без судинозвужувальних речовин.",
      "Hypertonic spray that unblocks the nose without decongestant drugs.",
    ),
    about: t(
      "Soluția hipertonică de apă de mare trage lichidul din mucoasa umflată și desfundă nasul în mod natural. Potrivită și pentru gravide și pentru cei care nu pot folosi decongestionante.",
      "Гипертонический раствор морской воды вытягивает жидкость из отёкшей слизистой и естественным образом освобождает нос. Подходит беременным и тем, кому нельзя сосудосуживающие средства.",
      "Гіпертонічний розчин морської води витягує рідину з набряклої слизової та природним шляхом звільняє ніс. Підходить вагітним і тим, кому не можна судинозвужувальних засобів.",
      "The hypertonic sea water solution draws fluid out of the swollen lining and clears the nose naturally. Suitable in pregnancy and for anyone who cannot use decongestants.",
    ),
    facts: [
      [
        LABEL.composition,
        t(
          "apă de mare hipertonică (2,1% NaCl), fără conservanți",
          "гипертоническая морская вода (2,1% NaCl) без консервантов",
          "гіпертонічна морська вода (2,1% NaCl) без консервантів",
          "hypertonic sea water (2.1% NaCl), preservative-free",
        ),
      ],
      [
        LABEL.use,
        t(
          "câte 2 pufuri în fiecare nară de 3–4 ori pe zi, 14–20 de zile",
          "по 2 впрыскивания в каждый носовой ход 3–4 раза в сутки в течение 14–20 дней",
          "по 2 впорскування в кожен носовий хід 3–4 рази на добу протягом 14–20 днів",
          "2 sprays into each nostril 3–4 times a day for 14–20 days",
        ),
      ],
      [
        LABEL.suitable,
        t(
          "adulți și copii de la 2 ani",
          "взрослых и детей с 2 лет",
          "дорослих і дітей з 2 років",
          "adults and children from 2 years",
        ),
      ],
    ],
    closing: CLOSING.device,
    pack: { form: "spray", ml: 30 },
    age: ["adults", "children"],
    price: 96.9,
  }),
];

// --- Cough and sore throat ----------------------------------------------------------------------

const ambroxol = meds({
  substance: ["ambroxol"],
  cats: ["tuse-gat"],
  age: ["adults", "children"],
  short: t(
    "Mucolitic care fluidifică sputa și ușurează expectorația în tusea umedă.",
    "Муколитик, разжижающий мокроту и облегчающий откашливание при влажном кашле.",
    "Муколітик, що розріджує мокротиння та полегшує відкашлювання при вологому кашлі.",
    "Mucolytic that thins phlegm and makes a chesty cough more productive.",
  ),
  about: t(
    "Ambroxolul fluidifică secrețiile bronșice vâscoase și stimulează eliminarea lor, transformând tusea chinuitoare într-una productivă.",
    "Амброксол разжижает вязкую мокроту в бронхах и ускоряет её выведение, делая мучительный кашель продуктивным.",
    "Амброксол розріджує в’язке мокротиння в бронхах і прискорює його виведення, роблячи виснажливий кашель продуктивним.",
    "Ambroxol thins sticky mucus in the airways and helps clear it, turning an exhausting cough into a productive one.",
  ),
  indications: t(
    "tuse cu spută vâscoasă în bronșită acută și cronică, traheită, pneumonie",
    "кашель с вязкой мокротой при остром и хроническом бронхите, трахеите, пневмонии",
    "кашель із в’язким мокротинням при гострому й хронічному бронхіті, трахеїті, пневмонії",
    "cough with thick phlegm in acute and chronic bronchitis, tracheitis or pneumonia",
  ),
  dosage: t(
    "câte 30 mg de 3 ori pe zi în primele 2–3 zile, apoi de 2 ori pe zi, cu multă apă",
    "по 30 мг 3 раза в сутки первые 2–3 дня, затем 2 раза в сутки, запивая большим количеством воды",
    "по 30 мг 3 рази на добу перші 2–3 дні, далі 2 рази на добу, запиваючи великою кількістю води",
    "30 mg 3 times a day for the first 2–3 days, then twice a day, with plenty of water",
  ),
  childrenText: t(
    "siropul de 15 mg/5 ml: 2–5 ani — 2,5 ml de 3 ori pe zi; 6–12 ani — 5 ml de 2–3 ori pe zi",
    "сироп 15 мг/5 мл: 2–5 лет — по 2,5 мл 3 раза в сутки; 6–12 лет — по 5 мл 2–3 раза в сутки",
    "сироп 15 мг/5 мл: 2–5 років — по 2,5 мл 3 рази на добу; 6–12 років — по 5 мл 2–3 рази на добу",
    "15 mg/5 ml syrup: 2–5 years, 2.5 ml 3 times a day; 6–12 years, 5 ml 2–3 times a day",
  ),
  variants: [
    {
      code: "FF-10201",
      brand: "sanofi",
      name: t("Lazolvan", "Лазолван", "Лазолван", "Lazolvan"),
      strength: "30 mg",
      pack: { form: "tablets", n: 20 },
      price: 48.9,
      country: "germany",
    },
    {
      code: "FF-10202",
      brand: "sanofi",
      name: t("Lazolvan", "Лазолван", "Лазолван", "Lazolvan"),
      strength: "15 mg/5 ml",
      pack: { form: "syrup", ml: 100 },
      price: 66.5,
      country: "germany",
      age: ["children"],
    },
    {
      code: "FF-10203",
      brand: "farmaprim",
      name: t("Ambroxol Farmaprim", "Амброксол Farmaprim", "Амброксол Farmaprim", "Ambroxol Farmaprim"),
      strength: "15 mg/5 ml",
      pack: { form: "syrup", ml: 100 },
      price: 31.9,
    },
  ],
});

const bromhexine = meds({
  substance: ["bromhexine"],
  cats: ["tuse-gat"],
  age: ["adults", "children"],
  short: t(
    "Expectorant clasic pentru tusea cu spută greu de eliminat.",
    "Классическое отхаркивающее средство при кашле с трудноотделяемой мокротой.",
    "Класичний відхаркувальний засіб при кашлі з мокротинням, що важко відходить.",
    "Classic expectorant for a cough with hard-to-shift phlegm.",
  ),
  about: t(
    "Bromhexina fluidifică secrețiile bronșice și facilitează expectorația; efectul apare după 2–5 zile de tratament.",
    "Бромгексин разжижает бронхиальный секрет и облегчает откашливание; эффект проявляется через 2–5 дней лечения.",
    "Бромгексин розріджує бронхіальний секрет і полегшує відкашлювання; ефект з’являється через 2–5 днів лікування.",
    "Bromhexine thins bronchial secretions and makes them easier to cough up; the effect builds over 2–5 days.",
  ),
  indications: t(
    "bronșită acută și cronică, traheobronșită cu spută vâscoasă",
    "острый и хронический бронхит, трахеобронхит с вязкой мокротой",
    "гострий і хронічний бронхіт, трахеобронхіт із в’язким мокротинням",
    "acute and chronic bronchitis, tracheobronchitis with thick phlegm",
  ),
  dosage: t(
    "câte 8–16 mg de 3 ori pe zi",
    "по 8–16 мг 3 раза в сутки",
    "по 8–16 мг 3 рази на добу",
    "8–16 mg 3 times a day",
  ),
  childrenText: t(
    "6–14 ani: câte 8 mg de 3 ori pe zi",
    "6–14 лет: по 8 мг 3 раза в сутки",
    "6–14 років: по 8 мг 3 рази на добу",
    "6–14 years: 8 mg 3 times a day",
  ),
  variants: [
    {
      code: "FF-10211",
      brand: "berlin",
      name: t(
        "Bromhexin 8 Berlin-Chemie",
        "Бромгексин 8 Берлин-Хеми",
        "Бромгексин 8 Берлін-Хемі",
        "Bromhexin 8 Berlin-Chemie",
      ),
      strength: "8 mg",
      pack: { form: "tablets", n: 25 },
      price: 36.9,
    },
  ],
});

const acetylcysteine = meds({
  substance: ["acetylcysteine"],
  cats: ["tuse-gat"],
  age: ["adults", "children"],
  short: t(
    "Acetilcisteină în comprimate efervescente pentru tusea cu spută groasă.",
    "Ацетилцистеин в шипучих таблетках при кашле с густой мокротой.",
    "Ацетилцистеїн у шипучих таблетках при кашлі з густим мокротинням.",
    "Effervescent acetylcysteine for a cough with thick phlegm.",
  ),
  about: t(
    "Acetilcisteina rupe legăturile care fac mucusul gros și lipicios, astfel încât acesta se elimină mai ușor. Comprimatul efervescent se dizolvă într-un pahar cu apă.",
    "Ацетилцистеин разрушает связи, делающие слизь густой и липкой, поэтому она легче отходит. Шипучую таблетку растворяют в стакане воды.",
    "Ацетилцистеїн руйнує зв’язки, що роблять слиз густим і липким, тож він легше відходить. Шипучу таблетку розчиняють у склянці води.",
    "Acetylcysteine breaks down the bonds that make mucus thick and sticky so it clears more easily. Dissolve the effervescent tablet in a glass of water.",
  ),
  indications: t(
    "bronșită, traheită, sinuzită cu secreții vâscoase",
    "бронхит, трахеит, синусит с вязкими выделениями",
    "бронхіт, трахеїт, синусит із в’язкими виділеннями",
    "bronchitis, tracheitis and sinusitis with thick mucus",
  ),
  dosage: t(
    "600 mg pe zi: un comprimat de 600 mg o dată pe zi sau câte 200 mg de 3 ori pe zi, după masă",
    "600 мг в сутки: 1 таблетка 600 мг 1 раз в сутки или по 200 мг 3 раза в сутки после еды",
    "600 мг на добу: 1 таблетка 600 мг 1 раз на добу або по 200 мг 3 рази на добу після їди",
    "600 mg a day: one 600 mg tablet once a day or 200 mg 3 times a day, after food",
  ),
  childrenText: t(
    "6–14 ani: câte 200 mg de 2 ori pe zi; forma de 600 mg — de la 14 ani",
    "6–14 лет: по 200 мг 2 раза в сутки; дозировка 600 мг — с 14 лет",
    "6–14 років: по 200 мг 2 рази на добу; дозування 600 мг — з 14 років",
    "6–14 years: 200 mg twice a day; the 600 mg strength from 14 years",
  ),
  variants: [
    {
      code: "FF-10221",
      brand: "sandoz",
      name: t("ACC", "АЦЦ", "АЦЦ", "ACC"),
      strength: "200 mg",
      pack: { form: "effervescent", n: 20 },
      price: 78.9,
      country: "germany",
    },
    {
      code: "FF-10222",
      brand: "sandoz",
      name: t("ACC Long", "АЦЦ Лонг", "АЦЦ Лонг", "ACC Long"),
      strength: "600 mg",
      pack: { form: "effervescent", n: 10 },
      price: 96.5,
      country: "germany",
      age: ["adults"],
    },
  ],
});

const ivy = meds({
  substance: ["ivy"],
  cats: ["tuse-gat"],
  age: ["adults", "children", "infants"],
  short: t(
    "Sirop din frunze de iederă pentru tuse, potrivit și pentru copii mici.",
    "Сироп из листьев плюща от кашля, подходит и маленьким детям.",
    "Сироп із листя плюща від кашлю, підходить і маленьким дітям.",
    "Ivy leaf cough syrup, suitable for young children too.",
  ),
  about: t(
    "Extractul de iederă are efect expectorant și bronhodilatator ușor: calmează accesele de tuse și ajută la eliminarea sputei. Siropul nu conține zahăr și alcool.",
    "Экстракт плюща оказывает отхаркивающее и мягкое бронхорасширяющее действие: успокаивает приступы кашля и помогает выводить мокроту. Сироп не содержит сахара и спирта.",
    "Екстракт плюща чинить відхаркувальну та м’яку бронхорозширювальну дію: заспокоює напади кашлю й допомагає виводити мокротиння. Сироп не містить цукру та спирту.",
    "Ivy extract loosens phlegm and gently opens the airways, calming coughing fits and helping to clear mucus. The syrup contains no sugar or alcohol.",
  ),
  indications: t(
    "tuse productivă și iritativă în răceală și bronșită",
    "влажный и раздражающий кашель при простуде и бронхите",
    "вологий і подразнювальний кашель при застуді та бронхіті",
    "chesty and tickly coughs with colds and bronchitis",
  ),
  dosage: t(
    "câte 5–7,5 ml de 3 ori pe zi",
    "по 5–7,5 мл 3 раза в сутки",
    "по 5–7,5 мл 3 рази на добу",
    "5–7.5 ml 3 times a day",
  ),
  childrenText: t(
    "0–5 ani: câte 2,5 ml de 2–3 ori pe zi; 6–11 ani: câte 5 ml de 3 ori pe zi",
    "0–5 лет: по 2,5 мл 2–3 раза в сутки; 6–11 лет: по 5 мл 3 раза в сутки",
    "0–5 років: по 2,5 мл 2–3 рази на добу; 6–11 років: по 5 мл 3 рази на добу",
    "0–5 years: 2.5 ml 2–3 times a day; 6–11 years: 5 ml 3 times a day",
  ),
  variants: [
    {
      code: "FF-10231",
      brand: "engelhard",
      name: t("Prospan", "Проспан", "Проспан", "Prospan"),
      strength: "35 mg/5 ml",
      pack: { form: "syrup", ml: 100 },
      price: 118.9,
      sortPriority: 75,
    },
    {
      code: "FF-10232",
      brand: "engelhard",
      name: t("Prospan", "Проспан", "Проспан", "Prospan"),
      strength: "35 mg/5 ml",
      pack: { form: "syrup", ml: 200 },
      price: 189.9,
    },
    {
      code: "FF-10233",
      brand: "krka",
      name: t("Herbion iederă", "Гербион плющ", "Гербіон плющ", "Herbion Ivy"),
      strength: "35 mg/5 ml",
      pack: { form: "syrup", ml: 150 },
      price: 92.5,
      age: ["adults", "children"],
      childrenText: t(
        "2–5 ani: câte 2,5 ml de 2 ori pe zi; 6–11 ani: câte 5 ml de 2 ori pe zi",
        "2–5 лет: по 2,5 мл 2 раза в сутки; 6–11 лет: по 5 мл 2 раза в сутки",
        "2–5 років: по 2,5 мл 2 рази на добу; 6–11 років: по 5 мл 2 рази на добу",
        "2–5 years: 2.5 ml twice a day; 6–11 years: 5 ml twice a day",
      ),
    },
  ],
});

const plantain = meds({
  substance: ["plantain"],
  cats: ["tuse-gat"],
  age: ["adults", "children"],
  short: t(
    "Sirop din pătlagină și nalbă pentru tusea seacă și iritativă.",
    "Сироп подорожника и мальвы при сухом раздражающем кашле.",
    "Сироп подорожника та мальви при сухому подразнювальному кашлі.",
    "Plantain and mallow syrup for a dry, tickly cough.",
  ),
  about: t(
    "Mucilagiile din pătlagină și nalbă îmbracă mucoasa iritată a gâtului și calmează tusea seacă, iar vitamina C susține organismul în timpul răcelii.",
    "Слизистые вещества подорожника и мальвы обволакивают раздражённое горло и успокаивают сухой кашель, а витамин C поддерживает организм при простуде.",
    "Слизові речовини подорожника та мальви обволікають подразнене горло й заспокоюють сухий кашель, а вітамін C підтримує організм під час застуди.",
    "Mucilage from plantain and mallow coats an irritated throat and soothes a dry cough, while vitamin C supports the body during a cold.",
  ),
  indications: t(
    "tuse seacă în răceală, laringită și faringită",
    "сухой кашель при простуде, ларингите и фарингите",
    "сухий кашель при застуді, ларингіті та фарингіті",
    "dry cough with colds, laryngitis and pharyngitis",
  ),
  dosage: t(
    "câte 10 ml de 3–5 ori pe zi",
    "по 10 мл 3–5 раз в сутки",
    "по 10 мл 3–5 разів на добу",
    "10 ml 3–5 times a day",
  ),
  childrenText: t(
    "2–7 ani: câte 5 ml de 3 ori pe zi; 7–14 ani: câte 10 ml de 3 ori pe zi",
    "2–7 лет: по 5 мл 3 раза в сутки; 7–14 лет: по 10 мл 3 раза в сутки",
    "2–7 років: по 5 мл 3 рази на добу; 7–14 років: по 10 мл 3 рази на добу",
    "2–7 years: 5 ml 3 times a day; 7–14 years: 10 ml 3 times a day",
  ),
  variants: [
    {
      code: "FF-10241",
      brand: "krka",
      name: t("Herbion pătlagină", "Гербион подорожник", "Гербіон подорожник", "Herbion Plantain"),
      pack: { form: "syrup", ml: 150 },
      price: 86.9,
      composition: t(
        "extract apos din frunze de pătlagină și flori de nalbă, acid ascorbic 12,5 mg în 5 ml",
        "водный экстракт листьев подорожника и цветков мальвы, аскорбиновая кислота 12,5 мг в 5 мл",
        "водний екстракт листя подорожника та квіток мальви, аскорбінова кислота 12,5 мг у 5 мл",
        "aqueous extract of plantain leaf and mallow flower, ascorbic acid 12.5 mg per 5 ml",
      ),
    },
  ],
});

const benzydamine = meds({
  substance: ["benzydamine"],
  cats: ["tuse-gat"],
  age: ["adults", "children"],
  short: t(
    "Antiinflamator și anestezic local pentru durerea în gât și inflamațiile gurii.",
    "Противовоспалительное и местнообезболивающее средство при боли в горле и воспалениях во рту.",
    "Протизапальний і місцевознеболювальний засіб при болю в горлі та запаленнях у роті.",
    "Anti-inflammatory local anaesthetic for sore throats and mouth inflammation.",
  ),
  about: t(
    "Benzidamina reduce rapid inflamația și durerea din gât și din cavitatea bucală și are și efect antiseptic local.",
    "Бензидамин быстро уменьшает воспаление и боль в горле и полости рта и обладает местным антисептическим действием.",
    "Бензидамін швидко зменшує запалення та біль у горлі й ротовій порожнині та має місцеву антисептичну дію.",
    "Benzydamine quickly reduces inflammation and pain in the throat and mouth and also works as a local antiseptic.",
  ),
  indications: t(
    "faringită, amigdalită, gingivită, stomatită, dureri după extracții dentare",
    "фарингит, тонзиллит, гингивит, стоматит, боль после удаления зуба",
    "фарингіт, тонзиліт, гінгівіт, стоматит, біль після видалення зуба",
    "pharyngitis, tonsillitis, gingivitis, mouth ulcers, pain after tooth extraction",
  ),
  dosage: t(
    "spray: câte 4–8 pufuri de 2–6 ori pe zi; pastile: câte o pastilă de supt de 3 ori pe zi",
    "спрей: по 4–8 впрыскиваний 2–6 раз в сутки; пастилки: по 1 пастилке 3 раза в сутки",
    "спрей: по 4–8 впорскувань 2–6 разів на добу; пастилки: по 1 пастилці 3 рази на добу",
    "spray: 4–8 sprays 2–6 times a day; lozenges: one lozenge 3 times a day",
  ),
  childrenText: t(
    "spray: 6–12 ani — câte 4 pufuri; pastilele — de la 6 ani",
    "спрей: 6–12 лет — по 4 впрыскивания; пастилки — с 6 лет",
    "спрей: 6–12 років — по 4 впорскування; пастилки — з 6 років",
    "spray: 6–12 years, 4 sprays; lozenges from 6 years",
  ),
  variants: [
    {
      code: "FF-10251",
      brand: "angelini",
      name: t("Tantum Verde", "Тантум Верде", "Тантум Верде", "Tantum Verde"),
      strength: "0.15%",
      pack: { form: "spray", ml: 30 },
      price: 124.9,
      sortPriority: 50,
    },
    {
      code: "FF-10252",
      brand: "angelini",
      name: t(
        "Tantum Verde cu aromă de mentă",
        "Тантум Верде со вкусом мяты",
        "Тантум Верде зі смаком м’яти",
        "Tantum Verde Mint",
      ),
      strength: "3 mg",
      pack: { form: "lozenges", n: 20 },
      price: 106.5,
    },
  ],
});

const strepsils = meds({
  substance: ["amylmetacresol"],
  cats: ["tuse-gat"],
  age: ["adults", "children"],
  short: t(
    "Pastile antiseptice care calmează durerea în gât.",
    "Антисептические пастилки, успокаивающие боль в горле.",
    "Антисептичні пастилки, що заспокоюють біль у горлі.",
    "Antiseptic lozenges that soothe a sore throat.",
  ),
  about: t(
    "Două antiseptice acționează împotriva bacteriilor care provoacă infecțiile gâtului, iar pastila de supt calmează iritația în câteva minute.",
    "Два антисептика действуют против бактерий, вызывающих инфекции горла, а пастилка успокаивает раздражение за несколько минут.",
    "Два антисептики діють проти бактерій, що спричиняють інфекції горла, а пастилка заспокоює подразнення за кілька хвилин.",
    "Two antiseptics act against the bacteria behind throat infections, and the lozenge soothes irritation within minutes.",
  ),
  indications: t(
    "durere în gât, faringită, inflamații ușoare ale gurii",
    "боль в горле, фарингит, лёгкие воспаления во рту",
    "біль у горлі, фарингіт, легкі запалення в роті",
    "sore throat, pharyngitis, minor mouth inflammation",
  ),
  dosage: t(
    "câte o pastilă la 2–3 ore, cel mult 12 pastile pe zi",
    "по 1 пастилке каждые 2–3 часа, не более 12 пастилок в сутки",
    "по 1 пастилці кожні 2–3 години, не більше 12 пастилок на добу",
    "one lozenge every 2–3 hours, up to 12 a day",
  ),
  childrenText: t("de la 6 ani", "с 6 лет", "з 6 років", "from 6 years"),
  variants: [
    {
      code: "FF-10261",
      brand: "reckitt",
      name: t(
        "Strepsils miere și lămâie",
        "Стрепсилс мёд и лимон",
        "Стрепсілс мед і лимон",
        "Strepsils Honey & Lemon",
      ),
      pack: { form: "lozenges", n: 24 },
      price: 79.9,
      composition: t(
        "amilmetacrezol 0,6 mg și alcool 2,4-diclorbenzilic 1,2 mg într-o pastilă",
        "амилметакрезол 0,6 мг и 2,4-дихлорбензиловый спирт 1,2 мг в 1 пастилке",
        "амілметакрезол 0,6 мг і 2,4-дихлорбензиловий спирт 1,2 мг в 1 пастилці",
        "amylmetacresol 0.6 mg and 2,4-dichlorobenzyl alcohol 1.2 mg per lozenge",
      ),
      sortPriority: 65,
    },
    {
      code: "FF-10262",
      brand: "reckitt",
      name: t(
        "Strepsils cu vitamina C",
        "Стрепсилс с витамином C",
        "Стрепсілс з вітаміном C",
        "Strepsils with Vitamin C",
      ),
      pack: { form: "lozenges", n: 24 },
      price: 82.5,
      composition: t(
        "amilmetacrezol 0,6 mg, alcool 2,4-diclorbenzilic 1,2 mg și acid ascorbic 100 mg într-o pastilă",
        "амилметакрезол 0,6 мг, 2,4-дихлорбензиловый спирт 1,2 мг и аскорбиновая кислота 100 мг в 1 пастилке",
        "амілметакрезол 0,6 мг, 2,4-дихлорбензиловий спирт 1,2 мг і аскорбінова кислота 100 мг в 1 пастилці",
        "amylmetacresol 0.6 mg, 2,4-dichlorobenzyl alcohol 1.2 mg and ascorbic acid 100 mg per lozenge",
      ),
    },
  ],
});

const faringosept = meds({
  substance: ["ambazone"],
  cats: ["tuse-gat"],
  age: ["adults", "children"],
  short: t(
    "Pastile cu ambazonă împotriva infecțiilor gâtului, de la 3 ani.",
    "Таблетки для рассасывания с амбазоном против инфекций горла, с 3 лет.",
    "Таблетки для розсмоктування з амбазоном проти інфекцій горла, з 3 років.",
    "Ambazone lozenges for throat infections, from age 3.",
  ),
  about: t(
    "Ambazona este un antiseptic local care oprește înmulțirea streptococilor din gât fără să afecteze flora intestinală.",
    "Амбазон — местный антисептик, который подавляет размножение стрептококков в горле и не влияет на кишечную флору.",
    "Амбазон — місцевий антисептик, що пригнічує розмноження стрептококів у горлі й не впливає на кишкову флору.",
    "Ambazone is a local antiseptic that stops streptococci multiplying in the throat without affecting the gut flora.",
  ),
  indications: t(
    "amigdalită, faringită, gingivită, stomatită",
    "тонзиллит, фарингит, гингивит, стоматит",
    "тонзиліт, фарингіт, гінгівіт, стоматит",
    "tonsillitis, pharyngitis, gingivitis, mouth ulcers",
  ),
  dosage: t(
    "câte o tabletă de supt de 3–5 ori pe zi, la 15–30 de minute după masă, 3–4 zile",
    "по 1 таблетке 3–5 раз в сутки через 15–30 минут после еды, 3–4 дня",
    "по 1 таблетці 3–5 разів на добу через 15–30 хвилин після їди, 3–4 дні",
    "one lozenge 3–5 times a day, 15–30 minutes after meals, for 3–4 days",
  ),
  childrenText: t(
    "3–7 ani: câte o tabletă de 3 ori pe zi",
    "3–7 лет: по 1 таблетке 3 раза в сутки",
    "3–7 років: по 1 таблетці 3 рази на добу",
    "3–7 years: one lozenge 3 times a day",
  ),
  variants: [
    {
      code: "FF-10271",
      brand: "terapia",
      name: t("Faringosept", "Фарингосепт", "Фарингосепт", "Faringosept"),
      strength: "10 mg",
      pack: { form: "lozenges", n: 20 },
      price: 42.9,
    },
    {
      code: "FF-10272",
      brand: "terapia",
      name: t(
        "Faringosept cu aromă de lămâie",
        "Фарингосепт со вкусом лимона",
        "Фарингосепт зі смаком лимона",
        "Faringosept Lemon",
      ),
      strength: "10 mg",
      pack: { form: "lozenges", n: 20 },
      price: 44.5,
    },
  ],
});

const septolete = meds({
  substance: ["cetylpyridinium", "benzydamine"],
  cats: ["tuse-gat"],
  age: ["adults", "children"],
  short: t(
    "Dublă acțiune: antiseptic și antiinflamator pentru durerea severă în gât.",
    "Двойное действие: антисептик и противовоспалительное средство при сильной боли в горле.",
    "Подвійна дія: антисептик і протизапальний засіб при сильному болю в горлі.",
    "Dual action: antiseptic plus anti-inflammatory for a very sore throat.",
  ),
  about: t(
    "Septolete Total combină clorura de cetilpiridiniu, care distruge microbii, cu benzidamina, care calmează inflamația și durerea.",
    "Септолете Тотал сочетает цетилпиридиния хлорид, уничтожающий микробы, и бензидамин, который снимает воспаление и боль.",
    "Септолете Тотал поєднує цетилпіридинію хлорид, що знищує мікроби, і бензидамін, який знімає запалення та біль.",
    "Septolete Total combines cetylpyridinium chloride, which kills germs, with benzydamine, which eases inflammation and pain.",
  ),
  indications: t(
    "dureri severe în gât, faringită, amigdalită, inflamații ale mucoasei bucale",
    "сильная боль в горле, фарингит, тонзиллит, воспаления слизистой рта",
    "сильний біль у горлі, фарингіт, тонзиліт, запалення слизової рота",
    "severe sore throat, pharyngitis, tonsillitis, inflammation of the mouth lining",
  ),
  dosage: t(
    "pastile: câte una la 3–6 ore, cel mult 5 pe zi; spray: câte 2 pufuri de 3–5 ori pe zi",
    "пастилки: по 1 каждые 3–6 часов, не более 5 в сутки; спрей: по 2 впрыскивания 3–5 раз в сутки",
    "пастилки: по 1 кожні 3–6 годин, не більше 5 на добу; спрей: по 2 впорскування 3–5 разів на добу",
    "lozenges: one every 3–6 hours, up to 5 a day; spray: 2 sprays 3–5 times a day",
  ),
  childrenText: t(
    "pastile — de la 6 ani, cel mult 3 pe zi",
    "пастилки — с 6 лет, не более 3 в сутки",
    "пастилки — з 6 років, не більше 3 на добу",
    "lozenges from 6 years, up to 3 a day",
  ),
  variants: [
    {
      code: "FF-10281",
      brand: "krka",
      name: t("Septolete Total", "Септолете Тотал", "Септолете Тотал", "Septolete Total"),
      pack: { form: "lozenges", n: 16 },
      price: 89.9,
      composition: t(
        "clorhidrat de benzidamină 3 mg și clorură de cetilpiridiniu 1 mg într-o pastilă",
        "бензидамина гидрохлорид 3 мг и цетилпиридиния хлорид 1 мг в 1 пастилке",
        "бензидаміну гідрохлорид 3 мг і цетилпіридинію хлорид 1 мг в 1 пастилці",
        "benzydamine hydrochloride 3 mg and cetylpyridinium chloride 1 mg per lozenge",
      ),
    },
    {
      code: "FF-10282",
      brand: "krka",
      name: t("Septolete Total", "Септолете Тотал", "Септолете Тотал", "Septolete Total"),
      pack: {
        form: "spray",
        ml: 30,
        name: t(
          "spray bucofaringian",
          "спрей для ротовой полости",
          "спрей для ротової порожнини",
          "oromucosal spray",
        ),
      },
      price: 118.5,
      composition: t(
        "clorhidrat de benzidamină 1,5 mg/ml și clorură de cetilpiridiniu 5 mg/ml",
        "бензидамина гидрохлорид 1,5 мг/мл и цетилпиридиния хлорид 5 мг/мл",
        "бензидаміну гідрохлорид 1,5 мг/мл і цетилпіридинію хлорид 5 мг/мл",
        "benzydamine hydrochloride 1.5 mg/ml and cetylpyridinium chloride 5 mg/ml",
      ),
      storage: STORAGE.room,
    },
  ],
});

export const coldProducts: ProductSeed[] = [
  ...theraflu,
  ...grippostad,
  ...xylometazoline,
  ...sinupret,
  ...oscillococcinum,
  ...aquaMaris,
  ...ambroxol,
  ...bromhexine,
  ...acetylcysteine,
  ...ivy,
  ...plantain,
  ...benzydamine,
  ...strepsils,
  ...faringosept,
  ...septolete,
];

/**
 * Demo review texts, written per language (a shopper writes a review in one language; these are
 * not translations of one another), grouped by the kind of shop. Each entry is [rating, text].
 */
export type ReviewText = readonly [rating: number, text: string];
export type ReviewPool = Partial<Record<"ro" | "ru" | "uk" | "en", readonly ReviewText[]>>;

export const reviewerNames: Record<"ro" | "ru" | "uk" | "en", readonly string[]> = {
  ro: [
    "Ana Ciobanu",
    "Ion Rusu",
    "Mariana Lungu",
    "Victor Cebotari",
    "Elena Munteanu",
    "Andrei Roșca",
    "Cristina Botnari",
    "Dumitru Sârbu",
    "Irina Țurcanu",
    "Vasile Ungureanu",
    "Natalia Grosu",
    "Mihai Popa",
  ],
  ru: [
    "Ольга Иванова",
    "Сергей Морозов",
    "Татьяна Кузнецова",
    "Дмитрий Соколов",
    "Наталья Попова",
    "Алексей Лебедев",
    "Екатерина Волкова",
    "Игорь Павлов",
  ],
  uk: ["Оксана Коваленко", "Андрій Шевчук", "Ірина Бондаренко", "Тарас Мельник", "Юлія Ткаченко"],
  en: ["Laura Smith", "James Miller", "Sofia Becker", "Daniel Brown", "Emma Wilson", "Mark Taylor"],
};

/** Pharmacy: medicines, vitamins, care products, devices. */
const pharmacy: ReviewPool = {
  ro: [
    [
      5,
      "Am comandat seara și a doua zi dimineață coletul era la farmacia de lângă casă. Produsul este exact cel din descriere, cu termen de valabilitate lung.",
    ],
    [
      5,
      "Îl folosesc de câțiva ani și prețul de aici este cel mai bun din Chișinău. Farmacista m-a sunat să confirme comanda, foarte amabil.",
    ],
    [
      4,
      "Efectul se simte după câteva zile de administrare. Ambalajul putea fi puțin mai mic, dar în rest sunt mulțumită.",
    ],
    [
      5,
      "Recomand! Mi l-a recomandat medicul de familie și l-am găsit doar aici în stoc. Livrarea a fost gratuită.",
    ],
    [
      3,
      "Produsul este bun, dar am așteptat trei zile livrarea în Bălți. Ar fi bine să fie mai repede în regiuni.",
    ],
    [4, "Raport calitate-preț foarte bun. Instrucțiunea în limba română este clară și ușor de urmat."],
    [
      2,
      "Mie personal nu mi-a ajutat, deși l-am luat conform instrucțiunii o lună întreagă. Poate altora le va fi util.",
    ],
    [5, "Copiii îl acceptă fără mofturi, gustul este plăcut. Am luat deja a doua cutie."],
    [
      4,
      "Totul bine, am primit și puncte de fidelitate pentru comandă. Doar că site-ul nu arăta stocul exact în farmacia din Botanica.",
    ],
    [
      5,
      "Calitate europeană la preț corect. Consultantul de pe chat mi-a explicat diferența dintre variante.",
    ],
  ],
  ru: [
    [5, "Заказывала для мамы, привезли на следующий день. Срок годности свежий, упаковка целая."],
    [
      4,
      "Хорошее средство, пользуюсь уже второй месяц. Цена немного выше, чем в прошлом году, но всё равно дешевле, чем в других аптеках.",
    ],
    [
      5,
      "Врач посоветовал именно этот препарат, нашла только здесь. Забрала в аптеке на Ботанике через час после заказа.",
    ],
    [3, "Эффект есть, но не такой быстрый, как обещают. Буду допивать курс и посмотрю."],
    [5, "Отличная аптека и удобный сайт. Фармацевт перезвонила и подробно объяснила, как принимать."],
    [2, "Мне не подошло: появилась лёгкая аллергия. Перед покупкой лучше посоветоваться с врачом."],
    [4, "Всё как в описании. Удобно, что можно выбрать аптеку для самовывоза и видеть наличие."],
    [5, "Беру постоянно для всей семьи, качество стабильное. Спасибо за быструю доставку!"],
  ],
  uk: [
    [
      5,
      "Замовила ввечері, а зранку вже забрала в аптеці. Все якісно запаковано, термін придатності великий.",
    ],
    [4, "Добрий засіб, допомагає. Ціна нормальна, але хотілося б більшу упаковку."],
    [5, "Користуюся давно і задоволена. Зручно, що на сайті можна обрати українську мову."],
    [3, "Нормально, але чекала доставку два дні замість одного."],
  ],
  en: [
    [
      5,
      "Ordered in the evening and picked it up at the pharmacy the next morning. Exactly as described, with a long expiry date.",
    ],
    [
      4,
      "Works well for me after about a week. The instructions leaflet is only in Romanian and Russian, but the pharmacist explained everything.",
    ],
    [5, "Best price I found in Chișinău and the delivery was free. Will order again."],
    [3, "Decent product, though I expected a faster effect. Friendly staff on the phone."],
  ],
};

/** Home and garden: furniture, textiles, kitchenware, tools. */
const home: ReviewPool = {
  ro: [
    [
      5,
      "Calitate foarte bună, arată chiar mai bine decât în poze. Curierul a adus comanda la ora stabilită și a urcat-o până la etajul cinci.",
    ],
    [
      4,
      "Sunt mulțumit de cumpărătură. Montajul a durat cam o oră, instrucțiunea este clară, dar lipsea o cheie hexagonală.",
    ],
    [
      5,
      "Am luat al doilea exemplar pentru casa părinților. Materialele sunt solide și nu miros a chimicale.",
    ],
    [
      3,
      "Produsul este ok, dar culoarea reală este puțin mai închisă decât pe site. Pentru preț, acceptabil.",
    ],
    [5, "Recomand magazinul: consultanții au răspuns rapid și m-au ajutat să aleg dimensiunea potrivită."],
    [4, "Bun raport calitate-preț. Livrarea în Ialoveni a durat două zile."],
    [2, "Una dintre piese a venit zgâriată. Magazinul a schimbat-o, dar am așteptat o săptămână."],
    [5, "Îl folosim zilnic de trei luni și arată ca nou. Merită fiecare leu."],
  ],
  ru: [
    [5, "Очень довольна покупкой: качество отличное, всё аккуратно упаковано. Доставили в тот же день."],
    [4, "Хорошая вещь за свои деньги. Собирали вдвоём минут сорок, инструкция понятная."],
    [5, "Брали уже второй раз, в этот раз в подарок родителям. Всем советую этот магазин."],
    [3, "В целом нормально, но цвет немного отличается от фотографии на сайте."],
    [2, "Пришло с небольшим дефектом. Обменяли без проблем, но пришлось подождать."],
    [5, "Пользуемся каждый день, никаких нареканий. Материалы действительно качественные."],
  ],
  uk: [
    [5, "Якість чудова, виглядає навіть краще, ніж на фото. Доставили швидко і акуратно."],
    [4, "Гарна річ за помірну ціну. Збирали самі, все зрозуміло з інструкції."],
    [3, "Загалом непогано, але колір трохи темніший, ніж очікувала."],
    [5, "Користуємося вже пів року, жодних нарікань. Рекомендую!"],
  ],
  en: [
    [5, "Great quality, looks even better than in the photos. The courier arrived right on time."],
    [4, "Good value for money. Assembly took about an hour and the instructions were clear."],
    [3, "It is fine, but the colour is a bit darker than on the website."],
    [5, "We use it every day and it still looks new after several months. Recommended."],
  ],
};

/** Electronics and appliances. */
const electronics: ReviewPool = {
  ro: [
    [
      5,
      "Funcționează impecabil, bateria ține toată ziua. Livrat în Chișinău în aceeași zi, cu factură și garanție.",
    ],
    [4, "Dispozitiv foarte bun pentru banii ăștia. Singurul minus: încărcătorul nu este inclus în cutie."],
    [
      5,
      "Am comparat prețurile în mai multe magazine și aici a fost cel mai avantajos, plus rate fără dobândă.",
    ],
    [3, "Produsul este bun, dar a venit cu firmware vechi și a trebuit să-l actualizez imediat."],
    [5, "Calitate excelentă a imaginii și a sunetului. Consultantul m-a ajutat la configurare prin telefon."],
    [4, "Folosesc de două luni, nicio problemă. Carcasa se zgârie puțin, recomand o husă."],
    [
      2,
      "Am avut o problemă cu conexiunea Wi‑Fi. Service-ul a rezolvat-o în garanție, dar a durat zece zile.",
    ],
    [5, "Al doilea produs cumpărat de aici. Ambalaj sigilat, totul original."],
    [4, "Merge rapid și silențios. Meniul în limba română e un plus."],
    [5, "Exact ce căutam. Livrarea la Cahul a fost gratuită și curierul a sunat înainte."],
  ],
  ru: [
    [5, "Отличный аппарат, работает быстро, батарея держит весь день. Доставили на следующий день."],
    [4, "За свои деньги очень хорошо. Минус один — зарядка продаётся отдельно."],
    [5, "Брал в кредит без переплаты, оформили за пятнадцать минут. Всё оригинальное, с гарантией."],
    [3, "Нормально, но пришлось сразу обновлять прошивку, из коробки были мелкие глюки."],
    [2, "Через месяц начались проблемы с Bluetooth. Приняли по гарантии, ждал почти две недели."],
    [5, "Картинка и звук на высоте. Консультант помог с настройкой по телефону, спасибо!"],
  ],
  en: [
    [5, "Works flawlessly and the battery easily lasts a full day. Delivered in Chișinău the same day."],
    [4, "Very good for the price. The only downside is that the charger is sold separately."],
    [5, "Best price I found, and the instalment plan had no interest. Sealed box, original warranty."],
    [3, "Solid device, but it shipped with old firmware and needed an update straight away."],
    [2, "Had a Wi‑Fi issue after a few weeks. Fixed under warranty, but it took ten days."],
    [5, "Second purchase from this shop. Fast delivery and helpful support."],
  ],
};

/** Meal plans and catering. */
const food: ReviewPool = {
  ro: [
    [
      5,
      "Mâncarea este gustoasă și porțiile sunt exact cât trebuie. Am slăbit trei kilograme în două săptămâni fără să fiu flămândă.",
    ],
    [5, "Am comandat catering pentru ziua firmei: totul proaspăt, frumos aranjat și adus la timp."],
    [4, "Meniul variat, nu se repetă preparatele. Aș vrea mai multe supe în meniul de iarnă."],
    [3, "Gustos, dar o dată curierul a întârziat aproape o oră dimineața."],
    [5, "Ingrediente proaspete și locale, se simte diferența. Recomand planul vegetarian."],
    [4, "Foarte comod pentru cine lucrează mult. Caserolele se încălzesc ușor la microunde."],
    [2, "Pentru mine porțiile au fost prea mici la planul de 1200 kcal. Am trecut pe alt plan."],
  ],
  ru: [
    [5, "Очень вкусно и удобно! За две недели минус три килограмма, при этом не чувствовала голода."],
    [5, "Заказывали кейтеринг на юбилей — всё свежее, красиво оформлено, привезли вовремя."],
    [4, "Меню разнообразное, блюда не повторяются. Хотелось бы побольше супов."],
    [3, "Вкусно, но один раз курьер опоздал почти на час."],
    [5, "Продукты свежие и местные, это чувствуется. Беру кето-рацион уже третий месяц."],
    [4, "Удобно для работы: контейнеры легко разогреть, всё подписано по дням."],
    [2, "Порции на 1200 ккал для меня маловаты, перешла на другой план."],
  ],
  en: [
    [5, "Tasty food and just the right portions. I lost three kilos in two weeks without feeling hungry."],
    [5, "We ordered catering for an office party: everything was fresh, nicely presented and on time."],
    [4, "A varied menu with no repeats during the week. I would like more soups in winter."],
    [3, "Good food, but the morning delivery was almost an hour late once."],
  ],
};

/** Beauty and skin care. */
const beauty: ReviewPool = {
  ro: [
    [
      5,
      "Textura lejeră, se absoarbe repede și nu lasă peliculă grasă. Pielea mea sensibilă o tolerează perfect.",
    ],
    [4, "După trei săptămâni tenul arată mai uniform. Parfumul este discret. Aș vrea un ambalaj cu pompiță."],
    [5, "Produs original, cu termen lung de valabilitate. Am primit și mostre cadou, foarte drăguț!"],
    [3, "E bun, dar pentru pielea mea grasă este puțin prea bogat vara. Iarna îl folosesc cu plăcere."],
    [5, "Cea mai bună cremă pe care am încercat-o pentru pielea uscată. O recomand tuturor prietenelor."],
    [2, "Mi-a provocat câteva iritații, probabil nu se potrivește tipului meu de ten."],
    [4, "Livrare rapidă și ambalare atentă. Produsul își face treaba, prețul este corect."],
    [5, "Îl folosesc a doua lună, petele s-au estompat vizibil. Revin cu siguranță."],
  ],
  ru: [
    [5, "Лёгкая текстура, быстро впитывается, не оставляет плёнки. Для чувствительной кожи — идеально."],
    [4, "Через три недели кожа стала ровнее. Аромат ненавязчивый. Хотелось бы дозатор."],
    [5, "Оригинальная продукция, свежий срок годности, ещё и пробники положили в подарок."],
    [3, "Хороший крем, но летом для моей жирной кожи тяжеловат."],
    [2, "У меня появилось раздражение, видимо, не мой вариант."],
    [5, "Пользуюсь уже второй месяц, пигментация заметно посветлела. Буду брать ещё."],
  ],
  en: [
    [5, "Light texture that absorbs quickly and leaves no greasy film. My sensitive skin loves it."],
    [4, "After three weeks my skin tone looks more even. Subtle scent. I wish it came with a pump."],
    [5, "Genuine product with a long expiry date, and they added free samples to my order."],
    [3, "Nice, but a bit too rich for my oily skin in summer."],
    [2, "It irritated my skin a little; probably not right for my skin type."],
  ],
};

/** Which pool each demo shop's reviews come from; shops not listed get no demo reviews. */
export const reviewPools: Record<string, ReviewPool> = {
  default: home,
  ecaterix: food,
  ecom: electronics,
  farmacie: pharmacy,
  foundation: beauty,
  primebuy: electronics,
};

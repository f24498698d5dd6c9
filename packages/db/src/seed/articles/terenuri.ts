import type { ArticleSetSeed } from "./types.ts";

/** The land board's advice for buyers and sellers (ro, ru). */
export const terenuriArticles: ArticleSetSeed = {
  statuses: [
    {
      key: "buyers",
      name: {
        ro: "Sfaturi pentru cumpărători",
        ru: "Советы покупателям",
        uk: "Поради покупцям",
        en: "For buyers",
      },
    },
    {
      key: "sellers",
      name: {
        ro: "Sfaturi pentru vânzători",
        ru: "Советы продавцам",
        uk: "Поради продавцям",
        en: "For sellers",
      },
    },
  ],
  articles: [
    {
      status: "buyers",
      date: "2026-11-18",
      art: ["#365314", "#a3e635"],
      byLang: {
        ro: {
          title: "Ce verificăm înainte să cumpărăm un teren",
          summary: "Extrasul din registru, destinația terenului și accesul la drum.",
          paragraphs: [
            "Cereți extrasul din Registrul bunurilor imobile după numărul cadastral: arată proprietarul și dacă terenul este gajat sau sechestrat.",
            "Verificați la primărie destinația terenului și dacă se poate construi. Un teren fără acces la drum public poate rămâne fără autorizație.",
          ],
        },
        ru: {
          title: "Что проверить перед покупкой участка",
          summary: "Выписка из реестра, назначение земли и подъезд к дороге.",
          paragraphs: [
            "Запросите выписку из Реестра недвижимого имущества по кадастровому номеру: в ней видно владельца и нет ли залога или ареста.",
            "Уточните в примэрии назначение земли и можно ли строиться. Участок без выезда на общественную дорогу может остаться без разрешения.",
          ],
        },
      },
    },
    {
      status: "sellers",
      date: "2026-11-09",
      art: ["#854d0e", "#fde047"],
      byLang: {
        ro: {
          title: "Anunțul care vinde: fotografii și descriere",
          summary: "Ce caută cumpărătorii în primele secunde ale unui anunț.",
          paragraphs: [
            "Fotografiați terenul dimineața, cu soarele din spate, și includeți drumul de acces și vecinătățile. Un plan cu dimensiunile ajută mult.",
            "În descriere scrieți suprafața exactă, utilitățile din apropiere și distanța până la oraș; prețul negociabil se bifează separat.",
          ],
        },
        ru: {
          title: "Объявление, которое продаёт: фото и описание",
          summary: "Что покупатели ищут в первые секунды объявления.",
          paragraphs: [
            "Снимайте участок утром, когда солнце за спиной, и покажите подъездную дорогу и соседей. План с размерами очень помогает.",
            "В описании укажите точную площадь, коммуникации рядом и расстояние до города; торг отмечается отдельно.",
          ],
        },
      },
    },
    {
      status: "buyers",
      date: "2026-10-29",
      art: ["#0f766e", "#99f6e4"],
      byLang: {
        ro: {
          title: "Teren agricol sau pentru construcții",
          summary: "Diferențele de preț, taxe și ce se poate face pe fiecare.",
          paragraphs: [
            "Terenul agricol este mai ieftin, dar schimbarea destinației pentru construcție cere aprobări și poate dura luni.",
            "Pentru o casă, căutați un lot intravilan cu certificat de urbanism; impozitul funciar este și el diferit.",
          ],
        },
        ru: {
          title: "Сельхозземля или участок под застройку",
          summary: "Разница в цене, налогах и в том, что можно делать на каждом.",
          paragraphs: [
            "Сельскохозяйственная земля дешевле, но смена назначения под строительство требует согласований и может занять месяцы.",
            "Для дома ищите участок в черте населённого пункта с градостроительным сертификатом; земельный налог тоже отличается.",
          ],
        },
      },
    },
    {
      status: "sellers",
      date: "2026-10-17",
      art: ["#3730a3", "#c7d2fe"],
      byLang: {
        ro: {
          title: "Cum stabilim prețul corect",
          summary: "Comparați anunțurile din aceeași zonă și țineți cont de acces.",
          paragraphs: [
            "Căutați pe hartă terenuri similare din aceeași localitate și calculați prețul pe ar. Loturile cu apă și gaz la poartă se vând mai scump.",
            "Un preț cu 10 % peste piață adună vizualizări, dar rar apeluri; îl puteți ajusta oricând din anunț.",
          ],
        },
        ru: {
          title: "Как назначить правильную цену",
          summary: "Сравните объявления в той же зоне и учтите подъезд.",
          paragraphs: [
            "Найдите на карте похожие участки в том же населённом пункте и посчитайте цену за сотку. Участки с водой и газом у ворот стоят дороже.",
            "Цена на 10 % выше рынка собирает просмотры, но редко звонки; её можно в любой момент изменить в объявлении.",
          ],
        },
      },
    },
    {
      status: "buyers",
      date: "2026-10-03",
      art: ["#7c2d12", "#fed7aa"],
      byLang: {
        ro: {
          title: "Contractul de vânzare-cumpărare la notar",
          summary: "Actele necesare și costurile tranzacției.",
          paragraphs: [
            "La notar veniți cu buletinele, extrasul din registru și planul cadastral. Dacă vânzătorul este căsătorit, e nevoie și de acordul soțului.",
            "Taxa notarială și înregistrarea la cadastru se plătesc de obicei de cumpărător; întrebați suma exactă înainte de programare.",
          ],
        },
        ru: {
          title: "Договор купли-продажи у нотариуса",
          summary: "Необходимые документы и расходы по сделке.",
          paragraphs: [
            "К нотариусу приходите с удостоверениями личности, выпиской из реестра и кадастровым планом. Если продавец в браке, нужно согласие супруга.",
            "Нотариальный сбор и регистрацию в кадастре обычно оплачивает покупатель; уточните точную сумму заранее.",
          ],
        },
      },
    },
    {
      status: "sellers",
      date: "2026-09-21",
      art: ["#166534", "#bbf7d0"],
      byLang: {
        ro: {
          title: "Cum vă feriți de cumpărătorii falși",
          summary: "Semnele unei înșelătorii și ce nu trimiteți niciodată.",
          paragraphs: [
            "Nu trimiteți coduri din SMS și nu plătiți „taxe de rezervare” cuiva care nu a văzut terenul.",
            "Stabiliți întâlnirea la teren sau la notar și raportați anunțul sau utilizatorul suspect direct de pe platformă.",
          ],
        },
        ru: {
          title: "Как уберечься от фальшивых покупателей",
          summary: "Признаки мошенничества и чего никогда не отправлять.",
          paragraphs: [
            "Не пересылайте коды из SMS и не платите «сбор за бронь» тому, кто не видел участок.",
            "Встречайтесь на участке или у нотариуса и сообщайте о подозрительном объявлении или пользователе прямо на площадке.",
          ],
        },
      },
    },
    {
      status: "buyers",
      date: "2026-09-08",
      art: ["#1e3a8a", "#93c5fd"],
      byLang: {
        ro: {
          title: "Utilitățile: apă, gaz și curent pe un teren gol",
          summary: "Cât costă și cât durează racordarea.",
          paragraphs: [
            "Întrebați furnizorii cât de departe este cea mai apropiată rețea: fiecare sută de metri în plus crește costul racordării.",
            "Racordarea la curent durează de obicei una-două luni; gazul cere proiect și autorizație și poate dura mai mult.",
          ],
        },
        ru: {
          title: "Коммуникации: вода, газ и свет на пустом участке",
          summary: "Сколько стоит и сколько длится подключение.",
          paragraphs: [
            "Спросите у поставщиков, как далеко ближайшая сеть: каждые лишние сто метров увеличивают стоимость подключения.",
            "Подключение электричества обычно занимает один-два месяца; газ требует проекта и разрешения и может занять больше.",
          ],
        },
      },
    },
  ],
};

import type { GlobalSiteSettings } from "@sf/contract";
import { chooseLanguage, LANGUAGE_COOKIE } from "@sf/domain";
import { isLocale, type Locale } from "@sf/i18n";
import { readCookie } from "../cookies.ts";
import { accessToken, clientIp } from "../session.server.ts";
import { accountApi } from "./account.server.ts";
import { articlesApi } from "./articles.server.ts";
import { boardApi } from "./board.server.ts";
import { boardAccountsApi } from "./board-accounts.server.ts";
import { cartApi } from "./cart.server.ts";
import { catalogueApi } from "./catalogue.server.ts";
import { createClient, siteSettings } from "./client.server.ts";
import { creditApi } from "./credit.server.ts";
import { deliveryApi } from "./delivery.server.ts";
import { infoPagesApi } from "./info-pages.server.ts";
import { mealPlansApi } from "./meal-plans.server.ts";
import { ordersApi } from "./orders.server.ts";
import { promotionsApi } from "./promotions.server.ts";
import { reviewsApi } from "./reviews.server.ts";
import { savedListsApi } from "./saved-lists.server.ts";
import { searchApi } from "./search.server.ts";
import { showcaseApi } from "./showcase.server.ts";
import { siteApi } from "./site.server.ts";
import { vacanciesApi } from "./vacancies.server.ts";

/**
 * The storefront's API, bound to one request: the page's language, the customer's session (the
 * `token` cookie as a bearer) and the shopper's address all come from the request, so no loader
 * or action can call the API as someone else, or forget that the visitor is signed in. One
 * binding per Request object, shared by the loaders and helpers that handle it.
 */
export function apiFor(request: Request): Promise<Api> {
  let api = bound.get(request);
  if (!api) {
    api = bind(request, accessToken(request));
    bound.set(request, api);
  }
  return api;
}

/** Right after a sign-in: the new session is in the answer's cookies, not yet in the request. */
export function apiForNewSession(request: Request, access: string): Promise<Api> {
  return bind(request, access);
}

const bound = new WeakMap<Request, Promise<Api>>();

async function bind(request: Request, bearer: string | null) {
  const settings = await siteSettings();
  const client = createClient({
    lang: requestLanguage(request, settings),
    bearer,
    clientIp: clientIp(request),
    pricesHiddenForGuests: settings.is_price_hidden_for_guests === true,
  });
  return {
    lang: client.lang,
    signedIn: bearer !== null,
    site: siteApi(client),
    boardAccounts: boardAccountsApi(client),
    catalogue: catalogueApi(client),
    search: searchApi(client),
    reviews: reviewsApi(client),
    cart: cartApi(client),
    orders: ordersApi(client),
    delivery: deliveryApi(client),
    infoPages: infoPagesApi(client),
    savedLists: savedListsApi(client),
    vacancies: vacanciesApi(client),
    account: accountApi(client),
    articles: articlesApi(client),
    showcase: showcaseApi(client),
    promotions: promotionsApi(client),
    credit: creditApi(client),
    mealPlans: mealPlansApi(client),
    board: boardApi(client),
  };
}

export type Api = Awaited<ReturnType<typeof bind>>;

/**
 * The page's language: the path's `/{lang}` when the site has it, else the visitor's (language
 * cookie, browser) or the site's main language (the 404 page of an unknown prefix, `/`).
 */
export function requestLanguage(request: Request, settings: GlobalSiteSettings): Locale {
  const prefix = new URL(request.url).pathname.split("/")[1] ?? "";
  const languages: readonly string[] = settings.langs;
  const chosen = languages.includes(prefix)
    ? prefix
    : chooseLanguage({
        cookie: readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE),
        acceptLanguage: request.headers.get("accept-language"),
        siteLanguages: languages,
        mainLanguage: settings.mainUiInterface.mainLang,
      });
  return isLocale(chosen) ? chosen : "ro";
}

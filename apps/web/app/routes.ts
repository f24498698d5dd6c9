import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { isThemeName, themeConfigs } from "../../../packages/themes/src/index.ts";

/**
 * What the build is (decision 0060): a shop's routes (catalogue, cart, checkout, compare, ...)
 * or the land board's (adverts, the advert page, the map), chosen by THEME at build time, so a
 * board build has no cart or product page at all (their paths are the 404 page) and a shop
 * build no advert pages. The site's own content pages, accounts and forms are in both.
 */
const theme = process.env.THEME ?? "default";
const board = isThemeName(theme) && themeConfigs[theme].product === "board";
/** `npm run typecheck` generates the route types of both products, so every route module is checked. */
const bothForTypes = process.env.ROUTES_FOR_TYPEGEN === "all";

/** The pages every site has: its content, accounts and forms. */
const contentRoutes = [
  route("about", "routes/about.tsx"),
  route("contacts", "routes/contacts.tsx"),
  route("delivery", "routes/delivery.tsx"),
  route("cookies", "routes/legal.tsx", { id: "cookies" }),
  route("policy", "routes/legal.tsx", { id: "policy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("page/:slug", "routes/cms-page.tsx"),
  // Information pages (issue 14): one module for the four documents, one for the four lists.
  route("faq", "routes/faq.tsx"),
  route("credit", "routes/credit.tsx"),
  route("discount", "routes/info-page.tsx", { id: "info-discount" }),
  route("insurance", "routes/info-page.tsx", { id: "info-insurance" }),
  route("service-center", "routes/info-page.tsx", { id: "info-service-center" }),
  route("order-guide", "routes/info-list.tsx", { id: "info-order-guide" }),
  route("payment-systems", "routes/info-list.tsx", { id: "info-payment-systems" }),
  route("delivery-services", "routes/info-list.tsx", { id: "info-delivery-services" }),
  route("services", "routes/info-list.tsx", { id: "info-services" }),
  route("stores", "routes/stores.tsx"),
  // The cookie banner's form posts here; GET: the visitor's cookie settings (decision 0037).
  route("consent", "routes/consent.tsx"),
  // The shop's settings, footer and menu (JSON, named by a hash of its content): every page's.
  route("site-data/:hash", "routes/resources/site-data.ts"),
  // Resource route (JSON) for the header search box: popular queries and typing suggestions.
  route("search-suggestions", "routes/search-suggestions.ts"),
  // Accounts (issue 5): sign-in, registration, the e-mailed links' landings, sign-out.
  route("login", "routes/login.tsx"),
  route("registration", "routes/registration.tsx"),
  route("activate/:uid/:token", "routes/activate.tsx"),
  route("password/forgot", "routes/password-forgot.tsx"),
  route("password/reset/:uid/:token", "routes/password-reset.tsx"),
  route("logout", "routes/resources/logout.ts"),
  route("social-login", "routes/resources/social-login.ts"),
  // Twitter (X), OAuth 1.0a through this server: the start (a form post) and Twitter's way back.
  route("social-login/twitter", "routes/resources/social-login-twitter.ts"),
  route("social-login/twitter/callback", "routes/resources/social-login-twitter-callback.ts"),
  route("account", "routes/account.tsx", [
    index("routes/resources/account-index.ts"),
    route("orders", "routes/account-orders.tsx"),
    route("profile", "routes/account-profile.tsx"),
    route("addresses", "routes/account-addresses.tsx"),
    route("companies", "routes/account-companies.tsx"),
  ]),
  // The e-mailed deletion link works signed out too: outside the cabinet's layout.
  route("account/delete/:uid/:token", "routes/account-delete.tsx"),
  route("cabinet", "routes/resources/cabinet.ts"),
  // The land board's member profile (decision 0058): name, picture, phones and e-mails.
  route("profile", "routes/member-profile.tsx"),
  // The public forms (issue 14): each its own page, working without JavaScript.
  route("consultation", "routes/consultation.tsx"),
  route("support", "routes/support.tsx"),
  route("news-letter", "routes/news-letter.tsx"),
  route("articles", "routes/articles.tsx"),
  route("articles/:url", "routes/article.tsx"),
  // Vacancies, their dialogs and the CV form (multipart, works without JavaScript).
  route("career", "routes/career.tsx"),
  // The shop's reviews (with video reviews), gallery and partners (issue 14 C).
  route("review", "routes/review.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("partners", "routes/partners.tsx"),
  // The theme's components with sample content, for theme authors (noindex, not in the sitemap).
  route("ui-kit-demo", "routes/ui-kit-demo.tsx"),
  route("special-offers", "routes/special-offers.tsx"),
  route("special-offers/:url", "routes/special-offer.tsx"),
];

/** The shop: home, catalogue, cart, checkout, the visitor's lists (spec section 2). */
const shopRoutes = [
  index("routes/home.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("product_list", "routes/product-list.tsx"),
  // Data for the product page's modals and sliders, fetched by the browser (JSON, no page).
  route("product-availability/:id", "routes/resources/product-availability.ts"),
  route("associated-products/:id", "routes/resources/associated-products.ts"),
  route("products-by-ids", "routes/resources/products-by-ids.ts"),
  route("product-sliders", "routes/resources/product-sliders.ts"),
  route("home-sliders", "routes/resources/home-sliders.ts"),
  route("cart", "routes/cart.tsx"),
  // The visitor's cart as JSON and changes to it (under /cart: never page-cached).
  route("cart/data", "routes/resources/cart-data.ts"),
  route("cart/options", "routes/resources/cart-options.ts"),
  route("cart/success", "routes/cart-success.tsx"),
  route("order-checkout/:id", "routes/order-checkout.tsx"),
  // One-click order: its form's page (no JavaScript) and the action the product page's dialog posts to.
  route("quick-order", "routes/quick-order.tsx"),
  route("favorites", "routes/favorites.tsx"),
  route("favorites/data", "routes/resources/favorites-data.ts"),
  route("compare", "routes/compare.tsx"),
  route("compare/data", "routes/resources/compare-data.ts"),
  route("brands", "routes/brands.tsx"),
  route("brands/:slug", "routes/brand.tsx"),
  // The caterer's meal-plan calculator (issue 15); a 404 in shops without meal plans.
  route("menu-calculator", "routes/menu-calculator.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  // Category listings live at /{lang}/{category path}; any other path is the 404 page.
  route("*", "routes/category.tsx"),
];

/** The land board (issue 17): adverts, their map and their pages (spec section 7 "Advert board"). */
const boardRoutes = [
  index("routes/board-home.tsx"),
  // The listing with its filters: a GET form, so every search is a link (and works without JavaScript).
  route("adverts", "routes/adverts.tsx"),
  // JSON for the listing's map (server clusters of the box and zoom) and the place cascade.
  route("adverts/map", "routes/resources/adverts-map.ts"),
  route("adverts/places", "routes/resources/board-places.ts"),
  // One advert; its action reveals the phone and sends a report (forms that work without JavaScript).
  route("advert/:slug", "routes/advert.tsx"),
  // A seller's page: their name, picture and adverts that are up (spec: "profile pages").
  route("user/:id", "routes/seller.tsx"),
  // A member's own adverts (pause, renew, delete) and saved adverts (issue 17).
  route("my-adverts", "routes/my-adverts.tsx"),
  // The advert form (create, edit): a multipart form that works without JavaScript (decision 0062).
  route("my-adverts/new", "routes/advert-form.tsx", { id: "advert-new" }),
  route("my-adverts/:slug/edit", "routes/advert-form.tsx", { id: "advert-edit" }),
  route("favorites", "routes/board-favorites.tsx"),
];
/** The board's 404 page, and every other path (no category paths on the board). */
const boardNotFound = [
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx", { id: "not-found-rest" }),
];

const productRoutes = bothForTypes
  ? [...shopRoutes, ...boardRoutes]
  : board
    ? [...boardRoutes, ...boardNotFound]
    : shopRoutes;

/** Every page lives under a required language segment; "/" only redirects. */
export default [
  index("routes/language-redirect.tsx"),
  route(":lang", "routes/lang-layout.tsx", [...contentRoutes, ...productRoutes]),
] satisfies RouteConfig;

import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every page lives under a required language segment; "/" only redirects. */
export default [
  index("routes/language-redirect.tsx"),
  route(":lang", "routes/lang-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("contacts", "routes/contacts.tsx"),
    route("delivery", "routes/delivery.tsx"),
    route("cookies", "routes/legal.tsx", { id: "cookies" }),
    route("policy", "routes/legal.tsx", { id: "policy" }),
    route("terms", "routes/legal.tsx", { id: "terms" }),
    route("page/:slug", "routes/cms-page.tsx"),
    route("404", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;

import type { StaffArea } from "@sf/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, type LazyExoticComponent, lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import { ApiError } from "./api.ts";
import { Loading } from "./components/ui.tsx";
import { I18nProvider } from "./i18n.tsx";
import Home from "./routes/home.tsx";
import Layout from "./routes/layout.tsx";
import SignIn from "./routes/sign-in.tsx";
import { RequireArea } from "./session.tsx";
import "./styles.css";

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused or missing thing is not retried; a signed-out member goes to the sign-in.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});
queryClient.getQueryCache().subscribe((event) => {
  const error = event.query.state.error;
  if (error instanceof ApiError && error.status === 401 && event.query.queryKey[0] !== "me")
    queryClient.setQueryData(["me"], null);
});

type Page = LazyExoticComponent<ComponentType>;

/**
 * The back-office's screens: each its own chunk, loaded on first visit (a content editor never
 * downloads the order or product screens), shown only when the member's role grants its area
 * (the API checks the same area on every call).
 */
const SCREENS: [path: string, area: StaffArea | "self", page: Page][] = [
  ["orders", "orders", lazy(() => import("./routes/orders.tsx"))],
  ["orders/:id", "orders", lazy(() => import("./routes/order.tsx"))],
  ["orders/:id/slip", "orders", lazy(() => import("./routes/packing-slip.tsx"))],
  ["products", "catalogue", lazy(() => import("./routes/products/list.tsx"))],
  ["products/:id", "catalogue", lazy(() => import("./routes/products/editor.tsx"))],
  ["catalogue/categories", "catalogue", lazy(() => import("./routes/catalogue/categories.tsx"))],
  ["catalogue/brands", "catalogue", lazy(() => import("./routes/catalogue/brands.tsx"))],
  ["catalogue/properties", "catalogue", lazy(() => import("./routes/catalogue/properties.tsx"))],
  ["catalogue/import", "catalogue", lazy(() => import("./routes/catalogue/import.tsx"))],
  ["customers", "customers", lazy(() => import("./routes/customers/list.tsx"))],
  ["customers/:id", "customers", lazy(() => import("./routes/customers/detail.tsx"))],
  ["companies", "customers", lazy(() => import("./routes/customers/companies.tsx"))],
  ["inboxes", "inboxes", lazy(() => import("./routes/inboxes/index.tsx"))],
  ["content/articles", "content", lazy(() => import("./routes/content/articles.tsx"))],
  ["content/articles/:id", "content", lazy(() => import("./routes/content/article-edit.tsx"))],
  ["content/pages", "content", lazy(() => import("./routes/content/pages.tsx"))],
  ["content/pages/:key", "content", lazy(() => import("./routes/content/page-edit.tsx"))],
  ["content/banners", "content", lazy(() => import("./routes/content/banners.tsx"))],
  ["content/faq", "content", lazy(() => import("./routes/content/faq.tsx"))],
  ["content/offers", "content", lazy(() => import("./routes/content/offers.tsx"))],
  ["content/advantages", "content", lazy(() => import("./routes/content/advantages.tsx"))],
  ["content/sliders", "content", lazy(() => import("./routes/content/sliders.tsx"))],
  ["content/vacancies", "content", lazy(() => import("./routes/content/vacancies.tsx"))],
  ["content/gallery", "content", lazy(() => import("./routes/content/gallery.tsx"))],
  ["content/partners", "content", lazy(() => import("./routes/content/partners.tsx"))],
  ["promotions", "promotions", lazy(() => import("./routes/promotions/promo-codes.tsx"))],
  ["delivery", "delivery", lazy(() => import("./routes/delivery/delivery.tsx"))],
  ["settings", "settings", lazy(() => import("./routes/settings/settings.tsx"))],
  ["staff", "staff", lazy(() => import("./routes/staff.tsx"))],
  ["audit", "audit", lazy(() => import("./routes/audit.tsx"))],
  ["account", "self", lazy(() => import("./routes/account.tsx"))],
];

function screen(area: StaffArea | "self", Screen: Page) {
  const page = (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
  return area === "self" ? page : <RequireArea area={area}>{page}</RequireArea>;
}

const router = createBrowserRouter(
  [
    { path: "/sign-in", element: <SignIn /> },
    {
      path: "/",
      element: <Layout />,
      children: [
        { index: true, element: <Home /> },
        { path: "catalogue", element: <Navigate to="/catalogue/categories" replace /> },
        { path: "content", element: <Navigate to="/content/articles" replace /> },
        ...SCREENS.map(([path, area, Screen]) => ({ path, element: screen(area, Screen) })),
      ],
    },
  ],
  { basename: "/admin" },
);

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
